/// When a game is drawn: its draw days, which changed over eras as its rules did, the local
/// time of the draw and of the close of sales, and its time zone.
public struct DrawSchedule: Hashable, Sendable {
    /// The draw days from a date until the next era began.
    public struct Era: Hashable, Sendable {
        /// The first draw under these days; `nil` for days whose start lotto does not know.
        public let from: CivilDate?
        public let days: Set<Weekday>

        public init(_ from: CivilDate?, _ days: Set<Weekday>) {
            self.from = from
            self.days = days
        }
    }

    /// The draw days over time, oldest first.
    public let eras: [Era]
    /// The draw, in minutes after local midnight (20:35 is 1235).
    public let drawMinute: Int
    /// When sales for a draw close on its day, in minutes after local midnight.
    public let salesCloseMinute: Int
    public let zone: TimeZoneRule
    /// The date of round 1, for a game whose rounds are one a week from it (kr645); `nil` for
    /// a game whose draws lotto cannot number.
    public let weeklyRoundsFrom: CivilDate?

    public init(
        eras: [Era], drawAt drawMinute: Int, salesCloseAt salesCloseMinute: Int, zone: TimeZoneRule,
        weeklyRoundsFrom: CivilDate? = nil
    ) {
        precondition(!eras.isEmpty && eras.allSatisfy { !$0.days.isEmpty }, "a schedule draws on some day")
        self.eras = eras
        self.drawMinute = drawMinute
        self.salesCloseMinute = salesCloseMinute
        self.zone = zone
        self.weeklyRoundsFrom = weeklyRoundsFrom
    }

    /// Whether the game is drawn on `date`, by the days of that date's era.
    public func isDrawDay(_ date: CivilDate) -> Bool {
        days(on: date)?.contains(Weekday(of: date)) ?? false
    }

    /// The draw days of `date`'s era; `nil` before the first draw.
    public func days(on date: CivilDate) -> Set<Weekday>? {
        eras.last(where: { $0.from.map { $0 <= date } ?? true })?.days
    }

    /// The round of the draw on `date`, for a game whose rounds are one a week; `nil` when the
    /// game's draws have no number lotto knows, or `date` is not a draw of it.
    public func round(on date: CivilDate) -> Int? {
        guard let first = weeklyRoundsFrom else { return nil }
        let days = date.daysSince1970 - first.daysSince1970
        guard days >= 0, days % 7 == 0 else { return nil }
        return days / 7 + 1
    }

    /// The date of round `round`, for a game whose rounds are one a week; `nil` for a round
    /// past the year 9999.
    public func date(ofRound round: Int) -> CivilDate? {
        guard let first = weeklyRoundsFrom, round >= 1, round <= 1_000_000 else { return nil }
        let date = CivilDate(daysSince1970: first.daysSince1970 + 7 * (round - 1))
        return date.year <= 9999 ? date : nil
    }

    /// The first draw whose sales are still open at `moment`; `nil` past the last moment
    /// lotto can write (the year 9999), where no draw's sales close later.
    public func nextDraw(openAt moment: Timestamp) -> ScheduledDraw? {
        var date = zone.date(at: moment)
        if let start = eras.first?.from, date < start { date = start }
        // Every era draws at least once a week: the draw is at most a week and a day away.
        for _ in 0...8 {
            // A date past 9999-12-31 cannot be written (a year has four digits in lotto's files).
            guard date <= CivilDate.latest else { return nil }
            if isDrawDay(date), zone.secondsSince1970(on: date, atMinute: salesCloseMinute) > seconds(moment) {
                return scheduledDraw(on: date)
            }
            date = CivilDate(daysSince1970: date.daysSince1970 + 1)
        }
        return nil
    }

    /// The `count` consecutive draws from the one on `first`, in date order: `first`, then each
    /// next day the game is drawn, by the days of that day's era (a span that crosses a change
    /// of days follows it). `nil` when `first` is not a draw day, or when a draw would fall
    /// past the last date lotto can write (the year 9999).
    public func draws(from first: CivilDate, count: Int) -> [ScheduledDraw]? {
        drawDates(from: first, count: count)?.map(scheduledDraw(on:))
    }

    /// The dates of ``draws(from:count:)``, without the moments of each: what a saved ticket
    /// for several draws needs, each time it is listed or checked.
    public func drawDates(from first: CivilDate, count: Int) -> [CivilDate]? {
        guard count >= 1, first <= CivilDate.latest, isDrawDay(first) else { return nil }
        var dates = [first]
        dates.reserveCapacity(count)
        // Days counted since 1970, each era's days a bit a weekday: as ``isDrawDay(_:)`` finds
        // them, without a date made and a set hashed for each day of every week laid out.
        let latest = CivilDate.latest.daysSince1970
        let starts = eras.map { $0.from?.daysSince1970 }
        let weekdays = eras.map { $0.days.reduce(0) { $0 | 1 << $1.rawValue } }
        func isDrawn(onDay day: Int) -> Bool {
            guard let era = starts.lastIndex(where: { $0.map { $0 <= day } ?? true }) else { return false }
            return weekdays[era] & 1 << Weekday(daysSince1970: day).rawValue != 0
        }
        var day = first.daysSince1970
        while dates.count < count {
            // Every era draws at least once a week: the next draw is at most a week away.
            var step = 0
            repeat {
                guard day < latest, step < 7 else { return nil }
                day += 1
                step += 1
            } while !isDrawn(onDay: day)
            dates.append(CivilDate(daysSince1970: day))
        }
        return dates
    }

    /// The last draw held by `moment` (its draw time passed), by the game's own local date;
    /// `nil` before the first draw, or past the last date lotto can write.
    public func lastDraw(heldBy moment: Timestamp) -> ScheduledDraw? {
        var date = min(zone.date(at: moment), CivilDate.latest)
        // Every era draws at least once a week: the last draw is at most a week back.
        for _ in 0...8 {
            if isDrawDay(date), hasDrawn(on: date, by: moment) { return scheduledDraw(on: date) }
            date = CivilDate(daysSince1970: date.daysSince1970 - 1)
        }
        return nil
    }

    /// Whether the draw of `date` has been held by `moment`: its local date has come, and its
    /// draw time passed.
    public func hasDrawn(on date: CivilDate, by moment: Timestamp) -> Bool {
        zone.secondsSince1970(on: date, atMinute: drawMinute) <= seconds(moment)
    }

    /// `moment` in seconds since 1970, to compare with the times of a day unclamped (the
    /// evenings of 9999-12-31 west of Greenwich).
    private func seconds(_ moment: Timestamp) -> Int {
        Int(moment.secondsSince1970)
    }

    /// The draw on `date`, with its round and the moments of its sales close and its draw.
    public func scheduledDraw(on date: CivilDate) -> ScheduledDraw {
        ScheduledDraw(
            date: date, round: round(on: date), salesClose: zone.moment(on: date, atMinute: salesCloseMinute),
            drawn: zone.moment(on: date, atMinute: drawMinute))
    }
}
