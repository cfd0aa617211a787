import Flux
import Testing

@testable import Lotto

/// The reducers as values: pure functions of a state and an action, with no dispatcher.
@Suite struct ReducerTests {
    private let kr645 = LottoGame.korean645.id
    private let ticket = try! LottoTicket(numbers: [1, 2, 3, 4, 5, 6])
    private let other = try! LottoTicket(numbers: [7, 8, 9, 10, 11, 12])
    private func saved(_ id: Int, _ ticket: LottoTicket? = nil, game: GameID = LottoGame.korean645.id) -> SavedTicket {
        SavedTicket(id: id, game: game, ticket: ticket ?? self.ticket, savedAt: Timestamp(secondsSince1970: 0))
    }

    @Test func theCurrentDrawStartsAfreshWithEachDrawAndKeepsItsLastTickets() {
        let reducer = CurrentDrawReducer(window: 3)
        var state = reducer.reduce(
            reducer.initialState,
            .ticketsDrawn(Page(items: [ticket, ticket], isFirst: true, isLast: false), game: kr645))
        #expect(state.count == 2 && state.tickets == [ticket, ticket] && !state.isComplete && state.game == kr645)
        state = reducer.reduce(
            state, .ticketsDrawn(Page(items: [other, other], isFirst: false, isLast: true), game: kr645))
        #expect(state.count == 4 && state.tickets == [ticket, other, other] && state.isComplete, "the last 3 kept")
        let next = reducer.reduce(state, .ticketsDrawn(.whole([other]), game: kr645))
        #expect(next.count == 1 && next.tickets == [other], "a new draw starts afresh")
        #expect(reducer.reduce(next, .ticketsSaved(.whole([saved(1)]))) == next, "saving is not drawing")
    }

    @Test func theSavedListIsReadInPagesAndFollowsSavesAndRemovals() {
        let reducer = SavedListReducer(window: 3)
        var state = reducer.reduce(
            reducer.initialState,
            .savedTicketsLoaded(Page(items: [saved(1), saved(2)], isFirst: true, isLast: false), game: nil))
        #expect(state.count == 2 && !state.isLoaded)
        state = reducer.reduce(
            state, .savedTicketsLoaded(Page(items: [saved(3), saved(4)], isFirst: false, isLast: true), game: nil))
        #expect(state.count == 4 && state.isLoaded && state.tickets.map(\.id) == [2, 3, 4])
        state = reducer.reduce(state, .ticketsSaved(.whole([saved(5)])))
        #expect(state.count == 5 && state.tickets.map(\.id) == [3, 4, 5])
        state = reducer.reduce(state, .ticketsRemoved(.whole([saved(4), saved(1)])))
        #expect(state.count == 3 && state.tickets.map(\.id) == [3, 5])
        #expect(reducer.reduce(state, .ticketsDrawn(.whole([ticket]), game: kr645)) == state)
    }

    @Test func aSavedListReadForOneGameOnlyTakesThatGamesSavesAndRemovals() {
        let reducer = SavedListReducer()
        let powerball = LottoGame.named("powerball")!.id
        var state = reducer.reduce(reducer.initialState, .savedTicketsLoaded(.whole([saved(1)]), game: kr645))
        state = reducer.reduce(state, .ticketsSaved(.whole([saved(2, game: powerball), saved(3)])))
        #expect(state.count == 2 && state.tickets.map(\.id) == [1, 3])
        let unchanged = reducer.reduce(state, .ticketsRemoved(.whole([saved(2, game: powerball)])))
        #expect(unchanged == state)
    }

    @Test func aSaveBeforeAnyReadLeavesTheCountUnknown() {
        let reducer = SavedListReducer()
        let state = reducer.reduce(reducer.initialState, .ticketsSaved(.whole([saved(7)])))
        #expect(state.count == nil && state.tickets.map(\.id) == [7] && !state.isLoaded)
    }

    @Test func theCheckSummaryCountsEachTierAndStartsAfreshWithEachCheck() throws {
        let reducer = CheckSummaryReducer()
        let draw = try WinningDraw(numbers: [1, 2, 3, 4, 5, 6], bonus: [7], game: .korean645)
        let results = [saved(1), saved(2, other)].map(draw.check)
        var state = reducer.reduce(
            reducer.initialState, .ticketsChecked(Page(items: results, isFirst: true, isLast: false), draw: draw))
        #expect(state.winnersPerTier == [1, 0, 0, 0, 0] && state.losers == 1 && !state.isComplete)
        state = reducer.reduce(state, .ticketsChecked(Page(items: [], isFirst: false, isLast: true), draw: draw))
        #expect(state.isComplete && state.draw == draw)
        state = reducer.reduce(state, .ticketsChecked(.whole([]), draw: draw))
        #expect(state.winnersPerTier == [0, 0, 0, 0, 0] && state.losers == 0, "a new check starts afresh")
    }

    @Test func numbersAreCountedForAGamesReadOnly() {
        let reducer = NumberFrequencyReducer()
        let unchanged = reducer.reduce(reducer.initialState, .savedTicketsLoaded(.whole([saved(1)]), game: nil))
        #expect(unchanged == reducer.initialState, "a list of every game is not a count of one")
        let state = reducer.reduce(
            reducer.initialState, .savedTicketsLoaded(.whole([saved(1), saved(2)]), game: kr645))
        #expect(
            state.tickets == 2 && state.main[1] == 2 && state.main[7] == 0 && state.isComplete && state.game == kr645)
    }
}

/// The stores inside a dispatcher: they hear every action, and tell their listeners of a
/// change only when their state changed.
@Suite struct LottoStoreTests {
    private let dispatcher = Dispatcher<LottoAction>()
    private let ticket = try! LottoTicket(numbers: [1, 2, 3, 4, 5, 6])
    private var saved: SavedTicket { SavedTicket(id: 1, ticket: ticket, savedAt: Timestamp(secondsSince1970: 0)) }

    @Test func makerStoreTakesEachDrawAndIgnoresTheRest() throws {
        let store = LottoNumberMakerStore(dispatcher: dispatcher, reducer: CurrentDrawReducer())
        var changes = 0
        let subscription = store.addListener { changes += 1 }
        try dispatcher.dispatch(.ticketsDrawn(.whole([ticket]), game: LottoGame.korean645.id))
        #expect(store.state.tickets == [ticket] && store.state.game == LottoGame.korean645.id)
        try dispatcher.dispatch(.ticketsSaved(.whole([saved])))
        try dispatcher.dispatch(.savedTicketsLoaded(.whole([saved]), game: nil))
        #expect(changes == 1, "saving and loading do not concern the draw")
        try dispatcher.dispatch(.ticketsDrawn(.whole([ticket]), game: LottoGame.korean645.id))
        #expect(changes == 1, "a draw of the very same tickets changes nothing on screen")
        withExtendedLifetime(subscription) {}
    }

    @Test func savedStoreTakesSavesAndPagesAndIgnoresDraws() throws {
        let store = SavedLottoNumberStore(dispatcher: dispatcher, reducer: SavedListReducer())
        var changes = 0
        let subscription = store.addListener { changes += 1 }
        try dispatcher.dispatch(.ticketsDrawn(.whole([ticket]), game: LottoGame.korean645.id))
        #expect(changes == 0)
        try dispatcher.dispatch(.ticketsSaved(.whole([saved])))
        #expect(store.state.tickets == [saved])
        try dispatcher.dispatch(
            .savedTicketsLoaded(Page(items: [saved, saved], isFirst: true, isLast: false), game: nil))
        try dispatcher.dispatch(.savedTicketsLoaded(Page(items: [saved], isFirst: false, isLast: true), game: nil))
        #expect(store.state.isLoaded && store.state.tickets.count == 3)
        #expect(store.state.count == 3)
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

    @Test func aLargeDrawArrivesInPagesAndTheDrawStoreKeepsItsLastTicket() throws {
        let store = LottoNumberMakerStore(dispatcher: dispatcher, reducer: CurrentDrawReducer())
        var pages: [Page<LottoTicket>] = []
        dispatcher.register { action in
            if case .ticketsDrawn(let page, _) = action { pages.append(page) }
        }
        try actionCreator.drawTickets(count: 10_000, seed: 5)
        #expect(pages.map(\.items.count) == [4096, 4096, 1808])
        #expect(pages.map(\.isFirst) == [true, false, false] && pages.map(\.isLast) == [false, false, true])
        var maker = LottoNumberMaker(generator: SeededRandomNumberGenerator(seed: 5))
        let expected = (0..<10_000).map { _ in maker.makeTicket() }
        #expect(pages.flatMap(\.items) == expected)
        #expect(store.state.tickets.last == expected.last && store.state.count == 10_000 && store.state.isComplete)
        let lastDraw = LastDrawFile(path: FilePath(folder.file("last-draw")))
        #expect(try lastDraw.recall() == nil, "drawing alone remembers nothing: the command remembers once printed")
        try actionCreator.rememberLastDraw(try #require(store.state.tickets.last), game: .korean645)
        #expect(try lastDraw.recall()?.ticket == expected.last)
    }

    @Test func savingTheLastDrawBeforeAnyDrawFails() throws {
        #expect(throws: ActionCreator.Failure.nothingToSave) { try actionCreator.saveLastDraw() }
    }

    @Test func savingDispatchesTheSavedTicketsWithTheirIds() throws {
        var actions: [LottoAction] = []
        dispatcher.register { actions.append($0) }
        try actionCreator.drawTickets(count: 1, seed: 42)
        let drawn = try LottoTicket(parsing: "3 12 13 23 29 45")
        try actionCreator.rememberLastDraw(drawn, game: .korean645)
        try actionCreator.saveLastDraw()
        #expect(
            actions == [
                .ticketsDrawn(.whole([drawn]), game: LottoGame.korean645.id),
                .ticketsSaved(
                    .whole([SavedTicket(id: 1, ticket: drawn, savedAt: Timestamp(secondsSince1970: 1_795_342_530))])),
            ])
    }

    @Test func loadingDispatchesPagesInSavedOrder() throws {
        let tickets = (1...39).map { try! LottoTicket(numbers: [$0, $0 + 1, $0 + 2, $0 + 3, $0 + 4, $0 + 5]) }
        try actionCreator.save(tickets)
        var pages: [Page<SavedTicket>] = []
        dispatcher.register { action in
            if case .savedTicketsLoaded(let page, _) = action { pages.append(page) }
        }
        try actionCreator.loadSavedTickets()
        #expect(pages.flatMap(\.items).map(\.ticket) == tickets)
        #expect(pages.flatMap(\.items).map(\.id) == Array(1...39))
        #expect(pages.first?.isFirst == true && pages.last?.isLast == true)
    }

    @Test func anEmptyStoreIsAStreamOfOneEmptyPage() throws {
        var pages: [Page<SavedTicket>] = []
        dispatcher.register { action in
            if case .savedTicketsLoaded(let page, _) = action { pages.append(page) }
        }
        try actionCreator.loadSavedTickets()
        #expect(pages == [.whole([])])
    }
}
