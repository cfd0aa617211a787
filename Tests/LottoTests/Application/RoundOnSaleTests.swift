import Flux
import Platform
import TestSupport
import Testing

@testable import Lotto

/// The round on sale, by the save's clock: a ticket is printed for the next round to
/// be drawn, so a bought ticket (a QR code's) for a later round is refused, naming both.
@Suite struct RoundOnSaleTests {
    private let folder = TemporaryDirectory()

    private func actionCreator(at moment: String) throws -> SaveActionCreator {
        let now = try #require(Timestamp(iso8601: moment))
        return SaveActionCreator(
            context: ActionContext(
                dispatcher: Dispatcher<LottoAction>(),
                saver: .success(LottoNumberSaver(path: FilePath(folder.file("tickets.jsonl")))),
                lastDraw: .success(LastDrawFile(path: FilePath(folder.file("last-draw")))),
                drawHistory: .success(DrawHistoryFile(path: FilePath(folder.file("draws.jsonl")))), clock: { now }))
    }

    private func round(_ round: Int) throws -> TicketDraw {
        let date = try #require(DrawSchedule.of(LottoGame.korean645.id)?.date(ofRound: round))
        return TicketDraw(date: date, round: round)
    }

    /// Round 1252 is drawn on Saturday 2026-11-28 at 20:35 KST; its sales close at 20:00
    /// (11:00 UTC), and from then round 1253 is the one on sale.
    @Test(arguments: [
        ("2026-11-27T12:00:00Z", 1252), ("2026-11-28T10:59:59Z", 1252), ("2026-11-28T11:00:00Z", 1253),
        ("2026-11-29T00:00:00Z", 1253),
    ])
    func theRoundOnSaleIsTheNextToBeDrawn(moment: String, onSale: Int) throws {
        let actionCreator = try actionCreator(at: moment)
        let game = LottoGame.korean645.id
        for sold in [1, 1236, onSale] {
            try actionCreator.checkOnSale(try round(sold), game: game)
        }
        for unsold in [onSale + 1, 1300, 9999] {
            #expect(throws: SaveError.notOnSaleYet(game, draw: try round(unsold), onSale: try round(onSale))) {
                try actionCreator.checkOnSale(try round(unsold), game: game)
            }
        }
    }

    @Test func theRefusalNamesTheRoundAndTheRoundOnSale() throws {
        let error = SaveError.notOnSaleYet(LottoGame.korean645.id, draw: try round(1300), onSale: try round(1252))
        #expect(
            "\(error)" == "round 1300 (2027-10-30) is not on sale yet: the latest on sale is round 1252 (2026-11-28)")
    }

    /// Past the last draw lotto can date (a clock in the last days of 9999), every round it
    /// can date was on sale: nothing is refused for want of a next draw.
    @Test func noNextDrawRefusesNothing() throws {
        let actionCreator = try actionCreator(at: "9999-12-31T23:59:59Z")
        try actionCreator.checkOnSale(try round(9999), game: LottoGame.korean645.id)
    }
}
