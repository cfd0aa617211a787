import Flux
import Testing

@testable import Lotto

/// The check summary's next steps, decided by its reducer from what the check found, with no
/// dispatcher: the draws of a game none of whose draws is recorded; the results, when every
/// ticket waits though draws are recorded; against one recorded draw, a check of each ticket
/// against its own when some were for other draws; nothing when nothing is missing.
@Suite struct CheckNextStepTests {
    private let reducer = CheckSummaryReducer()
    private let kr645 = LottoGame.korean645.id

    private func ticket(_ id: Int, _ game: LottoGame, _ text: String, for date: String?) throws -> SavedTicket {
        SavedTicket(
            id: id, game: game.id, ticket: try LottoTicket(parsing: text[...], game: game),
            savedAt: Timestamp(secondsSince1970: 0),
            draw: try date.map { TicketDraw(date: try #require(CivilDate($0))) })
    }

    /// The summary after `results`, in two pages, against `target`.
    private func summary(_ results: [CheckResult], against target: CheckTarget) -> CheckSummary {
        var state = reducer.initialState
        let half = results.count / 2
        _ = reducer.reduce(
            into: &state,
            .ticketsChecked(Page(items: Array(results[..<half]), isFirst: true, isLast: false), against: target))
        _ = reducer.reduce(
            into: &state,
            .ticketsChecked(Page(items: Array(results[half...]), isFirst: false, isLast: true), against: target))
        #expect(state.isComplete)
        return state
    }

    private var round1: RecordedDraw {
        get throws {
            try RecordedDraw(
                game: .korean645, date: #require(CivilDate("2002-12-07")), round: 1,
                numbers: [10, 23, 29, 33, 37, 40], extra: [16])
        }
    }

    @Test func aGameWithNoDrawRecordedCallsForItsDrawsAndTheOthersForNothing() throws {
        let powerball = try #require(LottoGame.named("powerball"))
        var matchers = TicketDrawMatchers(DrawHistory([try round1]))
        let results = [
            try ticket(1, .korean645, "10 16 23 29 33 37", for: "2002-12-07"),  // checked
            try ticket(2, powerball, "1 2 3 4 5 + 6", for: "2017-12-30"),  // pending, no powerball draw recorded
        ].map { matchers.check($0) }
        let state = summary(results, against: .ownDraws(of: nil, recorded: [kr645]))
        #expect(state.nextSteps == [.recordDraws(of: powerball.id)])
        let recorded = summary(results, against: .ownDraws(of: nil, recorded: [kr645, powerball.id]))
        #expect(recorded.nextSteps.isEmpty, "a ticket checked and one waiting for a recorded game: nothing missing")
    }

    @Test func everyTicketWaitingThoughDrawsAreRecordedCallsForTheResults() throws {
        var matchers = TicketDrawMatchers(DrawHistory([try round1]))
        let results = [
            try ticket(1, .korean645, "1 2 3 4 5 6", for: "2026-11-28"),
            try ticket(2, .korean645, "1 2 3 4 5 7", for: "2026-12-05"),
        ].map { matchers.check($0) }
        #expect(summary(results, against: .ownDraws(of: nil, recorded: [kr645])).nextSteps == [.awaitResults])
        // None of the game's draws is recorded: its draws to record, not the results to wait for.
        #expect(
            summary(results, against: .ownDraws(of: kr645, recorded: [])).nextSteps == [.recordDraws(of: kr645)])
        // A ticket for no draw is not waiting: not every ticket waits.
        let withNoDraw = results + [matchers.check(try ticket(3, .korean645, "1 2 3 4 5 8", for: nil))]
        #expect(summary(withNoDraw, against: .ownDraws(of: nil, recorded: [kr645])).nextSteps.isEmpty)
    }

    /// A draw counts as held by the moment the matchers are given (the action creator's, from
    /// its clock): its tickets call for the draws to be recorded now, not waited for, and are
    /// counted apart among the pending.
    @Test func ticketsForDrawsHeldCallForThemToBeRecorded() throws {
        // Round 1252 (2026-11-28) is drawn at 20:35 in Seoul, 11:35 UTC; round 1253 is to come.
        let moment = try #require(Timestamp(iso8601: "2026-11-28T11:35:00Z"))
        var matchers = TicketDrawMatchers(DrawHistory([try round1])) { $0 == self.kr645 ? moment : nil }
        let results = [
            try ticket(1, .korean645, "1 2 3 4 5 6", for: "2026-11-28"),
            try ticket(2, .korean645, "1 2 3 4 5 7", for: "2026-12-05"),
        ].map { matchers.check($0) }
        #expect(results.map(\.status) == [.pending, .pending])
        #expect(results.map(\.isDrawHeld) == [true, false])
        let state = summary(results, against: .ownDraws(of: nil, recorded: [kr645]))
        #expect(state.nextSteps == [.recordHeldDraws(count: 1)])
        #expect(state.games.first?.pending == 2 && state.games.first?.notRecorded == 1)
        #expect(state.games.first?.notRecordedCost == 1000)
        // A second earlier, the draw is not held yet.
        var before = TicketDrawMatchers(DrawHistory([try round1])) { _ in
            Timestamp(secondsSince1970: moment.secondsSince1970 - 1)
        }
        let waiting = try ticket(1, .korean645, "1 2 3 4 5 6", for: "2026-11-28")
        #expect(!before.check(waiting).isDrawHeld)
    }

    @Test func againstOneRecordedDrawTicketsForOthersCallForACheckOfTheirOwn() throws {
        let draw = try round1
        let tickets = [
            try ticket(1, .korean645, "1 2 3 4 5 6", for: "2002-12-07"),
            try ticket(2, .korean645, "1 2 3 4 5 6", for: "2002-12-14"),
            try ticket(3, .korean645, "1 2 3 4 5 6", for: nil),
        ]
        let state = summary(tickets.map(draw.check), against: .recorded(draw))
        #expect(state.nextSteps == [.checkOwnDraws(forOtherDraws: 1, of: 3)])
        let own = summary([draw.check(tickets[0]), draw.check(tickets[2])], against: .recorded(draw))
        #expect(own.nextSteps.isEmpty, "every ticket for that draw or none")
        // A typed draw is no ticket's own: nothing to suggest.
        #expect(summary(tickets.map(draw.draw.check), against: .typed(draw.draw)).nextSteps.isEmpty)
    }

    /// A new check starts afresh: the steps of the last do not stay.
    @Test func aNewCheckForgetsTheLastOnesSteps() throws {
        var matchers = TicketDrawMatchers(DrawHistory())
        let waiting = matchers.check(try ticket(1, .korean645, "1 2 3 4 5 6", for: "2026-11-28"))
        var state = summary([waiting, waiting], against: .ownDraws(of: nil, recorded: []))
        #expect(state.nextSteps == [.recordDraws(of: kr645)])
        let draw = try round1
        _ = reducer.reduce(
            into: &state,
            .ticketsChecked(
                .whole([draw.check(try ticket(2, .korean645, "1 2 3 4 5 6", for: "2002-12-07"))]),
                against: .recorded(draw)))
        #expect(state.nextSteps.isEmpty)
    }
}
