import Flux
import Testing

@testable import Lotto

@Suite struct LottoStoreTests {
    private let dispatcher = Dispatcher<LottoAction>()
    private let ticket = try! LottoTicket(numbers: [1, 2, 3, 4, 5, 6])
    private var saved: SavedTicket { SavedTicket(id: 1, ticket: ticket, savedAt: Timestamp(secondsSince1970: 0)) }

    @Test func makerStoreTakesEachDrawAndIgnoresTheRest() throws {
        let store = LottoNumberMakerStore(dispatcher: dispatcher)
        var changes = 0
        let subscription = store.addListener { changes += 1 }
        try dispatcher.dispatch(.ticketsDrawn([ticket], game: LottoGame.korean645.id))
        #expect(store.state == .init(drawCount: 1, tickets: [ticket], game: LottoGame.korean645.id))
        try dispatcher.dispatch(.ticketsDrawn([ticket], game: LottoGame.korean645.id))
        #expect(store.state.drawCount == 2, "an equal draw is still a new draw")
        try dispatcher.dispatch(.ticketsSaved([saved]))
        try dispatcher.dispatch(.savedTicketsLoaded([saved]))
        #expect(changes == 2, "saving and loading do not concern the draw")
        withExtendedLifetime(subscription) {}
    }

    @Test func savedStoreTakesSavesAndPagesAndIgnoresDraws() throws {
        let store = SavedLottoNumberStore(dispatcher: dispatcher)
        var changes = 0
        let subscription = store.addListener { changes += 1 }
        try dispatcher.dispatch(.ticketsDrawn([ticket], game: LottoGame.korean645.id))
        #expect(changes == 0)
        try dispatcher.dispatch(.ticketsSaved([saved]))
        #expect(store.state.origin == .saved && store.state.tickets == [saved])
        try dispatcher.dispatch(.savedTicketsLoaded([saved, saved]))
        try dispatcher.dispatch(.savedTicketsLoaded([saved]))
        #expect(store.state.origin == .loaded && store.state.tickets == [saved])
        #expect(store.state.loadedCount == 3)
        #expect(changes == 3)
        withExtendedLifetime(subscription) {}
    }
}

@Suite struct ActionCreatorTests {
    private let folder = TemporaryDirectory()
    private let dispatcher = Dispatcher<LottoAction>()
    private var actionCreator: ActionCreator {
        ActionCreator(
            dispatcher: dispatcher, saver: LottoNumberSaver(path: FilePath(folder.file("tickets.jsonl"))),
            lastDraw: LastDrawFile(path: FilePath(folder.file("last-draw"))),
            clock: { Timestamp(secondsSince1970: 1_795_342_530) })
    }

    @Test func aLargeDrawArrivesInBatchesAndItsLastTicketIsTheOneToRemember() throws {
        var batches: [[LottoTicket]] = []
        dispatcher.register { action in
            if case .ticketsDrawn(let tickets, _) = action { batches.append(tickets) }
        }
        let last = try actionCreator.drawTickets(count: 10_000, seed: 5)
        #expect(batches.map(\.count) == [4096, 4096, 1808])
        var maker = LottoNumberMaker(generator: SeededRandomNumberGenerator(seed: 5))
        let expected = (0..<10_000).map { _ in maker.makeTicket() }
        #expect(batches.flatMap { $0 } == expected)
        #expect(last == expected.last)
        let lastDraw = LastDrawFile(path: FilePath(folder.file("last-draw")))
        #expect(try lastDraw.recall() == nil, "drawing alone remembers nothing: the command remembers once printed")
        try actionCreator.rememberLastDraw(try #require(last), game: .korean645)
        #expect(try lastDraw.recall()?.ticket == expected.last)
    }

    @Test func savingTheLastDrawBeforeAnyDrawFails() throws {
        #expect(throws: ActionCreator.Failure.nothingToSave) { try actionCreator.saveLastDraw() }
    }

    @Test func savingDispatchesTheSavedTicketsWithTheirIds() throws {
        var actions: [LottoAction] = []
        dispatcher.register { actions.append($0) }
        let drawnTicket = try actionCreator.drawTickets(count: 1, seed: 42)
        try actionCreator.rememberLastDraw(try #require(drawnTicket), game: .korean645)
        try actionCreator.saveLastDraw()
        let drawn = try LottoTicket(parsing: "3 12 13 23 29 45")
        #expect(
            actions == [
                .ticketsDrawn([drawn], game: LottoGame.korean645.id),
                .ticketsSaved([SavedTicket(id: 1, ticket: drawn, savedAt: Timestamp(secondsSince1970: 1_795_342_530))]),
            ])
    }

    @Test func loadingDispatchesPagesInSavedOrder() throws {
        let tickets = (1...39).map { try! LottoTicket(numbers: [$0, $0 + 1, $0 + 2, $0 + 3, $0 + 4, $0 + 5]) }
        try actionCreator.save(tickets)
        var loaded: [SavedTicket] = []
        dispatcher.register { action in
            if case .savedTicketsLoaded(let page) = action { loaded += page }
        }
        try actionCreator.loadSavedTickets()
        #expect(loaded.map(\.ticket) == tickets)
        #expect(loaded.map(\.id) == Array(1...39))
    }
}
