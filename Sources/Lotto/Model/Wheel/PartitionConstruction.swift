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
///
/// The check of a split (``WheelVerifier/checkByWalking(tickets:items:guarantee:budget:)``)
/// walks only the sets no ticket covers yet, and the same argument bounds them: such a set
/// holds fewer than qᵢ numbers of each Gᵢ (any qᵢ are covered), so the sets walked number at
/// most Πᵢ (Σ_{j<qᵢ} C(|Gᵢ|, j)) · 2^|D| (the product's terms have degree at most p − 1, so it
/// counts each size once). Each tries the numbers above its own next, each costing its
/// tickets: ``checkWork(of:)`` adds that up, before the check is begun. The split taken is the
/// one with the fewest tickets whose check fits in the work left, weighing the check more
/// each round until one does (``checkWeights``).
struct PartitionConstruction {
    let items: Int
    let ticketSize: Int
    let guarantee: WheelGuarantee
    /// A group's tickets for `t if q` over `s` items (masks over `0..<s`) within the work
    /// given, or `nil`.
    let groupWheel: (_ size: Int, _ drawn: Int, _ budget: inout WorkBudget) -> [UInt64]?

    /// The largest group: one with more sets of its promise's size to cover is not searched.
    static let groupDrawLimit = 1 << 14
    /// The most numbers in a group.
    static let groupSizeLimit = 32
    /// The least and the most of the work kept for the check while the groups are searched,
    /// in tenths; between them, twice the check reckoned before the search.
    static let checkTenths = 4...6

    /// A group: its size, its promise's drawn count, its tickets over `0..<size`.
    struct Group {
        let size: Int
        let drawn: Int
        let tickets: [UInt64]

        /// How many sets of its numbers the check may walk through: those of fewer than
        /// `drawn` of them, Σ_{j<drawn} C(size, j).
        var setsWalked: Double {
            (0..<drawn).reduce(0) { $0 + Double(Combinations.choose(size, $1)) }
        }
    }

    /// A split: its groups from item 0 up, and how many numbers are left out after them.
    struct Split {
        let groups: [Group]
        let leftOut: Int

        var ticketCount: Int { groups.reduce(0) { $0 + $1.tickets.count } }
    }

    /// The tickets over `0..<items`: the groups searched with what `budget` has left but the
    /// work kept for the check, then the split with the fewest tickets whose check fits in
    /// what is left (each round weighing the check more, down to the split cheapest to
    /// check); `nil` when none fits, or no split within the limits keeps the promise.
    func tickets(budget: inout WorkBudget) -> [UInt64]? {
        let (t, p) = (guarantee.matched, guarantee.drawn)
        // Groups must promise t if q for some q < p, and each uses q - 1 of the p - 1 a
        // split can spend.
        guard t >= 2, t < p, mostItemsSplit() >= items else { return nil }
        let reckoned = Self.leastWork(items: items, ticketSize: ticketSize, guarantee: guarantee)?.check ?? 0
        let kept = min(
            max(2 * reckoned, budget.left / 10 * Self.checkTenths.lowerBound),
            budget.left / 10 * Self.checkTenths.upperBound)
        var searchBudget = WorkBudget(budget.left - kept)
        let before = searchBudget.left
        let groups = candidateGroups(budget: &searchBudget)
        budget.spend(before - searchBudget.left)
        // The fewest tickets whose check fits: each round weighs the check more than the last.
        let costs = [Cost.tickets] + Self.checkWeights.map(Cost.balanced) + [Cost.checkWalk]
        for cost in costs {
            guard let split = cheapestSplit(of: groups, by: cost) else { return nil }
            if checkWork(of: split) <= budget.left { return layOut(split) }
        }
        return nil
    }

    /// How much a split's check weighs against its tickets, in the rounds between the fewest
    /// tickets and the cheapest check: tickets per doubling of the sets the check may walk.
    static let checkWeights: [Double] = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024]

    /// What a split costs: the sum of its groups' tickets; the product of the sets its check
    /// may walk in each group (2 for each number left out); or the tickets plus `weight`
    /// times the log of that product.
    enum Cost {
        case tickets
        case checkWalk
        case balanced(weight: Double)

        func of(_ group: Group) -> Double {
            switch self {
            case .tickets: Double(group.tickets.count)
            case .checkWalk: group.setsWalked
            case .balanced(let weight): Double(group.tickets.count) + weight * log2(group.setsWalked)
            }
        }

        /// A number left out of every group.
        var ofLeftOut: Double {
            switch self {
            case .tickets: 0
            case .checkWalk: 2
            case .balanced(let weight): weight
            }
        }

        /// No number at all.
        var ofNothing: Double {
            if case .checkWalk = self { 1 } else { 0 }
        }

        func adding(_ part: Double, to whole: Double) -> Double {
            if case .checkWalk = self { whole * part } else { whole + part }
        }
    }

    /// The split of `groups` (any group used any number of times) covering every item at the
    /// least `cost`; `nil` when none keeps the promise.
    func cheapestSplit(of groups: [Group], by cost: Cost) -> Split? {
        let budget = guarantee.drawn - 1
        // best[n][b]: the least cost for n numbers spending at most b, and the group that
        // starts it (nil: the first number is left out of every group).
        var best = [[(cost: Double, group: Group?)]](
            repeating: [(Double, Group?)](repeating: (.infinity, nil), count: budget + 1), count: items + 1)
        for b in 0...budget { best[0][b] = (cost.ofNothing, nil) }
        for n in stride(from: 1, through: items, by: 1) {
            for b in 0...budget {
                if b >= 1 {
                    let leftOut = cost.adding(cost.ofLeftOut, to: best[n - 1][b - 1].cost)
                    if leftOut < best[n][b].cost { best[n][b] = (leftOut, nil) }
                }
                for group in groups where group.size <= n && group.drawn - 1 <= b {
                    let rest = best[n - group.size][b - (group.drawn - 1)].cost
                    let total = cost.adding(cost.of(group), to: rest)
                    guard total < best[n][b].cost else { continue }
                    best[n][b] = (total, group)
                }
            }
        }
        guard best[items][budget].cost < .infinity else { return nil }
        var (n, b) = (items, budget)
        var chosen: [Group] = []
        var leftOut = 0
        while n > 0 {
            guard let group = best[n][b].group else {
                (n, b, leftOut) = (n - 1, b - 1, leftOut + 1)
                continue
            }
            chosen.append(group)
            (n, b) = (n - group.size, b - (group.drawn - 1))
        }
        return Split(groups: chosen, leftOut: leftOut)
    }

    /// The tickets of `split` over `0..<items`: the groups laid out from item 0 up, the
    /// numbers left out after them.
    func layOut(_ split: Split) -> [UInt64] {
        var offset = 0
        var tickets: [UInt64] = []
        for group in split.groups {
            // A group smaller than a ticket is one ticket of all its numbers, filled up with
            // numbers from outside it.
            tickets += group.tickets.map { Combinations.filled($0 << UInt64(offset), toSize: ticketSize) }
            offset += group.size
        }
        return tickets
    }

    /// The most numbers any split within the limits can hold, were every group's wheel found:
    /// a request beyond it is refused before any group is searched.
    func mostItemsSplit() -> Int {
        let (t, p) = (guarantee.matched, guarantee.drawn)
        // most[b]: the most numbers a split spending at most b holds.
        var most = [Int](repeating: 0, count: p)
        for budget in 1..<p {
            most[budget] = most[budget - 1] + 1
            for drawn in stride(from: t, through: min(p - 1, budget + 1), by: 1) {
                // A group holds at least its promise's drawn numbers, and at most the limit.
                let sizes = drawn <= Self.groupSizeLimit ? Array(drawn...Self.groupSizeLimit) : []
                let largest = sizes.last { Combinations.choose($0, drawn) <= Self.groupDrawLimit }
                most[budget] = max(most[budget], (largest ?? 0) + most[budget - (drawn - 1)])
            }
        }
        return most[p - 1]
    }

    /// Every group shape worth a place: promises t if q for t ≤ q < p, of every size within
    /// the limits.
    func candidateShapes() -> [(size: Int, drawn: Int)] {
        let (t, p) = (guarantee.matched, guarantee.drawn)
        var shapes: [(Int, Int)] = []
        for drawn in t..<p where drawn <= min(items, Self.groupSizeLimit) {
            for size in drawn...min(items, Self.groupSizeLimit) {
                guard Combinations.choose(size, drawn) <= Self.groupDrawLimit else { break }
                shapes.append((size, drawn))
            }
        }
        return shapes
    }

    /// Every group worth a place, with its tickets, each searched with an equal share of
    /// what `budget` has left.
    private func candidateGroups(budget: inout WorkBudget) -> [Group] {
        var groups: [Group] = []
        let shapes = candidateShapes()
        for (index, (size, drawn)) in shapes.enumerated() where !skipped(size: size, drawn: drawn, in: groups) {
            // A group no bigger than a ticket is one ticket, filled up.
            if size <= ticketSize {
                groups.append(Group(size: size, drawn: drawn, tickets: [Combinations.first(size)]))
                continue
            }
            var share = WorkBudget(budget.left / (shapes.count - index))
            let before = share.left
            let tickets = groupWheel(size, drawn, &share)
            budget.spend(before - share.left)
            guard let tickets else { continue }
            groups.append(Group(size: size, drawn: drawn, tickets: tickets))
        }
        return groups
    }

    /// Whether a larger group of this promise is not worth searching: a smaller one of the
    /// same promise found no wheel.
    private func skipped(size: Int, drawn: Int, in groups: [Group]) -> Bool {
        size > drawn && !groups.contains { $0.drawn == drawn && $0.size == size - 1 }
    }
}

/// The base-2 logarithm of `value` (1 or more), near enough to weigh costs: its exponent, and
/// a few terms of log₂(1 + y) for the significand 1 + y (the standard library has no log).
private func log2(_ value: Double) -> Double {
    let y = value.significand - 1
    return Double(value.exponent) + (y - y * y / 2 + y * y * y / 3 - y * y * y * y / 4) / 0.693_147_180_559_945_3
}
