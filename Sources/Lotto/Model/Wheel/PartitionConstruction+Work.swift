/// The work a split takes, reckoned before its groups are searched and once they are: for a
/// request's cost before any work, and for choosing the split cheapest to check.
extension PartitionConstruction {
    /// The least work a split of this request takes, reckoned before any group is searched:
    /// each candidate group's first cover, and the check of the split cheapest to check with
    /// as many tickets as first covers make. `nil` when no split within the limits keeps the
    /// promise.
    static func leastWork(items: Int, ticketSize: Int, guarantee: WheelGuarantee) -> (covers: Int, check: Int)? {
        let construction = PartitionConstruction(items: items, ticketSize: ticketSize, guarantee: guarantee) {
            _, _, _ in nil
        }
        let (t, p) = (guarantee.matched, guarantee.drawn)
        guard t >= 2, t < p, construction.mostItemsSplit() >= items else { return nil }
        var covers = 0
        var shapes: [Group] = []
        for (size, drawn) in construction.candidateShapes() {
            guard size > ticketSize else {
                shapes.append(Group(size: size, drawn: drawn, tickets: [Combinations.first(size)]))
                continue
            }
            let cover = CoveringSearch.firstCover(
                items: size, ticketSize: ticketSize, guarantee: WheelGuarantee(matched: t, drawn: drawn))
            covers += cover.work
            // As many tickets as a first cover makes, about, spread evenly over the group:
            // what the check's cost is reckoned with until the groups are searched.
            let tickets = (0..<cover.tickets).map { index in
                (0..<ticketSize).reduce(UInt64(0)) { $0 | 1 << UInt64((index * ticketSize + $1) % size) }
            }
            shapes.append(Group(size: size, drawn: drawn, tickets: tickets))
        }
        guard let cheapest = construction.cheapestSplit(of: shapes, by: .checkWalk) else { return nil }
        // The check of the split cheapest to check, as it would be with those tickets.
        return (covers, construction.checkWork(of: cheapest))
    }

    /// The work the check of `split`, laid out by ``layOut(_:)``, takes at most (see the
    /// type's comment). The walk tries a number c after each set it walks whose numbers are
    /// all below c, at the cost of c's tickets; such sets are at most those of fewer than qᵢ
    /// numbers of each group Gᵢ, among the numbers below c.
    func checkWork(of split: Split) -> Int {
        // Each number's tickets, once laid out (none before the groups are searched).
        var holders = [Int](repeating: 0, count: items)
        for ticket in layOut(split) {
            for item in Combinations.items(ticket) { holders[item] += 1 }
        }
        var work = 0.0
        // The sets walked among the numbers of the groups before the current one.
        var before = 1.0
        var item = 0
        for group in split.groups {
            for index in 0..<group.size {
                // Sets with fewer than q of this group's numbers below this one.
                let within = (0..<group.drawn).reduce(0.0) { $0 + Double(Combinations.choose(index, $1)) }
                work += before * within * Double(WorkBudget.branch + holders[item] * WorkBudget.holder)
                item += 1
            }
            before *= group.setsWalked
        }
        while item < items {
            work += before * Double(WorkBudget.branch + holders[item] * WorkBudget.holder)
            // A number left out may be in a walked set or not.
            before *= 2
            item += 1
        }
        return work >= 0x1p62 ? Int.max / 2 : Int(work)
    }
}
