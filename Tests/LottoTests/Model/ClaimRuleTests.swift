import Testing

@testable import Lotto

/// Each game's claim deadline by its rule, at the edges: a year and a day in Korea, a year that
/// counts the day after the draw in Japan, 180 days in the UK, 29 February, and the games with
/// no one rule (sources in docs/commands.md).
@Suite struct ClaimRuleTests {
    private func date(_ text: String) throws -> CivilDate { try #require(CivilDate(text)) }

    private func deadline(_ game: KnownGame, _ draw: String) throws -> ClaimDeadline? {
        let day = try date(draw)
        return PrizeRules.of(GameID(game))?.claimRule(forDrawOn: day)?.deadline(forDrawOn: day)
    }

    @Test(arguments: [
        // dhlottery's own deadline of round 1153 (WAMT_PAY_TLMT_END_DT).
        ("2025-01-04", "2026-01-05"),
        // Round 861: paid until 2020-06-02, a year and a day across a 29 February.
        ("2019-06-01", "2020-06-02"),
        ("2018-09-29", "2019-09-30"),
        // Payment starts on a 29 February: the next year has none, so the month's last day.
        ("2032-02-28", "2033-02-28"),
        // Drawn on a 29 February (round 900): starts 1 March, ends 1 March.
        ("2020-02-29", "2021-03-01"),
        // The year's last draw: the deadline crosses two new years.
        ("2022-12-31", "2024-01-01"),
    ])
    func koreanPrizesArePaidForAYearFromTheDayAfterTheDraw(draw: String, last: String) throws {
        #expect(try deadline(.korean645, draw) == .lastDay(date(last)))
    }

    @Test(arguments: [
        ("2025-01-09", "2026-01-09"),
        // 1 March to the last of February.
        ("2024-02-29", "2025-02-28"),
        // Starts on a 29 February: ends at the end of February of a year without one.
        ("2024-02-28", "2025-02-28"),
        // 1 March to the day before 1 March: a leap year's 29 February.
        ("2027-02-28", "2028-02-29"),
        ("2026-12-31", "2027-12-31"),
    ])
    func japanesePrizesArePaidForAYearCountingTheDayAfterTheDraw(draw: String, last: String) throws {
        #expect(try deadline(.loto6, draw) == .lastDay(date(last)))
        #expect(try deadline(.loto7, draw) == .lastDay(date(last)))
    }

    @Test(arguments: [
        ("2025-01-04", "2025-07-03"),
        // 180 days over a 29 February.
        ("2024-01-06", "2024-07-04"),
        ("2023-12-30", "2024-06-27"),
    ])
    func ukPrizesArePaidFor180DaysAfterTheDraw(draw: String, last: String) throws {
        #expect(try deadline(.ukLotto, draw) == .lastDay(date(last)))
    }

    @Test func aLastDayPastTheYear9999IsNone() throws {
        #expect(try deadline(.korean645, "9999-12-25") == nil)
        #expect(try deadline(.loto6, "9999-12-30") == nil)
        #expect(try deadline(.ukLotto, "9999-12-29") == nil)
        #expect(try deadline(.ukLotto, "9999-07-04") == .lastDay(date("9999-12-31")))
    }

    @Test func gamesOfNoOneRuleSayWhoSetsIt() throws {
        #expect(try deadline(.powerball, "2025-01-04") == .words("set by the state"))
        #expect(try deadline(.megaMillions, "2025-01-03") == .words("set by the state"))
        #expect(try deadline(.euroMillions, "2025-01-03") == .words("set by the country"))
        #expect(try deadline(.euroJackpot, "2025-01-03") == .words("set by the country"))
        #expect(try deadline(.lotto649, "2025-01-04") == .words("set by the province"))
        #expect(try deadline(.superEnalotto, "2025-01-04")?.words?.contains("bulletin") == true)
        let custom = try #require(LottoGame.named("6/45"))
        #expect(PrizeRules.of(custom.id) == nil, "a custom game has no rules lotto knows")
    }
}
