import Flux
import Lotto

/// Shows how often each number appears, once a count is complete: among the saved tickets
/// (the number frequencies store) or in the recorded draws (the draw frequencies store, which
/// also knows how many draws ago each number was last drawn). A bar chart on a terminal (one
/// row per number, aligned, scaled to the width) and the most and least frequent numbers; or
/// JSON or CSV for scripts.
final class StatsView {
    /// One drum's counts, as a chart shows them.
    private struct Drum {
        /// `main`, `extra`: the name in JSON and CSV.
        let name: String
        /// `main numbers`, `bonus balls`: the heading in text.
        let heading: String
        let range: ClosedRange<Int>
        let counts: [Int]
        /// Draws since each number was last drawn; `nil` for a count of tickets.
        let lastSeen: [Int?]?
    }

    /// What one count shows: a game's drums, and what was counted (`tickets: 12`).
    private struct Counts {
        let game: GameID
        let drums: [Drum]
        /// `tickets` or `draws`.
        let countedName: String
        let counted: Int
    }

    private let width: Int
    /// Whether the terminal takes UTF-8: block characters for the bars, else `#`.
    private let usesUnicode: Bool
    private let output: StandardOutput
    /// Where an empty chart says what would fill it.
    private let errors: StandardError
    private let format: ListPrinter.Format
    private var subscription: Subscription?

    private init(
        output: StandardOutput, errors: StandardError, format: ListPrinter.Format, width: Int, usesUnicode: Bool
    ) {
        self.width = width
        self.usesUnicode = usesUnicode
        self.output = output
        self.errors = errors
        self.format = format
    }

    /// Shows the counts of the saved tickets.
    convenience init(
        store: NumberFrequenciesStore<AppAction>, output: StandardOutput, errors: StandardError,
        format: ListPrinter.Format,
        width: Int, usesUnicode: Bool
    ) {
        self.init(output: output, errors: errors, format: format, width: width, usesUnicode: usesUnicode)
        subscription = store.addListener { [unowned self, unowned store] in
            guard store.state.isComplete, let id = store.state.game else { return }
            let state = store.state
            let game = LottoGame(id)
            var drums = [
                Drum(name: "main", heading: "main numbers", range: game.main.range, counts: state.main, lastSeen: nil)
            ]
            if let extra = game.extra {
                drums.append(
                    Drum(
                        name: "extra", heading: "extra numbers", range: extra.range, counts: state.extra, lastSeen: nil)
                )
            }
            show(Counts(game: id, drums: drums, countedName: "tickets", counted: state.tickets))
        }
    }

    /// Shows the counts of the recorded draws.
    convenience init(
        store: DrawFrequenciesStore<AppAction>, output: StandardOutput, errors: StandardError,
        format: ListPrinter.Format,
        width: Int, usesUnicode: Bool
    ) {
        self.init(output: output, errors: errors, format: format, width: width, usesUnicode: usesUnicode)
        subscription = store.addListener { [unowned self, unowned store] in
            guard let id = store.state.game else { return }
            let state = store.state
            var drums = [
                Drum(
                    name: "main", heading: "main numbers", range: state.mainRange, counts: state.main,
                    lastSeen: state.mainLastSeen)
            ]
            if let range = state.extraRange {
                let heading = LottoGame(id).extra == nil ? "bonus balls" : "extra numbers"
                drums.append(
                    Drum(
                        name: "extra", heading: heading, range: range, counts: state.extra,
                        lastSeen: state.extraLastSeen))
            }
            show(Counts(game: id, drums: drums, countedName: "draws", counted: state.draws))
        }
    }

    private func show(_ counts: Counts) {
        guard counts.counted > 0 || format != .text else {
            // A chart of zeros says nothing: say instead what would fill it (on standard
            // error, as for an empty list; JSON and CSV keep their shape, with zeros).
            return errors.print(
                counts.countedName == "draws"
                    ? "no \(counts.game) draws recorded: \(NextStep.getDraws)"
                    : "no \(counts.game) tickets saved yet: \(NextStep.getTickets)")
        }
        output.append(render(counts))
    }

    private func render(_ counts: Counts) -> String {
        let drums = counts.drums
        switch format {
        case .text:
            return drums.map { drum in
                (drums.count > 1 ? "\(drum.heading):\n" : "") + chart(drum)
            }.joined(separator: "\n") + "\(counts.countedName): \(counts.counted)\n"
        case .json:
            func array(_ drum: Drum) -> String {
                "["
                    + drum.range.map { number in
                        let lastSeen =
                            drum.lastSeen.map { #","lastSeen":\#($0[number].map(String.init) ?? "null")"# } ?? ""
                        return #"{"count":\#(drum.counts[number])\#(lastSeen),"number":\#(number)}"#
                    }.joined(separator: ",") + "]"
            }
            let extra = drums.count > 1 ? array(drums[1]) : "[]"
            let (most, least) = extremes(drums[0])
            let game =
                #""game":"\#(counts.game.rawValue)","least":\#(least),"most":\#(most),"numbers":\#(array(drums[0]))"#
            // Keys sorted: "draws" comes first, "tickets" last.
            return counts.countedName == "draws"
                ? #"{"draws":\#(counts.counted),"extra":\#(extra),\#(game)}"# + "\n"
                : #"{"extra":\#(extra),\#(game),"tickets":\#(counts.counted)}"# + "\n"
        case .csv:
            let withLastSeen = drums[0].lastSeen != nil
            var bytes: [UInt8] = []
            ListPrinter.appendCSVFields(
                withLastSeen ? ["count", "drum", "lastSeen", "number"] : ["count", "drum", "number"], to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
            for drum in drums {
                for number in drum.range {
                    var fields = [String(drum.counts[number]), drum.name]
                    if let lastSeen = drum.lastSeen { fields.append(lastSeen[number].map(String.init) ?? "") }
                    fields.append(String(number))
                    ListPrinter.appendCSVFields(fields, to: &bytes)
                    bytes.append(UInt8(ascii: "\n"))
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// `  7 ████████▌ 12` a row, bars in eighths of a cell, the longest filling the width; in a
    /// terminal that is not UTF-8, `  7 ######### 12`, in whole cells. Counts of draws end each
    /// row with how many draws ago the number was last drawn: `  last 3`, `  never`.
    private func chart(_ drum: Drum) -> String {
        let range = drum.range
        let counts = drum.counts
        let numberWidth = String(range.upperBound).count
        let largest = range.map { counts[$0] }.max() ?? 0
        let countWidth = String(largest).count
        let lastSeenTexts = drum.lastSeen.map { lastSeen in range.map { lastSeen[$0].map { "last \($0)" } ?? "never" } }
        let lastSeenWidth = lastSeenTexts.map { texts in texts.map(\.count).max() ?? 0 } ?? 0
        let barWidth = max(10, width - numberWidth - countWidth - 3 - (lastSeenWidth > 0 ? lastSeenWidth + 2 : 0))
        let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        var text = ""
        for (index, number) in range.enumerated() {
            let count = counts[number]
            let bar: String
            let cells: Int
            if usesUnicode {
                let length = largest == 0 ? 0 : count * barWidth * 8 / largest
                bar = String(repeating: "█", count: length / 8) + eighths[length % 8]
                cells = (length + 7) / 8
            } else {
                cells = largest == 0 ? 0 : (count * barWidth * 2 + largest) / (largest * 2)
                bar = String(repeating: "#", count: cells)
            }
            let label = String(repeating: " ", count: numberWidth - String(number).count) + String(number)
            let countText = String(count)
            var row = "\(label) \(bar)\(String(repeating: " ", count: barWidth - cells)) \(countText)"
            if let lastSeenTexts {
                row += String(repeating: " ", count: countWidth - countText.count + 2) + lastSeenTexts[index]
            }
            text += row + "\n"
        }
        let (most, least) = extremes(drum)
        return text + "most frequent: \(most.dropFirst().dropLast())\nleast frequent: \(least.dropFirst().dropLast())\n"
    }

    /// The most and least frequent numbers, as JSON arrays (`[7,13]`); none when nothing was
    /// counted, rather than every number as both.
    private func extremes(_ drum: Drum) -> (most: String, least: String) {
        let values = drum.range.map { drum.counts[$0] }
        guard values.contains(where: { $0 > 0 }) else { return ("[]", "[]") }
        let most = drum.range.filter { drum.counts[$0] == values.max() }
        let least = drum.range.filter { drum.counts[$0] == values.min() }
        return (
            "[" + most.map(String.init).joined(separator: ",") + "]",
            "[" + least.map(String.init).joined(separator: ",") + "]"
        )
    }
}
