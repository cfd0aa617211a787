import Foundation

/// Draw histories made up for tests of size: daily draws of the custom game 6/43, which has no
/// first draw, from 1800-01-01, in lotto's own JSON Lines.
enum SyntheticDraws {
    /// `count` draws, one JSON object a line (at most 60,000: more would pass today).
    static func jsonLines(count: Int) -> String {
        var lines: [String] = []
        var date = DateComponents(calendar: Calendar(identifier: .gregorian), year: 1800, month: 1, day: 1).date!
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        for round in 1...count {
            let numbers = (0..<6).map { ($0 * 7 + round) % 43 + 1 }.sorted()
            lines.append(
                #"{"date":"\#(formatter.string(from: date))","extra":[],"game":"6/43","numbers":[\#(numbers.map(String.init).joined(separator: ","))],"prizes":[],"round":\#(round)}"#
            )
            date.addTimeInterval(86_400)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
