import Lotto
import Testing

@testable import lotto

/// A Saved tab row's result and options (``SavedTicketResult``), fitted to the room a row has:
/// whole, then short forms from the last part back, then parts left out whole, never a word cut.
@Suite struct SavedTicketResultTests {
    typealias Part = SavedTicketResult.Part

    static let powerball = LottoGame.named("powerball")!.id
    static let megamillions = LottoGame.named("megamillions")!.id

    /// `pending · 2026-11-28 · 5 draws to 2026-12-26 · Power Play`, as a multi-draw Power Play
    /// ticket's parts are.
    static let multiDrawPowerPlay = SavedTicketResult(
        parts: [
            Part("pending · 2026-11-28", "due 11-28", "pending"), Part("5 draws to 2026-12-26", "5 draws"),
            Part("Power Play", "PP"),
        ], won: false)

    @Test func aResultFitsWholeThenShortensFromTheLastPartThenLeavesPartsOut() {
        let result = Self.multiDrawPowerPlay
        let whole = "pending · 2026-11-28 · 5 draws to 2026-12-26 · Power Play"
        #expect(result.text == whole)
        #expect(result.fitted(to: 200) == whole)
        #expect(result.fitted(to: whole.count) == whole)
        #expect(result.fitted(to: whole.count - 1) == "pending · 2026-11-28 · 5 draws to 2026-12-26 · PP")
        #expect(result.fitted(to: 40) == "pending · 2026-11-28 · 5 draws · PP")
        #expect(result.fitted(to: 30) == "due 11-28 · 5 draws · PP")
        #expect(result.fitted(to: 23) == "due 11-28 · 5 draws …")
        #expect(result.fitted(to: 20) == "due 11-28 …")
        #expect(result.fitted(to: 10) == "pending …")
        #expect(result.fitted(to: 8) == "…")
        #expect(result.fitted(to: 0) == "")
    }

    /// Every width from nothing to the whole: the words shown are those of the parts' forms,
    /// or `…`; never part of a word.
    @Test func noWidthCutsAWord() {
        let result = Self.multiDrawPowerPlay
        let words = Set(result.parts.flatMap(\.forms).flatMap { $0.split(separator: " ") } + ["…"])
        for width in 0...result.text.count {
            let fitted = result.fitted(to: width)
            #expect(fitted.count <= width, "\(width): \(fitted)")
            #expect(fitted.split(separator: " ").allSatisfy(words.contains), "\(width): \(fitted)")
        }
    }

    /// The options a ticket was bought with, in `lotto list`'s words, and their short forms.
    @Test func eachOptionHasItsWordsAndItsShortForm() throws {
        let ticket = try LottoTicket(numbers: [1, 2, 3, 4, 5], extra: [6], game: LottoGame(Self.powerball))
        func saved(_ game: GameID, withMultiplier: Bool = false, playMultiplier: Int? = nil) -> SavedTicket {
            SavedTicket(
                id: 1, game: game, ticket: ticket, savedAt: Timestamp(secondsSince1970: 0),
                withMultiplier: withMultiplier, playMultiplier: playMultiplier)
        }
        #expect(SavedTicketResult.option(of: saved(Self.powerball, withMultiplier: true)) == Part("Power Play", "PP"))
        #expect(
            SavedTicketResult.option(of: saved(Self.megamillions, withMultiplier: true)) == Part("Megaplier", "MP"))
        #expect(
            SavedTicketResult.option(of: saved(Self.megamillions, playMultiplier: 3)) == Part("multiplier 3", "x3"))
        #expect(SavedTicketResult.option(of: saved(Self.powerball)) == nil)
    }

    /// A multi-draw ticket's span: its draws and its last, `2 of 3 drawn` while some are in.
    @Test func aMultiDrawTicketsSpanSaysItsLastDraw() throws {
        let date = try #require(CivilDate("2002-12-07"))
        let saved = SavedTicket(
            id: 1, ticket: try LottoTicket(numbers: [1, 2, 3, 4, 5, 6]), savedAt: Timestamp(secondsSince1970: 0),
            draw: TicketDraw(date: date), drawCount: 3)
        let pending = SavedTicketResult(of: saved, in: DrawHistory([]))
        #expect(pending.text == "pending · 2002-12-07 · 3 draws to 2002-12-21")
        #expect(pending.fitted(to: 30) == "pending · 2002-12-07 · 3 draws")
        // Saved in another year than its draw's: the short form keeps the year.
        #expect(pending.fitted(to: 25) == "due 2002-12-07 · 3 draws")
        let first = try RecordedDraw(
            game: LottoGame.korean645, date: date, round: 1, numbers: [10, 23, 29, 33, 37, 40], extra: [16])
        #expect(SavedTicketResult(of: saved, in: DrawHistory([first])).text == "no prize · 1 of 3 drawn to 2002-12-21")
    }
}
