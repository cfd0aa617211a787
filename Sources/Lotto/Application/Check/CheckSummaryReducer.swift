import Flux

/// The check summary's logic: a check's first page starts it afresh for its target, each page's
/// results are counted by tier (or as pending, or without a draw) and their prizes added up.
public struct CheckSummaryReducer: Reducer {
    public init() {}

    public var initialState: CheckSummary { CheckSummary() }

    public func reduce(into state: inout CheckSummary, _ action: LottoAction) -> Bool {
        guard case .ticketsChecked(let page, let target) = action else { return false }
        return adding(page, to: &state, startingFrom: { CheckSummary(target) }) { state, results in
            for result in results {
                switch (result.status, result.tier) {
                case (.pending, _): state.pending += 1
                case (.noDraw, _): state.withoutDraw += 1
                case (.checked, nil): state.losers += 1
                case (.checked, let tier?):
                    // A ticket checked against its own draw is checked by the rules of that draw's
                    // day, which may have had more tiers than today's.
                    if tier > state.winnersPerTier.count {
                        state.winnersPerTier += Array(repeating: 0, count: tier - state.winnersPerTier.count)
                    }
                    state.winnersPerTier[tier - 1] += 1
                }
                switch result.prize {
                case .known(let money)?: state.won += money.minorUnits
                case .unknown?: state.unknownPrizes += 1
                case nil: break
                }
            }
        }
    }
}

/// The count of checked tickets per prize tier: see ``CheckSummary`` and
/// ``CheckSummaryReducer``.
public typealias CheckSummaryStore<Action> = ReducerStore<CheckSummary, Action>
