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
}
