import Flux
import Platform
import TestSupport
import Testing

@testable import Lotto

/// The saved list read in pages, and removals from it: the tickets dispatched in pages, then
/// the ids removed.
@Suite struct SavedTicketsActionCreatorTests {
    private let folder = TemporaryDirectory()
    private let dispatcher = Dispatcher<LottoAction>()
    private var context: ActionContext {
        ActionContext(
            dispatcher: dispatcher, saver: .success(LottoNumberSaver(path: FilePath(folder.file("tickets.jsonl")))),
            lastDraw: .success(LastDrawFile(path: FilePath(folder.file("last-draw")))),
            drawHistory: .success(DrawHistoryFile(path: FilePath(folder.file("draws.jsonl")))),
            clock: { Timestamp(secondsSince1970: 1_795_342_530) })
    }

    private func save(_ tickets: [LottoTicket]) throws {
        try SaveActionCreator(context: context).save(
            SaveRequest(try SaveTerms(.tickets, game: .byDefault), tickets: tickets))
    }

    @Test func loadingDispatchesPagesInSavedOrder() throws {
        let tickets = (1...39).map { try! LottoTicket(numbers: [$0, $0 + 1, $0 + 2, $0 + 3, $0 + 4, $0 + 5]) }
        try save(tickets)
        var pages: [Page<SavedTicket>] = []
        dispatcher.register { action in
            if case .savedTicketsLoaded(let page, _, _) = action { pages.append(page) }
        }
        try SavedTicketsActionCreator(context: context).load()
        #expect(pages.flatMap(\.items).map(\.ticket) == tickets)
        #expect(pages.flatMap(\.items).map(\.id) == Array(1...39))
        #expect(pages.first?.isFirst == true && pages.last?.isLast == true)
    }

    @Test func anEmptyStoreIsAStreamOfOneEmptyPage() throws {
        var pages: [Page<SavedTicket>] = []
        dispatcher.register { action in
            if case .savedTicketsLoaded(let page, _, _) = action { pages.append(page) }
        }
        try SavedTicketsActionCreator(context: context).load()
        #expect(pages == [.whole([])])
    }

    /// A removal dispatches the tickets removed, then their ids, which the store of the last
    /// change holds; a selection that chooses none dispatches no page, and its change says none.
    @Test func aRemovalEndsWithTheIdsRemoved() throws {
        try save((1...3).map { try! LottoTicket(numbers: [$0, 10, 11, 12, 13, 14]) })
        let change = SavedTicketsChangeStore(dispatcher: dispatcher, reducer: SavedTicketsChangeReducer())
        var removedPages: [Page<SavedTicket>] = []
        dispatcher.register { action in
            if case .ticketsRemoved(let page, _) = action { removedPages.append(page) }
        }
        let removing = SavedTicketsActionCreator(context: context)
        #expect(try removing.remove(.ids([1, 3])) == [1, 3])
        #expect(removedPages.flatMap(\.items).map(\.id) == [1, 3] && change.state == .removed(ids: [1, 3]))
        // Ticket 2 is for no recorded draw: nothing is before 2000.
        let none = SavedTicketSelection(game: nil, drawRecorded: false, drawBefore: CivilDate("2000-01-01")!)
        #expect(try removing.remove(.matching(none)).isEmpty)
        #expect(removedPages.count == 1 && change.state == .removed(ids: []))
        #expect(try removing.remove(.all) == [2])
        #expect(change.state == .removed(ids: [2]))
    }
}
