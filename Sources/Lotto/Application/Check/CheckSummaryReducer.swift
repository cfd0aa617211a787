import Flux

/// The check summary's logic: a check's first page starts it afresh for its draw, each page's
/// results are counted by tier and their prizes added up.
public struct CheckSummaryReducer: Reducer {
    public init() {}

    public var initialState: CheckSummary { CheckSummary() }

    public func reduce(_ state: CheckSummary, _ action: LottoAction) -> CheckSummary {
        guard case .ticketsChecked(let page, let draw, let recorded) = action else { return state }
        var next = state
        if page.isFirst {
            next = CheckSummary()
            next.draw = draw
            next.recorded = recorded
            next.winnersPerTier = Array(repeating: 0, count: draw.game.tiers.count)
        }
        for result in page.items {
            if let tier = result.tier {
                next.winnersPerTier[tier - 1] += 1
            } else {
                next.losers += 1
            }
            switch result.prize {
            case .known(let money)?: next.won += money.minorUnits
            case .unknown?: next.unknownPrizes += 1
            case nil: break
            }
        }
        next.isComplete = page.isLast
        return next
    }
}

/// The count of checked tickets per prize tier: see ``CheckSummary`` and
/// ``CheckSummaryReducer``.
public typealias CheckResultsStore = ReducerStore<CheckSummary, LottoAction>
