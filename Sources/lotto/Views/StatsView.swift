import Flux
import Lotto

/// Shows the number frequencies store once its count is complete: a bar chart on a terminal
/// (one row per number, aligned, scaled to the width), and the most and least frequent
/// numbers; or JSON or CSV for scripts.
final class StatsView {
    private let width: Int
    /// Whether the terminal takes UTF-8: block characters for the bars, else `#`.
    private let usesUnicode: Bool
    private var subscription: Subscription?

    init(
        store: NumberFrequencyStore, output: StandardOutput, format: ListPrinter.Format, width: Int, usesUnicode: Bool
    ) {
        self.width = width
        self.usesUnicode = usesUnicode
        subscription = store.addListener { [unowned self, unowned store] in
            guard store.state.isComplete, let game = store.state.game else { return }
            output.append(render(store.state, of: LottoGame(game), as: format))
        }
    }

    private func render(_ state: NumberFrequencies, of game: LottoGame, as format: ListPrinter.Format) -> String {
        let drums = [("main", game.main, state.main)] + (game.extra.map { [("extra", $0, state.extra)] } ?? [])
        switch format {
        case .text:
            return drums.map { name, rule, counts in
                (drums.count > 1 ? "\(name) numbers:\n" : "") + chart(rule, counts)
            }.joined(separator: "\n") + "tickets: \(state.tickets)\n"
        case .json:
            func array(_ rule: LottoRule, _ counts: [Int]) -> String {
                "[" + rule.range.map { #"{"count":\#(counts[$0]),"number":\#($0)}"# }.joined(separator: ",") + "]"
            }
            let extra = game.extra.map { array($0, state.extra) } ?? "[]"
            let (most, least) = extremes(game.main, state.main)
            return
                #"{"extra":\#(extra),"game":"\#(game.id.rawValue)","least":\#(least),"most":\#(most),"numbers":\#(array(game.main, state.main)),"tickets":\#(state.tickets)}"#
                + "\n"
        case .csv:
            var bytes: [UInt8] = []
            ListPrinter.appendCSVFields(["count", "drum", "number"], to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
            for (name, rule, counts) in drums {
                for number in rule.range {
                    ListPrinter.appendCSVFields([String(counts[number]), name, String(number)], to: &bytes)
                    bytes.append(UInt8(ascii: "\n"))
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// `  7 ████████▌ 12` a row, bars in eighths of a cell, the longest filling the width; in a
    /// terminal that is not UTF-8, `  7 ######### 12`, in whole cells.
    private func chart(_ rule: LottoRule, _ counts: [Int]) -> String {
        let numberWidth = String(rule.range.upperBound).count
        let largest = rule.range.map { counts[$0] }.max() ?? 0
        let countWidth = String(largest).count
        let barWidth = max(10, width - numberWidth - countWidth - 3)
        let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        var text = ""
        for number in rule.range {
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
            text += "\(label) \(bar)\(String(repeating: " ", count: barWidth - cells)) \(count)\n"
        }
        let (most, least) = extremes(rule, counts)
        return text + "most frequent: \(most.dropFirst().dropLast())\nleast frequent: \(least.dropFirst().dropLast())\n"
    }

    /// The most and least frequent numbers, as JSON arrays (`[7,13]`).
    private func extremes(_ rule: LottoRule, _ counts: [Int]) -> (most: String, least: String) {
        let values = rule.range.map { counts[$0] }
        let most = rule.range.filter { counts[$0] == values.max() }
        let least = rule.range.filter { counts[$0] == values.min() }
        return (
            "[" + most.map(String.init).joined(separator: ",") + "]",
            "[" + least.map(String.init).joined(separator: ",") + "]"
        )
    }
}
