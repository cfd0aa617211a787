/// What `lotto ui` shows, apart from the tickets themselves: the tab, the selection and where
/// the list is scrolled, the overlay, the status line, the game and the size of a draw.
public struct InterfaceState: Equatable, Sendable {
    /// How many tickets a draw may make.
    public static let ticketsPerDrawRange = 1...10

    /// The rows above and below the Saved tab's list: the header and its rule, the list's
    /// column heads, the status line and the key hints.
    public static let rowsAroundList = 5

    public var tab = InterfaceTab.draw
    public var overlay: InterfaceOverlay?
    /// The last thing that happened, for the status line.
    public var status = ""
    /// The game `n` draws and `s` saves.
    public var game: GameID
    /// How many tickets `n` draws.
    public var ticketsPerDraw = 1
    /// The terminal's size.
    public var rows = 24
    public var columns = 80
    /// The id of the selected saved ticket; `nil` when none is saved.
    public var selectedID: Int?
    /// The id of the last saved ticket when the state was last reduced: a selection on the last
    /// ticket stays on the last, as new tickets come (and as a long list is read).
    public var lastTicketID: Int?
    /// The index of the first saved ticket on screen.
    public var firstVisibleRow = 0
    /// How many tickets the last draw made.
    public var drawnCount = 0
    /// The index of the first drawn ticket on the Draw tab.
    public var firstVisibleDrawn = 0
    /// How many of the drawn tickets, from the first, have been on screen: `s` saves a draw
    /// only once the person has seen every ticket of it.
    public var drawnSeen = 0
    /// The ids the tickets on the Draw tab were saved as (`#12-#14`), once they are: `s` again
    /// says so rather than saving them twice. `nil` until saved, and again after a new draw.
    public var drawnSavedAs: String?

    public init(game: GameID) {
        self.game = game
    }

    /// How many saved tickets the Saved tab shows at once.
    public var listHeight: Int {
        max(1, rows - Self.rowsAroundList)
    }

    /// The row of the Draw tab's first ticket; the rows from it to the status line hold them.
    public static let firstDrawnRow = 5

    /// How many rows apart the Draw tab puts the tickets of a draw of `count`: every other row
    /// when the whole draw fits so, else every row.
    public func drawnRowStep(count: Int) -> Int {
        count * 2 - 1 <= drawnListHeight ? 2 : 1
    }

    /// How many tickets of a draw of `count` the Draw tab shows at once.
    public func drawnShown(count: Int) -> Int {
        let step = drawnRowStep(count: count)
        return min(count, (drawnListHeight + step - 1) / step)
    }

    /// Drawn tickets the person has not seen yet (below the screen).
    public var drawnUnseen: Int {
        drawnCount - drawnSeen
    }

    /// The rows for drawn tickets: from ``firstDrawnRow`` to above the status line's gap.
    private var drawnListHeight: Int {
        max(1, rows - 3 - Self.firstDrawnRow)
    }
}
