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

    /// The state after `action`, having expected the reducer to say whether it changed: the
    /// `Bool` that decides whether a store emits a change, true exactly when the state differs.
    private func after<R: Reducer>(
        _ reducer: R, _ state: R.State, _ action: LottoAction, changes: Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> R.State where R.Action == LottoAction, R.State: Equatable {
        var next = state
        let changed = reducer.reduce(into: &next, action)
        #expect(changed == changes, "the reducer says whether the state changed", sourceLocation: sourceLocation)
        #expect(changed == (next != state), "it changed exactly when it says so", sourceLocation: sourceLocation)
        return next
    }

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

    @Test func theCheckSummaryCountsEachTierAndStartsAfreshWithEachCheck() throws {
        let reducer = CheckSummaryReducer()
        let draw = try WinningDraw(numbers: [1, 2, 3, 4, 5, 6], bonus: [7], game: .korean645)
        let results = [saved(1), saved(2, other)].map(draw.check)
        var state = after(
            reducer,
            reducer.initialState,
            .ticketsChecked(Page(items: results, isFirst: true, isLast: false), against: .typed(draw)), changes: true)
        #expect(state.games.map(\.game.id) == [kr645])
        #expect(state.games[0].winnersPerTier == [1, 0, 0, 0, 0] && state.games[0].losers == 1 && !state.isComplete)
        state = after(
            reducer,
            state, .ticketsChecked(Page(items: [], isFirst: false, isLast: true), against: .typed(draw)), changes: true)
        #expect(state.isComplete && state.draw == draw)
        state = after(reducer, state, .ticketsChecked(.whole([]), against: .typed(draw)), changes: true)
        #expect(
            state.games[0].winnersPerTier == [0, 0, 0, 0, 0] && state.games[0].losers == 0, "a new check starts afresh")
    }

    @Test func aCheckOfARecordedDrawAddsUpTheKnownPrizesAndCountsTheUnknown() throws {
        let reducer = CheckSummaryReducer()
        let recorded = try RecordedDraw(
            game: .korean645, date: #require(CivilDate("2022-03-05")), round: 1005, numbers: [1, 2, 3, 4, 5, 6],
            extra: [7], prizes: [PrizeRecord(tier: 3, winners: 2, amount: 1_500_000)])
        let tickets = [
            saved(1),  // 6: tier 1, not recorded: unknown
            saved(2, try LottoTicket(numbers: [1, 2, 3, 4, 5, 9])),  // tier 3, recorded
            saved(3, try LottoTicket(numbers: [1, 2, 3, 4, 10, 11])),  // tier 4, fixed since 2022-03-05
            saved(4, other),  // nothing
        ]
        let state = after(
            reducer,
            reducer.initialState,
            .ticketsChecked(.whole(tickets.map(recorded.check)), against: .recorded(recorded)), changes: true)
        #expect(state.games[0].winnersPerTier == [1, 0, 1, 1, 0] && state.games[0].losers == 1)
        #expect(state.games[0].won == 1_500_000 + 50_000 && state.games[0].unknownPrizes == 1)
        #expect(state.recorded == recorded)
    }

    /// Against one recorded draw, the tickets bought for another are counted, by the day they
    /// keep; a ticket for no draw is not for another. Against a typed draw, none is counted.
    @Test func aCheckOfOneRecordedDrawCountsTheTicketsForOtherDraws() throws {
        let reducer = CheckSummaryReducer()
        let recorded = try RecordedDraw(
            game: .korean645, date: #require(CivilDate("2002-12-07")), round: 1, numbers: [10, 23, 29, 33, 37, 40],
            extra: [16])
        func savedTicket(_ id: Int, for date: String?) throws -> SavedTicket {
            SavedTicket(
                id: id, ticket: other, savedAt: Timestamp(secondsSince1970: 0),
                draw: try date.map { TicketDraw(date: try #require(CivilDate($0))) })
        }
        let tickets = [
            try savedTicket(1, for: "2002-12-07"), try savedTicket(2, for: "2002-12-14"), try savedTicket(3, for: nil),
            try savedTicket(4, for: "2026-11-28"),
        ]
        let state = after(
            reducer, reducer.initialState,
            .ticketsChecked(.whole(tickets.map(recorded.check)), against: .recorded(recorded)), changes: true)
        #expect(state.games.map(\.forOtherDraws) == [2] && state.games.map(\.checked) == [4])
        let typed = after(
            reducer, state, .ticketsChecked(.whole(tickets.map(recorded.draw.check)), against: .typed(recorded.draw)),
            changes: true)
        #expect(typed.games.map(\.forOtherDraws) == [0], "a typed draw is no draw a ticket is for")
    }

    /// A check of every game's tickets against their own draws: a part a game, in the order of
    /// its first ticket, each with its own tiers and currency; what the tickets checked cost and
    /// what those pending cost, each at the price of its draw's date.
    @Test func aCheckOfOwnDrawsSumsUpEachGameApart() throws {
        let reducer = CheckSummaryReducer()
        let powerball = try #require(LottoGame.named("powerball"))
        let round1 = try RecordedDraw(
            game: .korean645, date: #require(CivilDate("2002-12-07")), round: 1, numbers: [10, 23, 29, 33, 37, 40],
            extra: [16], prizes: [PrizeRecord(tier: 2, winners: 1, amount: 143_934_100)])
        let december30 = try RecordedDraw(
            game: powerball, date: #require(CivilDate("2017-12-30")), round: nil, numbers: [28, 36, 41, 51, 58],
            extra: [24])
        var matchers = TicketDrawMatchers(DrawHistory([round1, december30]))
        func ticket(_ id: Int, _ game: LottoGame, _ text: String, for date: String?) throws -> SavedTicket {
            SavedTicket(
                id: id, game: game.id, ticket: try LottoTicket(parsing: text[...], game: game),
                savedAt: Timestamp(secondsSince1970: 0),
                draw: try date.map { TicketDraw(date: try #require(CivilDate($0))) })
        }
        let tickets = [
            try ticket(1, .korean645, "10 16 23 29 33 37", for: "2002-12-07"),  // 5 + bonus: tier 2, 2,000 won then
            try ticket(2, powerball, "28 36 41 51 58 + 24", for: "2017-12-30"),  // the jackpot: shared, unknown
            try ticket(3, powerball, "1 2 3 4 5 + 24", for: "2017-12-30"),  // the Powerball alone: tier 9, $4
            try ticket(4, .korean645, "1 2 3 4 5 6", for: "2026-11-28"),  // pending, 1,000 won
            try ticket(5, powerball, "1 2 3 4 5 + 6", for: "2012-01-11"),  // pending, $1 before 2012-01-15
            try ticket(6, .korean645, "1 2 3 4 5 6", for: nil),  // no draw: neither checked nor pending
        ]
        let results = tickets.map { matchers.check($0) }
        let target = CheckTarget.ownDraws(of: nil, recorded: [kr645, powerball.id])
        var state = after(
            reducer, reducer.initialState,
            .ticketsChecked(Page(items: Array(results[..<3]), isFirst: true, isLast: false), against: target),
            changes: true)
        state = after(
            reducer, state,
            .ticketsChecked(Page(items: Array(results[3...]), isFirst: false, isLast: true), against: target),
            changes: true)
        #expect(state.isComplete && state.games.map(\.game.id) == [kr645, powerball.id])
        let korean = state.games[0]
        #expect(korean.winnersPerTier == [0, 1, 0, 0, 0] && korean.checked == 1 && korean.withoutDraw == 1)
        #expect(korean.spent == 2_000 && korean.won == 143_934_100 && korean.net == 143_932_100)
        #expect(korean.pending == 1 && korean.pendingCost == 1_000 && korean.currency == .won)
        let american = state.games[1]
        #expect(american.winnersPerTier == [1, 0, 0, 0, 0, 0, 0, 0, 1] && american.checked == 2)
        #expect(american.spent == 400 && american.won == 400 && american.net == 0 && american.unknownPrizes == 1)
        #expect(american.pending == 1 && american.pendingCost == 100 && american.currency == .dollar)
        #expect(state.gamesWithoutDraws.isEmpty)
        let noDraws = after(
            reducer, state, .ticketsChecked(.whole([results[3]]), against: .ownDraws(of: kr645, recorded: [])),
            changes: true)
        #expect(noDraws.games.map(\.game.id) == [kr645] && noDraws.gamesWithoutDraws == [kr645], "starts afresh")
        #expect(after(reducer, noDraws, .ticketsSaved(.whole([saved(9)])), changes: false) == noDraws)
    }

    /// EuroMillions tickets against their own draws of three eras: each win counts under today's
    /// tier of its rule, whatever its era numbered it (3+2 was tier 7 until 2016-09-23 and is 6
    /// since; 3+1 was tier 8 until 2011-05-09), and 2 won nothing in 2005.
    @Test func aCheckOfOwnDrawsOfSeveralErasCountsEachWinByItsRule() throws {
        let reducer = CheckSummaryReducer()
        let game = try #require(LottoGame.named("euromillions"))
        func draw(_ date: String) throws -> RecordedDraw {
            try RecordedDraw(
                game: game, date: try #require(CivilDate(date)), round: nil, numbers: [1, 2, 3, 4, 5], extra: [1, 2])
        }
        var matchers = TicketDrawMatchers(
            DrawHistory([try draw("2005-12-30"), try draw("2016-09-23"), try draw("2016-09-27")]))
        let tickets = [
            ("1 2 3 10 11 + 1 2", "2016-09-23"),  // 3+2: tier 7 then
            ("1 2 3 10 11 + 1 2", "2016-09-27"),  // 3+2: tier 6
            ("1 2 3 4 10 + 3 4", "2016-09-23"),  // 4: tier 6 then
            ("1 2 3 4 10 + 3 4", "2016-09-27"),  // 4: tier 7
            ("1 2 3 10 11 + 1 3", "2005-12-30"),  // 3+1: tier 8 then, 9 today
            ("1 2 10 11 12 + 1 2", "2005-12-30"),  // 2+2: tier 9 then, 8 today
            ("1 2 10 11 12 + 3 4", "2005-12-30"),  // 2: nothing then
            ("1 2 10 11 12 + 3 4", "2016-09-27"),  // 2: tier 13
        ]
        var results: [CheckResult] = []
        for (index, (numbers, date)) in tickets.enumerated() {
            let saved = SavedTicket(
                id: index + 1, game: game.id, ticket: try LottoTicket(parsing: numbers[...], game: game),
                savedAt: Timestamp(secondsSince1970: 0), draw: TicketDraw(date: try #require(CivilDate(date))))
            results.append(matchers.check(saved))
        }
        #expect(results.map(\.tier) == [7, 6, 6, 7, 8, 9, nil, 13], "each ticket's tier is its era's")
        let state = after(
            reducer, reducer.initialState,
            .ticketsChecked(.whole(results), against: .ownDraws(of: nil, recorded: [game.id])), changes: true)
        let summary = try #require(state.games.first)
        #expect(summary.tiers == game.tiers)
        #expect(summary.winnersPerTier == [0, 0, 0, 0, 0, 2, 2, 1, 1, 0, 0, 0, 1])
        #expect(summary.losers == 1 && summary.checked == 8 && summary.unknownPrizes == 7 && summary.won == 0)
    }

    /// A win by a rule the summary's game does not have is counted at the end, not lost.
    @Test func aWinByARuleTheGameLacksIsCountedAtTheEnd() throws {
        let reducer = CheckSummaryReducer()
        let game = TierEraTests.gameThatDroppedATier
        let draw = try RecordedDraw(
            game: game, date: try #require(CivilDate("2005-12-30")), round: nil, numbers: [1, 2, 3, 4, 5],
            extra: [1, 2])
        let two = draw.check(
            SavedTicket(
                id: 1, game: game.id, ticket: try LottoTicket(parsing: "1 2 10 11 12 + 3 4", game: game),
                savedAt: Timestamp(secondsSince1970: 0)))
        // The tickets' game, by its id, is the custom game 5/50+2/9, whose one tier is 5+2.
        let state = after(
            reducer, reducer.initialState,
            .ticketsChecked(.whole([two, two]), against: .ownDraws(of: game.id, recorded: [game.id])), changes: true)
        #expect(state.games[0].tiers.map(\.description) == ["5+2", "2"])
        #expect(state.games[0].winnersPerTier == [0, 2] && state.games[0].checked == 2)
    }

    /// A ticket of another money than its game's today (a SuperEnalotto ticket of 2001, priced
    /// in lire) is counted in a part of that money, never added to euros as if it were euros.
    @Test func aTicketOfTheLirasDaysIsCountedInLire() throws {
        let reducer = CheckSummaryReducer()
        let superEnalotto = try #require(LottoGame.named("superenalotto"))
        let ticket = SavedTicket(
            id: 1, game: superEnalotto.id, ticket: try LottoTicket(parsing: "1 2 3 4 5 6", game: superEnalotto),
            savedAt: Timestamp(secondsSince1970: 0), draw: TicketDraw(date: try #require(CivilDate("2001-12-29"))))
        var matchers = TicketDrawMatchers(DrawHistory())
        let state = after(
            reducer, reducer.initialState,
            .ticketsChecked(.whole([matchers.check(ticket)]), against: .ownDraws(of: nil, recorded: [])),
            changes: true)
        #expect(state.games[0].currency.code == "ITL")
        #expect(state.games[0].pending == 1 && state.games[0].pendingCost == 500)
        #expect(state.games[0].spent == 0 && state.games[0].checked == 0, "nothing checked, nothing spent")
        #expect(state.gamesWithoutDraws == [superEnalotto.id])
    }

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

    // MARK: The draw history, its frequencies, and the backtest's totals

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
        let failure = DrawUpdateFailure(game: GameID(.powerball), error: ActionError.noPublisher(GameID(.powerball)))
        #expect(reducer.reduce(into: &state, .drawUpdateFailed(failure)))
        #expect(state.current == nil && state.finished == [update], "a failed game adds no result")
        #expect(state.failed == [failure])
        let before = state
        #expect(!reducer.reduce(into: &state, .ticketsSaved(.whole([saved(1)]))))
        #expect(state == before, "other actions change nothing")
    }
}
