import Flux
import Testing

@testable import Lotto

/// An update's results as store state: what `lotto draws update` exits with and the app's `u`
/// says once it is done, read from the store rather than returned to the caller.
@Suite struct DrawUpdateReducerTests: ReducerTesting {
    private let reducer = DrawUpdateReducer()
    private let powerball = GameID(.powerball)

    private func update(_ game: GameID, added: Int, behind: Bool) throws -> DrawUpdate {
        var summary = DrawMergeSummary()
        summary.added = added
        let held = DrawUpdate.Draw(date: CivilDate(year: 2026, month: 11, day: 14)!, round: 1250)
        let due = DrawUpdate.Draw(date: CivilDate(year: 2026, month: 11, day: 21)!, round: 1251)
        return DrawUpdate(
            game: game, publisher: .dhlottery, address: try #require(WebAddress("https://www.dhlottery.co.kr")),
            path: "/lt645/selectPstLt645Info.do", requests: 1, received: added, summary: summary,
            lastHeld: behind ? held : due, latestDue: due)
    }

    private func failure(_ game: GameID) throws -> DrawUpdateFailure {
        let address = try #require(WebAddress("https://data.ny.gov"))
        return DrawUpdateFailure(game: game, error: DrawUpdateError(game: game, address: address, reason: .noDraws))
    }

    /// The games asked for come first; the update is complete once each has its result,
    /// updated or failed, and the state says which are behind and how many draws were added.
    @Test func anUpdateIsCompleteOnceEveryGameAskedForHasItsResult() throws {
        var state = after(reducer, reducer.initialState, .drawUpdateStarted(games: [kr645, powerball]), changes: true)
        #expect(state.games == [kr645, powerball] && !state.isComplete)
        let behind = try update(kr645, added: 2, behind: true)
        state = after(reducer, state, .drawsUpdated(DrawHistory(), behind), changes: true)
        #expect(!state.isComplete, "one game of two is done")
        state = after(reducer, state, .drawUpdateFailed(try failure(powerball)), changes: true)
        #expect(state.isComplete && state.added == 2 && state.behind == [behind])
        #expect(state.failed.map(\.game) == [powerball])
    }

    /// A second update (the app's `u` pressed again) starts from nothing: its summary is its
    /// own, not added to the last's.
    @Test func aNewUpdateClearsTheLastOnesResults() throws {
        var state = after(reducer, reducer.initialState, .drawUpdateStarted(games: [kr645]), changes: true)
        let updated = try update(kr645, added: 3, behind: false)
        state = after(reducer, state, .drawsUpdated(DrawHistory(), updated), changes: true)
        #expect(state.isComplete && state.added == 3 && state.behind.isEmpty)
        state = after(reducer, state, .drawUpdateStarted(games: [kr645, powerball]), changes: true)
        #expect(state.games == [kr645, powerball] && state.finished.isEmpty && state.failed.isEmpty)
        #expect(!state.isComplete && state.added == 0)
    }
}
