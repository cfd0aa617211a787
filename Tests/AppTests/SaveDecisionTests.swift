import Flux
import Lotto
import Testing

@testable import lotto

/// What `s` does with the draw on screen: saves it once every ticket of it was on screen, and
/// only once; otherwise says why not.
@Suite struct SaveDecisionTests {
    static let game = LottoGame.korean645

    static func tickets(_ count: Int, from first: Int = 1) -> [LottoTicket] {
        (0..<count).map { try! LottoTicket(numbers: [1, 2, 3, 4, 5, 6 + first + $0]) }
    }

    static func draw(_ tickets: [LottoTicket]) -> CurrentDraw {
        var draw = CurrentDraw()
        draw.game = game.id
        draw.tickets = tickets
        draw.count = tickets.count
        draw.isComplete = true
        return draw
    }

    @Test func aDrawEveryTicketOfWhichWasSeenIsSaved() {
        var screen = InterfaceState(game: Self.game.id)
        screen.drawnCount = 2
        screen.drawnSeen = 2
        let draw = Self.draw(Self.tickets(2))
        #expect(SaveDecision(draw: draw, screen: screen) == .save(draw.tickets, game: Self.game.id, for: nil))
    }

    @Test func nothingDrawnIsNothingToSave() {
        #expect(
            SaveDecision(draw: CurrentDraw(), screen: InterfaceState(game: Self.game.id)) == .refuse(.nothingToSave))
    }

    @Test func aDrawWithTicketsNeverOnScreenIsNotSaved() {
        var screen = InterfaceState(game: Self.game.id)
        screen.drawnCount = 10
        screen.drawnSeen = 2
        #expect(SaveDecision(draw: Self.draw(Self.tickets(10)), screen: screen) == .refuse(.unseen(count: 8)))
    }

    @Test func aSavedDrawIsNotSavedAgain() {
        var screen = InterfaceState(game: Self.game.id)
        screen.drawnCount = 3
        screen.drawnSeen = 3
        screen.drawnSavedAs = 12...14
        #expect(SaveDecision(draw: Self.draw(Self.tickets(3)), screen: screen) == .refuse(.alreadySaved(ids: 12...14)))
    }

    /// Judged from the stores as the worker finds them: a draw that came after the key (`n s`
    /// typed fast) is the one judged, saved, and then marked saved.
    @Test func theDrawJudgedIsTheDrawSavedAndMarked() throws {
        let dispatcher = Dispatcher<AppAction>()
        let current = CurrentDrawStore(dispatcher: dispatcher, reducer: CurrentDrawReducer(), action: \.lottoAction)
        let saved = SavedListStore(dispatcher: dispatcher, reducer: SavedListReducer(), action: \.lottoAction)
        let screen = InterfaceStore(
            dispatcher: dispatcher, savedList: saved, initialState: InterfaceState(game: Self.game.id))
        func decide() -> SaveDecision { SaveDecision(draw: current.state, screen: screen.state) }

        try dispatcher.dispatch(.lotto(.ticketsDrawn(.whole(Self.tickets(1)), game: Self.game.id)))
        let second = Self.tickets(1, from: 30)
        try dispatcher.dispatch(.lotto(.ticketsDrawn(.whole(second), game: Self.game.id)))
        #expect(decide() == .save(second, game: Self.game.id, for: nil))
        let ticket = SavedTicket(id: 1, ticket: second[0], savedAt: Timestamp(secondsSince1970: 1_700_000_000))
        try dispatcher.dispatch(.lotto(.ticketsSaved(.whole([ticket]))))
        #expect(decide() == .refuse(.alreadySaved(ids: 1...1)))
        try dispatcher.dispatch(.lotto(.ticketsDrawn(.whole(Self.tickets(1, from: 20)), game: Self.game.id)))
        #expect(decide() == .save(Self.tickets(1, from: 20), game: Self.game.id, for: nil))
    }
}
