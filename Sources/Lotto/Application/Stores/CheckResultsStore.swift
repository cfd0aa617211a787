import Flux

/// The results of checking saved tickets against a draw: the latest page, and the count of
/// tickets per prize tier so far.
public final class CheckResultsStore: ReduceStore<CheckResultsStore.State, LottoAction>, @unchecked Sendable {
    /// What checking has found so far.
    public struct State: Equatable, Sendable {
        /// Counts pages, so that two equal pages are still two changes.
        public var pageCount = 0
        /// The latest page of results.
        public var results: [CheckResult] = []
        /// Tickets won per tier: index 0 is tier 1.
        public var winnersPerTier: [Int] = []
        /// Tickets that won nothing.
        public var losers = 0
    }

    /// A store with nothing checked yet.
    public init(dispatcher: Dispatcher<LottoAction>) {
        super.init(dispatcher: dispatcher, initialState: State())
    }

    public override func reduce(_ state: State, _ action: LottoAction) -> State {
        guard case .ticketsChecked(let results, let draw) = action else { return state }
        var next = state
        next.pageCount += 1
        next.results = results
        if next.winnersPerTier.count != draw.game.tiers.count {
            next.winnersPerTier = Array(repeating: 0, count: draw.game.tiers.count)
        }
        for result in results {
            if let tier = result.tier {
                next.winnersPerTier[tier - 1] += 1
            } else {
                next.losers += 1
            }
        }
        return next
    }
}
