import Foundation
import TestSupport
import Testing

@testable import Lotto

/// The backtest engine against Korea's first 350 draws, as dhlottery published them.
@Suite struct BacktesterTests {
    static let draws: [RecordedDraw] = {
        let files = ["kr645-dhlottery-1-300.jsonl", "kr645-dhlottery-legacy-301-350.json"]
        let imported = files.flatMap { file in
            (try? DrawImport.draws(in: DrawSamples.bytes(file), name: file).draws.map(\.draw)) ?? []
        }
        return DrawHistory(imported).draws
    }()

    static func ticket(_ numbers: [Int], id: Int? = nil) throws -> BacktestTicket {
        BacktestTicket(id: id, ticket: try LottoTicket(numbers: numbers))
    }

    /// The figures of a script that reads the publisher's files on its own (see the closing
    /// note of issue 11), and, for the first ticket, by hand: round 1 paid 5,140,500 won for
    /// five numbers; three numbers paid 10,000 won in rounds 56 and 78, then 5,000 (the fixed
    /// prize from round 88) in rounds 99, 112, 210, 280, 285 and 304. A ticket cost 2,000 won
    /// for rounds 1-87 and 1,000 won after: 437,000 won for the 350 draws.
    @Test func eachTicketsHitsAndWinningsMatchTheRecords() throws {
        #expect(Self.draws.count == 350)
        let backtester = Backtester(game: .korean645, draws: Self.draws)
        #expect(backtester.costPerTicket == 437_000)
        #expect(backtester.currency == .won)
        let results = backtester.run([
            try Self.ticket([10, 23, 29, 33, 37, 41], id: 1),
            try Self.ticket([10, 16, 23, 29, 33, 37], id: 2),
            try Self.ticket([1, 2, 3, 4, 5, 6]),
            try Self.ticket([7, 11, 13, 33, 37, 43], id: 5),
        ])
        #expect(results.map(\.hits) == [[0, 0, 1, 0, 8], [0, 1, 0, 0, 10], [0, 0, 0, 4, 8], [1, 0, 0, 1, 9]])
        #expect(results.map(\.won) == [5_190_500, 143_999_100, 178_765, 1_447_532_595])
        // Tier 4 in the legacy records (rounds 301-350) is neither recorded nor fixed.
        #expect(results.map(\.unknownPrizes) == [0, 0, 1, 0])
        #expect(results.allSatisfy { $0.plays == 350 })
        #expect(results.map(\.ticket?.id) == [1, 2, nil, 5])
    }

    @Test func aGivenPriceReplacesTheTables() {
        let backtester = Backtester(
            game: .korean645, draws: Array(Self.draws.prefix(10)), price: Money(minorUnits: 3_000, currency: .won))
        #expect(backtester.costPerTicket == 30_000)
        let euro = Backtester(game: LottoGame.named("euromillions")!, draws: [])
        #expect(euro.costPerTicket == 0)
    }

    /// Random tickets: the same seed gives the same result, and the hits of the lowest tier are
    /// as many as the odds say (C(6,3) C(39,3) / C(45,6) = 0.017650 a play), within five
    /// standard deviations.
    @Test func randomTicketsAreReproducibleAndHitAtTheOddsRate() {
        let backtester = Backtester(game: .korean645, draws: Self.draws)
        let first = backtester.runRandom(count: 200, generator: SeededRandomNumberGenerator(seed: 9))
        let again = backtester.runRandom(count: 200, generator: SeededRandomNumberGenerator(seed: 9))
        #expect(first == again)
        #expect(first.plays == 70_000 && first.ticket == nil)
        let p = Double(LottoGame.combinations(6, 3) * LottoGame.combinations(39, 3)) / 8_145_060
        let expected = p * 70_000
        let deviation = (expected * (1 - p)).squareRoot()
        #expect(abs(Double(first.hits[4]) - expected) < 5 * deviation, "\(first.hits[4]) vs \(expected)")
    }

    /// Split over threads, random tickets still cover every draw once per ticket and hit at
    /// the odds rate, and the parts add up (every tier, the prizes, the plays).
    @Test(arguments: [1, 3, 1_000])
    func randomTicketsRunConcurrentlyInParts(parts: Int) {
        let backtester = Backtester(game: .korean645, draws: Self.draws)
        let result = backtester.runRandomConcurrently(count: 200, parts: parts)
        #expect(result.plays == 70_000 && result.ticket == nil && result.hits.count == 5)
        let p = Double(LottoGame.combinations(6, 3) * LottoGame.combinations(39, 3)) / 8_145_060
        let expected = p * 70_000
        let deviation = (expected * (1 - p)).squareRoot()
        #expect(abs(Double(result.hits[4]) - expected) < 5 * deviation, "\(result.hits[4]) vs \(expected)")
        // Tier 5 has a fixed prize of 5,000 won, so the known prizes are at least that much.
        #expect(result.won >= result.hits[4] * 5_000)
    }

    /// Draws of three EuroMillions eras, each ticket hitting one rule in every draw: its hits
    /// are counted under today's tier of that rule, whatever each era numbered it, at the prize
    /// the era's tier paid; 2 won nothing before 2011-05-10.
    @Test func eachWinCountsUnderTodaysTierOfItsRuleAtItsErasPrize() throws {
        let game = try #require(LottoGame.named("euromillions"))
        func draw(_ date: String, _ prizes: [Int: Int]) throws -> RecordedDraw {
            try RecordedDraw(
                game: game, date: try #require(CivilDate(date)), round: nil, numbers: [1, 2, 3, 4, 5], extra: [1, 2],
                prizes: prizes.map { PrizeRecord(tier: $0.key, winners: 1, amount: $0.value) })
        }
        let draws = [
            // 4 is tier 6, 3+2 tier 7, 3+1 tier 8, 2+2 tier 9; 2 wins nothing.
            try draw("2005-12-30", [6: 2_000, 7: 1_000, 8: 300, 9: 400]),
            // 4 is tier 6, 3+2 tier 7, 2+2 tier 8, 3+1 tier 9, 2 tier 13.
            try draw("2016-09-23", [6: 2_100, 7: 1_100, 8: 410, 9: 310, 13: 50]),
            // Today's: 3+2 is tier 6, 4 tier 7.
            try draw("2016-09-27", [6: 1_200, 7: 2_200, 8: 420, 9: 320, 13: 60]),
        ]
        let backtester = Backtester(game: game, draws: draws)
        #expect(backtester.tiers == game.tiers)
        let tickets = try [
            "1 2 3 10 11 + 1 2", "1 2 3 4 10 + 3 4", "1 2 3 10 11 + 1 3", "1 2 10 11 12 + 1 2",
            "1 2 10 11 12 + 3 4",
        ].map { BacktestTicket(id: nil, ticket: try LottoTicket(parsing: $0[...], game: game)) }
        let results = backtester.run(tickets)
        func hits(_ tier: Int, _ count: Int) -> [Int] {
            var hits = [Int](repeating: 0, count: 13)
            hits[tier - 1] = count
            return hits
        }
        // 3+2 is today's tier 6, 4 tier 7, 2+2 tier 8, 3+1 tier 9, 2 tier 13.
        #expect(results.map(\.hits) == [hits(6, 3), hits(7, 3), hits(9, 3), hits(8, 3), hits(13, 2)])
        #expect(results.map(\.won) == [3_300, 6_300, 930, 1_230, 110])
        #expect(results.allSatisfy { $0.unknownPrizes == 0 && $0.plays == 3 })
        let random = backtester.runRandom(count: 50, generator: SeededRandomNumberGenerator(seed: 4))
        #expect(random.hits.count == 13 && random.plays == 150)
    }

    /// A rule that won only in an older era, which today's tiers lack, is counted after today's
    /// tiers; and a draw of an era whose rule the game given lacks still finds a place.
    @Test func aRuleTodaysTiersLackIsCountedAfterThem() throws {
        let game = TierEraTests.gameThatDroppedATier
        func draw(_ date: String, prize: Int) throws -> RecordedDraw {
            try RecordedDraw(
                game: game, date: try #require(CivilDate(date)), round: nil, numbers: [1, 2, 3, 4, 5], extra: [1, 2],
                prizes: [PrizeRecord(tier: 2, winners: 1, amount: prize)])
        }
        let draws = [try draw("2005-12-30", prize: 100), try draw("2012-01-03", prize: 500)]
        let tickets = try ["1 2 10 11 12 + 3 4", "1 2 3 4 5 + 1 3", "1 2 3 4 5 + 1 2"].map {
            BacktestTicket(id: nil, ticket: try LottoTicket(parsing: $0[...], game: game))
        }
        let backtester = Backtester(game: game, draws: draws)
        #expect(backtester.tiers.map(\.description) == ["5+2", "5+1", "2"])
        let results = backtester.run(tickets)
        #expect(results.map(\.hits) == [[0, 0, 1], [0, 1, 0], [2, 0, 0]])
        #expect(results.map(\.won) == [100, 500, 0] && results.map(\.unknownPrizes) == [0, 0, 2])
        // The game as played in 2005 lacks 5+1, which the draw of 2012 has.
        let old = try #require(game.asPlayed(on: draws[0].date))
        let fromOld = Backtester(game: old, draws: draws)
        #expect(fromOld.tiers.map(\.description) == ["5+2", "2", "5+1"])
        #expect(fromOld.run(tickets).map(\.hits) == [[0, 1, 0], [0, 0, 1], [2, 0, 0]])
    }
}
