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

    public init(game: GameID) {
        self.game = game
    }

    /// How many saved tickets the Saved tab shows at once.
    public var listHeight: Int {
        max(1, rows - Self.rowsAroundList)
    }
}
