import Platform

/// A day of the proleptic Gregorian calendar, with no time or zone: when a draw was held, when a
/// game's rules changed. Written `YYYY-MM-DD`.
///
/// Computed by hand (Hinnant's civil-date algorithms), as ``Timestamp`` is, so that lotto needs
/// neither Foundation nor the C library's time-zone files.
public struct CivilDate: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The date, if it is one: month 1-12, a day the month has, a four-digit year.
    public init?(year: Int, month: Int, day: Int) {
        guard (0...9999).contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The last date lotto writes: its files give a year four digits.
    public static let latest = CivilDate(year: 9999, month: 12, day: 31)!

    /// Reads exactly `YYYY-MM-DD`.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = WholeNumber.parse(parts[0]), let month = WholeNumber.parse(parts[1]),
            let day = WholeNumber.parse(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The date `days` days after 1970-01-01 (before it, for a negative count).
    package init(daysSince1970 days: Int) {
        // Hinnant, `civil_from_days`.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01.
    package var daysSince1970: Int {
        Self.daysSince1970(year: year, month: month, day: day)
    }

    /// Days from 1970-01-01 to `year`-`month`-`day` (Hinnant, `days_from_civil`); a day past
    /// its month's end counts on into the next.
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Today, in UTC, by the system's real-time clock.
    public static func today() -> CivilDate {
        CivilDate(daysSince1970: SystemCall.secondsSince1970().floorDivided(by: 86_400))
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        var bytes: [UInt8] = []
        appendISO8601(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `YYYY-MM-DD` as UTF-8.
    package func appendISO8601(to bytes: inout [UInt8]) {
        bytes.append(capacity: 10) { writeISO8601(to: &$0) }
    }

    /// Writes `YYYY-MM-DD`, 10 bytes.
    package func writeISO8601(to writer: inout ByteWriter) {
        writer.writeTwoDigits(year / 100)
        writer.writeTwoDigits(year % 100)
        writer.write(UInt8(ascii: "-"))
        writer.writeTwoDigits(month)
        writer.write(UInt8(ascii: "-"))
        writer.writeTwoDigits(day)
    }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

extension BinaryInteger {
    /// The quotient rounded down, also for a negative dividend (a date before 1970).
    func floorDivided(by divisor: Self) -> Self {
        let quotient = self / divisor
        return (self % divisor < 0) ? quotient - 1 : quotient
    }
}
