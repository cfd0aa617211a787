import Lotto
import Platform

/// `lotto ui`'s whole screen, a function of the stores' state: the header with the tabs and
/// the game, the tab shown, the status line, the key hints, and any overlay on top.
struct InterfaceView {
    /// The smallest terminal the app draws in; a smaller one is told so instead.
    static let minimumRows = 10
    static let minimumColumns = 60

    let state: InterfaceState
    let draw: CurrentDraw
    let tickets: ContiguousArray<SavedTicket>
    /// The recorded draws, for the Saved tab's last column: each ticket's own draw.
    let history: DrawHistory
    /// The check's summary, for the record (`r`).
    var record = CheckSummary()

    private var layout: InterfaceLayout { state.layout }

    func render() -> Screen {
        var screen = Screen(rows: layout.rows, columns: layout.columns)
        guard layout.rows >= Self.minimumRows, layout.columns >= Self.minimumColumns else {
            drawTooSmall(&screen)
            return screen
        }
        drawHeader(&screen)
        switch state.tab {
        case .draw: DrawTabView(state: state, draw: draw).draw(into: &screen)
        case .saved: SavedTabView(state: state, tickets: tickets, history: history).draw(into: &screen)
        }
        StatusLineView(status: state.status, layout: layout, ticketLine: state.ticketLine).draw(into: &screen)
        drawHints(&screen)
        switch state.overlay {
        case .help?: KeysOverlayView().draw(into: &screen)
        case .record?: RecordOverlayView(summary: record, state: state).draw(into: &screen)
        case .confirmDelete(let id)?: drawDeleteQuestion(id: id, into: &screen)
        case .lastError?:
            state.lastFailure.map {
                LastErrorOverlayView(failure: $0, scroll: state.lastErrorScroll).draw(into: &screen)
            }
        case .ticketLine(let line)?: TicketLineView(line: line, game: state.game, layout: layout).draw(into: &screen)
        case nil: break
        }
        return screen
    }

    /// The header's name, before the tabs.
    private static let appName = " lotto "

    /// Where each tab sits in the header's row, brackets included: for a click.
    static let tabSpans: [(tab: InterfaceTab, columns: Range<Int>)] = {
        var column = appName.count + 1
        return InterfaceTab.allCases.map { tab in
            let span = column..<column + label(of: tab).count + 2
            column = span.upperBound + 1
            return (tab, span)
        }
    }()

    private static func label(of tab: InterfaceTab) -> String {
        " \(tab.rawValue + 1) \(tab.title) "
    }

    private func drawHeader(_ screen: inout Screen) {
        screen.put(Self.appName, row: 0, column: 0, style: .bold)
        var column = 0
        for (tab, span) in Self.tabSpans {
            let isShown = tab == state.tab
            screen.put(isShown ? "[" : " ", row: 0, column: span.lowerBound)
            screen.put(Self.label(of: tab), row: 0, column: span.lowerBound + 1, style: isShown ? .inverse : .plain)
            column = screen.put(isShown ? "]" : " ", row: 0, column: span.upperBound - 1) + 1
        }
        let game = LottoGame(state.game)
        // The game's id alone where its name would be cut.
        let whole = "\(game.id) · \(game.name) "
        let title = column + whole.unicodeScalars.count <= layout.columns ? whole : "\(game.id) "
        screen.put(title, row: 0, column: max(column, layout.columns - title.unicodeScalars.count), style: .muted)
        screen.put(String(repeating: "─", count: layout.columns), row: 1, column: 0, style: .muted)
    }

    private func drawHints(_ screen: inout Screen) {
        let hints =
            switch (state.overlay, state.tab) {
            case (.confirmDelete?, _): "y delete · n keep"
            case (.help?, _): "Esc close · q quit"
            case (.record?, _): "r/Esc close · u update the draws · q quit"
            // While its save waits (for a locked store, say), the line takes no key.
            case (.ticketLine(let line)?, _) where line.isSaving: "keys ignored while saving · Ctrl-C quit"
            case (.ticketLine?, _): "Enter save · Esc cancel · Backspace erase · Ctrl-C quit"
            case (.lastError?, _):
                state.lastFailure.map { LastErrorOverlayView(failure: $0).mostScroll(in: layout) > 0 } == true
                    ? "↑↓ PgUp/PgDn scroll · any other key closes · q quit" : "any key closes · q quit"
            case (nil, .draw): "n draw · s save · t type · g/G game · +/- tickets · 1/2 tab · ? keys · q quit"
            case (nil, .saved): "↑↓ move · PgUp/PgDn · Home/End · d delete · t type · 1/2 tab · ? keys · q quit"
            }
        screen.put(Self.fitted(hints, width: layout.columns - 1), row: layout.hintsRow, column: 1, style: .muted)
    }

    /// `hints` in `width` columns, never a hint cut: those before the last (`q quit`) are left
    /// out from the right as far as needed.
    static func fitted(_ hints: String, width: Int) -> String {
        var items = hints.split(atRun: " · ").map(String.init)
        while items.count > 1, items.joined(separator: " · ").unicodeScalars.count > width {
            items.remove(at: items.count - 2)
        }
        return items.joined(separator: " · ")
    }

    private func drawDeleteQuestion(id: Int, into screen: inout Screen) {
        let ticket = tickets.first { $0.id == id }
        let question = " Delete #\(id)" + (ticket.map { "  \($0.ticket.description)" } ?? "") + "?  y/n "
        let width = question.unicodeScalars.count + 2
        let row = layout.rows / 2 - 1
        let column = max(0, (layout.columns - width) / 2)
        BoxDrawing.box(into: &screen, row: row, column: column, height: 3, width: width, title: "Delete")
        screen.put(question, row: row + 1, column: column + 1, style: .bold)
    }

    private func drawTooSmall(_ screen: inout Screen) {
        let lines = [
            "terminal too small: \(layout.columns)x\(layout.rows)",
            "lotto ui needs \(Self.minimumColumns)x\(Self.minimumRows); q quits",
        ]
        for (index, line) in lines.enumerated() {
            screen.put(
                line, row: layout.rows / 2 - 1 + index, column: max(0, (layout.columns - line.unicodeScalars.count) / 2)
            )
        }
    }
}
