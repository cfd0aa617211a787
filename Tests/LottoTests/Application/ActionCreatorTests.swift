import Flux
import Platform
import TestSupport
import Testing

@testable import Lotto

@Suite struct ActionCreatorTests {
    private let folder = TemporaryDirectory()
    private let dispatcher = Dispatcher<LottoAction>()
    private var actionCreator: ActionCreator {
        ActionCreator(
            dispatcher: dispatcher, saver: LottoNumberSaver(path: FilePath(folder.file("tickets.jsonl"))),
            lastDraw: LastDrawFile(path: FilePath(folder.file("last-draw"))),
            drawHistory: DrawHistoryFile(path: FilePath(folder.file("draws.jsonl"))),
            clock: { Timestamp(secondsSince1970: 1_795_342_530) })
    }

    @Test func aLargeDrawArrivesInPagesAndTheDrawStoreKeepsItsLastTicket() throws {
        let store = CurrentDrawStore(dispatcher: dispatcher, reducer: CurrentDrawReducer())
        var pages: [Page<LottoTicket>] = []
        dispatcher.register { action in
            if case .ticketsDrawn(let page, _, _) = action { pages.append(page) }
        }
        let actionCreator = actionCreator
        let drawing = DrawingActionCreator(context: actionCreator.context)
        try drawing.draw(.seeded(count: 10_000, seed: 5))
        #expect(pages.map(\.items.count) == [4096, 4096, 1808])
        #expect(pages.map(\.isFirst) == [true, false, false] && pages.map(\.isLast) == [false, false, true])
        var maker = LottoNumberMaker(generator: SeededRandomNumberGenerator(seed: 5))
        let expected = (0..<10_000).map { _ in maker.makeTicket() }
        #expect(pages.flatMap(\.items) == expected)
        #expect(store.state.tickets.last == expected.last && store.state.count == 10_000 && store.state.isComplete)
        let lastDraw = LastDrawFile(path: FilePath(folder.file("last-draw")))
        #expect(try lastDraw.recall() == nil, "drawing alone remembers nothing: the command remembers once printed")
        // Too many to keep: the count and the draw are remembered, so that saving says so.
        try drawing.rememberLastDraw()
        let remembered = try #require(try lastDraw.recall())
        #expect(remembered.count == 10_000 && remembered.tickets.isEmpty && remembered.draw == store.state.draw)
        #expect(throws: ActionError.lastDrawTooLarge(count: 10_000, game: LottoGame.korean645.id)) {
            try actionCreator.saveLastDraw()
        }
    }

    /// A wheel is remembered with how it was asked for; one of too many tickets to keep is
    /// refused by a save that names it, so that the command can say how to make it again.
    @Test func aWheelTooLargeToKeepIsRefusedNamingItsRequest() throws {
        let actionCreator = actionCreator
        let game = try #require(LottoGame.named("2/20"))
        let drawing = DrawingActionCreator(context: actionCreator.context)
        try drawing.draw(
            .wheel(
                WheelRequest(
                    numbers: Array((1...20).reversed()), guarantee: WheelGuarantee(matched: 2, drawn: 2), seed: 3),
                game: game))
        try drawing.rememberLastDraw()
        let request = WheelRequest(numbers: Array(1...20), guarantee: WheelGuarantee(matched: 2, drawn: 2), seed: 3)
        #expect(throws: ActionError.lastDrawTooLarge(count: 190, game: game.id, wheel: request)) {
            try actionCreator.saveLastDraw()
        }
    }

    /// A secure draw large enough to be spread over processors arrives as one on a single
    /// processor does: every ticket once, in pages of 4,096, the first and last marked, each
    /// ticket under the draw's constraints.
    @Test(arguments: [
        DrawingActionCreator.concurrentDrawMinimum - 1, DrawingActionCreator.concurrentDrawMinimum,
        2 * DrawingActionCreator.pagesPerRound * ActionContext.batchSize + 1,
    ])
    func aLargeSecureDrawArrivesWholeInPages(count: Int) throws {
        var pages: [Page<LottoTicket>] = []
        dispatcher.register { action in
            if case .ticketsDrawn(let page, _, _) = action { pages.append(page) }
        }
        let game = LottoGame.named("powerball")!
        try DrawingActionCreator(context: actionCreator.context).draw(
            .tickets(count: count, seed: nil, game: game, excluding: [1, 2], including: [69], filter: TicketFilter()))
        #expect(pages.map(\.items.count).reduce(0, +) == count)
        #expect(pages.dropLast().allSatisfy { $0.items.count == 4096 })
        #expect(pages.map(\.isFirst) == [true] + Array(repeating: false, count: pages.count - 1))
        #expect(pages.map(\.isLast) == Array(repeating: false, count: pages.count - 1) + [true])
        let tickets = pages.flatMap(\.items)
        #expect(
            tickets.allSatisfy { ticket in
                ticket.numbers.count == 5 && ticket.numbers.contains(69) && !ticket.numbers.contains(1)
                    && !ticket.numbers.contains(2) && ticket.extraNumbers.count == 1
            })
    }

    /// A seeded draw large enough to be drawn ahead on another processor is still exactly the
    /// seed's one stream, in the pages a draw on one processor makes.
    @Test func aLargeSeededDrawIsTheSeedsOneStream() throws {
        var pages: [Page<LottoTicket>] = []
        dispatcher.register { action in
            if case .ticketsDrawn(let page, _, _) = action { pages.append(page) }
        }
        // Three rounds drawn ahead, the last one short.
        let count = 2 * DrawingActionCreator.pagesPerRound * ActionContext.batchSize + 5
        try DrawingActionCreator(context: actionCreator.context).draw(.seeded(count: count, seed: 77))
        var maker = LottoNumberMaker(generator: SeededRandomNumberGenerator(seed: 77))
        #expect(pages.flatMap(\.items) == (0..<count).map { _ in maker.makeTicket() })
        #expect(pages.map(\.items.count) == Array(repeating: 4096, count: count / 4096) + [count % 4096])
    }

    @Test func savingTheLastDrawBeforeAnyDrawFails() throws {
        #expect(throws: ActionError.nothingToSave) { try actionCreator.saveLastDraw() }
    }

    @Test func savingDispatchesTheSavedTicketsWithTheirIds() throws {
        var actions: [LottoAction] = []
        dispatcher.register { actions.append($0) }
        let actionCreator = actionCreator
        let drawing = DrawingActionCreator(context: actionCreator.context)
        try drawing.draw(.seeded(count: 1, seed: 42))
        let drawn = try LottoTicket(parsing: "3 12 13 23 29 45")
        // The clock says Sunday 2026-11-22: the next kr645 draw is Saturday's, round 1252.
        let saturday = TicketDraw(date: CivilDate(year: 2026, month: 11, day: 28)!, round: 1252)
        try drawing.rememberLastDraw()
        try actionCreator.saveLastDraw()
        #expect(
            actions == [
                .ticketsDrawn(.whole([drawn]), game: LottoGame.korean645.id, for: saturday),
                .ticketsSaved(
                    .whole([
                        SavedTicket(
                            id: 1, ticket: drawn, savedAt: Timestamp(secondsSince1970: 1_795_342_530), draw: saturday)
                    ]), highestID: 1),
            ])
    }

    @Test func loadingDispatchesPagesInSavedOrder() throws {
        let tickets = (1...39).map { try! LottoTicket(numbers: [$0, $0 + 1, $0 + 2, $0 + 3, $0 + 4, $0 + 5]) }
        try actionCreator.save(tickets, for: nil)
        var pages: [Page<SavedTicket>] = []
        dispatcher.register { action in
            if case .savedTicketsLoaded(let page, _, _) = action { pages.append(page) }
        }
        try actionCreator.loadSavedTickets()
        #expect(pages.flatMap(\.items).map(\.ticket) == tickets)
        #expect(pages.flatMap(\.items).map(\.id) == Array(1...39))
        #expect(pages.first?.isFirst == true && pages.last?.isLast == true)
    }

    @Test func anEmptyStoreIsAStreamOfOneEmptyPage() throws {
        var pages: [Page<SavedTicket>] = []
        dispatcher.register { action in
            if case .savedTicketsLoaded(let page, _, _) = action { pages.append(page) }
        }
        try actionCreator.loadSavedTickets()
        #expect(pages == [.whole([])])
    }

    /// The remembered draw's sales close while its tickets wait: they are saved for it, and the
    /// result says when its sales closed; before the close it says nothing.
    @Test func savingTheLastDrawAfterItsSalesClosedSaysWhen() throws {
        var now = Timestamp(secondsSince1970: 1_795_342_530)
        let actionCreator = ActionCreator(
            dispatcher: dispatcher, saver: LottoNumberSaver(path: FilePath(folder.file("tickets.jsonl"))),
            lastDraw: LastDrawFile(path: FilePath(folder.file("last-draw"))),
            drawHistory: DrawHistoryFile(path: FilePath(folder.file("draws.jsonl"))), clock: { now })
        let drawing = DrawingActionCreator(context: actionCreator.context)
        try drawing.draw(.seeded(count: 2, seed: 42))
        try drawing.rememberLastDraw()
        let saturday = TicketDraw(date: CivilDate(year: 2026, month: 11, day: 28)!, round: 1252)
        #expect(try actionCreator.saveLastDraw().salesClosedAt == nil)
        // Round 1252's sales close at 20:00 in Seoul, 11:00 UTC.
        let close = try #require(Timestamp(iso8601: "2026-11-28T11:00:00Z"))
        now = Timestamp(secondsSince1970: close.secondsSince1970 + 60)
        let saved = try actionCreator.saveLastDraw()
        #expect(saved.draw == saturday && saved.salesClosedAt == close && saved.ids == 3..<5)
        // A draw named is chosen knowingly.
        #expect(try actionCreator.saveLastDraw(forDrawNamed: "1253").salesClosedAt == nil)
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
        #expect(
            throws: ActionError.ticketBreaksDrawRules(
                tickets[1], position: 2, game: powerball.id, draw: draw, rules: "5 of 1-59 + 1 of 1-35",
                reason: .outOfRange("65", 1...59))
        ) { try actionCreator.save(tickets, game: powerball, for: draw) }
        var saved: [SavedTicket] = []
        try LottoNumberSaver(path: FilePath(folder.file("tickets.jsonl"))).readPages { page, _ in saved += page }
        #expect(saved.isEmpty)
        #expect(try actionCreator.save([tickets[0]], game: powerball, for: draw) == 1..<2)
    }

    /// A ticket for several draws follows the rules of each: a Powerball red ball of 30 (1-35
    /// until 2015-10-06) is saved for two draws before the change, refused for a span that
    /// crosses it, naming the draw whose rules it breaks; nothing is saved then.
    @Test func aMultiDrawSaveChecksTheRulesOfEveryDraw() throws {
        let powerball = try #require(LottoGame.named("powerball"))
        let ticket = try LottoTicket(
            parsing: "1 2 3 4 5 + 30", game: #require(powerball.asPlayed(on: CivilDate("2015-10-03")!)))
        let crossing = TicketRun(count: 1, draw: TicketDraw(date: CivilDate("2015-10-03")!), drawCount: 2)
        #expect(
            throws: ActionError.ticketBreaksDrawRules(
                ticket, position: 1, game: powerball.id, draw: TicketDraw(date: CivilDate("2015-10-07")!),
                rules: "5 of 1-69 + 1 of 1-26", reason: .outOfRange("30", 1...26))
        ) { try actionCreator.save([ticket], game: powerball, runs: [crossing]) }
        let before = TicketRun(count: 1, draw: TicketDraw(date: CivilDate("2015-09-30")!), drawCount: 2)
        #expect(try actionCreator.save([ticket], game: powerball, runs: [before]) == 1..<2)
        var saved: [SavedTicket] = []
        try LottoNumberSaver(path: FilePath(folder.file("tickets.jsonl"))).readPages { page, _ in saved += page }
        #expect(
            saved.map(\.draws) == [
                [TicketDraw(date: CivilDate("2015-09-30")!), TicketDraw(date: CivilDate("2015-10-03")!)]
            ])
    }

    /// A game without a schedule has no draws in a row, and no span runs past 9999-12-31.
    @Test func aMultiDrawSaveNeedsAScheduleAndDatesLottoCanWrite() throws {
        let custom = try #require(LottoGame.named("6/45"))
        let ticket = try LottoTicket(numbers: [1, 2, 3, 4, 5, 6])
        #expect(throws: ActionError.multiDrawWithoutSchedule(custom.id)) {
            try actionCreator.save([ticket], game: custom, forDrawNamed: "2026-11-28", drawCount: 2)
        }
        let last = TicketDraw(
            date: CivilDate("9999-12-25")!,
            round: DrawSchedule.of(LottoGame.korean645.id)!.round(on: CivilDate("9999-12-25")!))
        #expect(throws: ActionError.multiDrawPastLatest(LottoGame.korean645.id, first: last, count: 2)) {
            try actionCreator.save([ticket], game: .korean645, forDrawNamed: "9999-12-25", drawCount: 2)
        }
        #expect(try ActionCreator.ticketDraws(from: last, count: 1, game: LottoGame.korean645.id) == [last])
        #expect(try ActionCreator.ticketDraws(from: nil, count: 1, game: custom.id) == [])
    }
}

extension DrawRequest {
    /// `count` kr645 tickets of the seed's stream, nothing chosen or filtered.
    static func seeded(count: Int, seed: UInt64) -> DrawRequest {
        .tickets(count: count, seed: seed, game: .korean645, excluding: [], including: [], filter: TicketFilter())
    }
}
