import Flux

/// The backtest totals' logic: a backtest's first page starts them afresh for its setup; each
/// page's tickets are added up.
public struct BacktestSummaryReducer: Reducer {
    public init() {}

    public var initialState: BacktestSummary { BacktestSummary() }

    public func reduce(into state: inout BacktestSummary, _ action: LottoAction) -> Bool {
        // A small state: comparing costs less than telling listeners of no change.
        let before = state
        guard case .ticketsBacktested(let page, let setup) = action else { return false }
        if page.isFirst {
            state = BacktestSummary()
            state.setup = setup
            state.hits = Array(repeating: 0, count: LottoGame(setup.game).tiers.count)
        }
        for result in page.items {
            state.tickets += result.ticket == nil ? setup.randomTicketsPerDraw ?? 0 : 1
            // Counts of checks done one by one: 2^63 of them would take centuries.
            state.plays += result.plays
            for (tier, count) in result.hits.enumerated() {
                state.hits[tier] += count
            }
            state.won += result.won
            state.unknownPrizes += result.unknownPrizes
        }
        state.isComplete = page.isLast
        return state != before
    }
}

/// The totals of the last backtest: see ``BacktestSummary`` and ``BacktestSummaryReducer``.
public typealias BacktestSummaryStore<Action> = ReducerStore<BacktestSummary, Action>
