extension CheckSummary {
    /// The prizes won and not marked claimed that `keep` keeps (all, by default), soonest
    /// deadline first; a prize whose deadline is no date (set by the state) after those that
    /// have one, then one of no draw date, then those whose last day has passed (``hasPassed(_:)``),
    /// soonest first; each kind in the order the results came.
    package func prizesToClaim(where keep: (PrizeToClaim) -> Bool = { _ in true }) -> [PrizeToClaim] {
        let kept = prizesWon.enumerated().filter { keep($0.element) }
        return kept.sorted { lhs, rhs in
            let left = order(lhs.element)
            let right = order(rhs.element)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Whether the last day to claim `prize` is before the day of the check: too late to claim.
    package func hasPassed(_ prize: PrizeToClaim) -> Bool {
        guard let today, let last = prize.claim.deadline?.lastDay else { return false }
        return last < today
    }

    /// The kind, then the day, to sort by: a last day to come, a deadline of words, none, a last
    /// day passed.
    private func order(_ prize: PrizeToClaim) -> (Int, Int) {
        guard let last = prize.claim.deadline?.lastDay else { return (prize.claim.deadline == nil ? 2 : 1, 0) }
        return (hasPassed(prize) ? 3 : 0, last.daysSince1970)
    }
}
