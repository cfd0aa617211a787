/// A lottery's local time, as rules rather than the system's time-zone files (lotto reads no
/// such file, so that a draw's time is the same on every machine): a standard offset from UTC,
/// and the summer-time rule of the region, if it has one.
public enum TimeZoneRule: Hashable, Sendable {
    /// No summer time: Korea (UTC+9), Japan (UTC+9).
    case fixed(hoursFromUTC: Int)
    /// US and Canadian Eastern time (UTC-5, UTC-4 in summer): since 2007 from the second
    /// Sunday of March to the first Sunday of November, from 1987 to 2006 from the first
    /// Sunday of April to the last Sunday of October, at 2:00 local time.
    case northAmericanEastern
    /// The European Union's rule, at 1:00 UTC from the last Sunday of March to the last Sunday
    /// of October (since 1996), over a standard offset: 0 for the UK, 1 for France and Italy,
    /// 2 for Finland.
    case european(standardHoursFromUTC: Int)

    /// The offset from UTC, in seconds, in force at `moment`.
    public func offset(at moment: Timestamp) -> Int {
        let seconds = Int(moment.secondsSince1970)
        switch self {
        case .fixed(let hours):
            return hours * 3_600
        case .northAmericanEastern:
            let standard = -5 * 3_600
            let year = Self.ruledYear(CivilDate(daysSince1970: (seconds + standard).floorDivided(by: 86_400)))
            let (start, end) = Self.northAmericanSummer(year)
            // 2:00 local standard time, then 2:00 local summer time (1:00 standard).
            let begins = start.daysSince1970 * 86_400 + 2 * 3_600 - standard
            let ends = end.daysSince1970 * 86_400 + 1 * 3_600 - standard
            return (begins..<ends).contains(seconds) ? standard + 3_600 : standard
        case .european(let hours):
            let year = Self.ruledYear(CivilDate(daysSince1970: seconds.floorDivided(by: 86_400)))
            let begins = Self.lastSunday(of: 3, in: year).daysSince1970 * 86_400 + 3_600
            let ends = Self.lastSunday(of: 10, in: year).daysSince1970 * 86_400 + 3_600
            return (hours + ((begins..<ends).contains(seconds) ? 1 : 0)) * 3_600
        }
    }

    /// The moment a wall clock of this zone shows `minutes` after midnight on `date`. Lottery
    /// times are evenings, never in the hour a clock skips or repeats.
    public func moment(on date: CivilDate, atMinute minutes: Int) -> Timestamp {
        Timestamp(secondsSince1970: Int64(secondsSince1970(on: date, atMinute: minutes)))
    }

    /// ``moment(on:atMinute:)`` in seconds since 1970, not clamped to the years a timestamp
    /// writes: an evening of 9999-12-31 west of Greenwich is in the year 10000 in UTC, and
    /// still comes after 9999-12-31T23:59:59Z.
    func secondsSince1970(on date: CivilDate, atMinute minutes: Int) -> Int {
        let local = date.daysSince1970 * 86_400 + minutes * 60
        // The offset is that of the moment itself: try the offset of the moment read as if
        // it were UTC, then correct by the offset found there.
        let guess = local - offset(at: Timestamp(secondsSince1970: Int64(local)))
        return local - offset(at: Timestamp(secondsSince1970: Int64(guess)))
    }

    /// The date a wall clock of this zone shows at `moment`.
    public func date(at moment: Timestamp) -> CivilDate {
        CivilDate(daysSince1970: (Int(moment.secondsSince1970) + offset(at: moment)).floorDivided(by: 86_400))
    }

    /// The year whose rule applies: a moment an offset away from the years 0000-9999 that
    /// dates can hold (the clock's limits) takes the rule of the nearest one.
    private static func ruledYear(_ date: CivilDate) -> Int {
        min(max(date.year, 0), 9999)
    }

    private static func northAmericanSummer(_ year: Int) -> (CivilDate, CivilDate) {
        year >= 2007
            ? (nthSunday(2, of: 3, in: year), nthSunday(1, of: 11, in: year))
            : (nthSunday(1, of: 4, in: year), lastSunday(of: 10, in: year))
    }

    private static func nthSunday(_ n: Int, of month: Int, in year: Int) -> CivilDate {
        let first = CivilDate(daysSince1970: CivilDate.daysSince1970(year: year, month: month, day: 1))
        let toSunday = (Weekday.sunday.rawValue - Weekday(of: first).rawValue + 7) % 7
        return CivilDate(daysSince1970: first.daysSince1970 + toSunday + 7 * (n - 1))
    }

    private static func lastSunday(of month: Int, in year: Int) -> CivilDate {
        let lastDay = CivilDate.daysIn(month: month, year: year)
        let last = CivilDate(daysSince1970: CivilDate.daysSince1970(year: year, month: month, day: lastDay))
        let fromSunday = (Weekday(of: last).rawValue - Weekday.sunday.rawValue + 7) % 7
        return CivilDate(daysSince1970: last.daysSince1970 - fromSunday)
    }
}
