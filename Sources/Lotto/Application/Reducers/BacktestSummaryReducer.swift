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
            next.plays = next.plays.addingSaturated(result.plays)
            for (tier, count) in result.hits.enumerated() {
                next.hits[tier] = next.hits[tier].addingSaturated(count)
            }
            next.won = next.won.addingSaturated(result.won)
            next.unknownPrizes += result.unknownPrizes
        }
        next.isComplete = page.isLast
        return next
    }
}
