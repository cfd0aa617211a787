import Flux
import Platform
import TestSupport
import Testing

@testable import Lotto

@Suite struct DrawnPagesTests {
    private let folder = TemporaryDirectory()
    private let dispatcher = Dispatcher<LottoAction>()
    private var actionCreator: ActionContext {
        ActionContext.onTemporaryFiles(in: folder, dispatcher: dispatcher)
    }

    @Test func aLargeDrawArrivesInPagesAndTheDrawStoreKeepsItsLastTicket() throws {
        let store = CurrentDrawStore(dispatcher: dispatcher, reducer: CurrentDrawReducer())
        var pages: [Page<LottoTicket>] = []
        dispatcher.register { action in
            if case .ticketsDrawn(let page, _, _) = action { pages.append(page) }
        }
        let actionCreator = actionCreator
        let drawing = DrawingActionCreator(context: actionCreator)
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
        #expect(throws: SaveError.lastDrawTooLarge(count: 10_000, game: LottoGame.korean645.id)) {
            try SaveActionCreator(context: actionCreator).save(
                SaveRequest(try SaveTerms(.lastDraw, game: .byDefault)))
        }
    }

    /// A wheel is remembered with how it was asked for; one of too many tickets to keep is
    /// refused by a save that names it, so that the command can say how to make it again.
    @Test func aWheelTooLargeToKeepIsRefusedNamingItsRequest() throws {
        let actionCreator = actionCreator
        let game = try #require(LottoGame.named("2/20"))
        let drawing = DrawingActionCreator(context: actionCreator)
        try drawing.draw(
            .wheel(
                WheelRequest(
                    numbers: Array((1...20).reversed()), guarantee: WheelGuarantee(matched: 2, drawn: 2), seed: 3),
                game: game))
        try drawing.rememberLastDraw()
        let request = WheelRequest(numbers: Array(1...20), guarantee: WheelGuarantee(matched: 2, drawn: 2), seed: 3)
        #expect(throws: SaveError.lastDrawTooLarge(count: 190, game: game.id, wheel: request)) {
            try SaveActionCreator(context: actionCreator).save(
                SaveRequest(try SaveTerms(.lastDraw, game: .byDefault)))
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
        try DrawingActionCreator(context: actionCreator).draw(
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
        try DrawingActionCreator(context: actionCreator).draw(.seeded(count: count, seed: 77))
        var maker = LottoNumberMaker(generator: SeededRandomNumberGenerator(seed: 77))
        #expect(pages.flatMap(\.items) == (0..<count).map { _ in maker.makeTicket() })
        #expect(pages.map(\.items.count) == Array(repeating: 4096, count: count / 4096) + [count % 4096])
    }
}

extension DrawRequest {
    /// `count` kr645 tickets of the seed's stream, nothing chosen or filtered.
    static func seeded(count: Int, seed: UInt64) -> DrawRequest {
        .tickets(count: count, seed: seed, game: .korean645, excluding: [], including: [], filter: TicketFilter())
    }
}
