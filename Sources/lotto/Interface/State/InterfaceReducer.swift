import Lotto

/// The app's screen logic: the ``InterfaceState`` after an action, given the saved tickets as
/// they now are (the selection follows its ticket when others come and go).
struct InterfaceReducer: Sendable {
    /// - Parameter tickets: every saved ticket, in saved order (ids ascending).
    func reduce(
        _ state: InterfaceState, _ action: AppAction, tickets: some RandomAccessCollection<SavedTicket>
    ) -> InterfaceState {
        var next = state
        switch action {
        case .interface(let action):
            reduce(&next, action, tickets: tickets)
        case .lotto(.ticketsDrawn(let page, let game, _)) where page.isFirst && page.isLast:
            next.status = .drew(count: page.items.count, game: game)
            next.drawnCount = page.items.count
            next.firstVisibleDrawn = 0
            next.drawnSeen = 0
            next.drawnSavedAs = nil
        case .lotto(.ticketsSaved(let page, _)) where !page.items.isEmpty:
            next.status = .saved(ids: Self.idRange(page.items))
            // The worker saves one thing at a time: while the typed line is being saved, this
            // is its ticket, not the draw on screen.
            if case .ticketLine(let line)? = next.overlay, line.isSaving {
                next.overlay = nil
            } else {
                next.drawnSavedAs = Self.idRange(page.items)
            }
        case .lotto(.ticketsRemoved(let page, _)) where !page.items.isEmpty:
            next.status = .deleted(ids: Self.idRange(page.items))
            if case .confirmDelete? = next.overlay { next.overlay = nil }
        case .lotto(.drawUpdateProgressed(let progress)):
            next.status = .updating(progress)
        case .lotto(.drawsUpdated(_, let update)):
            next.status = .updated(update)
        case .lotto(.ticketsChecked(let page, .ownDraws, _)) where page.isLast:
            next.recordCheck = .checked
            if next.status == .checkingRecord { next.status = nil }
        default:
            break
        }
        keepSelection(&next, in: tickets)
        keepDrawnOnScreen(&next)
        return next
    }

    /// Keeps the Draw tab's scroll within the draw, and counts the tickets now on screen as
    /// seen.
    private func keepDrawnOnScreen(_ state: inout InterfaceState) {
        let shown = state.layout.drawnShown(count: state.drawnCount)
        state.firstVisibleDrawn = max(0, min(state.firstVisibleDrawn, state.drawnCount - shown))
        state.drawnSeen = max(state.drawnSeen, state.firstVisibleDrawn + shown)
    }

    private func reduce(
        _ state: inout InterfaceState, _ action: InterfaceAction, tickets: some RandomAccessCollection<SavedTicket>
    ) {
        switch action {
        case .showTab(let tab):
            state.tab = tab
            state.overlay = nil
        case .cycleTab(let forward):
            state.tab = state.tab.next(forward: forward)
            state.overlay = nil
        case .moveSelection(let move):
            guard !tickets.isEmpty else { return }
            // A click below the last ticket selects nothing.
            if case .visibleRow(let row) = move, state.firstVisibleRow + row >= tickets.count { return }
            let current = index(of: state.selectedID, in: tickets)
            let target =
                switch move {
                case .rows(let rows): current + rows
                case .pages(let pages): current + pages * state.layout.listHeight
                case .first: 0
                case .last: tickets.count - 1
                case .visibleRow(let row): state.firstVisibleRow + row
                }
            let clamped = min(max(target, 0), tickets.count - 1)
            state.selectedID = tickets[tickets.index(tickets.startIndex, offsetBy: clamped)].id
        case .scrollDrawn(let count):
            state.firstVisibleDrawn += count  // kept within the draw below
        case .toggleHelp:
            state.overlay = state.overlay == .help ? nil : .help
        case .toggleRecord:
            state.overlay = state.overlay == .record ? nil : .record
        case .recordCheck(let check):
            state.recordCheck = check
            if check != .checking, state.status == .checkingRecord { state.status = nil }
        case .showLastError:
            if state.lastFailure == nil {
                state.status = .noError
            } else {
                state.overlay = .lastError
                state.lastErrorScroll = 0
            }
        case .scrollLastError(let lines):
            guard state.overlay == .lastError, let failure = state.lastFailure else { return }
            let most = LastErrorOverlayView(failure: failure).mostScroll(in: state.layout)
            state.lastErrorScroll = min(max(state.lastErrorScroll + lines, 0), most)
        case .closeOverlay:
            // The line put away takes what the status line said of it with it: its refusal
            // (`e` still shows it), that it was full.
            if case .ticketLine? = state.overlay {
                if case .failure(.save, _)? = state.status { state.status = nil }
                if state.status == .ticketLineFull { state.status = nil }
            }
            state.overlay = nil
        case .askToDelete:
            guard state.tab == .saved, let id = state.selectedID else { return }
            state.overlay = .confirmDelete(id: id)
        case .openTicketLine:
            state.overlay = .ticketLine(TicketLine())
        case .editTicketLine(let edit):
            guard case .ticketLine(var line)? = state.overlay else { return }
            if line.overflows(with: edit) { state.status = .ticketLineFull }
            line.apply(edit)
            state.overlay = .ticketLine(line)
        case .cycleGame(let forward):
            let games = LottoGame.all
            let step = forward ? 1 : games.count - 1
            let index = games.firstIndex { $0.id == state.game }.map { ($0 + step) % games.count } ?? 0
            state.game = games[index].id
        case .setTicketsPerDraw(let count):
            state.ticketsPerDraw = min(
                max(count, InterfaceState.ticketsPerDrawRange.lowerBound), InterfaceState.ticketsPerDrawRange.upperBound
            )
            state.status = .ticketsPerDraw(state.ticketsPerDraw)
        case .resized(let rows, let columns):
            state.layout = InterfaceLayout(rows: max(rows, 1), columns: max(columns, 1))
        case .report(let status):
            state.status = status
            if status.isFailure { state.lastFailure = status }
            if case .confirmDelete? = state.overlay { state.overlay = nil }
        case .clearFailure(let work):
            if case .failure(work, _)? = state.status { state.status = nil }
        }
    }

    /// Keeps a ticket selected while any is saved (the last if the last was selected, else the
    /// one selected, else the nearest after it, else the last), and the selection on screen.
    private func keepSelection(_ state: inout InterfaceState, in tickets: some RandomAccessCollection<SavedTicket>) {
        let wasOnLast = state.selectedID == state.lastTicketID
        state.lastTicketID = tickets.last?.id
        guard !tickets.isEmpty else {
            state.selectedID = nil
            state.firstVisibleRow = 0
            return
        }
        let selected = wasOnLast ? tickets.count - 1 : index(of: state.selectedID, in: tickets)
        state.selectedID = tickets[tickets.index(tickets.startIndex, offsetBy: selected)].id
        let height = state.layout.listHeight
        var first = state.firstVisibleRow
        if selected < first { first = selected }
        if selected >= first + height { first = selected - height + 1 }
        first = min(first, max(0, tickets.count - height))
        state.firstVisibleRow = max(0, first)
    }

    /// The offset of the ticket with `id`, or of the first after it, or of the last ticket;
    /// the last for no id (the newest is selected first). Ids ascend, so a binary search.
    private func index(of id: Int?, in tickets: some RandomAccessCollection<SavedTicket>) -> Int {
        guard let id else { return tickets.count - 1 }
        var low = 0
        var high = tickets.count
        while low < high {
            let middle = (low + high) / 2
            if tickets[tickets.index(tickets.startIndex, offsetBy: middle)].id < id {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return min(low, tickets.count - 1)
    }

    /// From the first ticket's id to the last's.
    private static func idRange(_ tickets: [SavedTicket]) -> ClosedRange<Int> {
        tickets[0].id...tickets[tickets.count - 1].id
    }
}
