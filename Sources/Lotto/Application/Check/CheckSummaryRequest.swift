/// How a check of each ticket's own draws is summed up: over the draws of which dates (both
/// bounds inclusive), and whether period by period, by the date of each draw checked, so that a
/// ticket for 52 draws counts in the months of its draws, each at its price.
///
/// The bounds and periods apply to the results as the summary counts them, whichever tickets
/// they come from; a result for no draw has no date, and is counted only in a summary without
/// bounds, in no period.
package struct CheckSummaryRequest: Equatable, Sendable {
    /// The periods each game's part is also summed up by; `nil` for none.
    package let period: CheckPeriod.Length?
    /// The first draw date counted; `nil` for no bound.
    package let since: CivilDate?
    /// The last draw date counted; `nil` for no bound.
    package let until: CivilDate?

    /// Every result, summed up game by game, by no period.
    package static let whole = CheckSummaryRequest(period: nil, bounds: nil, nil)

    /// The summary by `period`, of the draws from `since` to `until`, each given or not.
    ///
    /// - Throws: ``CheckSummaryRequestError/sinceAfterUntil(_:_:)`` when the first day is after
    ///   the last: no draw could be counted.
    package init(by period: CheckPeriod.Length? = nil, since: CivilDate? = nil, until: CivilDate? = nil)
        throws(CheckSummaryRequestError)
    {
        if let since, let until, until < since { throw .sinceAfterUntil(since, until) }
        self.init(period: period, bounds: since, until)
    }

    private init(period: CheckPeriod.Length?, bounds since: CivilDate?, _ until: CivilDate?) {
        self.period = period
        self.since = since
        self.until = until
    }

    /// Whether it counts only the draws of some dates.
    package var isBounded: Bool { since != nil || until != nil }

    /// Whether the summary counts `result`: any, without bounds; one whose draw is within them,
    /// with.
    func counts(_ result: CheckResult) -> Bool {
        guard isBounded else { return true }
        guard let date = result.draw?.date else { return false }
        return (since.map { $0 <= date } ?? true) && (until.map { date <= $0 } ?? true)
    }
}
