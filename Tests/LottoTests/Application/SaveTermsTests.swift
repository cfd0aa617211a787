import Testing

@testable import Lotto

/// A save's terms, checked once when made, before any ticket is read: the draw named, the span
/// of draws, the option; the last draw's deferred until its game is known. The refusals carry
/// their data, in words that name no flag of any interface.
@Suite struct SaveTermsTests {
    private let kr645 = LottoGame.korean645
    private let powerball = LottoGame(GameID(.powerball))

    private func terms(
        _ game: LottoGame, draw: String? = nil, count: Int = 1, option: MultiplierOption.Kind? = nil
    ) throws(SaveError) -> SaveTerms {
        try SaveTerms(
            .tickets, game: GameChoice(game, source: .given), drawName: draw, drawCount: count, option: option)
    }

    @Test func aDrawNamedIsReadForTheGameAndGivesItsRules() throws {
        let terms = try terms(powerball, draw: "2014-01-01")
        #expect(terms.draw == TicketDraw(date: CivilDate("2014-01-01")!))
        #expect(terms.ticketGame.ruleDescription == "5 of 1-59 + 1 of 1-35")
        #expect(try self.terms(powerball).ticketGame == powerball)
        #expect(throws: SaveError.notADraw(named: "soon", reason: .notADrawName("soon"))) {
            try self.terms(kr645, draw: "soon")
        }
    }

    /// Several draws need a schedule, and a span from the draw named that ends by 9999-12-31;
    /// the next draw's span is the save's to check.
    @Test func aSpanOfDrawsIsCheckedAsFarAsTheDrawNamed() throws {
        let custom = try #require(LottoGame.named("6/45"))
        #expect(throws: SaveError.multiDrawWithoutSchedule(custom.id, count: 3)) { try terms(custom, count: 3) }
        _ = try terms(custom, draw: "2026-11-28")
        let last = try #require(try SaveRules.ticketDraw(named: "9999-12-25", game: kr645.id))
        #expect(throws: SaveError.multiDrawPastLatest(kr645.id, first: last, count: 2)) {
            try terms(kr645, draw: "9999-12-25", count: 2)
        }
        #expect(try terms(kr645, count: 52).drawCount == 52)
        #expect(try SaveRules.ticketDraws(from: last, count: 1, game: kr645.id) == [last])
        #expect(try SaveRules.ticketDraws(from: nil, count: 1, game: custom.id) == [])
    }

    /// The draw is checked first, then the span, then the option.
    @Test func anOptionMustBeTheGamesAndIsCheckedLast() throws {
        #expect(try terms(powerball, option: .powerPlay).option == .powerPlay)
        #expect(throws: SaveError.notTheGamesOption(.megaplier, game: powerball.id)) {
            try terms(powerball, option: .megaplier)
        }
        #expect(throws: SaveError.notTheGamesOption(.powerPlay, game: kr645.id)) {
            try terms(kr645, option: .powerPlay)
        }
        #expect(throws: SaveError.notADraw(named: "x", reason: .notADrawName("x"))) {
            try terms(kr645, draw: "x", option: .powerPlay)
        }
    }

    /// The last draw's game is known once it is read: nothing of its terms is refused before.
    @Test func theLastDrawsTermsWaitForItsGame() throws {
        let terms = try SaveTerms(.lastDraw, game: .byDefault, drawName: "x", drawCount: 3, option: .megaplier)
        #expect(terms.draw == nil && terms.drawName == "x")
        #expect(throws: SaveError.notTheGamesOption(.megaplier, game: powerball.id)) { try terms.ofLastDraw(powerball) }
        let named = try SaveTerms(.lastDraw, game: .byDefault, drawName: "1252").ofLastDraw(kr645)
        #expect(named.game == kr645 && named.draw?.round == 1252)
    }

    /// Each interface words the flags: the domain's words name none.
    @Test func noRefusalNamesAFlag() throws {
        let megaMillions = GameID(.megaMillions)
        let errors: [SaveError] = [
            .notTheGamesOption(.megaplier, game: powerball.id), .notTheGamesOption(.powerPlay, game: kr645.id),
            .multiplierNotSold(kr645.id, on: nil), .multiplierNotSold(powerball.id, on: nil),
            .multiplierNotSold(megaMillions, on: CivilDate("2025-04-08")),
            .playMultiplierNotPrinted(2, game: megaMillions, on: nil),
            .playMultiplierNotPrinted(2, game: kr645.id, on: nil),
            .multiDrawWithoutSchedule(kr645.id, count: 2), .qrCodeOfAnotherGame(kr645.id, given: powerball.id),
        ]
        for error in errors {
            #expect(!"\(error)".contains("--"), "\(error)")
        }
        #expect(
            "\(SaveError.notTheGamesOption(.megaplier, game: powerball.id))".hasPrefix("Megaplier is not a powerball"))
        #expect(
            "\(SaveError.multiplierNotSold(powerball.id, on: nil))" == "Power Play is for a powerball ticket for a draw"
        )
    }
}
