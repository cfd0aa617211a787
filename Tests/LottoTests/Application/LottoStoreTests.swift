import Flux
import Testing

@testable import Lotto

/// The stores inside a dispatcher: they hear every action, and tell their listeners of a
/// change only when their state changed.
@Suite struct LottoStoreTests {
    private let dispatcher = Dispatcher<LottoAction>()
    private let ticket = try! LottoTicket(numbers: [1, 2, 3, 4, 5, 6])
    private var saved: SavedTicket { SavedTicket(id: 1, ticket: ticket, savedAt: Timestamp(secondsSince1970: 0)) }

    @Test func makerStoreTakesEachDrawAndIgnoresTheRest() throws {
        let store = CurrentDrawStore(dispatcher: dispatcher, reducer: CurrentDrawReducer())
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
        let store = SavedListStore(dispatcher: dispatcher, reducer: SavedListReducer())
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
