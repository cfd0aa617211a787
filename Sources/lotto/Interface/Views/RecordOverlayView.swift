import Lotto

/// The `r` overlay: the record, as the check's store sums it up (`lotto check --summary --by
/// month`): spent, won and net of each game (in each money), the net by month of the game on
/// screen as a chart (``NetChart``), then the unclaimed prizes. It covers the tab, from below
/// the header to above the status line; every line is wrapped between words, never cut.
struct RecordOverlayView {
    let summary: CheckSummary
    let state: InterfaceState

    /// The most rows a side of the chart takes.
    static let tallestChart = 4
    /// A winning month's bar, a losing month's.
    static let gainStyle = CellStyle(foreground: 34, isBold: true)
    static let lossStyle = CellStyle(foreground: 160, isBold: true)

    func draw(into screen: inout Screen) {
        let top = 2
        let height = max(2, state.layout.statusRow - top)
        BoxDrawing.box(into: &screen, row: top, column: 0, height: height, width: screen.columns, title: "Record")
        var page = BoxLines(screen: screen, row: top + 1, last: top + height - 2, width: max(1, screen.columns - 4))
        defer { screen = page.screen }
        if let message {
            page.put(message)
            return
        }
        // The unclaimed prizes' rows are kept, below the chart: a heading, a prize (two rows on
        // 80 columns) and how many more; and the chart's least, with the blank rows around it.
        let unclaimedRows = 4
        let kept = unclaimedRows + 7
        for (index, part) in summary.games.enumerated() {
            let lines = [CheckSummaryRecord.heading(part)] + Self.joined(Self.sums(of: part), width: page.width)
            let more = summary.games.count - index
            // A part is shown whole or not at all, a row kept to say how many more are not.
            guard page.rowsLeft - kept >= lines.count + (more > 1 ? 1 : 0) else {
                page.put("and \(more) more \(more == 1 ? "game" : "games"): lotto check --summary", style: .muted)
                break
            }
            page.put(lines[0], style: .bold)
            for line in lines.dropFirst() { page.put(line) }
        }
        page.put("")
        drawChart(into: &page, rows: page.rowsLeft - unclaimedRows)
        page.put("")
        drawUnclaimedPrizes(into: &page)
    }

    /// What shows instead of sums: the check still going with no sums yet, no ticket, a failure.
    private var message: String? {
        switch state.recordCheck {
        case .nothingSaved:
            return "No saved tickets: nothing spent or won yet. Draw on the Draw tab (1) and press s to save."
        case .failed: return "The record could not be checked: e shows why."
        case .notChecked, .checking:
            guard case .ownDraws? = summary.target, summary.isComplete else { return "Checking the saved tickets…" }
            return nil
        case .checked:
            return summary.games.isEmpty ? "No saved ticket was checked." : nil
        }
    }

    /// `spent 7,000 KRW`, `won 55,000 KRW`, `net 48,000 KRW`, as `lotto check --summary` says
    /// them (what was spent counts the tickets waiting for their draws too), and what else it
    /// counts apart: how many tickets wait (`pending 1 ticket`), the prizes not in the money won.
    static func sums(of part: GameCheckSummary) -> [String] {
        var sums = [
            "spent " + (part.spent.map { CheckSummaryRecord.money($0, part) } ?? "unknown"),
            "won " + CheckSummaryRecord.money(part.won, part),
            "net " + (part.net.map { CheckSummaryRecord.money($0, part) } ?? "unknown"),
        ]
        if part.pending > 0 { sums.append("pending \(part.pending) ticket\(part.pending == 1 ? "" : "s")") }
        if let apart = CheckSummaryRecord.notCounted(part) { sums.append(apart) }
        return sums
    }

    /// `segments` joined with ` · ` in lines of at most `width`, broken between segments; a
    /// segment longer than a line is broken between its words.
    static func joined(_ segments: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for segment in segments {
            let longer = line.isEmpty ? segment : line + " · " + segment
            if longer.unicodeScalars.count <= width {
                line = longer
                continue
            }
            if !line.isEmpty { lines.append(line) }
            let wrapped = LastErrorOverlayView.wrap(segment, width: width)
            lines += wrapped.dropLast()
            line = wrapped.last ?? ""
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The part whose months are charted: the game on screen's, in its own money if it has one
    /// in it (a chart never adds two moneys).
    private var chartedPart: GameCheckSummary? {
        let parts = summary.games.filter { $0.game.id == state.game }
        return parts.first { $0.currency == ($0.game.currency ?? .unnamed) } ?? parts.first
    }

    /// The net by month of the game on screen, in at most `rows` rows (none with fewer than
    /// four): a heading, the chart, the months it covers; the last months that fit the width
    /// beside the chart's labels.
    private func drawChart(into page: inout BoxLines, rows: Int) {
        // A heading, a row of bars, the baseline and the months, or no chart: never a cut one.
        guard rows >= 4 else { return }
        guard let part = chartedPart else {
            let game = state.game.rawValue
            page.put("No \(game) ticket checked: g on the Draw tab plays another game.", style: .muted)
            return
        }
        let months = Self.monthlyNets(of: part)
        guard let first = months.first, let last = months.last else {
            page.put("No \(part.game.id) draw checked yet.", style: .muted)
            return
        }
        page.put("Net by month, \(part.game.id) (\(part.currency)):", style: .muted)
        let labels = (
            gain: months.compactMap(\.net).max().flatMap { $0 > 0 ? CheckSummaryRecord.money($0, part) : nil },
            loss: months.compactMap(\.net).min().flatMap { $0 < 0 ? CheckSummaryRecord.money($0, part) : nil }
        )
        let labelWidth = max(labels.gain?.unicodeScalars.count ?? 0, labels.loss?.unicodeScalars.count ?? 0)
        let shown = Array(months.suffix(max(1, page.width - labelWidth - 2)))
        let sides = (labels.gain == nil ? 0 : 1) + (labels.loss == nil ? 0 : 1)
        // The heading, the baseline and the months' line take three rows.
        let height = min(Self.tallestChart, max(1, (rows - 3) / max(1, sides)))
        let chart = NetChart(nets: shown.map(\.net), height: height)
        for (index, line) in chart.lines.enumerated() {
            let label: String? =
                index == 0 && index < chart.baseline
                ? labels.gain
                : index == chart.lines.count - 1 && index > chart.baseline ? labels.loss : nil
            let style: CellStyle =
                index < chart.baseline ? Self.gainStyle : index > chart.baseline ? Self.lossStyle : .muted
            page.putChart(line, style: style, label: label, labelColumn: shown.count + 2)
        }
        let span = shown.count == 1 ? "\(last.period)" : "\(shown[0].period) to \(last.period), a column a month"
        page.put(first.period < shown[0].period ? span + " (the last that fit)" : span, style: .muted)
    }

    /// The prizes won and not marked claimed (`lotto claim`), soonest deadline first, as `lotto
    /// check --summary` lists them, as many as the box holds, then how many more.
    private func drawUnclaimedPrizes(into page: inout BoxLines) {
        let prizes = summary.prizesToClaim()
        page.put("Unclaimed prizes, soonest deadline first", style: .bold)
        guard !prizes.isEmpty else {
            return page.put("None: every prize won is marked claimed, or none was won.", style: .muted)
        }
        for (index, prize) in prizes.enumerated() {
            let line = PrizesToClaimRecord.line(prize, passed: summary.hasPassed(prize))
            let more = prizes.count - index
            // A prize is shown whole or not at all, a row kept to say how many more are not.
            let rows = LastErrorOverlayView.wrap(line, width: page.width).count + (more > 1 ? 1 : 0)
            guard page.rowsLeft >= rows else {
                return page.put("and \(more) more: lotto check --summary", style: .muted)
            }
            page.put(line)
        }
    }

    /// A month of the charted part, and its net (`nil` when not known).
    struct MonthNet {
        let period: CheckPeriod
        let net: Int128?
    }

    /// Every month from the part's first to its last, a month without a draw at 0.
    static func monthlyNets(of part: GameCheckSummary) -> [MonthNet] {
        let byMonth = part.periods.filter { $0.key.month != nil }
        guard let first = byMonth.keys.min(), let last = byMonth.keys.max() else { return [] }
        var months: [MonthNet] = []
        var (year, month) = (first.year, first.month ?? 1)
        while (year, month) <= (last.year, last.month ?? 12) {
            guard let date = CivilDate(year: year, month: month, day: 1) else { break }
            let period = CheckPeriod(.month, containing: date)
            months.append(MonthNet(period: period, net: byMonth[period].map(\.net) ?? 0))
            (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
        }
        return months
    }
}
