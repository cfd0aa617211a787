import Flux
import Testing

@testable import Lotto

/// The draw history, its frequencies, the backtest's totals and an update's progress, as values.
@Suite struct HistoryReducerTests: ReducerTesting {
    @Test func numbersAreCountedForAGamesReadOnly() {
        let reducer = NumberFrequencyReducer()
        let unchanged = after(
            reducer, reducer.initialState, .savedTicketsLoaded(.whole([saved(1)]), game: nil), changes: false)
        #expect(unchanged == reducer.initialState, "a list of every game is not a count of one")
        let state = after(
            reducer,
            reducer.initialState, .savedTicketsLoaded(.whole([saved(1), saved(2)]), game: kr645), changes: true)
        #expect(
            state.tickets == 2 && state.main[1] == 2 && state.main[7] == 0 && state.isComplete && state.game == kr645)
    }

    private func recorded(_ round: Int, _ numbers: [Int], bonus: Int, day: Int) throws -> RecordedDraw {
        try RecordedDraw(
            game: .korean645, date: CivilDate(year: 2002, month: 12, day: 7 + day)!, round: round, numbers: numbers,
            extra: [bonus])
    }

    @Test func theDrawHistoryTakesEachLoadAndRecording() throws {
        let reducer = DrawHistoryReducer()
        let first = DrawHistory([try recorded(1, [1, 2, 3, 4, 5, 6], bonus: 7, day: 0)])
        let selection = DrawSelection(game: kr645, last: 1)
        var state = after(reducer, reducer.initialState, .drawHistoryLoaded(first, selection: selection), changes: true)
        #expect(state.isLoaded && state.history == first && state.selection == selection && state.lastRecording == nil)
        #expect(state.selectedDraws == first.draws)
        let second = DrawHistory(first.draws + [try recorded(2, [7, 8, 9, 10, 11, 12], bonus: 1, day: 7)])
        var summary = DrawMergeSummary()
        summary.added = 1
        let recording = DrawRecording(draws: [second.draws[1]], summary: summary, source: nil, layouts: [])
        state = after(reducer, state, .drawsRecorded(second, recording), changes: true)
        #expect(state.history == second && state.lastRecording == recording)
        #expect(state.selection == selection, "a recording keeps the selection")
        #expect(
            after(reducer, state, .ticketsSaved(.whole([saved(1)])), changes: false) == state,
            "other actions change nothing")
    }

    @Test func drawFrequenciesCountEachNumberAndHowLongAgoItWasDrawn() throws {
        let reducer = DrawFrequencyReducer()
        let history = DrawHistory([
            try recorded(1, [1, 2, 3, 4, 5, 6], bonus: 7, day: 0),
            try recorded(2, [1, 2, 3, 40, 41, 45], bonus: 6, day: 7),
            try recorded(3, [1, 10, 20, 30, 40, 44], bonus: 2, day: 14),
        ])
        #expect(
            after(
                reducer, reducer.initialState, .drawHistoryLoaded(history, selection: DrawSelection()), changes: false)
                == reducer.initialState, "no game: nothing counted")
        let state = after(
            reducer,
            reducer.initialState, .drawHistoryLoaded(history, selection: DrawSelection(game: kr645)), changes: true)
        #expect(state.game == kr645 && state.draws == 3)
        #expect(
            state.main[1] == 3 && state.main[2] == 2 && state.main[40] == 2 && state.main[45] == 1 && state.main[7] == 0
        )
        #expect(state.mainLastSeen[1] == 0 && state.mainLastSeen[2] == 1 && state.mainLastSeen[6] == 2)
        #expect(state.mainLastSeen[7] == nil)
        #expect(state.extra[7] == 1 && state.extra[6] == 1 && state.extra[2] == 1 && state.extraLastSeen[2] == 0)
        #expect(state.mainRange == 1...45 && state.extraRange == 1...45, "kr645's bonus comes from the main drum")
        let last = after(
            reducer,
            reducer.initialState, .drawHistoryLoaded(history, selection: DrawSelection(game: kr645, last: 1)),
            changes: true)
        #expect(last.draws == 1 && last.main[2] == 0 && last.main[44] == 1, "only the selected draws")
    }

    @Test func theBacktestTotalsStartWithEachBacktestAndAddUpItsPages() throws {
        let reducer = BacktestSummaryReducer()
        let setup = BacktestSetup(
            game: kr645, tiers: LottoGame.korean645.tiers,
            draws: [try recorded(1, [1, 2, 3, 4, 5, 6], bonus: 7, day: 0)], currency: .won,
            costPerTicket: 1_000, randomTicketsPerDraw: nil)
        func result(_ hits: [Int], won: Int128, unknown: Int = 0, random: Bool = false) -> TicketBacktest {
            TicketBacktest(
                ticket: random ? nil : BacktestTicket(id: nil, ticket: ticket), hits: hits, won: won,
                unknownPrizes: unknown, plays: 1)
        }
        var state = after(
            reducer,
            reducer.initialState,
            .ticketsBacktested(
                Page(
                    items: [result([1, 0, 0, 0, 0], won: 2_000_000_000), result([0, 0, 0, 0, 1], won: 5_000)],
                    isFirst: true, isLast: false), setup: setup), changes: true)
        #expect(state.setup == setup && !state.isComplete)
        state = after(
            reducer,
            state,
            .ticketsBacktested(
                Page(items: [result([0, 1, 0, 0, 0], won: 0, unknown: 1)], isFirst: false, isLast: true), setup: setup),
            changes: true)
        #expect(state.isComplete && state.hits == [1, 1, 0, 0, 1] && state.plays == 3)
        #expect(state.won == 2_000_005_000 && state.unknownPrizes == 1)
        #expect(state.tickets == 3 && state.spent == 3_000 && state.net == 2_000_002_000)
        #expect(state.returnBasisPoints == 6_666_683_333, "2,000,005,000 x 10,000 / 3,000, rounded half up")
        // A random backtest counts its tickets a draw; a new backtest starts afresh.
        let random = BacktestSetup(
            game: kr645, tiers: LottoGame.korean645.tiers, draws: setup.draws, currency: .won, costPerTicket: 1_000,
            randomTicketsPerDraw: 100)
        let fresh = after(
            reducer,
            state, .ticketsBacktested(.whole([result([0, 0, 0, 0, 2], won: 10_000, random: true)]), setup: random),
            changes: true)
        #expect(fresh.tickets == 100 && fresh.hits == [0, 0, 0, 0, 2] && fresh.won == 10_000 && fresh.isComplete)
        #expect(
            after(reducer, fresh, .ticketsSaved(.whole([saved(1)])), changes: false) == fresh,
            "other actions change nothing")
    }

    /// An update's progress replaces the last; a game's end clears it and adds its result, or
    /// only clears it when the game failed. The `Bool` each returns is what makes the store
    /// emit a change: true for each of these, false for an action of another kind.
    @Test func anUpdateShowsItsProgressThenEachGamesResult() throws {
        let reducer = DrawUpdateReducer()
        let address = try #require(WebAddress("https://www.dhlottery.co.kr"))
        var progress = DrawUpdateProgress(game: kr645, address: address)
        progress.requests = 2
        var state = reducer.initialState
        #expect(reducer.reduce(into: &state, .drawUpdateProgressed(progress)))
        #expect(state.current == progress && state.finished.isEmpty)
        var summary = DrawMergeSummary()
        summary.added = 1
        let update = DrawUpdate(
            game: kr645, publisher: .dhlottery, address: address, path: "/lt645/selectPstLt645Info.do", requests: 2,
            received: 1, summary: summary)
        #expect(reducer.reduce(into: &state, .drawsUpdated(DrawHistory(), update)))
        #expect(state.current == nil && state.finished == [update])
        #expect(reducer.reduce(into: &state, .drawUpdateProgressed(progress)))
        let failure = DrawUpdateFailure(
            game: GameID(.powerball),
            error: DrawUpdateError(game: GameID(.powerball), address: address, reason: .noDraws))
        #expect(reducer.reduce(into: &state, .drawUpdateFailed(failure)))
        #expect(state.current == nil && state.finished == [update], "a failed game adds no result")
        #expect(state.failed == [failure])
        let before = state
        #expect(!reducer.reduce(into: &state, .ticketsSaved(.whole([saved(1)]))))
        #expect(state == before, "other actions change nothing")
    }
}
