import Flux
import Testing

@testable import Lotto

/// The last change to the saved tickets, as a save's or a removal's view reads it.
@Suite struct SavedTicketsChangeReducerTests: ReducerTesting {
    private let reducer = SavedTicketsChangeReducer()
    private let outcome = SaveOutcome(
        ids: 3..<5, game: LottoGame.korean645.id, draw: TicketDraw(date: CivilDate("2026-11-28")!, round: 1252),
        salesClosedAt: Timestamp(secondsSince1970: 1_795_863_600))

    @Test func eachChangeReplacesTheLast() {
        #expect(reducer.initialState == nil)
        var state = after(reducer, reducer.initialState, .savedTicketsChanged(.saved(outcome)), changes: true)
        #expect(state == .saved(outcome))
        state = after(reducer, state, .savedTicketsChanged(.removed(ids: [1, 4])), changes: true)
        #expect(state == .removed(ids: [1, 4]))
        state = after(reducer, state, .savedTicketsChanged(.removed(ids: [])), changes: true)
        #expect(state == .removed(ids: []))
        #expect(after(reducer, state, .savedTicketsChanged(.removed(ids: [])), changes: false) == .removed(ids: []))
    }

    /// The pages of a save or a removal are the list's business, not the change's: it is the
    /// action after them.
    @Test func pagesAndOtherActionsLeaveItAsItWas() {
        let state: SavedTicketsChange? = .saved(outcome)
        for action: LottoAction in [
            .ticketsSaved(.whole([saved(5)]), highestID: 5), .ticketsRemoved(.whole([saved(1)]), highestID: 1),
            .savedTicketsLoaded(.whole([saved(1)]), game: nil), .ticketsDrawn(.whole([ticket]), game: kr645),
            .workProgressed(nil),
        ] {
            #expect(after(reducer, state, action, changes: false) == state)
        }
    }
}
