import Testing

@testable import Lotto

/// Wheels: every promise checked by brute force, written apart from the code that builds and
/// verifies wheels; sizes where the best is known; refusals; seeded output frozen.
@Suite struct WheelTests {
    /// Every `r`-subset of `items`, by plain recursion.
    static func subsets(_ items: [Int], _ r: Int) -> [[Int]] {
        guard r > 0 else { return [[]] }
        guard let first = items.first, items.count >= r else { return [] }
        let rest = Array(items.dropFirst())
        return subsets(rest, r - 1).map { [first] + $0 } + subsets(rest, r)
    }

    /// Whether every `drawn` of `numbers` share `matched` with some ticket: brute force.
    static func keepsPromise(_ tickets: [[Int]], numbers: [Int], matched: Int, drawn: Int) -> Bool {
        let sets = tickets.map(Set.init)
        return subsets(numbers, drawn).allSatisfy { draw in
            sets.contains { $0.intersection(draw).count >= matched }
        }
    }

    static let requests: [(k: Int, v: Int, t: Int, p: Int)] = [
        (3, 7, 2, 2), (3, 8, 2, 3), (3, 9, 2, 2), (3, 9, 3, 3), (4, 8, 2, 4), (4, 9, 3, 3), (4, 10, 2, 2),
        (4, 9, 3, 4), (5, 9, 4, 4), (5, 10, 2, 5), (5, 10, 3, 5), (6, 8, 5, 5), (6, 9, 4, 6), (6, 10, 3, 3),
        (6, 10, 3, 6), (6, 11, 2, 6), (6, 12, 1, 6), (6, 10, 4, 4), (6, 11, 3, 5), (6, 6, 6, 6), (6, 7, 2, 6),
    ]

    /// The work each request of ``requests`` is given: a five-hundredth of a command's
    /// (``WorkBudget/wheel``), some twenty times the most any of them needs to be made and
    /// checked, so that the search stops early and the promise is what is tested.
    static let requestWork = 20_000_000

    @Test(arguments: requests)
    func everyWheelKeepsItsPromise(request: (k: Int, v: Int, t: Int, p: Int)) throws {
        let numbers = (0..<request.v).map { 3 * $0 + 2 }
        let wheel = try Wheel(
            numbers: numbers.reversed(), rule: LottoRule(count: request.k, range: 1...45), drawSize: request.k,
            guarantee: WheelGuarantee(matched: request.t, drawn: request.p), seed: 0, work: Self.requestWork)
        #expect(wheel.numbers == numbers)
        #expect(wheel.tickets.allSatisfy { $0.count == request.k && Set($0).count == request.k })
        #expect(Set(wheel.tickets).count == wheel.tickets.count)
        #expect(wheel.tickets.allSatisfy { $0.allSatisfy(numbers.contains) && $0 == $0.sorted() })
        #expect(Self.keepsPromise(wheel.tickets, numbers: numbers, matched: request.t, drawn: request.p))
    }

    /// The verifier against brute force on random tickets, most of which miss.
    @Test func theVerifierAgreesWithBruteForce() {
        var random = SeededRandomNumberGenerator(seed: 5)
        for _ in 0..<300 {
            let v = Int(random.next() % 5) + 6
            let k = Int(random.next() % 3) + 3
            let p = Int(random.next() % UInt64(k)) + 1
            let t = Int(random.next() % UInt64(p)) + 1
            let count = Int(random.next() % 12) + 1
            let tickets = (0..<count).map { _ in
                var ticket = Set<Int>()
                while ticket.count < k { ticket.insert(Int(random.next() % UInt64(v))) }
                return ticket.sorted()
            }
            let masks = tickets.map { $0.reduce(UInt64(0)) { $0 | 1 << UInt64($1) } }
            let guarantee = WheelGuarantee(matched: t, drawn: p)
            let keeps = Self.keepsPromise(tickets, numbers: Array(0..<v), matched: t, drawn: p)
            // Both ways of checking, each against brute force.
            var budget = WorkBudget(WorkBudget.wheel)
            let verdicts = [
                WheelVerifier.checkByMarking(tickets: masks, items: v, guarantee: guarantee, budget: &budget),
                WheelVerifier.checkByWalking(tickets: masks, items: v, guarantee: guarantee, budget: &budget),
            ]
            for verdict in verdicts {
                switch verdict {
                case .holds: #expect(keeps)
                case .misses(let miss):
                    #expect(!keeps)
                    #expect(miss.nonzeroBitCount == p && miss < 1 << UInt64(v))
                    #expect(masks.allSatisfy { ($0 & miss).nonzeroBitCount < t })
                case .undecided: Issue.record("a check of \(v) items ran out of work")
                }
            }
        }
    }

    /// A check that runs out of work says so, never that the promise holds.
    @Test func aCheckOutOfWorkIsUndecided() {
        let tickets = Combinations.subsets(of: Array(0..<12), size: 3)
        let guarantee = WheelGuarantee(matched: 3, drawn: 3)
        var enough = WorkBudget(WorkBudget.wheel)
        #expect(
            WheelVerifier.checkByWalking(tickets: tickets, items: 12, guarantee: guarantee, budget: &enough) == .holds)
        var little = WorkBudget(50 * WorkBudget.branch)
        #expect(
            WheelVerifier.checkByWalking(tickets: tickets, items: 12, guarantee: guarantee, budget: &little)
                == .undecided)
    }

    /// Marking's work is known before it starts: what it charges is what it said.
    @Test func markingChargesWhatItForetold() {
        let tickets = Combinations.subsets(of: Array(0..<10), size: 4).enumerated().filter { $0.offset % 3 == 0 }
            .map(\.element)
        let guarantee = WheelGuarantee(matched: 3, drawn: 4)
        var budget = WorkBudget(WorkBudget.wheel)
        _ = WheelVerifier.checkByMarking(tickets: tickets, items: 10, guarantee: guarantee, budget: &budget)
        #expect(
            WorkBudget.wheel - budget.left
                == WheelVerifier.markingWork(tickets: tickets.count, items: 10, guarantee: guarantee, ticketSize: 4))
    }

    /// Every size of request lotto takes, from 1 to 64 numbers a ticket and up to 64 numbers
    /// wheeled, gets a wheel that keeps its promise or a refusal, never a trap: a sample of
    /// them each given a little work, so that most are refused as too much for it.
    @Test func everySizeGetsAWheelOrARefusal() throws {
        var random = SeededRandomNumberGenerator(seed: 35)
        var made = 0
        for count in 0..<200 {
            // Tickets of any size from 1 to 64, wheels of up to 64 numbers: the edges more often.
            let k = count % 4 == 0 ? [1, 2, 63, 64][count / 4 % 4] : Int(random.next() % 64) + 1
            let v = count % 8 == 1 ? 64 : k + Int(random.next() % UInt64(65 - k))
            let p = Int(random.next() % UInt64(k)) + 1
            let t = count % 8 == 3 ? p : Int(random.next() % UInt64(p)) + 1
            let guarantee = WheelGuarantee(matched: t, drawn: p)
            do {
                let wheel = try Wheel(
                    numbers: Array(1...v), rule: LottoRule(count: k, range: 1...99), drawSize: k, guarantee: guarantee,
                    seed: 0, work: 20_000_000)
                made += 1
                #expect(wheel.tickets.allSatisfy { $0.count == k }, "\(k) \(v) \(guarantee)")
                if Combinations.choose(v, p) <= 2_000 && wheel.tickets.count <= 200 {
                    #expect(
                        Self.keepsPromise(wheel.tickets, numbers: Array(1...v), matched: t, drawn: p),
                        "\(k) \(v) \(guarantee)")
                }
            } catch .missedItsPromise {
                Issue.record("\(k) \(v) \(guarantee) missed its promise")
            } catch {
                // Refused, with a reason: any other WheelError.
            }
        }
        #expect(made > 50)
    }

    /// A request's work is bounded before it starts: the search improves the wheel only with
    /// the work left once the first cover is made, keeping what the check needs and the most
    /// one step takes, so that the whole stays within the limit.
    @Test(arguments: [(6, 30, 4, 4), (5, 40, 3, 3), (6, 26, 3, 5)])
    func theWorkStaysWithinItsLimit(k: Int, v: Int, t: Int, p: Int) throws {
        let guarantee = WheelGuarantee(matched: t, drawn: p)
        let least = try #require(Wheel.leastWork(items: v, ticketSize: k, guarantee: guarantee))
        let limit = least + 20_000_000
        let wheel = try Wheel(
            numbers: Array(1...v), rule: LottoRule(count: k, range: 1...45), drawSize: 6, guarantee: guarantee,
            seed: 0, work: limit)
        #expect(wheel.workSpent <= limit)
        #expect(wheel.workSpent >= least / 4, "the estimate is of the right size")
        // The same request with less than its least work is refused before any is done.
        do {
            _ = try Wheel(
                numbers: Array(1...v), rule: LottoRule(count: k, range: 1...45), drawSize: 6, guarantee: guarantee,
                seed: 0, work: least - 1)
            Issue.record("made with less than its least work")
        } catch .tooMuchWork(let refused, let numbers, _) {
            #expect(refused == guarantee && numbers == v)
        }
    }

    /// A refusal says how many numbers would fit: the most below the request whose least
    /// work is within the limit.
    @Test func aRefusalSaysWhatWouldFit() throws {
        let guarantee = WheelGuarantee(matched: 5, drawn: 5)
        do {
            _ = try Wheel(
                numbers: Array(1...64), rule: LottoRule(count: 6, range: 1...99), drawSize: 6, guarantee: guarantee)
            Issue.record("5if5 of 64 numbers was made")
        } catch .tooMuchWork(_, let numbers, let fitsUpTo?) {
            #expect(numbers == 64)
            let least = try #require(Wheel.leastWork(items: fitsUpTo, ticketSize: 6, guarantee: guarantee))
            #expect(least <= WorkBudget.wheel)
            for more in (fitsUpTo + 1)..<64 {
                #expect((Wheel.leastWork(items: more, ticketSize: 6, guarantee: guarantee) ?? .max) > WorkBudget.wheel)
            }
        } catch {
            Issue.record("\(error)")
        }
    }

    /// Sizes proven smallest (OEIS A066010; Gordon, Patashnik and Petro for C(12,6,3) = 15;
    /// t = 1 by the count of numbers left out), and the best known found by the search
    /// (C(12,4,3) = 57, C(10,5,4) = 51, C(12,5,4) = 113: the La Jolla Covering Repository),
    /// each within the work given (at most a fiftieth of a command's): the work is counted, not
    /// timed, so the search that reaches a size within it does so on every machine.
    /// `Benchmarks/wheels.sh` times these searches with a command's whole work.
    @Test(arguments: [
        (3, 7, 2, 2, 7, 20_000_000), (3, 9, 2, 2, 12, 20_000_000), (4, 13, 2, 2, 13, 20_000_000),
        (4, 10, 3, 3, 30, 20_000_000), (6, 9, 5, 5, 30, 20_000_000), (6, 12, 3, 3, 15, 20_000_000),
        (6, 20, 1, 6, 3, 20_000_000), (6, 7, 5, 5, 6, 20_000_000), (4, 12, 3, 3, 57, 100_000_000),
        (5, 10, 4, 4, 51, 50_000_000), (5, 12, 4, 4, 113, 200_000_000),
    ])
    func reachesTheKnownBest(k: Int, v: Int, t: Int, p: Int, best: Int, work: Int) throws {
        let wheel = try Wheel(
            numbers: Array(1...v), rule: LottoRule(count: k, range: 1...45), drawSize: k,
            guarantee: WheelGuarantee(matched: t, drawn: p), seed: 0, work: work)
        #expect(wheel.tickets.count == best)
        #expect(wheel.tickets.count >= (t == p ? Wheel.schonheimBound(v: v, k: k, t: t) : 1))
    }

    @Test func guaranteesRead() {
        #expect(WheelGuarantee("3if4") == WheelGuarantee(matched: 3, drawn: 4))
        #expect(WheelGuarantee("2IF6") == WheelGuarantee(matched: 2, drawn: 6))
        for bad in ["3", "if4", "3if", "0if3", "3if4if5", "-1if3", "3 if 4", ""] { #expect(WheelGuarantee(bad) == nil) }
    }

    @Test func impossibleRequestsAreRefused() {
        let rule = LottoRule.korean645
        let cases: [([Int], WheelGuarantee, WheelError)] = [
            (Array(1...10), .init(matched: 4, drawn: 3), .matchedMoreThanDrawn(.init(matched: 4, drawn: 3))),
            (
                Array(1...10), .init(matched: 3, drawn: 7),
                .drawnMoreThanTheDraw(.init(matched: 3, drawn: 7), drawSize: 6)
            ),
            (Array(1...5), .init(matched: 3, drawn: 3), .tooFewNumbers(5, ticketSize: 6)),
            (Array(1...9) + [9], .init(matched: 3, drawn: 3), .repeated(9)),
            (Array(1...9) + [46], .init(matched: 3, drawn: 3), .outOfRange(46, 1...45)),
            // 5 if 6 over 40 numbers: too many draws to search as one, and no split into
            // groups small enough to search holds 40 numbers.
            (
                Array(1...40), .init(matched: 5, drawn: 6),
                .tooMuchWork(.init(matched: 5, drawn: 6), numbers: 40, fitsUpTo: 32)
            ),
        ]
        for (numbers, guarantee, error) in cases {
            #expect(throws: error) { _ = try Wheel(numbers: numbers, rule: rule, drawSize: 6, guarantee: guarantee) }
        }
    }

    /// The search is seeded: the same request and seed, the same wheel. (`lotto wheel`'s own,
    /// with a command's whole work, is frozen by WheelCommandTests.)
    @Test func seededWheelsNeverChange() throws {
        let wheel = try Wheel(
            numbers: Array(1...9), rule: .korean645, drawSize: 6, guarantee: WheelGuarantee(matched: 3, drawn: 4),
            seed: 0, work: Self.requestWork)
        #expect(wheel.tickets.map { $0.map(String.init).joined(separator: " ") } == Self.golden)
        let again = try Wheel(
            numbers: Array(1...9), rule: .korean645, drawSize: 6, guarantee: WheelGuarantee(matched: 3, drawn: 4),
            seed: 0, work: Self.requestWork)
        #expect(again.tickets == wheel.tickets)
    }

    static let golden = ["1 2 3 5 7 8", "1 2 4 5 8 9", "1 3 4 6 7 9"]
}
