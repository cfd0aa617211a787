/// A month or a year of draw dates, which a check's summary is summed up by: `2026-03`, `2026`.
/// Ordered by time, a year before its months.
package struct CheckPeriod: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// How long a period is.
    package enum Length: String, CaseIterable, Sendable {
        case month, year
    }

    package let year: Int
    /// 1 to 12; `nil` for a whole year.
    package let month: Int?

    /// The period of `length` that holds `date`.
    package init(_ length: Length, containing date: CivilDate) {
        year = date.year
        month = length == .month ? date.month : nil
    }

    /// `2026-03` for a month, `2026` for a year: as the draws' dates begin.
    package var description: String {
        let year = String(repeating: "0", count: max(0, 4 - String(self.year).count)) + String(self.year)
        guard let month else { return year }
        return year + (month < 10 ? "-0" : "-") + String(month)
    }

    package static func < (lhs: CheckPeriod, rhs: CheckPeriod) -> Bool {
        (lhs.year, lhs.month ?? 0) < (rhs.year, rhs.month ?? 0)
    }
}
