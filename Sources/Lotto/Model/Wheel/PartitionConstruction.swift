/// Wheels too large to search as one, made of smaller ones: the numbers are split into
/// groups, each wheeled for a smaller promise, so that any draw keeping the whole wheel's
/// promise keeps some group's.
///
/// Proof. Let the wheel promise t if p, let the groups G₁ … Gₘ promise t if q₁ … qₘ, and let
/// D be the numbers in no group, with (q₁ − 1) + … + (qₘ − 1) + |D| ≤ p − 1. Take p drawn
/// numbers among the wheel's. Were each Gᵢ to hold at most qᵢ − 1 of them, the wheel would
/// hold at most p − 1 of them; so some Gᵢ holds qᵢ or more, and any qᵢ of those meet one of
/// Gᵢ's tickets in t. Cushing and Stewart's 27 tickets guaranteeing 2 if 6 over 59 numbers
/// are of this kind: three groups of 14 numbers promising 2 if 2 (7 tickets each) and one of
/// 17 promising 2 if 3 (6 tickets).
///
/// The split is chosen by dynamic programming over the numbers and the promise left, with
/// each group's tickets found by ``Wheel``'s own means (formulas, designs, search), so the
/// split suits the sizes the search actually reaches.
struct PartitionConstruction {
    let items: Int
    let ticketSize: Int
    let guarantee: WheelGuarantee
    /// A group's tickets for `t if q` over `s` items (masks over `0..<s`), or `nil`.
    let groupWheel: (_ size: Int, _ drawn: Int) -> [UInt64]?

    /// The largest group: one with more sets of its promise's size to cover is not searched.
    static let groupDrawLimit = 1 << 14
    /// The most numbers in a group.
    static let groupSizeLimit = 32

    /// A group: its size, its promise's drawn count, its tickets over `0..<size`.
    private struct Group {
        let size: Int
        let drawn: Int
        let tickets: [UInt64]
    }

    /// The tickets over `0..<items`, or `nil` when no split into groups within the limits
    /// keeps the promise.
    func tickets() -> [UInt64]? {
        let (t, p) = (guarantee.matched, guarantee.drawn)
        // Groups must promise t if q for some q < p, and each uses q - 1 of the p - 1 a
        // split can spend.
        guard t >= 2, t < p, mostItemsSplit() >= items else { return nil }
        let groups = candidateGroups()
        // best[n][b]: the fewest tickets for n numbers spending at most b, and the group
        // that starts it (nil: the first number is left out of every group).
        let budget = p - 1
        var best = [[(count: Int, group: Group?)]](
            repeating: [(Int, Group?)](repeating: (Int.max, nil), count: budget + 1), count: items + 1)
        for b in 0...budget { best[0][b] = (0, nil) }
        for n in stride(from: 1, through: items, by: 1) {
            for b in 0...budget {
                if b >= 1, best[n - 1][b - 1].count < best[n][b].count { best[n][b] = (best[n - 1][b - 1].count, nil) }
                for group in groups where group.size <= n && group.drawn - 1 <= b {
                    let rest = best[n - group.size][b - (group.drawn - 1)].count
                    guard rest < Int.max, rest + group.tickets.count < best[n][b].count else { continue }
                    best[n][b] = (rest + group.tickets.count, group)
                }
            }
        }
        guard best[items][budget].count < Int.max else { return nil }
        // The groups laid out from item 0 up, the numbers left out after them.
        var (n, b, offset) = (items, budget, 0)
        var tickets: [UInt64] = []
        while n > 0 {
            guard let group = best[n][b].group else {
                (n, b) = (n - 1, b - 1)
                continue
            }
            // A group smaller than a ticket is one ticket of all its numbers, filled up with
            // numbers from outside it.
            tickets += group.tickets.map { Combinations.filled($0 << UInt64(offset), toSize: ticketSize) }
            (n, b, offset) = (n - group.size, b - (group.drawn - 1), offset + group.size)
        }
        return tickets
    }

    /// The most numbers any split within the limits can hold, were every group's wheel found:
    /// a request beyond it is refused before any group is searched.
    private func mostItemsSplit() -> Int {
        let (t, p) = (guarantee.matched, guarantee.drawn)
        // most[b]: the most numbers a split spending at most b holds.
        var most = [Int](repeating: 0, count: p)
        for budget in 1..<p {
            most[budget] = most[budget - 1] + 1
            for drawn in stride(from: t, through: min(p - 1, budget + 1), by: 1) {
                let largest = (drawn...Self.groupSizeLimit).last {
                    Combinations.choose($0, drawn) <= Self.groupDrawLimit
                }
                most[budget] = max(most[budget], (largest ?? 0) + most[budget - (drawn - 1)])
            }
        }
        return most[p - 1]
    }

    /// Every group worth a place: promises t if q for t ≤ q < p, of every size within the
    /// limits for which a wheel is found.
    private func candidateGroups() -> [Group] {
        let (t, p) = (guarantee.matched, guarantee.drawn)
        var groups: [Group] = []
        for drawn in t..<p {
            for size in drawn...min(items, Self.groupSizeLimit) {
                guard Combinations.choose(size, drawn) <= Self.groupDrawLimit else { break }
                // A group no bigger than a ticket is one ticket, filled up.
                let tickets = size <= ticketSize ? [(1 << UInt64(size)) - 1] : groupWheel(size, drawn)
                guard let tickets else { break }
                groups.append(Group(size: size, drawn: drawn, tickets: tickets))
            }
        }
        return groups
    }
}
