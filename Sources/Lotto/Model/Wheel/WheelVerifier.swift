/// Checks a wheel's promise over every way the draw can fall: each set of `drawn` of the
/// wheel's items must meet some ticket in at least `matched` of them.
///
/// The sets are walked as a tree, adding items in ascending order; a branch where some
/// ticket already holds `matched` of the items chosen is covered whatever is added, and is
/// not walked further. Only sets meeting every ticket in fewer than `matched` items are
/// walked to their end, so a good wheel is checked in a small part of the time that listing
/// every set would take: 27 tickets over 59 numbers promising 2 if 6 are checked in far fewer
/// steps than the 45 million draws.
enum WheelVerifier {
    /// What the walk found.
    enum Verdict: Equatable {
        /// Every set of `drawn` items meets a ticket in `matched`.
        case holds
        /// This set, as a mask, meets no ticket in `matched`.
        case misses(UInt64)
        /// The walk took more than its step limit before it could say.
        case undecided
    }

    /// The most branches walked before a check gives up: a few seconds' work, whatever the
    /// wheel.
    static let stepLimit = 1 << 28

    /// Walks every set of `guarantee.drawn` items of `0..<items`, stopping at the first that no
    /// ticket of `tickets` meets in `guarantee.matched` items, or after `stepLimit` branches.
    static func check(
        tickets: [UInt64], items: Int, guarantee: WheelGuarantee, stepLimit: Int = Self.stepLimit
    ) -> Verdict {
        let (t, p) = (guarantee.matched, guarantee.drawn)
        // For each item, the tickets holding it.
        let holders = (0..<items).map { item in tickets.indices.filter { tickets[$0] & (1 << UInt64(item)) != 0 } }
        var shared = [Int](repeating: 0, count: tickets.count)
        var chosen: UInt64 = 0
        var steps = 0

        /// Chooses the `depth`-th item from `next` on; true when a miss is found or the steps
        /// run out.
        func walk(from next: Int, depth: Int) -> Bool {
            if depth == p { return true }
            // Items left must suffice for the set.
            guard next + (p - depth) <= items else { return false }
            for item in next...(items - (p - depth)) {
                steps += 1
                if steps > stepLimit { return true }
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
        return steps > stepLimit ? .undecided : .misses(chosen)
    }
}
