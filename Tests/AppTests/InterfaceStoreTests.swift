import Flux
import Lotto
import Testing

@testable import lotto

/// `lotto ui`'s state: tabs, selection and scrolling over the saved tickets as they change,
/// the delete question, the game and the size of a draw.
@Suite struct InterfaceStoreTests {
    let dispatcher = Dispatcher<AppAction>()
    let table: SavedListStore<AppAction>
    let interface: InterfaceStore

    init() {
        table = SavedListStore(dispatcher: dispatcher, reducer: SavedListReducer(), action: \.lottoAction)
        interface = InterfaceStore(
            dispatcher: dispatcher, savedList: table, initialState: InterfaceState(game: LottoGame.korean645.id))
    }

    static func tickets(_ ids: some Sequence<Int>) -> [SavedTicket] {
        ids.map { id in
            SavedTicket(
                id: id, ticket: try! LottoTicket(numbers: [1, 2, 3, 4, 5, 6 + id % 39]),
                savedAt: Timestamp(secondsSince1970: 1_700_000_000 + Int64(id)))
        }
    }

    func load(_ ids: some Sequence<Int>) throws {
        try dispatcher.dispatch(.lotto(.savedTicketsLoaded(.whole(Self.tickets(ids)), game: nil)))
    }

    func send(_ action: InterfaceAction) throws {
        try dispatcher.dispatch(.interface(action))
    }

    @Test func theNewestTicketIsSelectedFirstAndMovesStayInTheList() throws {
        try send(.resized(rows: 10, columns: 80))  // a list of 5 rows
        try load(1...20)
        #expect(interface.state.selectedID == 20 && interface.state.firstVisibleRow == 15)
        try send(.moveSelection(.rows(-1)))
        #expect(interface.state.selectedID == 19 && interface.state.firstVisibleRow == 15)
        try send(.moveSelection(.pages(-1)))
        #expect(interface.state.selectedID == 14 && interface.state.firstVisibleRow == 13)
        try send(.moveSelection(.first))
        #expect(interface.state.selectedID == 1 && interface.state.firstVisibleRow == 0)
        try send(.moveSelection(.rows(-3)))
        #expect(interface.state.selectedID == 1)
        try send(.moveSelection(.pages(1)))
        #expect(interface.state.selectedID == 6 && interface.state.firstVisibleRow == 1)
        try send(.moveSelection(.last))
        #expect(interface.state.selectedID == 20 && interface.state.firstVisibleRow == 15)
        // A taller terminal shows more, and never scrolls past the end.
        try send(.resized(rows: 30, columns: 80))
        #expect(interface.state.firstVisibleRow == 0)
    }

    @Test func aSelectionOnTheLastTicketStaysOnTheLastAsTicketsCome() throws {
        // A long list arrives in pages: the newest stays selected.
        try dispatcher.dispatch(
            .lotto(.savedTicketsLoaded(Page(items: Self.tickets(1...3), isFirst: true, isLast: false), game: nil)))
        try dispatcher.dispatch(
            .lotto(.savedTicketsLoaded(Page(items: Self.tickets(4...6), isFirst: false, isLast: true), game: nil)))
        #expect(interface.state.selectedID == 6)
        try dispatcher.dispatch(.lotto(.ticketsSaved(.whole(Self.tickets([7])))))
        #expect(interface.state.selectedID == 7)
        try send(.moveSelection(.rows(-1)))
        #expect(interface.state.selectedID == 6)
        try dispatcher.dispatch(.lotto(.ticketsSaved(.whole(Self.tickets([8])))))
        #expect(interface.state.selectedID == 6)
    }

    @Test func theSelectionFollowsItsTicketWhenOthersComeAndGo() throws {
        try load([1, 2, 3, 5, 8])
        try send(.moveSelection(.rows(-2)))
        #expect(interface.state.selectedID == 3)
        // Another process deleted #1 and #3, and saved #9: the store is read again.
        try load([2, 5, 8, 9])
        #expect(interface.state.selectedID == 5)
        try load([2])
        #expect(interface.state.selectedID == 2)
        try load([])
        #expect(interface.state.selectedID == nil && interface.state.firstVisibleRow == 0)
        try send(.moveSelection(.rows(1)))
        #expect(interface.state.selectedID == nil)
    }

    @Test func deletingAsksFirstAndTheStatusSaysWhatWasDone() throws {
        try load(1...3)
        try send(.askToDelete)
        #expect(interface.state.overlay == nil)  // only on the Saved tab
        try send(.showTab(.saved))
        try send(.moveSelection(.rows(-1)))
        try send(.askToDelete)
        #expect(interface.state.overlay == .confirmDelete(id: 2))
        try dispatcher.dispatch(.lotto(.ticketsRemoved(.whole(Self.tickets([2])))))
        #expect(table.state.tickets.map(\.id) == [1, 3])
        #expect(interface.state.overlay == nil && interface.state.status == .deleted(ids: 2...2))
        #expect(interface.state.selectedID == 3)

        try send(.askToDelete)
        let failure = StatusLine.failure(.delete(id: 3), ShownError(reason: "gone"))
        try send(.report(failure))
        #expect(interface.state.overlay == nil && interface.state.status == failure)

        try dispatcher.dispatch(.lotto(.ticketsSaved(.whole(Self.tickets([4, 5])))))
        #expect(interface.state.status == .saved(ids: 4...5) && table.state.tickets.map(\.id) == [1, 3, 4, 5])
        // A reload that already saw the save does not add it twice.
        try load([1, 3, 4, 5, 6])
        try dispatcher.dispatch(.lotto(.ticketsSaved(.whole(Self.tickets([6])))))
        #expect(table.state.tickets.map(\.id) == [1, 3, 4, 5, 6])
    }

    /// A work's success takes back the status line's report of that work's failure, and of no
    /// other work's; what the status line says otherwise stays.
    @Test func aFailureIsTakenBackOnlyByTheSameWorksSuccess() throws {
        try send(.report(.failure(.delete(id: 1), ShownError(reason: "locked"))))
        try send(.clearFailure(.delete(id: 2)))
        try send(.clearFailure(.readTickets))
        #expect(interface.state.status == .failure(.delete(id: 1), ShownError(reason: "locked")))
        try send(.clearFailure(.delete(id: 1)))
        #expect(interface.state.status == nil)
        try send(.report(.saved(ids: 1...1)))
        try send(.clearFailure(.save))
        #expect(interface.state.status == .saved(ids: 1...1))
    }

    @Test func tabsGamesAndTheSizeOfADrawWrapOrStayInRange() throws {
        try send(.cycleTab(forward: false))
        #expect(interface.state.tab == .saved)
        try send(.cycleTab(forward: true))
        #expect(interface.state.tab == .draw)
        try send(.toggleHelp)
        #expect(interface.state.overlay == .help)
        try send(.showTab(.saved))
        #expect(interface.state.overlay == nil && interface.state.tab == .saved)

        var games: [GameID] = []
        for _ in LottoGame.all {
            try send(.cycleGame(forward: true))
            games.append(interface.state.game)
        }
        #expect(games == LottoGame.all.dropFirst().map(\.id) + [LottoGame.korean645.id])
        var backward: [GameID] = []
        for _ in LottoGame.all {
            try send(.cycleGame(forward: false))
            backward.append(interface.state.game)
        }
        #expect(backward == LottoGame.all.reversed().map(\.id))

        try send(.setTicketsPerDraw(11))
        #expect(interface.state.ticketsPerDraw == 10 && interface.state.status == .ticketsPerDraw(10))
        try send(.setTicketsPerDraw(0))
        #expect(interface.state.ticketsPerDraw == 1 && interface.state.status == .ticketsPerDraw(1))
    }

    @Test func theTableIgnoresAListOfOneGame() throws {
        try load(1...3)
        try dispatcher.dispatch(.lotto(.savedTicketsLoaded(.whole(Self.tickets([2])), game: LottoGame.korean645.id)))
        #expect(table.state.tickets.map(\.id) == [1, 2, 3] && table.state.isLoaded)
    }
}
