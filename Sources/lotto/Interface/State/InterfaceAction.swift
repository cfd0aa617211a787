/// What the user of `lotto ui` asked for, or what happened to its screen: the app's own
/// actions, which the ``InterfaceStore`` reduces. Keys become these in the app's key map.
enum InterfaceAction: Equatable, Sendable {
    /// Show one tab.
    case showTab(InterfaceTab)
    /// The next tab (Tab), or the one before (Shift-Tab), wrapping around.
    case cycleTab(forward: Bool)
    /// Move the Saved tab's selection.
    case moveSelection(SelectionMove)
    /// Scroll the Draw tab's tickets down (positive) or up (negative) by tickets.
    case scrollDrawn(Int)
    /// Show, or hide, the overlay of every key.
    case toggleHelp
    /// Show, or hide, the record: spent, won and net per game, the net by month (`r`).
    case toggleRecord
    /// Where the record's check now stands.
    case recordCheck(RecordCheck)
    /// Show the last failure whole (`e`), or say that there was none.
    case showLastError
    /// Scroll the last failure's box by lines (negative: up), within its lines.
    case scrollLastError(Int)
    /// Close the overlay shown, if any.
    case closeOverlay
    /// Ask whether to delete the selected saved ticket.
    case askToDelete
    /// Open the line to type a ticket bought elsewhere, of the game on screen (`t`).
    case openTicketLine
    /// Change the ticket line: a key typed or erased, its save sent or refused.
    case editTicketLine(TicketLine.Edit)
    /// Play the next game of ``LottoGame/all`` (`g`), or the one before (`G`), wrapping around.
    case cycleGame(forward: Bool)
    /// Make each draw make `count` tickets (kept within ``InterfaceState/ticketsPerDrawRange``).
    case setTicketsPerDraw(Int)
    /// The terminal now has this many rows and columns.
    case resized(rows: Int, columns: Int)
    /// Say something on the status line: what went wrong, or what was done.
    case report(StatusLine)
    /// Clear the status line if it still says that this work failed (it now succeeded).
    case clearFailure(StatusLine.Work)
}

/// A tab of `lotto ui`.
enum InterfaceTab: Int, CaseIterable, Equatable, Sendable {
    case draw, saved

    /// Its name in the header.
    var title: String {
        switch self {
        case .draw: "Draw"
        case .saved: "Saved"
        }
    }

    /// The tab after this one (Tab), or before it (Shift-Tab), wrapping around: with two tabs,
    /// the other either way.
    func next(forward: Bool) -> InterfaceTab {
        switch self {
        case .draw: .saved
        case .saved: .draw
        }
    }
}

/// How the Saved tab's selection moves.
enum SelectionMove: Equatable, Sendable {
    /// Down (positive) or up (negative) by rows.
    case rows(Int)
    /// Down (positive) or up (negative) by screens.
    case pages(Int)
    case first
    case last
    /// To the ticket on this row of the list on screen, from 0 (a click).
    case visibleRow(Int)
}

/// What is shown over a tab.
enum InterfaceOverlay: Equatable, Sendable {
    /// Every key.
    case help
    /// "Delete #id?", waiting for y or n.
    case confirmDelete(id: Int)
    /// The last failure, whole (``InterfaceState/lastFailure``), until any key.
    case lastError
    /// The record, summed up by the check's store (``RecordOverlayView``), until Esc or `r`.
    case record
    /// The line to type a ticket in (``TicketLine``), until Esc or its save.
    case ticketLine(TicketLine)
}
