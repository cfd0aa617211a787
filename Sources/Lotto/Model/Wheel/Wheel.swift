/// Tickets made of chosen numbers that keep a ``WheelGuarantee``: whenever `drawn` of the
/// draw's numbers are among the chosen ones, at least one ticket holds `matched` of them.
///
/// A wheel changes no ticket's odds: it only spreads the chosen numbers so that the tickets'
/// matches are shared out evenly. Every wheel is verified over every way the draw can fall
/// (``WheelVerifier``) before it is returned: one that misses its promise is never made.
public struct Wheel: Sendable {
    /// The chosen numbers, ascending.
    public let numbers: [Int]
    /// The tickets, each's numbers ascending, in ascending order.
    public let tickets: [[Int]]
    /// What the tickets promise.
    public let guarantee: WheelGuarantee
    /// The work its search and check took (``WorkBudget``).
    let workSpent: Int

    /// The most numbers a wheel takes (the tickets are searched as 64-bit sets).
    static let numberLimit = 64

    /// The moves the search makes at each size it tries (see ``CoveringSearch``): fewer the
    /// more drawn sets a move changes, so that a wheel's time is bounded whatever its promise.
    static func movesPerSize(items: Int, ticketSize: Int, guarantee: WheelGuarantee) -> Int {
        let (t, p) = (guarantee.matched, guarantee.drawn)
        let work = Combinations.choose(ticketSize - 1, t - 1) * Combinations.choose(items - ticketSize - 1, p - t) + 8
        return min(200_000, max(5_000, 100_000_000 / work))
    }

    /// Makes the wheel of `numbers` for tickets of `rule.count` numbers from `rule.range`, in
    /// a game whose draws have `drawSize` main numbers, within ``WorkBudget/wheel``.
    ///
    /// - Parameter seed: the search's seed; the same request and seed always give the same
    ///   wheel.
    /// - Throws: ``WheelError`` for a request that cannot be kept or checked, naming why.
    public init(
        numbers: [Int], rule: LottoRule, drawSize: Int, guarantee: WheelGuarantee, seed: UInt64 = 0
    ) throws(WheelError) {
        try self.init(
            numbers: numbers, rule: rule, drawSize: drawSize, guarantee: guarantee, seed: seed, work: WorkBudget.wheel)
    }

    /// ``init(numbers:rule:drawSize:guarantee:seed:)`` within `work` units: tests try every
    /// size of request with little work each.
    ///
    /// - Parameter meter: where the search's and the check's work is reported as it goes, if
    ///   anywhere.
    init(
        numbers: [Int], rule: LottoRule, drawSize: Int, guarantee: WheelGuarantee, seed: UInt64, work: Int,
        meter: ProgressMeter? = nil
    ) throws(WheelError) {
        var seen = Set<Int>()
        for number in numbers {
            guard rule.range.contains(number) else { throw .outOfRange(number, rule.range) }
            guard seen.insert(number).inserted else { throw .repeated(number) }
        }
        let (v, k, t, p) = (numbers.count, rule.count, guarantee.matched, guarantee.drawn)
        guard t <= p else { throw .matchedMoreThanDrawn(guarantee) }
        guard p <= drawSize else { throw .drawnMoreThanTheDraw(guarantee, drawSize: drawSize) }
        guard v >= k else { throw .tooFewNumbers(v, ticketSize: k) }
        guard p <= v else { throw .drawnMoreThanNumbers(guarantee, numbers: v) }
        guard v <= Self.numberLimit else { throw .tooManyNumbers(v, limit: Self.numberLimit) }
        // The work counted before any is done: a request that cannot fit is refused at once.
        let refusal = { () -> WheelError in
            .tooMuchWork(
                guarantee, numbers: v,
                fitsUpTo: Self.mostNumbers(below: v, ticketSize: k, guarantee: guarantee, work: work))
        }
        guard let least = Self.leastWork(items: v, ticketSize: k, guarantee: guarantee), least <= work else {
            throw refusal()
        }
        var budget = WorkBudget(work)
        if let meter {
            meter.begin(.searchingWheel, total: work)
            budget.report(to: meter)
        }
        // A ticket twice adds nothing to the promise (a search that ran out of moves just
        // after a success may leave one): kept once.
        var seenTickets = Set<UInt64>()
        guard let found = Self.tickets(items: v, ticketSize: k, guarantee: guarantee, seed: seed, budget: &budget)
        else { throw refusal() }
        let masks = found.filter { seenTickets.insert($0).inserted }
        // The promise checked over every draw, whichever way the tickets were made.
        if let meter {
            meter.begin(.checkingWheel, total: budget.left)
            budget.report(to: meter)
        }
        switch WheelVerifier.check(tickets: masks, items: v, guarantee: guarantee, budget: &budget) {
        case .holds: break
        case .misses: throw .missedItsPromise(guarantee)
        case .undecided: throw refusal()
        }
        let sorted = numbers.sorted()
        self.numbers = sorted
        self.guarantee = guarantee
        workSpent = work - budget.left
        tickets = masks.map { Combinations.items($0).map { sorted[$0] } }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The tickets as sets of the items `0..<items`: by construction where one is known to be
    /// best, else by search; wheels with too many draws to search as one are split into
    /// groups (``PartitionConstruction``). Leaves in `budget` at least what the tickets' check
    /// takes; `nil` when no split's check fits what is left.
    ///
    /// - Parameter effort: the share of the search's usual moves spent, 1 in `effort`: a
    ///   split weighs many groups, and needs only a fair idea of each one's size.
    static func tickets(
        items v: Int, ticketSize k: Int, guarantee: WheelGuarantee, seed: UInt64, effort: Int = 1,
        budget: inout WorkBudget
    ) -> [UInt64]? {
        let (t, p) = (guarantee.matched, guarantee.drawn)
        if let tickets = formulaTickets(items: v, ticketSize: k, guarantee: guarantee) { return tickets }
        if let design = boundDesign(items: v, ticketSize: k, guarantee: guarantee) { return design }
        let draws = Combinations.choose(v, p)
        guard draws <= CoveringSearch.drawnSetLimit else {
            let split = PartitionConstruction(items: v, ticketSize: k, guarantee: guarantee) { size, drawn, budget in
                tickets(
                    items: size, ticketSize: k, guarantee: WheelGuarantee(matched: t, drawn: drawn), seed: seed,
                    effort: 8, budget: &budget)
            }
            return split.tickets(budget: &budget)
        }
        // t = k (so p = k too): a ticket matches only the draw it is, so every one is needed.
        if t == k { return Combinations.subsets(of: Array(0..<v), size: k) }
        let bound = t == p ? schonheimBound(v: v, k: k, t: t) : 1
        // A system cut down, or of t if t for a promise of more drawn: taken if the search
        // does no better.
        let design = SteinerSystem.covering(items: v, ticketSize: k, strength: t)
        let found = CoveringSearch.search(
            items: v, ticketSize: k, guarantee: guarantee, seed: seed,
            moves: max(1, movesPerSize(items: v, ticketSize: k, guarantee: guarantee) / effort), lowerBound: bound,
            budget: &budget
        ) { tickets in
            WheelVerifier.markingWork(tickets: tickets, items: v, guarantee: guarantee, ticketSize: k)
        }
        if let design, design.count < found.count { return design }
        return found
    }

    /// The tickets a formula gives, where one is known to be best.
    private static func formulaTickets(items v: Int, ticketSize k: Int, guarantee: WheelGuarantee) -> [UInt64]? {
        let (t, p) = (guarantee.matched, guarantee.drawn)
        // One ticket meets any p items in at least p - (v - k) of them.
        if t <= p - (v - k) { return [Combinations.first(k)] }
        // t = 1: every item but p - 1 on some ticket; p drawn cannot all be among the p - 1
        // left out. Fewer tickets would leave out p items, and a draw of those misses.
        if t == 1 {
            let covered = v - (p - 1)
            return stride(from: 0, to: covered, by: k).map { first in
                let start = min(first, v - k)
                return Combinations.first(k) << UInt64(start)
            }
        }
        return nil
    }

    /// The tickets of a Steiner system meeting Schönheim's bound for this request (t if t,
    /// whole or cut down), where one is known: no wheel is smaller, so none is searched for.
    /// Only for draws few enough to check by marking, as a search's would be.
    private static func boundDesign(items v: Int, ticketSize k: Int, guarantee: WheelGuarantee) -> [UInt64]? {
        let (t, p) = (guarantee.matched, guarantee.drawn)
        guard t == p, t < k, Combinations.choose(v, p) <= WheelVerifier.markingLimit,
            let design = SteinerSystem.covering(items: v, ticketSize: k, strength: t),
            design.count <= schonheimBound(v: v, k: k, t: t)
        else { return nil }
        return design
    }

    /// The least work a request takes whatever the search does, counted before any is done:
    /// for a wheel searched whole, its first cover and its check; for one split into groups,
    /// each group's first cover and the cheapest split's check (``PartitionConstruction``).
    /// `nil` when no way of making it is within the limits of size.
    static func leastWork(items v: Int, ticketSize k: Int, guarantee: WheelGuarantee) -> Int? {
        let (t, p) = (guarantee.matched, guarantee.drawn)
        let draws = Combinations.choose(v, p)
        if let tickets = formulaTickets(items: v, ticketSize: k, guarantee: guarantee) {
            // A formula's check: marked, or walked no further than its first branches.
            guard draws <= WheelVerifier.markingLimit else { return v * WorkBudget.branch }
            return WheelVerifier.markingWork(tickets: tickets.count, items: v, guarantee: guarantee, ticketSize: k)
        }
        if let design = boundDesign(items: v, ticketSize: k, guarantee: guarantee) {
            return WheelVerifier.markingWork(tickets: design.count, items: v, guarantee: guarantee, ticketSize: k)
        }
        guard draws <= CoveringSearch.drawnSetLimit else {
            return PartitionConstruction.leastWork(items: v, ticketSize: k, guarantee: guarantee).map {
                $0.covers.addingReportingOverflow($0.check).overflow ? Int.max : $0.covers + $0.check
            }
        }
        if t == k { return WheelVerifier.markingWork(tickets: draws, items: v, guarantee: guarantee, ticketSize: k) }
        let (cover, tickets) = CoveringSearch.firstCover(items: v, ticketSize: k, guarantee: guarantee)
        let check = WheelVerifier.markingWork(tickets: tickets, items: v, guarantee: guarantee, ticketSize: k)
        return cover.addingReportingOverflow(check).overflow ? Int.max : cover + check
    }

    /// The most numbers below `v` whose wheel of this promise fits in `work`, for a refusal to
    /// say what would; `nil` when none does.
    static func mostNumbers(below v: Int, ticketSize k: Int, guarantee: WheelGuarantee, work: Int) -> Int? {
        stride(from: v - 1, through: max(k, guarantee.drawn), by: -1).first { fewer in
            leastWork(items: fewer, ticketSize: k, guarantee: guarantee).map { $0 <= work } ?? false
        }
    }

    /// Schönheim's lower bound on a covering design C(v, k, t): ⌈v/k ⌈(v-1)/(k-1) ⌈…⌉⌉⌉.
    static func schonheimBound(v: Int, k: Int, t: Int) -> Int {
        var bound = 1
        for level in stride(from: t - 1, through: 0, by: -1) {
            let (n, m) = (v - level, k - level)
            bound = (n * bound + m - 1) / m
        }
        return bound
    }
}
