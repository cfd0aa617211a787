import Foundation
import Testing

@testable import Lotto

/// Every figure of money driven to its documented limit: a prize or price of at most 10^15
/// minor units (``RecordedDraw/largestPrize``), fewer than 2^63 plays. Each is checked against
/// a reference computed another way (Foundation's `Decimal`, exact to 38 digits, and the
/// definition of rounding half up), so the test does not share the code's arithmetic.
@Suite struct LargeFigureTests {
    /// Random setups, a quarter of each figure at its limit: spent, net and the return are
    /// exact, never capped, never a trap.
    @Test func backtestTotalsAreExactUpToTheirLimits() {
        var generator = SeededRandomNumberGenerator(seed: 20)
        let largest = RecordedDraw.largestPrize
        func pick(_ range: ClosedRange<Int>) -> Int {
            Int.random(in: 0..<4, using: &generator) == 0 ? range.upperBound : Int.random(in: range, using: &generator)
        }
        for _ in 0..<5_000 {
            let draws = pick(1...1_000_000)
            let tickets = pick(1...(Int.max / draws))  // plays = tickets x draws < 2^63
            let price = pick(1...largest)
            let prizePerPlay = pick(0...largest)
            var summary = BacktestSummary()
            summary.setup = BacktestSetup(
                game: LottoGame.korean645.id, tiers: LottoGame.korean645.tiers, draws: [], currency: .won,
                costPerTicket: Int128(price) * Int128(draws),
                randomTicketsPerDraw: nil)
            summary.tickets = tickets
            summary.won = Int128(prizePerPlay) * Int128(tickets) * Int128(draws)

            let spent = Decimal(price) * Decimal(draws) * Decimal(tickets)
            let won = Decimal(prizePerPlay) * Decimal(tickets) * Decimal(draws)
            #expect(summary.spent.map(Self.decimal) == spent)
            #expect(summary.net.map(Self.decimal) == won - spent)
            // Rounded half up: r × spent ≤ won × 10,000 + spent / 2 < (r + 1) × spent.
            let basisPoints = try! #require(summary.returnBasisPoints)
            let scaled = summary.won * 10_000 + summary.spent! / 2
            #expect(basisPoints * summary.spent! <= scaled && scaled < (basisPoints + 1) * summary.spent!)
        }
    }

    /// The backtester's own sum: 20,000 draws each paying a ticket the largest prize, 2 x 10^19
    /// in all, past `Int64.max`.
    @Test func aTicketWinningTheLargestPrizeInEveryDrawWinsItsExactSum() throws {
        let numbers = [10, 23, 29, 33, 37, 40]
        var draws: [RecordedDraw] = []
        for day in 0..<20_000 {
            draws.append(
                try RecordedDraw(
                    game: .korean645, date: CivilDate(daysSince1970: 12_028 + day), round: day + 1,
                    numbers: numbers, extra: [16],
                    prizes: [PrizeRecord(tier: 1, winners: 1, amount: RecordedDraw.largestPrize)]))
        }
        let backtester = Backtester(game: .korean645, draws: draws, price: Money(minorUnits: 1, currency: .won))
        let ticket = try LottoTicket(numbers: numbers, extra: [], game: .korean645)
        let result = try #require(backtester.run([BacktestTicket(id: 1, ticket: ticket)]).first)
        #expect(Self.decimal(result.won) == Decimal(20_000) * Decimal(RecordedDraw.largestPrize))
        #expect(result.won > Int128(Int.max))
        #expect(Money(minorUnits: result.won, currency: .won).description == "20,000,000,000,000,000,000 KRW")
    }

    /// Amounts past 128 bits read as too large, never as another amount.
    @Test func anAmountTooLargeForAnyLimitReadsAsTheLargest() {
        #expect(Money(String(repeating: "9", count: 60), currency: .dollar)?.minorUnits == .max)
        #expect(Money("100000000000000000", currency: .dollar)?.minorUnits == 10_000_000_000_000_000_000)
        #expect(Money("1.5", currency: .dollar)?.minorUnits == 150)
        #expect(Money("-1", currency: .dollar) == nil)
        #expect(Money("1.505", currency: .dollar) == nil)
    }

    private static func decimal(_ value: Int128) -> Decimal {
        Decimal(string: String(value))!
    }
}
