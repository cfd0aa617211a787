import Lotto

/// What `lotto ui` shows, apart from the tickets themselves: the tab, the selection and where
/// the list is scrolled, the overlay, the status line, the game and the size of a draw.
struct InterfaceState: Equatable, Sendable {
    /// How many tickets a draw may make.
    static let ticketsPerDrawRange = 1...10

    var tab = InterfaceTab.draw
    var overlay: InterfaceOverlay?
    /// The last thing that happened, for the status line; `nil` while there is nothing to say.
    var status: StatusLine?
    /// The last status that said something failed (``StatusLine/isFailure``), kept after the
    /// status line moves on, for `e`; `nil` until something fails.
    var lastFailure: StatusLine?
    /// Where the check that sums up the record (`r`) stands.
    var recordCheck = RecordCheck.notChecked
    /// The first line of the last error's box shown: a long one (every game failed) scrolls.
    var lastErrorScroll = 0
    /// The game `n` draws and `s` saves.
    var game: GameID
    /// How many tickets `n` draws.
    var ticketsPerDraw = 1
    /// The terminal's size, and where the rows go in it.
    var layout = InterfaceLayout()
    /// The id of the selected saved ticket; `nil` when none is saved.
    var selectedID: Int?
    /// The id of the last saved ticket when the state was last reduced: a selection on the last
    /// ticket stays on the last, as new tickets come (and as a long list is read).
    var lastTicketID: Int?
    /// The index of the first saved ticket on screen.
    var firstVisibleRow = 0
    /// How many tickets the last draw made.
    var drawnCount = 0
    /// The index of the first drawn ticket on the Draw tab.
    var firstVisibleDrawn = 0
    /// How many of the drawn tickets, from the first, have been on screen: `s` saves a draw
    /// only once the person has seen every ticket of it.
    var drawnSeen = 0
    /// The ids the tickets on the Draw tab were saved as, once they are: `s` again says so
    /// rather than saving them twice. `nil` until saved, and again after a new draw.
    var drawnSavedAs: ClosedRange<Int>?

    init(game: GameID) {
        self.game = game
    }

    /// The ticket line, while it is open.
    var ticketLine: TicketLine? {
        if case .ticketLine(let line)? = overlay { line } else { nil }
    }

    /// How many characters of text that came together the screen takes as typed: the open
    /// ticket line's most (what it has no room for it refuses, and says so); 0 elsewhere, and
    /// while the line is being saved, where such text is a paste, never keys.
    var ticketLineRoom: Int {
        guard let line = ticketLine, !line.isSaving else { return 0 }
        return TicketLine.longest
    }

    /// Drawn tickets the person has not seen yet (below the screen).
    var drawnUnseen: Int {
        drawnCount - drawnSeen
    }
}
