import Flux

/// The backtest totals' logic: a backtest's first page starts them afresh for its setup; each
/// page's tickets are added up.
package struct BacktestSummaryReducer: Reducer {
    package init() {}

    package var initialState: BacktestSummary { BacktestSummary() }

    package func reduce(into state: inout BacktestSummary, _ action: LottoAction) -> Bool {
        guard case .ticketsBacktested(let page, let setup) = action else { return false }
        return adding(page, to: &state, startingFrom: { BacktestSummary(setup) }) { state, results in
            for result in results {
                state.tickets += result.ticket == nil ? setup.randomTicketsPerDraw ?? 0 : 1
                if result.ticket?.withMultiplier == true { state.ticketsWithMultiplier += 1 }
                // Counts of checks done one by one: 2^63 of them would take centuries.
                state.plays += result.plays
                for (tier, count) in result.hits.enumerated() {
                    state.hits[tier] += count
                }
                state.won += result.won
                state.unknownPrizes += result.unknownPrizes
            }
        }
    }
}

/// The totals of the last backtest: see ``BacktestSummary`` and ``BacktestSummaryReducer``.
package typealias BacktestSummaryStore<Action> = ReducerStore<BacktestSummary, Action>
