import Lotto

/// A check's summary period by period (`lotto check --summary --by month`). In text, a table a
/// part of the summary (a game, in one money): a row a period of its draws' dates, in time
/// order, then its total; then, when several parts share a currency (EuroMillions and
/// Eurojackpot), the total of each currency, never one sum of two moneys. In JSON and CSV, a record a part and period: the summary's fields
/// (``CheckSummaryRecord``) for that period alone, after `period`.
enum CheckPeriodRecord {
    /// The CSV columns: `period`, then the summary's.
    static let csvHeader = ["period"] + CheckSummaryRecord.csvHeader

    /// One period of a part: a JSON object or a CSV row.
    struct Row {
        let period: CheckPeriod
        let sums: GameCheckSummary
        /// The prizes to claim of the part's draws in the period.
        let prizes: [PrizeToClaim]
    }

    /// Prints the summary's parts period by period, in `printer`'s format, with the prizes to
    /// claim, `prizes`, each in its part's period of its draw's date.
    static func print(_ summary: CheckSummary, prizes: [PrizeToClaim], to printer: ListPrinter) {
        guard printer.format != .text else { return printer.appendInText(text(summary)) }
        let length = summary.request.period ?? .month
        let rows = summary.games.flatMap { part in
            part.periods.sorted { $0.key < $1.key }.map { period, sums in
                let prizes = prizes.filter {
                    $0.game == part.game.id && $0.currency == part.currency
                        && $0.draw.map { CheckPeriod(length, containing: $0) } == period
                }
                return Row(period: period, sums: sums, prizes: prizes)
            }
        }
        printer.print(rows, text: { _, _ in }, json: appendJSON, csv: appendCSV)
    }

    /// The tables, a line each:
    ///
    /// ```
    /// kr645 (South Korea Lotto 6/45)
    /// month        spent              won              net
    /// 2002-12  4,000 KRW  144,034,900 KRW  144,030,900 KRW
    /// 2003-01  2,000 KRW            0 KRW       -2,000 KRW
    /// total    6,000 KRW  144,034,900 KRW  144,028,900 KRW
    /// ```
    ///
    /// The amounts are right-aligned to the widest; `spent` counts every ticket bought, the
    /// draws still to be recorded too, and `pending`, a column only where a draw waits, counts
    /// those tickets (as the summary does, never priced apart); a row whose prizes are not all money
    /// known ends with what it does not count (`not counting 1 prize unknown`); tickets for no
    /// draw, in no period, are counted after the table (`no draw: 1`). When parts share a
    /// currency, a last table gives each currency's total (`total by currency`).
    static func text(_ summary: CheckSummary) -> String {
        let length = summary.request.period ?? .month
        var lines: [String] = []
        for part in summary.games {
            let pending = part.pending > 0
            let rows = part.periods.sorted { $0.key < $1.key }.map {
                row($0.key.description, $0.value, pending: pending)
            }
            lines.append(CheckSummaryRecord.heading(part))
            lines += table(length.rawValue, rows + [row("total", part, pending: pending)], pending: pending)
            if part.withoutDraw > 0 { lines.append("no draw: \(part.withoutDraw)") }
        }
        // A currency of one part has its total in that part's table.
        let totals = currencyTotals(summary.games)
        if totals.count < summary.games.count {
            let pending = totals.contains { $0.pending > 0 }
            lines.append("total by currency")
            lines += table(
                "currency", totals.map { row(currencyName($0.currency), $0, pending: pending) }, pending: pending)
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// A row's cells, and what its money won does not count.
    private typealias Line = (cells: [String], note: String?)

    /// `2002-12`, `4,000 KRW`, `144,034,900 KRW`, `144,030,900 KRW`: an amount not known is
    /// `unknown`.
    private static func row(_ label: String, _ sums: GameCheckSummary, pending: Bool) -> Line {
        func money(_ minorUnits: Int128?) -> String {
            minorUnits.map { CheckSummaryRecord.money($0, sums) } ?? "unknown"
        }
        let cells =
            [label, money(sums.spent), money(sums.won), money(sums.net)] + (pending ? [String(sums.pending)] : [])
        return (cells, CheckSummaryRecord.notCounted(sums))
    }

    /// The header and the rows, each cell as wide as its column's widest: the first to the
    /// left, the amounts to the right.
    private static func table(_ label: String, _ rows: [Line], pending: Bool) -> [String] {
        let header = [label, "spent", "won", "net"] + (pending ? ["pending"] : [])
        let lines = [(header, nil)] + rows
        let widths = header.indices.map { column in lines.map { $0.cells[column].unicodeScalars.count }.max() ?? 0 }
        return lines.map { cells, note in
            let amounts = zip(cells, widths).dropFirst().map { "  " + $0.leftPadded(to: $1) }
            let line = cells[0].rightPadded(to: widths[0]) + amounts.joined()
            return note.map { line + "  " + $0 } ?? line
        }
    }

    /// Each currency's total over the parts in it, in the order of its first part: the sums of
    /// a part, so that they are said as a part's are (unknown once one part's is; the free
    /// plays by the name of the first part's game that won one).
    private static func currencyTotals(_ parts: [GameCheckSummary]) -> [GameCheckSummary] {
        var currencies: [Currency] = []
        for part in parts where !currencies.contains(part.currency) { currencies.append(part.currency) }
        return currencies.map { currency in total(of: parts.filter { $0.currency == currency }) }
    }

    /// The sums of `parts`, all of one currency.
    private static func total(of parts: [GameCheckSummary]) -> GameCheckSummary {
        let named = parts.first { $0.freePlays > 0 } ?? parts[0]
        var total = GameCheckSummary(named.game, currency: named.currency)
        for part in parts {
            total.spent = total.spent.flatMap { sum in part.spent.map { sum + $0 } }
            total.won += part.won
            total.pending += part.pending
            total.pendingCost = total.pendingCost.flatMap { sum in part.pendingCost.map { sum + $0 } }
            total.unknownPrizes += part.unknownPrizes
            total.freePlays += part.freePlays
        }
        return total
    }

    /// `no ticket is for a draw from 2026-01-01 to 2026-01-31` (`from 2026-01-01 on`, `up to
    /// 2026-01-31`): what a summary bounded by draw dates that counted nothing says, on standard
    /// error, as an empty list does; `nil` for a summary without bounds.
    static func nothingCounted(_ request: CheckSummaryRequest) -> String? {
        let span: String
        switch (request.since, request.until) {
        case (let since?, let until?): span = "from \(since) to \(until)"
        case (let since?, nil): span = "from \(since) on"
        case (nil, let until?): span = "up to \(until)"
        case (nil, nil): return nil
        }
        return "no ticket is for a draw \(span)"
    }

    /// `KRW`; `no currency` for a custom game's.
    private static func currencyName(_ currency: Currency) -> String {
        currency.code.isEmpty ? "no currency" : currency.code
    }

    /// `{"period":"2002-12","checked":2,"currency":"KRW",...}`: the summary's object of the
    /// period's sums (see ``CheckSummaryRecord/appendJSON(_:to:)``), its period first.
    static func appendJSON(_ row: Row, to bytes: inout [UInt8]) {
        bytes.append(#"{"period":"#)
        bytes.appendJSONString(row.period.description)
        bytes.append(",")
        var part: [UInt8] = []
        CheckSummaryRecord.appendJSON(row.sums, prizes: row.prizes, to: &part)
        bytes.append(contentsOf: part.dropFirst())
    }

    /// The same fields as a CSV row, the period first.
    static func appendCSV(_ row: Row, to bytes: inout [UInt8]) {
        ListPrinter.appendCSVFields([row.period.description], to: &bytes)
        bytes.append(UInt8(ascii: ","))
        CheckSummaryRecord.appendCSV(row.sums, prizes: row.prizes, to: &bytes)
    }
}
