/// How long a game's winners have to claim a prize, for the draws from a date on: a rule is data
/// with its era, as a game's ``GameEra`` is. The sources are cited in docs/commands.md.
package struct ClaimRule: Hashable, Sendable {
    /// How the last day follows from the draw's date.
    package enum Period: Hashable, Sendable {
        /// Payment starts the day after the draw and lasts a year to the same date: the draw's
        /// date plus one year and a day (dhlottery's deadline: 2025-01-04 gives 2026-01-05). A
        /// start on 29 February ends on the 28th, the month having no such day (민법 §160).
        case yearFromDayAfterDraw
        /// A year that counts the day after the draw as its first: it ends on the draw's date a
        /// year on (Japan's 抽せん日の翌日から1年間); on the last of February when the year has no
        /// such day (民法 §143).
        case yearCountingDayAfterDraw
        /// This many days after the draw (UK: 180).
        case days(Int)
        /// No one rule: where it is set, in words (`set by the state`).
        case words(String)
    }

    /// The first draw date the rule holds for; `nil` for every date before the next rule's.
    package let from: CivilDate?
    package let period: Period

    package init(from: CivilDate? = nil, _ period: Period) {
        self.from = from
        self.period = period
    }

    /// The deadline of a prize of the draw held on `date`; `nil` for a last day past the last
    /// date lotto writes (``CivilDate/latest``), of a draw typed in for the year 9999.
    package func deadline(forDrawOn date: CivilDate) -> ClaimDeadline? {
        let last: CivilDate?
        switch period {
        case .yearFromDayAfterDraw:
            let dayAfter = date.adding(days: 1)
            last = dayAfter.sameDay(yearsLater: 1) ?? dayAfter.endOfMonth(yearsLater: 1)
        case .yearCountingDayAfterDraw:
            let dayAfter = date.adding(days: 1)
            last = dayAfter.sameDay(yearsLater: 1).map { $0.adding(days: -1) } ?? dayAfter.endOfMonth(yearsLater: 1)
        case .days(let days): last = date.adding(days: days)
        case .words(let words): return .words(words)
        }
        guard let last, last <= CivilDate.latest else { return nil }
        return .lastDay(last)
    }
}

extension CivilDate {
    /// The date `days` days later (earlier, for a negative count).
    package func adding(days: Int) -> CivilDate {
        CivilDate(daysSince1970: daysSince1970 + days)
    }

    /// The same month and day `years` later; `nil` when that year has no such day (29 February).
    func sameDay(yearsLater years: Int) -> CivilDate? {
        CivilDate(year: year + years, month: month, day: day)
    }

    /// The last day of the same month `years` later; `nil` past the year 9999.
    func endOfMonth(yearsLater years: Int) -> CivilDate? {
        CivilDate(year: year + years, month: month, day: Self.daysIn(month: month, year: year + years))
    }
}
