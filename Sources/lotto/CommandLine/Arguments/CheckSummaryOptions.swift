import Lotto

/// `--by`, `--since` and `--until`: how `lotto check --summary` sums up, read as one
/// ``CheckSummaryRequest``, which decides whether the bounds make sense.
enum CheckSummaryOptions {
    /// `--by month|year`.
    static let by = OptionKey(
        .init(
            name: "by", valueName: "period",
            help: "With --summary, each game also month by month or year by year, by each draw's date: spent, "
                + "won, net and pending a period; with --json or --csv, one record a game and period."),
        expected: "month or year"
    ) { CheckPeriod.Length(rawValue: $0) }

    /// `--since`, the first draw date counted.
    static let since = bound("since", help: "With --summary, count only the draws of this date (YYYY-MM-DD) or later.")

    /// `--until`, the last draw date counted.
    static let until = bound(
        "until", help: "With --summary, count only the draws of this date (YYYY-MM-DD) or earlier.")

    /// The summary the options ask for, which only `--summary` prints: any of them without it is
    /// a usage error, as is a first day after the last.
    static func request(_ arguments: ParsedArguments, summaryOnly: Bool) throws(CommandLineError) -> CheckSummaryRequest
    {
        let period = try arguments[by]
        let since = try arguments[since]
        let until = try arguments[until]
        if !summaryOnly, let given = [by.spec, self.since.spec, self.until.spec].first(where: arguments.isGiven) {
            throw .usage("--\(given.name) shapes the summary; give --summary with it")
        }
        do {
            return try CheckSummaryRequest(by: period, since: since, until: until)
        } catch {
            switch error {
            case .sinceAfterUntil(let since, let until):
                throw .usage("--since \(since) is after --until \(until): no draw is between them")
            }
        }
    }

    private static func bound(_ name: String, help: String) -> OptionKey<CivilDate?> {
        OptionKey(.init(name: name, valueName: "date", help: help), expected: "a date like 2026-01-31") {
            CivilDate($0)
        }
    }
}
