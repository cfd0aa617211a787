import Flux
import Platform
import TestSupport
import Testing

@testable import Lotto

/// A backtest's request, validated in the domain (its random count when made, its price in the
/// game's money once the game is known), and the backtest's own action creator that runs it.
@Suite struct BacktestRequestTests {
    private let folder = TemporaryDirectory()
    private let dispatcher = Dispatcher<LottoAction>()
    private var saver: LottoNumberSaver { LottoNumberSaver(path: FilePath(folder.file("tickets.jsonl"))) }
    private var drawHistory: DrawHistoryFile { DrawHistoryFile(path: FilePath(folder.file("draws.jsonl"))) }
    private var backtesting: BacktestActionCreator {
        BacktestActionCreator(context: .onTemporaryFiles(in: folder, dispatcher: dispatcher))
    }

    private func request(_ tickets: BacktestRequest.Tickets, game: LottoGame? = nil, price: String? = nil) throws
        -> BacktestRequest
    {
        try BacktestRequest(tickets, game: game, selection: DrawSelection(), price: price)
    }

    /// Random tickets a draw are from 1 to the most a backtest checks; other tickets have no
    /// count to check.
    @Test func aRandomCountOutsideItsRangeIsRefusedWhenTheRequestIsMade() throws {
        let most = BacktestRequest.mostRandomTickets
        for count in [0, -1, most + 1] {
            #expect(throws: BacktestError.randomTicketCount(count)) {
                try request(.random(count: count, seed: nil))
            }
        }
        for count in [1, most] {
            #expect(throws: Never.self) { try request(.random(count: count, seed: 4)) }
        }
        #expect(throws: Never.self) { try request(.saved(ids: nil)) }
    }

    /// A price is read in the game's money: cents for dollars, none for won; 0, a word or one
    /// dearer than any prize is refused with what was typed, and no error names an option.
    @Test func aPriceIsReadInTheGamesMoney() throws {
        let powerball = try #require(LottoGame.named("powerball"))
        #expect(try request(.saved(ids: nil)).price(in: powerball) == nil)
        #expect(
            try request(.saved(ids: nil), price: "2.50").price(in: powerball)
                == Money(minorUnits: 250, currency: .dollar))
        #expect(
            try request(.saved(ids: nil), price: "1000").price(in: .korean645)
                == Money(minorUnits: 1000, currency: .won))
        let refused: [(String, LottoGame, BacktestError)] = [
            ("2.50", .korean645, .invalidPrice("2.50", currency: .won)),
            ("2.555", powerball, .invalidPrice("2.555", currency: .dollar)),
            ("0", powerball, .invalidPrice("0", currency: .dollar)),
            ("two", .korean645, .invalidPrice("two", currency: .won)),
            ("2000000000000000", .korean645, .priceTooLarge("2000000000000000")),
        ]
        for (price, game, error) in refused {
            #expect(throws: error) { try request(.saved(ids: nil), price: price).price(in: game) }
            #expect(!"\(error)".contains("--"), "\(error)")
        }
        #expect(
            "\(BacktestError.invalidPrice("2.50", currency: .won))"
                == "invalid price '2.50': expected an amount of KRW above 0, like 1000")
    }

    /// The backtest reads the draws first: with none, that is the error, whatever the price;
    /// with some, a price not of the game's money is refused before any result goes out, and a
    /// good one runs the tickets, its setup returned as its results' action carries it.
    @Test func theBacktestChecksThePriceOnceTheDrawsAreRead() throws {
        var pages: [Page<TicketBacktest>] = []
        dispatcher.register { action in
            if case .ticketsBacktested(let page, _) = action { pages.append(page) }
        }
        let kr645 = LottoGame.korean645
        _ = try saver.append(
            [try LottoTicket(parsing: "10 23 29 33 37 40")], for: nil, at: Timestamp(secondsSince1970: 0))
        #expect(throws: BacktestError.noDraws(kr645.id)) {
            try backtesting.backtest(request(.saved(ids: nil), game: kr645, price: "2.50"))
        }
        let draws = try DrawImport.draws(in: DrawSamples.bytes("kr645-dhlottery-1-300.jsonl"), name: "k").draws
        _ = try drawHistory.record(draws, replacing: false)
        #expect(throws: BacktestError.invalidPrice("2.50", currency: .won)) {
            try backtesting.backtest(request(.saved(ids: nil), game: kr645, price: "2.50"))
        }
        #expect(pages.isEmpty)
        let setup = try backtesting.backtest(request(.saved(ids: nil), game: kr645, price: "1000"))
        #expect(setup.game == kr645.id && setup.draws.count == 300 && setup.costPerTicket == 300_000)
        #expect(pages.count == 1 && pages.first?.items.first?.hits.first == 1)
        // By id, the game is the tickets' own.
        #expect(try backtesting.backtest(request(.saved(ids: [1]))).game == kr645.id)
        #expect(throws: BacktestError.unknownTicket(id: 2)) { try backtesting.backtest(request(.saved(ids: [2]))) }
    }
}
