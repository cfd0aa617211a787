import Flux
import Testing

@testable import Lotto

/// The reducers as values: pure functions of a state and an action, with no dispatcher: the
/// current draw and the saved list here; the check's summary, the history's and the
/// progress's in suites of their own.
@Suite struct ReducerTests: ReducerTesting {
    @Test func theCurrentDrawStartsAfreshWithEachDrawAndKeepsItsLastTickets() {
        let reducer = CurrentDrawReducer(window: 3)
        var state = after(
            reducer,
            reducer.initialState,
            .ticketsDrawn(Page(items: [ticket, ticket], isFirst: true, isLast: false), game: kr645), changes: true)
        #expect(state.count == 2 && state.tickets == [ticket, ticket] && !state.isComplete && state.game == kr645)
        state = after(
            reducer,
            state, .ticketsDrawn(Page(items: [other, other], isFirst: false, isLast: true), game: kr645), changes: true)
        #expect(state.count == 4 && state.tickets == [ticket, other, other] && state.isComplete, "the last 3 kept")
        let next = after(reducer, state, .ticketsDrawn(.whole([other]), game: kr645), changes: true)
        #expect(next.count == 1 && next.tickets == [other], "a new draw starts afresh")
        #expect(
            after(reducer, next, .ticketsSaved(.whole([saved(1)])), changes: false) == next, "saving is not drawing")
    }

    @Test func theSavedListIsReadInPagesAndFollowsSavesAndRemovals() {
        let reducer = SavedListReducer(window: 3)
        var state = after(
            reducer,
            reducer.initialState,
            .savedTicketsLoaded(Page(items: [saved(1), saved(2)], isFirst: true, isLast: false), game: nil),
            changes: true)
        #expect(state.count == 2 && !state.isLoaded)
        state = after(
            reducer,
            state, .savedTicketsLoaded(Page(items: [saved(3), saved(4)], isFirst: false, isLast: true), game: nil),
            changes: true)
        #expect(state.count == 4 && state.isLoaded && state.tickets.map(\.id) == [2, 3, 4])
        state = after(reducer, state, .ticketsSaved(.whole([saved(5)])), changes: true)
        #expect(state.count == 5 && state.tickets.map(\.id) == [3, 4, 5])
        state = after(reducer, state, .ticketsRemoved(.whole([saved(4), saved(1)])), changes: true)
        #expect(state.count == 3 && state.tickets.map(\.id) == [3, 5])
        #expect(after(reducer, state, .ticketsDrawn(.whole([ticket]), game: kr645), changes: false) == state)
    }

    @Test func aSavedListReadForOneGameOnlyTakesThatGamesSavesAndRemovals() {
        let reducer = SavedListReducer(window: 1000)
        let powerball = LottoGame.named("powerball")!.id
        var state = after(
            reducer, reducer.initialState, .savedTicketsLoaded(.whole([saved(1)]), game: kr645), changes: true)
        state = after(reducer, state, .ticketsSaved(.whole([saved(2, game: powerball), saved(3)])), changes: true)
        #expect(state.count == 2 && state.tickets.map(\.id) == [1, 3])
        let unchanged = after(reducer, state, .ticketsRemoved(.whole([saved(2, game: powerball)])), changes: false)
        #expect(unchanged == state)
    }

    @Test func aSaveBeforeAnyReadLeavesTheCountUnknown() {
        let reducer = SavedListReducer()
        let state = after(reducer, reducer.initialState, .ticketsSaved(.whole([saved(7)])), changes: true)
        #expect(state.count == nil && state.tickets.map(\.id) == [7] && !state.isLoaded)
    }

    /// Each report of long work replaces the last, the work's end (a `nil` report) clears it,
    /// and other actions leave it as it is.
    @Test func theWorkProgressIsTheLastReportUntilTheEnd() {
        let reducer = WorkProgressReducer()
        #expect(reducer.initialState == nil)
        let first = WorkProgress(stage: .drawingTickets, done: 4_096, total: 1_000_000, seconds: 0.3)
        let next = WorkProgress(stage: .drawingTickets, done: 8_192, total: 1_000_000, seconds: 0.4)
        var state = after(reducer, reducer.initialState, .workProgressed(first), changes: true)
        #expect(state == first)
        state = after(reducer, state, .workProgressed(next), changes: true)
        #expect(state == next)
        let stage = WorkProgress(stage: .checkingWheel, done: 0, total: nil, seconds: 0.5)
        state = after(reducer, state, .workProgressed(stage), changes: true)
        #expect(state == stage, "a new stage replaces the old one's count")
        #expect(after(reducer, state, .ticketsSaved(.whole([saved(1)])), changes: false) == stage)
        #expect(after(reducer, state, .workProgressed(nil), changes: true) == nil, "the end clears it")
    }
}
