import Lotto

/// Numbers as coloured balls on a terminal: Korea's official colours for 6/45 (1-10 yellow,
/// 11-20 blue, 21-30 red, 31-40 grey, 41-45 green), the same five bands spread over any other
/// game's range, and magenta for a separate drum's numbers.
enum BallColors {
    /// 256-colour codes of the five bands, then of a separate drum.
    private static let bands = [220, 33, 196, 245, 40]
    private static let extraColor = 201

    /// Appends the ticket as `lotto` prints it, each number in its ball's colour.
    static func appendTicket(_ ticket: LottoTicket, game: GameID, to bytes: inout [UInt8]) {
        let rule = LottoGame(game).main
        appendNumbers(ticket.numbers, to: &bytes) { color(ofMain: $0, rule: rule) }
        if !ticket.extraNumbers.isEmpty {
            bytes.append(contentsOf: " + ".utf8)
            appendNumbers(ticket.extraNumbers, to: &bytes) { _ in extraColor }
        }
    }

    /// The 256-colour code of a main number's ball.
    static func color(ofMain number: Int, rule: LottoRule) -> Int {
        // Tens, as Korea colours 1-45; a wider range widens the bands to keep five.
        let bandSize = max(10, (rule.range.count + bands.count - 1) / bands.count)
        return bands[min(max((number - rule.range.lowerBound) / bandSize, 0), bands.count - 1)]
    }

    /// The 256-colour code of a separate drum's balls.
    static let colorOfExtra = extraColor

    private static func appendNumbers(_ numbers: [Int], to bytes: inout [UInt8], color: (Int) -> Int) {
        for (index, number) in numbers.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: " ")) }
            bytes.append(contentsOf: "\u{1B}[1;38;5;\(color(number))m\(number)\u{1B}[0m".utf8)
        }
    }
}
