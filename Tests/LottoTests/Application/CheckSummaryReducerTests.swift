import Flux
import Testing

@testable import Lotto

/// The check's summary as a value: each tier counted, prizes added up by each draw's era and
/// game, what is not known counted apart.
@Suite struct CheckSummaryReducerTests: ReducerTesting {
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
        // Spent: the ticket checked and the one pending, bought all the same.
        #expect(korean.spent == 3_000 && korean.won == 143_934_100 && korean.net == 143_931_100)
        #expect(korean.pending == 1 && korean.pendingCost == 1_000 && korean.currency == .won)
        let american = state.games[1]
        #expect(american.winnersPerTier == [1, 0, 0, 0, 0, 0, 0, 0, 1] && american.checked == 2)
        #expect(american.spent == 500 && american.won == 400 && american.net == -100 && american.unknownPrizes == 1)
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
        #expect(state.games[0].spent == 500 && state.games[0].checked == 0, "nothing checked, one bought")
        #expect(state.gamesWithoutDraws == [superEnalotto.id])
    }
}
