/// Checks a wheel's promise over every way the draw can fall: each set of `drawn` of the
/// wheel's items must meet some ticket in at least `matched` of them.
///
/// The sets are walked as a tree, adding items in ascending order; a branch where some
/// ticket already holds `matched` of the items chosen is covered whatever is added, and is
/// not walked further. Only sets meeting every ticket in fewer than `matched` items are
/// walked to their end, so a good wheel is checked in a small part of the time that listing
/// every set would take.
enum WheelVerifier {
    /// The first set of `guarantee.drawn` items of `0..<items` that no ticket of `tickets`
    /// meets in `guarantee.matched` items, as a mask; `nil` when the promise holds.
    static func firstMiss(tickets: [UInt64], items: Int, guarantee: WheelGuarantee) -> UInt64? {
        let (t, p) = (guarantee.matched, guarantee.drawn)
        // For each item, the tickets holding it.
        let holders = (0..<items).map { item in tickets.indices.filter { tickets[$0] & (1 << UInt64(item)) != 0 } }
        var shared = [Int](repeating: 0, count: tickets.count)
        var chosen: UInt64 = 0

        /// Chooses the `depth`-th item from `next` on; true when a miss is found.
        func walk(from next: Int, depth: Int) -> Bool {
            if depth == p { return true }
            // Items left must suffice for the set.
            guard next + (p - depth) <= items else { return false }
            for item in next...(items - (p - depth)) {
                var covered = false
                for ticket in holders[item] {
                    shared[ticket] += 1
                    if shared[ticket] >= t { covered = true }
                }
                chosen |= 1 << UInt64(item)
                let missed = !covered && walk(from: item + 1, depth: depth + 1)
                if missed { return true }
                chosen &= ~(1 << UInt64(item))
                for ticket in holders[item] { shared[ticket] -= 1 }
            }
            return false
        }
        return walk(from: 0, depth: 0) ? chosen : nil
    }
}
