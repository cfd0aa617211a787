import TestSupport
import Testing

@testable import Lotto

/// The games' schedules and "the next draw whose sales are open", with the clock passed in.
@Suite struct DrawScheduleTests {
    private func moment(_ text: String) -> Timestamp {
        Timestamp(iso8601: text)!
    }

    private func date(_ text: String) -> CivilDate {
        CivilDate(text)!
    }

    private func schedule(_ id: String) throws -> DrawSchedule {
        let game = try #require(LottoGame.named(id))
        return try #require(DrawSchedule.of(game.id))
    }

    @Test func weekdaysAreThoseOfTheCalendar() {
        #expect(Weekday(of: date("1970-01-01")) == .thursday)
        #expect(Weekday(of: date("2002-12-07")) == .saturday)
        #expect(Weekday(of: date("2026-11-23")) == .monday)
        #expect(Weekday(of: date("1969-12-31")) == .wednesday)
    }

    @Test func summerTimeBeginsAndEndsAtTheRegionsHours() {
        let eastern = TimeZoneRule.northAmericanEastern
        // 2026: from 8 March, 2:00 EST (07:00 UTC), to 1 November, 2:00 EDT (06:00 UTC).
        #expect(eastern.offset(at: moment("2026-03-08T06:59:59Z")) == -5 * 3_600)
        #expect(eastern.offset(at: moment("2026-03-08T07:00:00Z")) == -4 * 3_600)
        #expect(eastern.offset(at: moment("2026-11-01T05:59:59Z")) == -4 * 3_600)
        #expect(eastern.offset(at: moment("2026-11-01T06:00:00Z")) == -5 * 3_600)
        // 2006, under the older rule: from 2 April to 29 October.
        #expect(eastern.offset(at: moment("2006-04-02T06:59:59Z")) == -5 * 3_600)
        #expect(eastern.offset(at: moment("2006-04-02T07:00:00Z")) == -4 * 3_600)
        #expect(eastern.offset(at: moment("2006-10-29T06:00:00Z")) == -5 * 3_600)
        // The EU: 29 March and 25 October 2026, at 01:00 UTC.
        let paris = TimeZoneRule.european(standardHoursFromUTC: 1)
        #expect(paris.offset(at: moment("2026-03-29T00:59:59Z")) == 3_600)
        #expect(paris.offset(at: moment("2026-03-29T01:00:00Z")) == 7_200)
        #expect(paris.offset(at: moment("2026-10-25T00:59:59Z")) == 7_200)
        #expect(paris.offset(at: moment("2026-10-25T01:00:00Z")) == 3_600)
        #expect(TimeZoneRule.fixed(hoursFromUTC: 9).offset(at: moment("2026-07-01T00:00:00Z")) == 9 * 3_600)
    }

    @Test func aLocalTimeIsTheMomentOfItsZone() {
        let eastern = TimeZoneRule.northAmericanEastern
        #expect(eastern.moment(on: date("2026-01-02"), atMinute: 23 * 60) == moment("2026-01-03T04:00:00Z"))
        #expect(eastern.moment(on: date("2026-07-03"), atMinute: 23 * 60) == moment("2026-07-04T03:00:00Z"))
        let london = TimeZoneRule.european(standardHoursFromUTC: 0)
        #expect(london.moment(on: date("2026-07-01"), atMinute: 19 * 60 + 30) == moment("2026-07-01T18:30:00Z"))
        #expect(london.date(at: moment("2026-07-01T23:30:00Z")) == date("2026-07-02"))
        #expect(eastern.date(at: moment("2026-07-02T03:30:00Z")) == date("2026-07-01"))
    }

    @Test func kr645IsDrawnOnSaturdaysAndItsRoundsAreWeeks() throws {
        let kr645 = try schedule("kr645")
        // Sales close at 20:00 KST (11:00 UTC) on Saturday 2026-11-21, round 1251.
        let open = try #require(kr645.nextDraw(openAt: moment("2026-11-21T10:59:59Z")))
        #expect(open.date == date("2026-11-21") && open.round == 1251)
        #expect(open.salesClose == moment("2026-11-21T11:00:00Z"))
        #expect(open.drawn == moment("2026-11-21T11:35:00Z"))
        let closed = try #require(kr645.nextDraw(openAt: moment("2026-11-21T11:00:00Z")))
        #expect(closed.date == date("2026-11-28") && closed.round == 1252)
        #expect(kr645.round(on: date("2002-12-07")) == 1)
        #expect(kr645.date(ofRound: 300) == date("2008-08-30"))
        #expect(kr645.round(on: date("2026-11-22")) == nil)
        // Before the first draw, the first draw.
        #expect(kr645.nextDraw(openAt: moment("2001-01-01T00:00:00Z"))?.round == 1)
    }

    @Test func aNewDrawDayCountsFromItsEra() throws {
        let powerball = try schedule("powerball")
        // After Saturday 2021-08-21's sales close (22:00 EDT, 02:00 UTC): Monday the 23rd, the
        // first Monday draw; a week earlier, the Wednesday.
        #expect(powerball.nextDraw(openAt: moment("2021-08-22T02:00:00Z"))?.date == date("2021-08-23"))
        #expect(powerball.nextDraw(openAt: moment("2021-08-15T02:00:00Z"))?.date == date("2021-08-18"))
        #expect(powerball.nextDraw(openAt: moment("2021-08-22T01:59:59Z"))?.date == date("2021-08-21"))
        let euromillions = try schedule("euromillions")
        #expect(euromillions.nextDraw(openAt: moment("2011-05-07T12:00:00Z"))?.date == date("2011-05-10"))
        #expect(euromillions.nextDraw(openAt: moment("2011-04-30T12:00:00Z"))?.date == date("2011-05-06"))
        #expect(powerball.round(on: date("2021-08-23")) == nil)
    }

    @Test func aSalesCloseInWinterAndInSummer() throws {
        let megamillions = try schedule("megamillions")
        // Friday 2026-01-02: sales close at 22:45 EST (03:45 UTC); Friday 2026-07-03 at 22:45 EDT.
        #expect(megamillions.nextDraw(openAt: moment("2026-01-03T03:44:59Z"))?.date == date("2026-01-02"))
        #expect(megamillions.nextDraw(openAt: moment("2026-01-03T03:45:00Z"))?.date == date("2026-01-06"))
        #expect(megamillions.nextDraw(openAt: moment("2026-07-04T02:44:59Z"))?.date == date("2026-07-03"))
        #expect(megamillions.nextDraw(openAt: moment("2026-07-04T02:45:00Z"))?.date == date("2026-07-07"))
    }

    /// For every game with a schedule and 2,000 moments from 1995 to 2035: the next draw is a
    /// draw day whose sales are open, and no draw day before it still is.
    @Test func theNextDrawIsTheFirstOpenOneForEveryGame() throws {
        var generator = SeededRandomNumberGenerator(seed: 21)
        let first = moment("1995-01-01T00:00:00Z").secondsSince1970
        let last = moment("2035-12-31T23:59:59Z").secondsSince1970
        var checked = 0
        for game in LottoGame.all {
            let schedule = try #require(DrawSchedule.of(game.id), "\(game.id) has no schedule")
            for _ in 0..<2_000 {
                let now = Timestamp(secondsSince1970: Int64.random(in: first...last, using: &generator))
                let next = try #require(schedule.nextDraw(openAt: now))
                #expect(schedule.isDrawDay(next.date) && next.salesClose > now, "\(game.id) at \(now)")
                #expect(next.salesClose <= next.drawn)
                var day = schedule.zone.date(at: now)
                while day < next.date {
                    let open = schedule.isDrawDay(day) && schedule.scheduledDraw(on: day).salesClose > now
                    #expect(!open || (schedule.eras.first?.from.map { day < $0 } ?? false), "\(game.id) \(day)")
                    day = CivilDate(daysSince1970: day.daysSince1970 + 1)
                }
                // At most a week after today, or after the first draw.
                let from = max(schedule.zone.date(at: now), schedule.eras.first?.from ?? schedule.zone.date(at: now))
                #expect(next.date.daysSince1970 - from.daysSince1970 <= 7)
                checked += 1
            }
        }
        #expect(checked == LottoGame.all.count * 2_000)
    }

    /// At the clock's limits: the first draw from the earliest moment; at the last moment
    /// (9999-12-31T23:59:59Z), none but a draw of 9999-12-31 whose sales still close later
    /// (Mega Millions' Friday draw, 22:45 in New York); never a trap or an endless search.
    @Test func theClocksLimitsEndTheSearch() throws {
        for game in LottoGame.all {
            let schedule = try #require(DrawSchedule.of(game.id))
            let earliest = Timestamp(secondsSince1970: .min)
            let first = try #require(schedule.nextDraw(openAt: earliest), "\(game.id)")
            #expect(schedule.isDrawDay(first.date))
            let last = schedule.nextDraw(openAt: Timestamp(secondsSince1970: .max))
            #expect(last?.date == (game.id.rawValue == "megamillions" ? CivilDate.latest : nil), "\(game.id)")
        }
    }

    /// Every real draw of the samples falls on a draw day of its game's schedule of that date,
    /// and each Korean round is the round its date says.
    @Test(arguments: DrawSamples.all)
    func everyRealDrawIsOnADrawDay(file: String) throws {
        let draws = try DrawImport.draws(in: DrawSamples.bytes(file), name: file).draws.map(\.draw)
        #expect(!draws.isEmpty)
        for draw in draws {
            let schedule = try #require(DrawSchedule.of(draw.game.id))
            #expect(schedule.isDrawDay(draw.date), "\(file): \(draw.date) is a \(Weekday(of: draw.date))")
            if schedule.weeklyRoundsFrom != nil {
                #expect(schedule.round(on: draw.date) == draw.round, "\(file): round \(draw.round ?? 0)")
            }
        }
    }

    /// A multi-draw ticket's draws follow the schedule of each day: Powerball's span from a
    /// Wednesday of August 2021 takes in the Mondays drawn from 2021-08-23.
    @Test func consecutiveDrawsFollowTheDaysOfEachEraAcrossAChange() throws {
        let powerball = try schedule("powerball")
        let dates = powerball.draws(from: date("2021-08-18"), count: 4)?.map(\.date)
        #expect(dates == ["2021-08-18", "2021-08-21", "2021-08-23", "2021-08-25"].map(date))
        let euromillions = try schedule("euromillions")
        // Fridays alone until Tuesdays joined them on 2011-05-10.
        #expect(
            euromillions.draws(from: date("2011-04-29"), count: 4)?.map(\.date)
                == ["2011-04-29", "2011-05-06", "2011-05-10", "2011-05-13"].map(date))
    }

    @Test func consecutiveDrawsCarryTheirRoundsAndMoments() throws {
        let kr645 = try schedule("kr645")
        let draws = try #require(kr645.draws(from: date("2026-11-28"), count: 4))
        #expect(draws.map(\.round) == [1252, 1253, 1254, 1255])
        #expect(draws.map(\.date) == ["2026-11-28", "2026-12-05", "2026-12-12", "2026-12-19"].map(date))
        #expect(draws == draws.map { kr645.scheduledDraw(on: $0.date) })
        #expect(kr645.draws(from: date("2026-11-28"), count: 1) == [kr645.scheduledDraw(on: date("2026-11-28"))])
    }

    /// No span starts on a day the game is not drawn, and none runs past 9999-12-31, the last
    /// date lotto's files hold (kr645's last draw lotto can write is Saturday 9999-12-25).
    @Test func aSpanNeedsADrawDayToStartAndDatesLottoCanWrite() throws {
        let kr645 = try schedule("kr645")
        #expect(kr645.draws(from: date("2026-11-29"), count: 2) == nil)
        #expect(kr645.draws(from: date("9999-12-25"), count: 1)?.count == 1)
        #expect(kr645.draws(from: date("9999-12-25"), count: 2) == nil)
        #expect(kr645.draws(from: date("9999-12-18"), count: 2)?.last?.date == date("9999-12-25"))
        #expect(kr645.draws(from: date("2026-11-28"), count: 0) == nil)
    }
}
