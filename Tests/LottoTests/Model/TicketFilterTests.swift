import Testing

@testable import Lotto

/// Filtered draws: the passing tickets counted as brute force counts them, every ticket drawn
/// passes, every passing ticket equally likely (both by drawing again and by rank), and seeded
/// output frozen.
@Suite struct TicketFilterTests {
    /// Every ticket of `k` from `1...n` (as sorted arrays), by plain recursion.
    static func allTickets(_ k: Int, of n: Int) -> [[Int]] {
        guard k > 0 else { return [[]] }
        guard n >= k else { return [] }
        return allTickets(k, of: n - 1) + allTickets(k - 1, of: n - 1).map { $0 + [n] }
    }

    /// The filter read independently of ``TicketFilter/passes(_:)``: sums, odd counts and runs
    /// of a sorted array.
    static func passes(_ numbers: [Int], _ filter: TicketFilter) -> Bool {
        var longest = 1
        var run = 1
        for (a, b) in zip(numbers, numbers.dropFirst()) {
            run = b == a + 1 ? run + 1 : 1
            longest = max(longest, run)
        }
        return (filter.sum?.contains(numbers.reduce(0, +)) ?? true)
            && (filter.oddCount?.contains(numbers.filter { $0 % 2 == 1 }.count) ?? true)
            && (filter.longestRun.map { longest <= $0 } ?? true)
    }

    static func bits(_ numbers: [Int]) -> UInt128 { numbers.reduce(0) { $0 | 1 << $1 } }

    static let filters: [TicketFilter] = [
        TicketFilter(sum: 20...30),
        TicketFilter(sum: 38...44),
        TicketFilter(oddCount: 2...2),
        TicketFilter(longestRun: 1),
        TicketFilter(sum: 25...35, oddCount: 1...3, longestRun: 2),
        TicketFilter(sum: 15...15, oddCount: 0...0),
        TicketFilter(sum: 100...200),
    ]

    @Test(arguments: filters)
    func countsMatchBruteForce(filter: TicketFilter) {
        for (k, n, excluded, included) in [
            (4, 12, [Int](), [Int]()), (4, 12, [3, 8], [5]), (3, 11, [], [11]), (5, 13, [1], []),
        ] {
            let rule = LottoRule(count: k, range: 1...n)
            let expected = Self.allTickets(k, of: n).filter { ticket in
                Self.passes(ticket, filter) && excluded.allSatisfy { !ticket.contains($0) }
                    && included.allSatisfy { ticket.contains($0) }
            }
            let passing = PassingTickets(
                rule: rule, excluded: Self.bits(excluded), included: Self.bits(included), filter: filter, ranked: true)
            #expect(passing.count == UInt64(expected.count), "\(k)/\(n) \(filter) without \(excluded) with \(included)")
            for ticket in Self.allTickets(k, of: n) {
                #expect(filter.passes(Self.bits(ticket)) == Self.passes(ticket, filter))
            }
            // Ranks name each passing ticket once.
            guard passing.count > 0 else { continue }
            let ranked = Set((0..<passing.count).map { passing.ticket(at: $0) })
            #expect(ranked == Set(expected.map(Self.bits)))
        }
    }

    /// X2 over every passing ticket of a small game, against chi2(m - 1) at alpha 1e-3 by
    /// Wilson-Hilferty (seeded: the result is fixed, so it cannot flake).
    func chiSquare(game: LottoGame, filter: TicketFilter, perTicket: Int, seed: UInt64) throws -> (Double, Double, Int)
    {
        let passing = Self.allTickets(game.main.count, of: game.main.range.upperBound).filter {
            Self.passes($0, filter)
        }
        var maker = try LottoNumberMaker(
            generator: SeededRandomNumberGenerator(seed: seed), game: game, excluding: [], including: [], filter: filter
        )
        var counts: [[Int]: Int] = [:]
        let draws = perTicket * passing.count
        for _ in 0..<draws {
            let numbers = maker.makeTicket().numbers
            #expect(Self.passes(numbers, filter), "\(numbers)")
            counts[numbers, default: 0] += 1
        }
        let expected = Double(perTicket)
        let x2 = passing.reduce(0.0) { sum, ticket in
            let difference = Double(counts[ticket] ?? 0) - expected
            return sum + difference * difference / expected
        }
        let df = Double(passing.count - 1)
        let z = 3.0902
        let term = 1 - 2 / (9 * df) + z * (2 / (9 * df)).squareRoot()
        return (x2, df * term * term * term, counts.count)
    }

    /// Drawn again until one passes: about a third of 4/16 passes.
    @Test func everyPassingTicketIsEquallyLikelyWhenDrawnAgain() throws {
        let game = try #require(LottoGame.named("4/16"))
        let filter = TicketFilter(sum: 28...40, oddCount: 1...3, longestRun: 2)
        let passing = PassingTickets(rule: game.main, excluded: 0, included: 0, filter: filter, ranked: false)
        #expect(passing.passingShare > LottoNumberMaker<SeededRandomNumberGenerator>.rankedShareLimit)
        let (x2, critical, seen) = try chiSquare(game: game, filter: filter, perTicket: 200, seed: 25)
        #expect(seen == Int(passing.count))
        #expect(x2 < critical, "X2 \(x2) over \(passing.count) tickets, critical \(critical)")
    }

    /// Drawn by rank: a sum of 21-28 is 1 ticket of 6/45 in 40,000.
    @Test func everyPassingTicketIsEquallyLikelyByRank() throws {
        let game = LottoGame.korean645
        let filter = TicketFilter(sum: 21...28)
        let passing = PassingTickets(rule: game.main, excluded: 0, included: 0, filter: filter, ranked: true)
        #expect(passing.passingShare < LottoNumberMaker<SeededRandomNumberGenerator>.rankedShareLimit)
        #expect(passing.isRanked)
        let passingSet = Self.allTickets(6, of: 14).filter { Self.passes($0, filter) }
        #expect(passing.count == UInt64(passingSet.count))
        var maker = try LottoNumberMaker(
            generator: SeededRandomNumberGenerator(seed: 26), game: game, excluding: [], including: [], filter: filter)
        var counts: [[Int]: Int] = [:]
        for _ in 0..<(300 * passingSet.count) { counts[maker.makeTicket().numbers, default: 0] += 1 }
        #expect(Set(counts.keys) == Set(passingSet))
        let x2 = passingSet.reduce(0.0) { $0 + pow2(Double(counts[$1] ?? 0) - 300) / 300 }
        let df = Double(passingSet.count - 1)
        let term = 1 - 2 / (9 * df) + 3.0902 * (2 / (9 * df)).squareRoot()
        #expect(x2 < df * term * term * term)
        func pow2(_ x: Double) -> Double { x * x }
    }

    /// Drawing again until one passes takes the unfiltered stream's passing tickets, in order.
    @Test func drawingAgainKeepsTheSeededStreamsPassingTickets() throws {
        let filter = TicketFilter(sum: 100...150, oddCount: 3...3, longestRun: 2)
        var plain = LottoNumberMaker(generator: SeededRandomNumberGenerator(seed: 2026))
        var filtered = try LottoNumberMaker(
            generator: SeededRandomNumberGenerator(seed: 2026), game: .korean645, excluding: [], including: [],
            filter: filter)
        var expected: [[Int]] = []
        while expected.count < 50 {
            let numbers = plain.makeTicket().numbers
            if Self.passes(numbers, filter) { expected.append(numbers) }
        }
        #expect((0..<50).map { _ in filtered.makeTicket().numbers } == expected)
    }

    /// By rank, transcribed separately: the passing tickets in the walk's order (the one
    /// without the lower number first), a rank of `w` bits at a time from the seeded words.
    @Test func rankedDrawsFollowTheDocumentedSampler() throws {
        let filter = TicketFilter(sum: 21...26)
        // No ticket of a sum of 26 or less holds a number above 11.
        let ordered = Self.allTickets(6, of: 14).filter { Self.passes($0, filter) }.sorted { a, b in
            let first = (1...45).first { a.contains($0) != b.contains($0) }!
            return !a.contains(first)
        }
        var generator = SeededRandomNumberGenerator(seed: 2026)
        let width = UInt64.bitWidth - UInt64(ordered.count - 1).leadingZeroBitCount
        var expected: [[Int]] = []
        var word: UInt64 = 0
        var bitsLeft = 0
        while expected.count < 20 {
            if bitsLeft < width {
                word = generator.next()
                bitsLeft = 64
            }
            let value = word & (1 << UInt64(width) - 1)
            word >>= UInt64(width)
            bitsLeft -= width
            if value < ordered.count { expected.append(ordered[Int(value)]) }
        }
        var maker = try LottoNumberMaker(
            generator: SeededRandomNumberGenerator(seed: 2026), game: .korean645, excluding: [], including: [],
            filter: filter)
        #expect((0..<20).map { _ in maker.makeTicket().numbers } == expected)
    }

    /// Seeded filtered draws, as `lotto new --seed S` with the filter's options prints them.
    static let goldenTickets: [(String, UInt64, TicketFilter, [String])] = [
        (
            "kr645", 2026, TicketFilter(sum: 100...150, oddCount: 3...3, longestRun: 2),
            ["5 10 21 25 32 38", "9 10 12 21 25 30"]
        ),
        ("kr645", 2026, TicketFilter(sum: 21...26), ["1 2 3 4 5 8", "1 2 3 4 6 8"]),
        ("powerball", 1, TicketFilter(sum: 300...340), ["52 55 58 67 68 + 25", "50 58 61 63 68 + 26"]),
        (
            "superenalotto", 1, TicketFilter(sum: 500...530, oddCount: 3...3, longestRun: 2),
            ["78 81 83 84 87 90", "79 80 84 85 89 90"]
        ),
    ]

    @Test(arguments: goldenTickets)
    func seededFilteredDrawsNeverChange(game: String, seed: UInt64, filter: TicketFilter, expected: [String]) throws {
        var maker = try LottoNumberMaker(
            generator: SeededRandomNumberGenerator(seed: seed),
            game: try #require(LottoGame.named(game)), excluding: [], including: [], filter: filter)
        #expect((0..<2).map { _ in maker.makeTicket().description } == expected)
    }

    @Test func impossibleFiltersAreRefusedByCounting() {
        let attempts: [(TicketFilter, Set<Int>, DrawError)] = [
            (TicketFilter(sum: 20...20), [], .noTicketPasses(TicketFilter(sum: 20...20), withChosenNumbers: false)),
            (
                TicketFilter(oddCount: 7...9), [],
                .noTicketPasses(TicketFilter(oddCount: 7...9), withChosenNumbers: false)
            ),
            (TicketFilter(sum: 21...23), [1], .noTicketPasses(TicketFilter(sum: 21...23), withChosenNumbers: true)),
        ]
        for (filter, excluded, error) in attempts {
            #expect(throws: error) {
                _ = try LottoNumberMaker(
                    generator: SeededRandomNumberGenerator(seed: 1), game: .korean645, excluding: excluded,
                    including: [],
                    filter: filter)
            }
        }
    }
}
