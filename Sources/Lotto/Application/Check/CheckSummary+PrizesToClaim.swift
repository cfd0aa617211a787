extension CheckSummary {
    /// The prizes won that `keep` keeps (all, by default; the claims a player marked can be left
    /// out), soonest deadline first; a prize whose deadline is no date (set by the state) after
    /// those that have one, then one of no draw date; each kind in the order the results came.
    package func prizesToClaim(where keep: (PrizeToClaim) -> Bool = { _ in true }) -> [PrizeToClaim] {
        let kept = prizesWon.enumerated().filter { keep($0.element) }
        return kept.sorted { lhs, rhs in
            let left = Self.order(lhs.element)
            let right = Self.order(rhs.element)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The days to sort by: the last day, else a day past any date, the same for all such.
    private static func order(_ prize: PrizeToClaim) -> Int {
        if let last = prize.claim.deadline?.lastDay { return last.daysSince1970 }
        return prize.claim.deadline == nil ? Int.max : Int.max - 1
    }
}
