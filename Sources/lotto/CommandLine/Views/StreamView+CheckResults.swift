import Flux
import Lotto

extension StreamView {
    /// Each checked ticket as its result arrives, `#7  3 11 19 27 38 42  matched 3 11 19  tier
    /// 5`, and at the end, in text, the summary from the check's store (see
    /// ``CheckSummaryRecord``). Against a recorded draw, the text names the draw first, gives
    /// each winning ticket its prize (`prize 5,000 KRW`, `prize unknown`) and ends with the total
    /// won. Against each ticket's own draw, each line names that draw (and the game, but for
    /// kr645), or says the ticket is pending or for no draw; the summary goes game by game.
    /// The ids are padded to the store's highest, so that the numbers line up whichever
    /// tickets are printed.
    ///
    /// - Parameters:
    ///   - store: the check's summary, read once it has counted the last page.
    ///   - winnersOnly: print only the tickets that won; the summary counts them all.
    ///   - summaryOnly: print no ticket, only the summary: in JSON and CSV too, a record a game
    ///     (a game and period, for a summary by period: see ``CheckPeriodRecord``).
    ///   - settledOnly: print only the results checked, not those pending (which the summary
    ///     still counts, but prices in no sum: see ``GameCheckSummary/settledOnly``), and the
    ///     summary of the games with one (`check --new`): nothing at all when there is none.
    ///   - allTiers: list every tier in the text's summary, not only those won (`--all-tiers`).
    ///   - nextSteps: where to say, once the results are out, the next steps the store's summary
    ///     calls for (``CheckSummary/nextSteps``); `nil` to say none.
    static func checkResults(
        _ dispatcher: Dispatcher<AppAction>, summary store: CheckSummaryStore<AppAction>, printer: ListPrinter,
        winnersOnly: Bool = false, summaryOnly: Bool = false, settledOnly: Bool = false, allTiers: Bool = false,
        nextSteps: StandardError? = nil
    ) -> StreamView {
        StreamView(
            dispatcher: dispatcher, printer: printer, after: [store.dispatchToken],
            printPage: { action in
                // The record's deleted tickets, after the saved ones: counted, never printed.
                if case .deletedTicketsChecked(let page) = action { return page.isLast }
                guard case .ticketsChecked(let page, let target, let highestID) = action else { return nil }
                let followedByRecord = if case .ownDraws = target { true } else { false }
                guard !summaryOnly else { return page.isLast && !followedByRecord }
                printer.alignIDs(upTo: highestID)
                if page.isFirst, case .recorded(let recorded) = target {
                    // A draw of two sets of balls, as typed in: the second after a '/'.
                    let second = recorded.second.map { " / \($0.text)" } ?? ""
                    printer.appendInText("\(recorded.name): \(recorded.draw.text)\(second)\n")
                }
                let results =
                    winnersOnly || settledOnly
                    ? page.items.filter { (!winnersOnly || $0.tier != nil) && (!settledOnly || $0.status == .checked) }
                    : page.items
                if case .ownDraws = target {
                    printer.printCheckResults(results, ownDraws: true)
                } else if case .recorded(let recorded) = target {
                    printer.printCheckResults(results, oneDrawDate: recorded.date)
                } else {
                    printer.printCheckResults(results)
                }
                return page.isLast && !followedByRecord
            },
            ending: { [unowned store] in
                let prizes = summaryOnly ? store.state.prizesToClaim() : []
                if summaryOnly, store.state.request.period != nil {
                    CheckPeriodRecord.print(store.state, prizes: prizes, to: printer)
                    printer.appendInText(PrizesToClaimRecord.text(prizes, passed: store.state.hasPassed))
                } else if summaryOnly {
                    func ofPart(_ game: GameCheckSummary) -> [PrizeToClaim] {
                        prizes.filter { $0.game == game.game.id && $0.currency == game.currency }
                    }
                    printer.print(
                        store.state.games, text: { CheckSummaryRecord.appendText($0, allTiers: allTiers, to: &$1) },
                        json: { CheckSummaryRecord.appendJSON($0, prizes: ofPart($0), to: &$1) },
                        csv: { CheckSummaryRecord.appendCSV($0, prizes: ofPart($0), to: &$1) })
                    printer.appendInText(
                        PrizesToClaimRecord.totalAfterTaxLine(store.state.games) + PrizesToClaimRecord.text(prizes, passed: store.state.hasPassed))
                } else if settledOnly {
                    var settled = store.state
                    settled.games = settled.games.filter { $0.checked > 0 }.map(\.settledOnly)
                    printer.appendInText(CheckSummaryRecord.text(settled, allTiers: allTiers))
                } else {
                    printer.appendInText(CheckSummaryRecord.text(store.state, allTiers: allTiers))
                }
                // After the results, on a terminal too, and not at all when they could not be
                // written: the write error is then the one thing to say.
                // A summary bounded by draw dates may count nothing: it says so, as an empty list does.
                let nothing = store.state.games.isEmpty ? CheckPeriodRecord.nothingCounted(store.state.request) : nil
                let said = (nothing.map { [$0] } ?? []) + store.state.nextSteps.map(NextStep.words)
                guard let errors = nextSteps, !said.isEmpty, printer.flush() else { return }
                for line in said {
                    errors.print(line)
                }
            })
    }
}
