import Flux

/// The check summary's logic: a check's first page starts it afresh for its draw, each page's
/// results are counted by tier and their prizes added up.
public struct CheckSummaryReducer: Reducer {
    public init() {}

    public var initialState: CheckSummary { CheckSummary() }

    public func reduce(into state: inout CheckSummary, _ action: LottoAction) -> Bool {
        // A small state: comparing costs less than telling listeners of no change.
        let before = state
        guard case .ticketsChecked(let page, let draw, let recorded) = action else { return false }
        if page.isFirst {
            state = CheckSummary()
            state.draw = draw
            state.recorded = recorded
            state.winnersPerTier = Array(repeating: 0, count: draw.game.tiers.count)
        }
        for result in page.items {
            if let tier = result.tier {
                state.winnersPerTier[tier - 1] += 1
            } else {
                state.losers += 1
            }
            switch result.prize {
            case .known(let money)?: state.won += money.minorUnits
            case .unknown?: state.unknownPrizes += 1
            case nil: break
            }
        }
        state.isComplete = page.isLast
        return state != before
    }
}

/// The count of checked tickets per prize tier: see ``CheckSummary`` and
/// ``CheckSummaryReducer``.
public typealias CheckResultsStore = ReducerStore<CheckSummary, LottoAction>
