import Flux

/// The backtest totals' logic: a backtest's first page starts them afresh for its setup; each
/// page's tickets are added up.
public struct BacktestSummaryReducer: Reducer {
    public init() {}

    public var initialState: BacktestSummary { BacktestSummary() }

    public func reduce(_ state: BacktestSummary, _ action: LottoAction) -> BacktestSummary {
        guard case .ticketsBacktested(let page, let setup) = action else { return state }
        var next = state
        if page.isFirst {
            next = BacktestSummary()
            next.setup = setup
            next.hits = Array(repeating: 0, count: LottoGame(setup.game).tiers.count)
        }
        for result in page.items {
            next.tickets += result.ticket == nil ? setup.randomTicketsPerDraw ?? 0 : 1
            // Counts of checks done one by one: 2^63 of them would take centuries.
            next.plays += result.plays
            for (tier, count) in result.hits.enumerated() {
                next.hits[tier] += count
            }
            next.won += result.won
            next.unknownPrizes += result.unknownPrizes
        }
        next.isComplete = page.isLast
        return next
    }
}

/// The totals of the last backtest: see ``BacktestSummary`` and ``BacktestSummaryReducer``.
public typealias BacktestStore = ReducerStore<BacktestSummary, LottoAction>
