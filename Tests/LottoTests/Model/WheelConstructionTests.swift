import Testing

@testable import Lotto

/// The constructions a wheel is made by besides search: cyclic designs and splits into
/// groups, each checked by brute force written apart from them (``WheelTests``).
@Suite struct WheelConstructionTests {
    static func masks(_ tickets: [[Int]]) -> [UInt64] { tickets.map { $0.reduce(UInt64(0)) { $0 | 1 << UInt64($1) } } }

    static func numbers(_ mask: UInt64) -> [Int] { (0..<64).filter { mask & (1 << UInt64($0)) != 0 } }

    static let designs = CyclicDesign.baseTickets.flatMap { size, designs in
        designs.map { (ticketSize: size, modulus: $0.modulus) }
    }.sorted { ($0.ticketSize, $0.modulus) < ($1.ticketSize, $1.modulus) }

    /// The proof in ``CyclicDesign`` rests on this: every non-zero residue is the difference
    /// of two numbers of one base ticket. And each design is Steiner's: as many tickets as
    /// pairs allow, so every pair of its numbers is on exactly one ticket.
    @Test(arguments: designs)
    func everyResidueIsADifference(ticketSize: Int, modulus: Int) throws {
        let base = try #require(CyclicDesign.baseTickets[ticketSize]?.first { $0.modulus == modulus }).tickets
        #expect(base.allSatisfy { $0.count == ticketSize && Set($0).count == ticketSize })
        #expect(base.allSatisfy { $0.allSatisfy((0..<modulus).contains) })
        var differences = Set<Int>()
        for block in base {
            for a in block { for b in block where a != b { differences.insert((a - b + modulus) % modulus) } }
        }
        #expect(differences == Set(1..<modulus))
        let tickets = try #require(CyclicDesign.tickets(items: modulus, ticketSize: ticketSize)).map(Self.numbers)
        #expect(tickets.count * ticketSize * (ticketSize - 1) == modulus * (modulus - 1))
        var pairs = Set<[Int]>()
        for ticket in tickets { for pair in WheelTests.subsets(ticket, 2) { #expect(pairs.insert(pair).inserted) } }
        #expect(pairs.count == modulus * (modulus - 1) / 2)
    }

    /// A design, whole or cut down to fewer numbers, holds every pair on tickets of its size.
    @Test(arguments: [
        (3, 5), (3, 7), (3, 13), (3, 14), (3, 30), (3, 63), (4, 9), (4, 13), (5, 17), (5, 21), (6, 25), (6, 31),
        (8, 40), (8, 57),
    ])
    func designsHoldEveryPair(ticketSize: Int, items: Int) throws {
        let tickets = try #require(CyclicDesign.tickets(items: items, ticketSize: ticketSize)).map(Self.numbers)
        #expect(tickets.allSatisfy { $0.count == ticketSize && $0.allSatisfy { $0 < items } })
        #expect(Set(tickets).count == tickets.count)
        #expect(WheelTests.keepsPromise(tickets, numbers: Array(0..<items), matched: 2, drawn: 2))
    }

    @Test func noDesignWithoutOneOfItsSize() {
        #expect(CyclicDesign.tickets(items: 20, ticketSize: 7) == nil)
        #expect(CyclicDesign.tickets(items: 32, ticketSize: 6) == nil)
        #expect(CyclicDesign.tickets(items: 64, ticketSize: 3) == nil)
        #expect(CyclicDesign.tickets(items: 5, ticketSize: 6) == nil)
    }

    /// Where a design exists the wheel is as small as can be: Schönheim's bound.
    @Test(arguments: [(6, 31), (8, 57), (5, 21), (3, 13), (3, 15), (3, 63)])
    func wheelsOfADesignsSizeAreTheBound(ticketSize: Int, items: Int) throws {
        let wheel = try Wheel(
            numbers: Array(1...items), rule: LottoRule(count: ticketSize, range: 1...80), drawSize: ticketSize,
            guarantee: WheelGuarantee(matched: 2, drawn: 2))
        #expect(wheel.tickets.count == items * (items - 1) / (ticketSize * (ticketSize - 1)))
        #expect(wheel.tickets.count == Wheel.schonheimBound(v: items, k: ticketSize, t: 2))
        #expect(WheelTests.keepsPromise(wheel.tickets, numbers: wheel.numbers, matched: 2, drawn: 2))
    }

    /// A group's wheel for tests: every `t`-subset on a ticket of its own, filled up with
    /// the smallest numbers of the group it lacks (a plain wheel, far from the fewest).
    static func plainGroupWheel(size: Int, matched: Int, ticketSize: Int) -> [UInt64] {
        let tickets = WheelTests.subsets(Array(0..<size), matched).map { subset in
            var ticket = subset
            for number in 0..<size where ticket.count < ticketSize && !ticket.contains(number) { ticket.append(number) }
            return Self.masks([ticket])[0]
        }
        // Subsets filled up alike make one ticket.
        var seen = Set<UInt64>()
        return tickets.filter { seen.insert($0).inserted }
    }

    /// A split keeps the whole wheel's promise, by brute force over every draw, whatever
    /// groups it chooses; groups smaller than a ticket are filled from outside them.
    @Test(arguments: [(4, 20, 2, 4), (3, 16, 2, 3), (5, 18, 2, 5), (4, 15, 3, 5), (3, 24, 2, 4)])
    func splitsKeepThePromise(ticketSize: Int, items: Int, matched: Int, drawn: Int) throws {
        let split = PartitionConstruction(
            items: items, ticketSize: ticketSize, guarantee: WheelGuarantee(matched: matched, drawn: drawn)
        ) { size, _, _ in Self.plainGroupWheel(size: size, matched: matched, ticketSize: ticketSize) }
        var budget = WorkBudget(WorkBudget.wheel)
        let tickets = try #require(split.tickets(budget: &budget)).map(Self.numbers)
        #expect(tickets.allSatisfy { $0.count == ticketSize && $0.allSatisfy { $0 < items } })
        #expect(Set(tickets).count == tickets.count)
        #expect(WheelTests.keepsPromise(tickets, numbers: Array(0..<items), matched: matched, drawn: drawn))
    }

    /// Cushing and Stewart's 27 tickets for 2 if 6 over 59 numbers, found by the split from
    /// group wheels of the sizes theirs are made of (three groups of 14 promising 2 if 2, one
    /// of 17 promising 2 if 3), each checked here by brute force first; every other group gets
    /// a plain wheel.
    @Test func theSplitFindsCushingAndStewartsTwentySeven() throws {
        let pairsOf14 = [
            [1, 2, 5, 8, 9, 11], [1, 3, 4, 5, 7, 10], [1, 5, 6, 12, 13, 14], [2, 3, 4, 9, 12, 13],
            [2, 6, 7, 9, 10, 14], [3, 4, 6, 8, 11, 14], [7, 8, 10, 11, 12, 13],
        ].map { $0.map { $0 - 1 } }
        let twoOfThreeOf17 = [
            [1, 4, 6, 10, 15, 16], [1, 5, 7, 11, 12, 14], [1, 8, 9, 11, 13, 14], [2, 3, 4, 10, 15, 17],
            [2, 3, 6, 13, 16, 17], [5, 7, 8, 9, 12, 13],
        ].map { $0.map { $0 - 1 } }
        #expect(WheelTests.keepsPromise(pairsOf14, numbers: Array(0..<14), matched: 2, drawn: 2))
        #expect(WheelTests.keepsPromise(twoOfThreeOf17, numbers: Array(0..<17), matched: 2, drawn: 3))
        let split = PartitionConstruction(items: 59, ticketSize: 6, guarantee: WheelGuarantee(matched: 2, drawn: 6)) {
            size, drawn, _ in
            switch (size, drawn) {
            case (14, 2): Self.masks(pairsOf14)
            case (17, 3): Self.masks(twoOfThreeOf17)
            default: Self.plainGroupWheel(size: size, matched: 2, ticketSize: 6)
            }
        }
        var budget = WorkBudget(WorkBudget.wheel)
        let tickets = try #require(split.tickets(budget: &budget))
        #expect(tickets.count == 27)
        #expect(tickets.allSatisfy { $0.nonzeroBitCount == 6 && $0 < 1 << 59 })
        #expect(
            WheelVerifier.check(
                tickets: tickets, items: 59, guarantee: WheelGuarantee(matched: 2, drawn: 6), budget: &budget) == .holds
        )
    }

    /// No split holds more numbers than its largest groups allow: refused before any group
    /// is searched.
    @Test func aSplitTooLargeIsRefusedUnsearched() {
        let split = PartitionConstruction(items: 40, ticketSize: 6, guarantee: WheelGuarantee(matched: 5, drawn: 6)) {
            _, _, _ in
            Issue.record("a group was searched")
            return nil
        }
        var budget = WorkBudget(WorkBudget.wheel)
        #expect(split.tickets(budget: &budget) == nil)
        #expect(budget.left == WorkBudget.wheel)
    }
}
