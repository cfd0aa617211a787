/// Checks a wheel's promise over every way the draw can fall: each set of `drawn` of the
/// wheel's items must meet some ticket in at least `matched` of them. It reads the tickets
/// alone, whatever made them, and charges its work to a ``WorkBudget``.
///
/// Two ways, the cheaper for the wheel:
/// - By marking (``checkByMarking(tickets:items:guarantee:budget:)``), where the draws are few
///   enough for a bit each: every draw a ticket covers is marked, then every draw must be
///   marked. Its work is known before it starts (``markingWork(tickets:items:guarantee:)``).
/// - By a walk (``checkByWalking(tickets:items:guarantee:budget:)``) for the wheels split into
///   groups, whose draws are too many to mark: the sets are walked as a tree, adding items in
///   ascending order; a branch where some ticket already holds `matched` of the items chosen is
///   covered whatever is added, and is not walked further. Only sets meeting every ticket in
///   fewer than `matched` items are walked to their end, so a good wheel is checked in a small
///   part of the time that listing every set would take.
enum WheelVerifier {
    /// What the check found.
    enum Verdict: Equatable {
        /// Every set of `drawn` items meets a ticket in `matched`.
        case holds
        /// This set, as a mask, meets no ticket in `matched`.
        case misses(UInt64)
        /// The work ran out before the check could say.
        case undecided
    }

    /// The most draws checked by marking: a bit each, 128 KiB (the search's own limit).
    static let markingLimit = CoveringSearch.drawnSetLimit

    /// Checks by marking where the draws are few enough, else by walking.
    static func check(tickets: [UInt64], items: Int, guarantee: WheelGuarantee, budget: inout WorkBudget) -> Verdict {
        if Combinations.choose(items, guarantee.drawn) <= markingLimit {
            return checkByMarking(tickets: tickets, items: items, guarantee: guarantee, budget: &budget)
        }
        return checkByWalking(tickets: tickets, items: items, guarantee: guarantee, budget: &budget)
    }

    /// The work of ``checkByMarking(tickets:items:guarantee:budget:)``: every draw cleared and
    /// read once, and each ticket's covered draws ranked and marked.
    static func markingWork(tickets: Int, items: Int, guarantee: WheelGuarantee, ticketSize: Int) -> Int {
        let covered = CoveringSearch.setsCovered(items: items, ticketSize: ticketSize, guarantee: guarantee)
        let (marks, overflow) = tickets.multipliedReportingOverflow(by: covered)
        let rank = WorkBudget.rank(drawn: guarantee.drawn)
        guard !overflow, marks < Int.max / (2 * rank) else { return Int.max / 2 }
        return marks * rank + tickets * WorkBudget.ticketSets(ticketSize: ticketSize)
            + Combinations.choose(items, guarantee.drawn)
    }

    /// Marks the draws each ticket meets in `matched` or more, by rank, then finds the first
    /// draw unmarked. For `items` choose `drawn` up to ``markingLimit``.
    static func checkByMarking(
        tickets: [UInt64], items: Int, guarantee: WheelGuarantee, budget: inout WorkBudget
    ) -> Verdict {
        let (t, p) = (guarantee.matched, guarantee.drawn)
        let draws = Combinations.choose(items, p)
        precondition(draws <= markingLimit)
        var marked = [UInt64](repeating: 0, count: (draws + 63) / 64)
        var work = draws
        let all = Combinations.first(items)
        for ticket in tickets {
            work += WorkBudget.ticketSets(ticketSize: ticket.nonzeroBitCount)
            let inside = Combinations.items(ticket & all)
            let outside = Combinations.items(~ticket & all)
            // A draw holds `shared` of the ticket only if the rest fits outside it.
            for shared in stride(from: max(t, p - outside.count), through: min(inside.count, p), by: 1) {
                let rests = Combinations.subsets(of: outside, size: p - shared)
                for part in Combinations.subsets(of: inside, size: shared) {
                    for rest in rests {
                        let rank = Combinations.rank(part | rest)
                        marked[rank >> 6] |= 1 << UInt64(rank & 63)
                    }
                    work += rests.count * WorkBudget.rank(drawn: p)
                }
            }
        }
        budget.spend(work)
        for (word, bits) in marked.enumerated() {
            let expected = word == marked.count - 1 && draws % 64 != 0 ? (1 << UInt64(draws % 64)) - 1 : UInt64.max
            guard bits == expected else {
                let rank = word * 64 + (~bits & expected).trailingZeroBitCount
                return .misses(Self.set(ofRank: rank, size: p))
            }
        }
        return .holds
    }

    /// The set of `size` items whose colex rank is `rank` (``Combinations/rank(_:)`` undone).
    static func set(ofRank rank: Int, size: Int) -> UInt64 {
        var set: UInt64 = 0
        var rest = rank
        for index in stride(from: size, to: 0, by: -1) {
            // The largest item e with C(e, index) ≤ rest.
            var item = index - 1
            while Combinations.choose(item + 1, index) <= rest { item += 1 }
            set |= 1 << UInt64(item)
            rest -= Combinations.choose(item, index)
        }
        return set
    }

    /// Walks every set of `guarantee.drawn` items of `0..<items`, stopping at the first that no
    /// ticket of `tickets` meets in `guarantee.matched` items, or when `budget` runs out.
    ///
    /// A ticket holding all the items but `drawn - matched` or fewer meets every draw in
    /// `matched` (at most that many drawn numbers can lie outside it): the wheel holds with no
    /// walk (a one-ticket wheel of every number promising 30 if 40).
    static func checkByWalking(
        tickets: [UInt64], items: Int, guarantee: WheelGuarantee, budget: inout WorkBudget
    ) -> Verdict {
        let (t, p) = (guarantee.matched, guarantee.drawn)
        let all = Combinations.first(items)
        if tickets.contains(where: { (all & ~$0).nonzeroBitCount <= p - t }) { return .holds }
        // For each item, the tickets holding it.
        let holders = (0..<items).map { item in tickets.indices.filter { tickets[$0] & (1 << UInt64(item)) != 0 } }
        var shared = [Int](repeating: 0, count: tickets.count)
        var chosen: UInt64 = 0
        var outOfWork = false

        /// Chooses the `depth`-th item from `next` on; true when a miss is found or the work
        /// runs out.
        func walk(from next: Int, depth: Int) -> Bool {
            if depth == p { return true }
            // Items left must suffice for the set.
            guard next + (p - depth) <= items else { return false }
            for item in next...(items - (p - depth)) {
                budget.spend(WorkBudget.branch + holders[item].count * WorkBudget.holder)
                if budget.isExhausted {
                    outOfWork = true
                    return true
                }
                var covered = false
                for ticket in holders[item] {
                    shared[ticket] += 1
                    if shared[ticket] >= t { covered = true }
                }
                chosen |= 1 << UInt64(item)
                if !covered && walk(from: item + 1, depth: depth + 1) { return true }
                chosen &= ~(1 << UInt64(item))
                for ticket in holders[item] { shared[ticket] -= 1 }
            }
            return false
        }
        guard walk(from: 0, depth: 0) else { return .holds }
        return outOfWork ? .undecided : .misses(chosen)
    }
}
