import Flux
import Lotto

extension StreamView {
    /// Each checked ticket as its result arrives, `#7  3 11 19 27 38 42  matched 3 11 19  tier
    /// 5`, and at the end, in text, the count of tickets per tier from the check's store. Against
    /// a recorded draw, the text names the draw first, gives each winning ticket its prize
    /// (`prize 5,000 KRW`, `prize unknown`) and ends with the total won.
    static func checkResults(_ app: App, store: CheckResultsStore, printer: ListPrinter) -> StreamView {
        StreamView(
            dispatcher: app.dispatcher, printer: printer,
            printPage: { action in
                guard case .ticketsChecked(let page, _, let recorded) = action else { return nil }
                if page.isFirst, let recorded {
                    printer.appendInText("\(recorded.name): \(recorded.draw.text)\n")
                }
                printer.printCheckResults(page.items)
                return page.isLast
            },
            // The store is registered before this view, so it has counted the last page.
            ending: { [unowned store] in printer.appendInText(summary(store.state)) })
    }

    /// The count per tier: `tier 1 (6): 0` ... `no prize: 12`.
    private static func summary(_ state: CheckSummary) -> String {
        guard let draw = state.draw else { return "" }
        var lines: [String] = []
        for (index, tier) in draw.game.tiers.enumerated() {
            lines.append("tier \(index + 1) (\(tier)): \(state.winnersPerTier[index])")
        }
        lines.append("no prize: \(state.losers)")
        if let recorded = state.recorded {
            let won = Money(minorUnits: state.won, currency: recorded.currency)
            let unknown = state.unknownPrizes
            lines.append("won: \(won)" + (unknown > 0 ? " and \(unknown) prize\(unknown == 1 ? "" : "s") unknown" : ""))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
