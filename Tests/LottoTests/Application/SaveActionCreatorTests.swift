import Flux
import Platform
import TestSupport
import Testing

@testable import Lotto

/// Saving what a request asks: the last draw, tickets given, a QR code's games; for which draw,
/// by which rules; the tickets dispatched in pages, then what the save did.
@Suite struct SaveActionCreatorTests {
    private let folder = TemporaryDirectory()
    private let dispatcher = Dispatcher<LottoAction>()
    /// Sunday 2026-11-22 10:15:30 UTC: the next kr645 draw is Saturday's, round 1252.
    private static let sunday = Timestamp(secondsSince1970: 1_795_342_530)

    private func context(clock: @escaping () -> Timestamp = { sunday }) -> ActionContext {
        ActionContext(
            dispatcher: dispatcher, saver: .success(LottoNumberSaver(path: FilePath(folder.file("tickets.jsonl")))),
            lastDraw: .success(LastDrawFile(path: FilePath(folder.file("last-draw")))),
            drawHistory: .success(DrawHistoryFile(path: FilePath(folder.file("draws.jsonl")))), clock: clock)
    }

    private func saved() throws -> [SavedTicket] {
        var saved: [SavedTicket] = []
        try LottoNumberSaver(path: FilePath(folder.file("tickets.jsonl"))).readPages { page, _ in saved += page }
        return saved
    }

    private static func lastDraw(named name: String? = nil) throws -> SaveRequest {
        SaveRequest(try SaveTerms(.lastDraw, game: .byDefault, drawName: name))
    }

    private static func tickets(_ tickets: [LottoTicket], game: LottoGame, runs: [TicketRun]? = nil) throws
        -> SaveRequest
    {
        SaveRequest(try SaveTerms(.tickets, game: GameChoice(game, source: .given)), tickets: tickets, runs: runs)
    }

    @Test func savingTheLastDrawBeforeAnyDrawFails() throws {
        #expect(throws: SaveError.nothingToSave) { try SaveActionCreator(context: context()).save(Self.lastDraw()) }
    }

    /// The tickets go out in pages, then the outcome, which the store of the last change holds.
    @Test func savingDispatchesTheSavedTicketsThenTheOutcome() throws {
        var actions: [LottoAction] = []
        dispatcher.register { actions.append($0) }
        let change = SavedTicketsChangeStore(dispatcher: dispatcher, reducer: SavedTicketsChangeReducer())
        let drawing = DrawingActionCreator(context: context())
        try drawing.draw(.seeded(count: 1, seed: 42))
        let drawn = try LottoTicket(parsing: "3 12 13 23 29 45")
        let saturday = TicketDraw(date: CivilDate(year: 2026, month: 11, day: 28)!, round: 1252)
        try drawing.rememberLastDraw()
        let outcome = try SaveActionCreator(context: context()).save(Self.lastDraw())
        let expected = SaveOutcome(ids: 1..<2, game: LottoGame.korean645.id, draw: saturday)
        #expect(outcome == expected)
        #expect(
            actions == [
                .ticketsDrawn(.whole([drawn]), game: LottoGame.korean645.id, for: saturday),
                .ticketsSaved(
                    .whole([SavedTicket(id: 1, ticket: drawn, savedAt: Self.sunday, draw: saturday)]), highestID: 1),
                .savedTicketsChanged(.saved(expected)),
            ])
        #expect(change.state == .saved(expected))
    }

    /// The remembered draw's sales close while its tickets wait: they are saved for it, and the
    /// outcome says when its sales closed; before the close it says nothing.
    @Test func savingTheLastDrawAfterItsSalesClosedSaysWhen() throws {
        var now = Self.sunday
        let saving = SaveActionCreator(context: context { now })
        let drawing = DrawingActionCreator(context: context { now })
        try drawing.draw(.seeded(count: 2, seed: 42))
        try drawing.rememberLastDraw()
        let saturday = TicketDraw(date: CivilDate(year: 2026, month: 11, day: 28)!, round: 1252)
        #expect(try saving.save(Self.lastDraw()).salesClosedAt == nil)
        // Round 1252's sales close at 20:00 in Seoul, 11:00 UTC.
        let close = try #require(Timestamp(iso8601: "2026-11-28T11:00:00Z"))
        now = Timestamp(secondsSince1970: close.secondsSince1970 + 60)
        let saved = try saving.save(Self.lastDraw())
        #expect(saved.draw == saturday && saved.salesClosedAt == close && saved.ids == 3..<5)
        // A draw named is chosen knowingly.
        #expect(try saving.save(Self.lastDraw(named: "1253")).salesClosedAt == nil)
    }

    /// The last draw's terms are checked against its own game once it is read: its option
    /// first, then the draw named.
    @Test func theLastDrawsTermsAreCheckedAgainstItsOwnGame() throws {
        let drawing = DrawingActionCreator(context: context())
        try drawing.draw(.seeded(count: 1, seed: 1))
        try drawing.rememberLastDraw()
        let saving = SaveActionCreator(context: context())
        let withOption = try SaveTerms(.lastDraw, game: .byDefault, drawName: "x", option: .powerPlay)
        #expect(throws: SaveError.notTheGamesOption(.powerPlay, game: LottoGame.korean645.id)) {
            try saving.save(SaveRequest(withOption))
        }
        #expect(throws: SaveError.notADraw(named: "x", reason: .notADrawName("x"))) {
            try saving.save(Self.lastDraw(named: "x"))
        }
        #expect(try saved().isEmpty)
    }

    /// Tickets of today's rules saved for a draw of an older era are refused, naming the first
    /// that breaks that day's rules; nothing is saved.
    @Test func savingForAnOlderEraChecksTheTicketsByItsRules() throws {
        let powerball = try #require(LottoGame.named("powerball"))
        let tickets = [
            try LottoTicket(parsing: "1 2 3 4 5 + 6", game: powerball),
            try LottoTicket(parsing: "1 2 3 4 65 + 6", game: powerball),
        ]
        let draw = TicketDraw(date: CivilDate(year: 2014, month: 1, day: 1)!)
        let saving = SaveActionCreator(context: context())
        #expect(
            throws: SaveError.ticketBreaksDrawRules(
                tickets[1], position: 2, game: powerball.id, draw: draw, rules: "5 of 1-59 + 1 of 1-35",
                reason: .outOfRange("65", 1...59))
        ) { try saving.save(Self.tickets(tickets, game: powerball, runs: [TicketRun(count: 2, draw: draw)])) }
        #expect(try saved().isEmpty)
        let one = try Self.tickets([tickets[0]], game: powerball, runs: [TicketRun(count: 1, draw: draw)])
        #expect(try saving.save(one).ids == 1..<2)
    }

    /// A ticket for several draws follows the rules of each: a Powerball red ball of 30 (1-35
    /// until 2015-10-06) is saved for two draws before the change, refused for a span that
    /// crosses it, naming the draw whose rules it breaks; nothing is saved then.
    @Test func aMultiDrawSaveChecksTheRulesOfEveryDraw() throws {
        let powerball = try #require(LottoGame.named("powerball"))
        let ticket = try LottoTicket(
            parsing: "1 2 3 4 5 + 30", game: #require(powerball.asPlayed(on: CivilDate("2015-10-03")!)))
        func request(from first: String) throws -> SaveRequest {
            let terms = try SaveTerms(
                .tickets, game: GameChoice(powerball, source: .given), drawName: first, drawCount: 2)
            return SaveRequest(terms, tickets: [ticket])
        }
        let saving = SaveActionCreator(context: context())
        #expect(
            throws: SaveError.ticketBreaksDrawRules(
                ticket, position: 1, game: powerball.id, draw: TicketDraw(date: CivilDate("2015-10-07")!),
                rules: "5 of 1-69 + 1 of 1-26", reason: .outOfRange("30", 1...26))
        ) { try saving.save(request(from: "2015-10-03")) }
        #expect(try saving.save(request(from: "2015-09-30")).ids == 1..<2)
        #expect(
            try saved().map(\.draws) == [
                [TicketDraw(date: CivilDate("2015-09-30")!), TicketDraw(date: CivilDate("2015-10-03")!)]
            ])
    }

    /// Tickets read beside QR codes: each code's games for its round, the typed ones for the
    /// next draw on sale; a code whose round was not on sale yet refuses them all, naming the
    /// latest round.
    @Test func codesAmongTicketsReadMustHaveBeenOnSale() throws {
        let typed = try LottoTicket(parsing: "1 2 3 4 5 6")
        let bought = try LottoTicket(parsing: "7 8 9 10 11 12")
        func round(_ round: Int) throws -> TicketDraw {
            TicketDraw(date: try #require(DrawSchedule.of(LottoGame.korean645.id)?.date(ofRound: round)), round: round)
        }
        func request(_ rounds: [Int]) throws -> SaveRequest {
            let runs = try rounds.map { TicketRun(count: 1, draw: try round($0), choice: .manual) }
            return try Self.tickets(
                [typed] + rounds.map { _ in bought }, game: .korean645, runs: [TicketRun(count: 1, draw: nil)] + runs)
        }
        let saving = SaveActionCreator(context: context())
        #expect(throws: SaveError.notOnSaleYet(LottoGame.korean645.id, draw: try round(1300), onSale: try round(1252)))
        {
            try saving.save(request([1251, 1300, 1252]))
        }
        #expect(try saved().isEmpty)
        #expect(try saving.save(request([1251, 1252])).ids == 1..<4)
        #expect(try saved().map(\.draw) == [try round(1252), try round(1251), try round(1252)])
    }
}
