import Flux
import Lotto

extension StreamView {
    /// Each checked ticket as its result arrives, `#7  3 11 19 27 38 42  matched 3 11 19  tier
    /// 5`, and at the end, in text, the count of tickets per tier from the check's store. Against
    /// a recorded draw, the text names the draw first, gives each winning ticket its prize
    /// (`prize 5,000 KRW`, `prize unknown`) and ends with the total won. Against each ticket's
    /// own draw, each line names that draw, or says the ticket is pending or for no draw.
    ///
    /// - Parameter winnersOnly: print only the tickets that won; the summary counts them all.
    static func checkResults(
        _ app: App, store: CheckSummaryStore<AppAction>, printer: ListPrinter, winnersOnly: Bool = false
    ) -> StreamView {
        StreamView(
            dispatcher: app.dispatcher, printer: printer,
            printPage: { action in
                guard case .ticketsChecked(let page, let target) = action else { return nil }
                if page.isFirst, case .recorded(let recorded) = target {
                    printer.appendInText("\(recorded.name): \(recorded.draw.text)\n")
                }
                let results = winnersOnly ? page.items.filter { $0.tier != nil } : page.items
                if case .ownDraws = target {
                    printer.printCheckResults(results, ownDraws: true)
                } else {
                    printer.printCheckResults(results)
                }
                return page.isLast
            },
            // The store is registered before this view, so it has counted the last page.
            ending: { [unowned store] in printer.appendInText(summary(store.state)) })
    }

    /// The count per tier: `tier 1 (6): 0` ... `no prize: 12`, then the tickets not checked
    /// and what was won.
    private static func summary(_ state: CheckSummary) -> String {
        guard let target = state.target else { return "" }
        let tiers = target.game.tiers
        var lines: [String] = []
        for (index, winners) in state.winnersPerTier.enumerated() {
            let rule = index < tiers.count ? " (\(tiers[index]))" : ""
            lines.append("tier \(index + 1)\(rule): \(winners)")
        }
        lines.append("no prize: \(state.losers)")
        if case .ownDraws = target {
            lines.append("pending: \(state.pending)")
            lines.append("no draw: \(state.withoutDraw)")
        }
        if target.knowsPrizes {
            let won = Money(minorUnits: state.won, currency: target.game.currency ?? .unnamed)
            let unknown = state.unknownPrizes
            lines.append("won: \(won)" + (unknown > 0 ? " and \(unknown) prize\(unknown == 1 ? "" : "s") unknown" : ""))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
