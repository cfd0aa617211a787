import Platform

/// What a search costs, reckoned before it is made: for a request's cost before any work.
extension CoveringSearch {
    /// The work of a greedy start, and the tickets it makes, about: each ticket it adds weighs
    /// a dozen candidates by the drawn sets each covers. For a request's cost before it is
    /// searched.
    static func firstCover(items: Int, ticketSize: Int, guarantee: WheelGuarantee) -> (work: Int, tickets: Int) {
        let covered = Double(max(1, setsCovered(items: items, ticketSize: ticketSize, guarantee: guarantee)))
        let draws = Double(Combinations.choose(items, guarantee.drawn))
        let rank = Double(WorkBudget.rank(drawn: guarantee.drawn))
        // A greedy cover takes about (draws / covered) · ln(covered) tickets (Lovász, Johnson).
        let tickets = (draws / covered * (1 + covered.log())).rounded(.up)
        let work =
            tickets * 13 * (covered * rank + Double(WorkBudget.ticketSets(ticketSize: ticketSize))) + draws * rank
        return (work >= 0x1p62 ? Int.max / 2 : Int(work), Int(min(tickets, draws)))
    }

    /// How many drawn sets one ticket covers: those it meets in `matched` or more.
    static func setsCovered(items: Int, ticketSize: Int, guarantee: WheelGuarantee) -> Int {
        let (t, p) = (guarantee.matched, guarantee.drawn)
        var count = 0
        for shared in stride(from: t, through: min(ticketSize, p), by: 1) {
            let (part, rest) = Combinations.choose(ticketSize, shared)
                .multipliedReportingOverflow(by: Combinations.choose(items - ticketSize, p - shared))
            count = rest ? .max : count.addingReportingOverflow(part).overflow ? .max : count + part
        }
        return count
    }
}
