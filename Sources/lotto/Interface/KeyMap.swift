import Lotto

/// What each key does in `lotto ui`, given what is on screen.
enum KeyMap {
    /// What a key asks of the app.
    enum Command: Equatable {
        /// A change of the screen's own state.
        case interface(InterfaceAction)
        /// Draw anew, in the game on screen.
        case draw
        /// Play the next game (or, not `forward`, the one before) and draw in it.
        case cycleGame(forward: Bool)
        /// Save the tickets on screen, if they may be (see ``SaveDecision``).
        case save
        /// Save the ticket typed on the ticket line, its words as `lotto save` takes them, of
        /// the game on screen, for its next draw.
        case saveTicketLine(words: [String], game: GameID)
        /// Delete the saved ticket with this id (the question was answered yes).
        case delete(id: Int)
        /// Fetch the latest results of every game from the lotteries' services.
        case updateDraws
        /// Show the record and check the saved tickets for it, or put it away (`r`).
        case record
        case suspend
        case quit
        case nothing

        /// Whether it opens a question (``InterfaceOverlay/confirmDelete(id:)``), which only a
        /// key of a later read may answer (see ``KeyMap/command(for:in:cameWithTheQuestion:)``).
        var asksAQuestion: Bool { self == .interface(.askToDelete) }
    }

    /// What `key` does, given the screen.
    ///
    /// A question accepts only a key typed after it opened: a key that came in the same read of
    /// the terminal as the key that asked it (`cameWithTheQuestion`) is no answer. The loop
    /// numbers its reads and remembers the read whose command ``Command/asksAQuestion``. Text
    /// a terminal sends bare in one read (`dy`) is a paste already (``KeyReader``); this keeps
    /// what else came with the `d` (an arrow, a click) from answering. The rule needs no clock:
    /// keys typed one by one come in reads of their own, and two typed faster than the loop
    /// reads them leave the question waiting for another key, which is the safe side.
    static func command(for key: Key, in state: InterfaceState, cameWithTheQuestion: Bool = false) -> Command {
        switch key {
        case .controlC: return .quit
        case .controlZ: return .suspend
        default: break
        }
        // The ticket line takes the keys: `q` and the rest are letters there.
        if case .ticketLine(let line)? = state.overlay {
            return command(for: key, onTicketLine: line, game: state.game)
        }
        if key == .character("q") { return .quit }
        if case .mouse(let event) = key {
            return command(for: event, in: state)
        }
        // Nothing pasted is a key; the status line says why nothing happened. Over a question
        // or the keys it does nothing, as a click does: a report would close the question.
        if key == .paste || key.isText {
            return state.overlay == nil ? .interface(.report(.pasted)) : .nothing
        }
        // The last error is read (scrolled, when it is longer than the screen), then put
        // away with whatever other key comes to hand but `q`, which quits everywhere (one
        // key, one meaning).
        if state.overlay == .lastError {
            switch key {
            case .up, .character("k"): return .interface(.scrollLastError(-1))
            case .down, .character("j"): return .interface(.scrollLastError(1))
            case .pageUp: return .interface(.scrollLastError(-state.layout.rows / 2))
            case .pageDown: return .interface(.scrollLastError(state.layout.rows / 2))
            default: return .interface(.closeOverlay)
            }
        }
        switch state.overlay {
        case .confirmDelete? where cameWithTheQuestion:
            return .nothing
        case .confirmDelete(let id)?:
            switch key {
            case .character("y"), .character("Y"): return .delete(id: id)
            case .character("n"), .character("N"), .escape: return .interface(.closeOverlay)
            default: return .nothing
            }
        case .help?:
            switch key {
            case .escape, .character("?"), .enter: return .interface(.closeOverlay)
            default: return .nothing
            }
        // The record is put away as it was opened, or as the keys are; `u` still updates the
        // draws, which the record then counts.
        case .record?:
            switch key {
            case .escape, .character("r"), .enter: return .record
            case .character("u"): return .updateDraws
            default: return .nothing
            }
        case .lastError?, .ticketLine?, nil:
            break
        }
        switch key {
        case .character("?"): return .interface(.toggleHelp)
        case .character("u"): return .updateDraws
        case .character("e"): return .interface(.showLastError)
        case .character("r"): return .record
        case .character("t"): return .interface(.openTicketLine)
        case .character("1"): return .interface(.showTab(.draw))
        case .character("2"): return .interface(.showTab(.saved))
        case .tab, .right: return .interface(.cycleTab(forward: true))
        case .backTab, .left: return .interface(.cycleTab(forward: false))
        default: break
        }
        switch state.tab {
        case .draw:
            switch key {
            case .character("n"), .character(" "): return .draw
            case .character("s"): return .save
            case .up, .character("k"): return .interface(.scrollDrawn(-1))
            case .down, .character("j"): return .interface(.scrollDrawn(1))
            case .character("g"): return .cycleGame(forward: true)
            case .character("G"): return .cycleGame(forward: false)
            case .character("+"), .character("="): return .interface(.setTicketsPerDraw(state.ticketsPerDraw + 1))
            case .character("-"): return .interface(.setTicketsPerDraw(state.ticketsPerDraw - 1))
            default: return .nothing
            }
        case .saved:
            switch key {
            case .up, .character("k"): return .interface(.moveSelection(.rows(-1)))
            case .down, .character("j"): return .interface(.moveSelection(.rows(1)))
            case .pageUp: return .interface(.moveSelection(.pages(-1)))
            case .pageDown: return .interface(.moveSelection(.pages(1)))
            // `g` and `G` are the games, on the Draw tab: one key, one meaning. `<` and `>` are
            // lazygit's top and bottom.
            case .home, .character("<"): return .interface(.moveSelection(.first))
            case .end, .character(">"): return .interface(.moveSelection(.last))
            case .character("d"): return .interface(.askToDelete)
            default: return .nothing
            }
        }
    }

    /// What `key` does on the ticket line: a printable character, or text that came together
    /// (``Key/text(_:)``), is typed, Backspace erases, Enter saves the line, Esc closes it;
    /// nothing else, and nothing while its save goes on (Enter twice saves once).
    private static func command(for key: Key, onTicketLine line: TicketLine, game: GameID) -> Command {
        guard !line.isSaving else { return .nothing }
        switch key {
        case .character(let character): return .interface(.editTicketLine(.type(String(character))))
        case .text(let text): return .interface(.editTicketLine(.type(text)))
        case .backspace: return .interface(.editTicketLine(.erase))
        case .enter: return .saveTicketLine(words: line.words, game: game)
        case .escape: return .interface(.closeOverlay)
        case .paste: return .interface(.report(.pasted))
        default: return .nothing
        }
    }

    /// Rows the wheel scrolls a notch, as most terminal apps do.
    static let wheelRows = 3

    /// A click on a tab shows it; a click on a saved ticket selects it; the wheel scrolls the
    /// draw or moves the selection. While a question or the keys are shown, the mouse does
    /// nothing: the keys answer.
    private static func command(for event: MouseEvent, in state: InterfaceState) -> Command {
        guard state.overlay == nil else { return .nothing }
        switch event.kind {
        case .click where event.row == 0:
            guard let tab = InterfaceView.tabSpans.first(where: { $0.columns.contains(event.column) })?.tab else {
                return .nothing
            }
            return .interface(.showTab(tab))
        case .click where state.tab == .saved:
            let row = event.row - InterfaceLayout.firstListRow
            guard (0..<state.layout.listHeight).contains(row) else { return .nothing }
            return .interface(.moveSelection(.visibleRow(row)))
        case .wheelUp, .wheelDown:
            let rows = event.kind == .wheelUp ? -wheelRows : wheelRows
            return state.tab == .draw ? .interface(.scrollDrawn(rows)) : .interface(.moveSelection(.rows(rows)))
        case .click, .other:
            return .nothing
        }
    }
}
