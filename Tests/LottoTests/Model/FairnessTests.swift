import Flux
import Platform
import TestSupport
import Testing

@testable import Lotto

/// The statistics of ../shared/reference/fairness.md for Korean 6/45 (n = 45, k = 6).
@Suite struct FairnessTests {
    private static let n = 45
    private static let k = 6

    private struct Counts {
        var perNumber = [Int](repeating: 0, count: 46)
        var perPair = [Int](repeating: 0, count: 46 * 46)
        var tickets = 0
    }

    private func count<Generator: RandomNumberGenerator>(_ tickets: Int, from generator: Generator) -> Counts {
        var maker = LottoNumberMaker(generator: generator)
        return count((0..<tickets).map { _ in maker.makeTicket() })
    }

    private func count(_ tickets: [LottoTicket]) -> Counts {
        var counts = Counts()
        for ticket in tickets {
            let numbers = ticket.numbers
            for (index, a) in numbers.enumerated() {
                counts.perNumber[a] += 1
                for b in numbers[(index + 1)...] {
                    counts.perPair[a * 46 + b] += 1
                }
            }
        }
        counts.tickets = tickets.count
        return counts
    }

    /// X2 over the 45 numbers, scaled by (n-1)/(n-k) for draws without replacement (Genest,
    /// Lockhart & Stephens 2002), to compare with chi2(44).
    private func correctedChiSquare(_ counts: Counts) -> Double {
        let expected = Double(counts.tickets * Self.k) / Double(Self.n)
        let x2 = (1...Self.n).reduce(0.0) { sum, number in
            let difference = Double(counts.perNumber[number]) - expected
            return sum + difference * difference / expected
        }
        return x2 * Double(Self.n - 1) / Double(Self.n - Self.k)
    }

    private func largestZ(_ counts: Counts) -> Double {
        let p = Double(Self.k) / Double(Self.n)
        let expected = Double(counts.tickets) * p
        let deviation = (Double(counts.tickets) * p * (1 - p)).squareRoot()
        return (1...Self.n).map { abs(Double(counts.perNumber[$0]) - expected) / deviation }.max()!
    }

    /// The raw pair statistic: sum over the 990 pairs of (c - E)^2 / E; mean about 975.
    private func pairStatistic(_ counts: Counts) -> Double {
        let expected = Double(counts.tickets * Self.k * (Self.k - 1)) / Double(Self.n * (Self.n - 1))
        var sum = 0.0
        for a in 1...Self.n {
            for b in (a + 1)...max(a + 1, Self.n) where b <= Self.n {
                let difference = Double(counts.perPair[a * 46 + b]) - expected
                sum += difference * difference / expected
            }
        }
        return sum
    }

    @Test func seededDrawsPassAtAlpha1e3() {
        let counts = count(200_000, from: SeededRandomNumberGenerator(seed: 2026))
        #expect(correctedChiSquare(counts) < 78.75, "chi2(44) critical value at alpha 1e-3")
        #expect(largestZ(counts) < 5.6)
        #expect(pairStatistic(counts) < 1156)
    }

    @Test func secureDrawsPassAtAlpha1e6() {
        let counts = count(200_000, from: SecureRandomNumberGenerator())
        #expect(correctedChiSquare(counts) < 103.70, "chi2(44) critical value at alpha 1e-6")
        #expect(largestZ(counts) < 5.6)
        #expect(pairStatistic(counts) < 1262)
    }

    /// A large secure draw is spread over the processors, each with its own generator: the
    /// tickets as they arrive, all of them together, pass the same tests.
    @Test func secureDrawsSpreadOverProcessorsPassAtAlpha1e6() throws {
        let folder = TemporaryDirectory()
        let dispatcher = Dispatcher<LottoAction>()
        let actionCreator = ActionContext.onTemporaryFiles(in: folder, dispatcher: dispatcher)
        var tickets: [LottoTicket] = []
        dispatcher.register { action in
            if case .ticketsDrawn(let page, _, _) = action { tickets += page.items }
        }
        try DrawingActionCreator(context: actionCreator).draw(.tickets(count: 200_000, game: .korean645))
        #expect(tickets.count == 200_000)
        let counts = count(tickets)
        #expect(correctedChiSquare(counts) < 103.70, "chi2(44) critical value at alpha 1e-6")
        #expect(largestZ(counts) < 5.6)
        #expect(pairStatistic(counts) < 1262)
    }

    /// Every 3-of-7 combination (35 of them) equally likely: X2 against chi2(34). This catches
    /// samplers whose numbers are each fair but whose combinations are not.
    private func combinationChiSquare<Generator: RandomNumberGenerator>(_ draws: Int, from generator: Generator)
        -> Double
    {
        var maker = LottoNumberMaker(generator: generator, game: LottoGame.named("3/7")!)
        var counts: [UInt128: Int] = [:]
        for _ in 0..<draws {
            counts[maker.makeTicket().bits, default: 0] += 1
        }
        #expect(counts.count == 35)
        let expected = Double(draws) / 35
        return counts.values.reduce(0.0) { $0 + (Double($1) - expected) * (Double($1) - expected) / expected }
    }

    @Test func everyCombinationOfAToyGameIsEquallyLikely() {
        #expect(combinationChiSquare(350_000, from: SeededRandomNumberGenerator(seed: 37)) < 65.25, "alpha 1e-3")
        #expect(combinationChiSquare(350_000, from: SecureRandomNumberGenerator()) < 88.38, "alpha 1e-6")
    }

    /// The chi-square critical value at alpha 1e-3 (z = 3.0902) by the Wilson-Hilferty
    /// approximation, within 0.2% of the tables for the degrees of freedom here (11 to 89).
    private static func chiSquareCritical(degreesOfFreedom df: Double) -> Double {
        let z = 3.0902
        let term = 1 - 2 / (9 * df) + z * (2 / (9 * df)).squareRoot()
        return df * term * term * term
    }

    @Test func theApproximationMatchesTheReferenceTable() {
        #expect(abs(Self.chiSquareCritical(degreesOfFreedom: 44) - 78.75) < 0.2)
        #expect(abs(Self.chiSquareCritical(degreesOfFreedom: 34) - 65.25) < 0.2)
    }

    /// Every game's drums: per-number chi-square (corrected for drawing without replacement)
    /// and the largest per-number z, for the main drum and the separate drum, seeded.
    @Test(arguments: LottoGame.all)
    func everyGamesDrumsAreFair(game: LottoGame) {
        let tickets = 60_000
        var maker = LottoNumberMaker(generator: SeededRandomNumberGenerator(seed: 31), game: game)
        var mainCounts = [Int](repeating: 0, count: 128)
        var extraCounts = [Int](repeating: 0, count: 128)
        for _ in 0..<tickets {
            let ticket = maker.makeTicket()
            for number in ticket.numbers { mainCounts[number] += 1 }
            for number in ticket.extraNumbers { extraCounts[number] += 1 }
        }
        for (rule, counts) in [(game.main, mainCounts)] + (game.extra.map { [($0, extraCounts)] } ?? []) {
            let n = Double(rule.range.count)
            let k = Double(rule.count)
            let expected = Double(tickets) * k / n
            let x2 = rule.range.reduce(0.0) {
                $0 + (Double(counts[$1]) - expected) * (Double(counts[$1]) - expected) / expected
            }
            let corrected = rule.count == 1 ? x2 : x2 * (n - 1) / (n - k)
            #expect(corrected < Self.chiSquareCritical(degreesOfFreedom: n - 1), "\(game.id) \(rule)")
            let deviation = (Double(tickets) * (k / n) * (1 - k / n)).squareRoot()
            let largestZ = rule.range.map { abs(Double(counts[$0]) - expected) / deviation }.max()!
            #expect(largestZ < 5.6, "\(game.id) \(rule)")
            #expect(counts.indices.filter { counts[$0] > 0 }.allSatisfy(rule.range.contains))
        }
    }

    /// The pair statistic's exact mean and variance for drawing k of n without replacement:
    /// with p2, q3, q4 the chances that a ticket holds 2, 3 or 4 given numbers, and C the
    /// per-ticket covariance of pair indicators (same pair, pairs sharing a number, disjoint
    /// pairs), mean = P(1 - p2) and variance = 2 tr(C^2) / p2^2 over the P = n(n-1)/2 pairs.
    /// For 6/45 this gives 975 and 3,082, the reference's figures.
    static func pairStatisticMoments(k: Int, n: Int) -> (mean: Double, variance: Double) {
        let (k, n) = (Double(k), Double(n))
        let pairs = n * (n - 1) / 2
        let p2 = k * (k - 1) / (n * (n - 1))
        let q3 = k * (k - 1) * (k - 2) / (n * (n - 1) * (n - 2))
        let q4 = k * (k - 1) * (k - 2) * (k - 3) / (n * (n - 1) * (n - 2) * (n - 3))
        let same = p2 * (1 - p2)
        let sharing = q3 - p2 * p2
        let disjoint = q4 - p2 * p2
        let disjointPairs = (n - 2) * (n - 3) / 2
        let traceOfSquare =
            pairs * (same * same + 2 * (n - 2) * sharing * sharing + disjointPairs * disjoint * disjoint)
        return (pairs * (1 - p2), 2 * traceOfSquare / (p2 * p2))
    }

    @Test func pairMomentsMatchTheReference() {
        let moments = Self.pairStatisticMoments(k: 6, n: 45)
        #expect(abs(moments.mean - 975) < 0.5)
        #expect(abs(moments.variance - 3_082) < 1)
    }

    /// Pairs for every game's drums of two or more numbers, seeded, against mean + 5.17 sd: the
    /// reference's margin at alpha 1e-6 for 6/45 (1,262), applied to each drum's own moments.
    @Test(arguments: LottoGame.all)
    func everyGamesPairsAreFair(game: LottoGame) {
        let tickets = 60_000
        var maker = LottoNumberMaker(generator: SeededRandomNumberGenerator(seed: 47), game: game)
        let drums = [game.main] + (game.extra.map { [$0] } ?? [])
        var counts = drums.map { _ in [Int](repeating: 0, count: 128 * 128) }
        for _ in 0..<tickets {
            let ticket = maker.makeTicket()
            for (index, numbers) in [ticket.numbers, ticket.extraNumbers].prefix(drums.count).enumerated() {
                for (position, a) in numbers.enumerated() {
                    for b in numbers[(position + 1)...] { counts[index][a * 128 + b] += 1 }
                }
            }
        }
        for (index, rule) in drums.enumerated() where rule.count >= 2 {
            let n = rule.range.count
            let expected = Double(tickets * rule.count * (rule.count - 1)) / Double(n * (n - 1))
            var statistic = 0.0
            for a in rule.range {
                for b in rule.range where b > a {
                    let difference = Double(counts[index][a * 128 + b]) - expected
                    statistic += difference * difference / expected
                }
            }
            let moments = Self.pairStatisticMoments(k: rule.count, n: n)
            #expect(statistic < moments.mean + 5.17 * moments.variance.squareRoot(), "\(game.id) \(rule)")
        }
    }

    /// The check must be able to fail: a maker that favours low numbers is caught.
    @Test func theChiSquareCatchesABiasedGenerator() {
        struct LowBiased: RandomNumberGenerator {
            var base = SeededRandomNumberGenerator(seed: 1)
            mutating func next() -> UInt64 {
                // Clears the top bit of every six-bit chunk half the time: 0...31 more often.
                let word = base.next()
                return base.next() & 1 == 0 ? word & 0x7DF7_DF7D_F7DF_7DF7 : word
            }
        }
        let counts = count(200_000, from: LowBiased())
        #expect(correctedChiSquare(counts) > 103.70)
    }
}
