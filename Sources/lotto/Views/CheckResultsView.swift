import Flux
import Lotto

/// Prints each checked ticket as results arrive (`#7  3 11 19 27 38 42  matched 3 11 19
/// tier 5`), and at the end, in text, the count of tickets per tier.
final class CheckResultsView {
    /// The CSV columns: the JSON keys, sorted.
    static let csvHeader = ["extra", "extraMatched", "game", "id", "matched", "numbers", "tier"]

    private let printer: ListPrinter
    private let store: CheckResultsStore
    private var subscription: Subscription?

    init(store: CheckResultsStore, printer: ListPrinter) {
        self.printer = printer
        self.store = store
        subscription = store.addListener { [unowned self, unowned store] in
            render(store.state.results)
        }
    }

    private func render(_ results: [CheckResult]) {
        printer.print(
            results,
            text: { [printer] result, bytes in
                bytes.append(UInt8(ascii: "#"))
                bytes.appendDecimal(result.ticket.id)
                bytes.append("  ")
                printer.appendTicket(result.ticket.ticket, game: result.ticket.game, to: &bytes)
                bytes.append("  matched ")
                if result.matched.numbers.isEmpty && result.matched.extraNumbers.isEmpty {
                    bytes.append("none")
                } else if result.matched.numbers.isEmpty {
                    bytes.append("+ " + result.matched.extraNumbers.map(String.init).joined(separator: " "))
                } else {
                    result.matched.appendText(to: &bytes)
                }
                bytes.append(result.tier.map { "  tier \($0)" } ?? "  no prize")
            },
            json: { result, bytes in
                bytes.append(#"{"extra":"#)
                result.ticket.ticket.appendExtraJSONArray(to: &bytes)
                bytes.append(#","extraMatched":"#)
                result.matched.appendExtraJSONArray(to: &bytes)
                bytes.append(#","game":""# + result.ticket.game.rawValue + #"","id":"#)
                bytes.appendDecimal(result.ticket.id)
                bytes.append(#","matched":"#)
                result.matched.appendJSONArray(to: &bytes)
                bytes.append(#","numbers":"#)
                result.ticket.ticket.appendJSONArray(to: &bytes)
                bytes.append(#","tier":"#)
                if let tier = result.tier { bytes.appendDecimal(tier) } else { bytes.append("null") }
                bytes.append("}")
            },
            csv: { result, bytes in
                ListPrinter.appendCSVFields(
                    [
                        result.ticket.ticket.extraNumbers.spaced, result.matched.extraNumbers.spaced,
                        result.ticket.game.rawValue,
                        String(result.ticket.id), result.matched.numbers.spaced, result.ticket.ticket.numbers.spaced,
                        result.tier.map(String.init) ?? "",
                    ], to: &bytes)
            })
    }

    /// The count per tier, for text output: `tier 1 (6): 0` ... `no prize: 12`.
    func summary(game: LottoGame) -> String {
        let state = store.state
        var lines: [String] = []
        for (index, tier) in game.tiers.enumerated() {
            let count = state.winnersPerTier.isEmpty ? 0 : state.winnersPerTier[index]
            lines.append("tier \(index + 1) (\(tier)): \(count)")
        }
        lines.append("no prize: \(state.losers)")
        return lines.joined(separator: "\n") + "\n"
    }
}
