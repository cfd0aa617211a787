import Flux
import Testing

@testable import Lotto

/// The check's summary by period and within draw dates, as a value: each result counted in the
/// period of its own draw's date, with the same sums as its game's part; the bounds inclusive;
/// the state as small for a million results as for a few.
@Suite struct CheckPeriodSummaryTests: ReducerTesting {
    private let reducer = CheckSummaryReducer()

    private func date(_ text: String) -> CivilDate { CivilDate(text)! }

    private func won(_ amount: Int) -> Money { Money(minorUnits: amount, currency: .won) }

    /// A kr645 result of ticket `id` for the draw of `day`: checked at 1,000 won, winning
    /// `prize` (tier 5's) when given; pending when `pending`.
    private func result(
        _ id: Int, on day: String, prize: Int? = nil, pending: Bool = false, game: GameID = LottoGame.korean645.id,
        price: Money? = nil
    ) -> CheckResult {
        let ticketDraw = TicketDraw(date: date(day))
        let ticket = SavedTicket(
            id: id, game: game, ticket: ticket, savedAt: Timestamp(secondsSince1970: 0), draw: ticketDraw)
        let price = price ?? won(1_000)
        if pending { return CheckResult(unchecked: ticket, .pending, price: price, draw: ticketDraw) }
        let tier = LottoGame.korean645.tiers[4]
        return CheckResult(
            ticket: ticket, matched: LottoTicket(bits: 0), tier: prize == nil ? nil : 5,
            rule: prize == nil ? nil : tier, prize: .known(prize.map(won) ?? won(0)), price: price, draw: ticketDraw)
    }

    private func summary(_ results: [CheckResult], _ request: CheckSummaryRequest) -> CheckSummary {
        let target = CheckTarget.ownDraws(of: nil, recorded: [kr645], summary: request)
        return after(reducer, reducer.initialState, .ticketsChecked(.whole(results), against: target), changes: true)
    }

    /// A ticket for four draws across a month's end counts in the month of each draw, at its
    /// price; its draw still to come, as pending in its month and in what was spent there (it
    /// was bought), as the summary counts it.
    @Test func eachResultCountsInThePeriodOfItsDraw() throws {
        let results = [
            result(1, on: "2026-01-24"), result(1, on: "2026-01-31", prize: 5_000), result(1, on: "2026-02-07"),
            result(1, on: "2026-02-14", pending: true), result(2, on: "2025-12-27"),
        ]
        let byMonth = summary(results, try CheckSummaryRequest(by: .month))
        let part = try #require(byMonth.games.first)
        #expect(part.periods.keys.sorted().map(\.description) == ["2025-12", "2026-01", "2026-02"])
        let january = try #require(part.periods[CheckPeriod(.month, containing: date("2026-01-01"))])
        #expect(january.checked == 2 && january.spent == 2_000 && january.won == 5_000 && january.net == 3_000)
        #expect(january.winnersPerTier == [0, 0, 0, 0, 1] && january.pending == 0)
        let february = try #require(part.periods[CheckPeriod(.month, containing: date("2026-02-28"))])
        #expect(february.checked == 1 && february.spent == 2_000 && february.pending == 1)
        #expect(february.pendingCost == 1_000 && february.net == -2_000)
        #expect(part.spent == 5_000 && part.won == 5_000 && part.pendingCost == 1_000, "the whole as before")
        #expect(part.periods.values.allSatisfy { $0.periods.isEmpty }, "a period has no periods of its own")

        let byYear = summary(results, try CheckSummaryRequest(by: .year))
        #expect(byYear.games[0].periods.keys.sorted().map(\.description) == ["2025", "2026"])
        #expect(byYear.games[0].periods[CheckPeriod(.year, containing: date("2026-12-31"))]?.spent == 4_000)
        #expect(summary(results, .whole).games[0].periods.isEmpty, "no period unless asked")
    }

    /// Two games, and one game in two moneys, each a part with its own periods.
    @Test func eachGameAndMoneyHasItsOwnPeriods() throws {
        let results = [
            result(1, on: "2026-01-03"),
            result(
                2, on: "2026-01-03", game: LottoGame.named("powerball")!.id,
                price: Money(minorUnits: 200, currency: .dollar)),
            result(3, on: "2026-02-07"),
        ]
        let state = summary(results, try CheckSummaryRequest(by: .month))
        #expect(state.games.map(\.game.id.rawValue) == ["kr645", "powerball"])
        #expect(state.games.map { $0.periods.count } == [2, 1])
        #expect(
            state.games[1].periods.values.first?.spent == 200
                && state.games[1].periods.values.first?.currency == .dollar)
    }

    /// The bounds are both included; a result for no draw is in none of them, and, unbounded,
    /// counted in its game's part but in no period.
    @Test func theBoundsAreInclusiveAndATicketForNoDrawIsInNoPeriod() throws {
        let results = [
            result(1, on: "2026-01-31"), result(2, on: "2026-02-01"), result(3, on: "2026-02-28"),
            result(4, on: "2026-03-01"),
            CheckResult(unchecked: saved(5), .noDraw),
        ]
        let bounded = summary(
            results, try CheckSummaryRequest(by: .month, since: date("2026-02-01"), until: date("2026-02-28")))
        #expect(bounded.games[0].checked == 2 && bounded.games[0].withoutDraw == 0 && bounded.games[0].spent == 2_000)
        #expect(bounded.games[0].periods.keys.map(\.description) == ["2026-02"])
        let since = summary(results, try CheckSummaryRequest(since: date("2026-02-28")))
        #expect(since.games[0].checked == 2 && since.games[0].periods.isEmpty)
        let until = summary(results, try CheckSummaryRequest(until: date("2026-01-31")))
        #expect(until.games[0].checked == 1)
        let nothing = summary(results, try CheckSummaryRequest(since: date("2027-01-01")))
        #expect(nothing.games.isEmpty && nothing.isComplete)
        let unbounded = summary(results, try CheckSummaryRequest(by: .month))
        #expect(unbounded.games[0].withoutDraw == 1 && unbounded.games[0].checked == 4)
        #expect(unbounded.games[0].periods.values.map(\.withoutDraw).allSatisfy { $0 == 0 })
    }

    @Test func aFirstDayAfterTheLastIsRefusedAndOneDayIsABound() throws {
        #expect(throws: CheckSummaryRequestError.sinceAfterUntil(date("2026-03-02"), date("2026-03-01"))) {
            try CheckSummaryRequest(since: date("2026-03-02"), until: date("2026-03-01"))
        }
        let oneDay = try CheckSummaryRequest(since: date("2026-03-01"), until: date("2026-03-01"))
        #expect(oneDay.isBounded && !CheckSummaryRequest.whole.isBounded)
    }

    @Test func aPeriodIsWrittenAsItsDatesBeginAndAYearComesBeforeItsMonths() {
        let march = CheckPeriod(.month, containing: date("0987-03-31"))
        #expect(
            march.description == "0987-03" && CheckPeriod(.year, containing: date("2026-12-31")).description == "2026")
        #expect(CheckPeriod(.month, containing: date("2026-10-01")).description == "2026-10")
        let year = CheckPeriod(.year, containing: date("2026-01-01"))
        #expect(year < CheckPeriod(.month, containing: date("2026-01-01")))
        #expect(CheckPeriod(.month, containing: date("2025-12-31")) < year)
    }

    /// A million results, in pages as a check dispatches them, over twelve months: the state is
    /// the sums of twelve periods, whatever the count of results.
    @Test func aMillionResultsKeepTwelvePeriods() throws {
        let months = (1...12).map { result($0, on: "2026-\($0 < 10 ? "0" : "")\($0)-15", prize: $0 == 1 ? 5_000 : nil) }
        let page = (0..<4_096).map { months[$0 % 12] }
        let target = CheckTarget.ownDraws(of: nil, recorded: [kr645], summary: try CheckSummaryRequest(by: .month))
        var state = reducer.initialState
        let pages = 1_000_000 / page.count + 1
        for index in 0..<pages {
            let items = index == pages - 1 ? Array(page[..<(1_000_000 % page.count)]) : page
            _ = reducer.reduce(
                into: &state,
                .ticketsChecked(Page(items: items, isFirst: index == 0, isLast: index == pages - 1), against: target))
        }
        let part = try #require(state.games.first)
        #expect(state.isComplete && state.games.count == 1 && part.checked == 1_000_000)
        #expect(part.periods.count == 12 && part.periods.values.map(\.checked).reduce(0, +) == 1_000_000)
        #expect(part.spent == 1_000_000_000 && part.periods.values.compactMap(\.spent).reduce(0, +) == 1_000_000_000)
    }
}
