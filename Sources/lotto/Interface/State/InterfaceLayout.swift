/// Where `lotto ui` puts its rows in a terminal of a size: the header, the tabs' lists, the
/// status line and the key hints. The reducer reads it (how far a page moves, which drawn
/// tickets are on screen) as the views do (where they draw), so that the two agree.
struct InterfaceLayout: Equatable, Sendable {
    /// The terminal's size.
    var rows = 24
    var columns = 80

    /// The row of the Saved tab's first ticket, below the header, its rule and the list's
    /// column heads.
    static let firstListRow = 3

    /// The rows above and below the Saved tab's list: the header and its rule, the list's
    /// column heads, the status line and the key hints.
    static let rowsAroundList = 5

    /// The row of the Draw tab's first ticket; the rows from it to the note of the tickets off
    /// screen hold them.
    static let firstDrawnRow = 5

    /// How many saved tickets the Saved tab shows at once.
    var listHeight: Int {
        max(1, rows - Self.rowsAroundList)
    }

    /// The Draw tab's note of the tickets above and below the screen.
    var offScreenNoteRow: Int { rows - 3 }

    /// The status line: what was done, or what went wrong.
    var statusRow: Int { rows - 2 }

    /// The key hints, on the last row.
    var hintsRow: Int { rows - 1 }

    /// How many rows apart the Draw tab puts the tickets of a draw of `count`: every other row
    /// when the whole draw fits so, else every row.
    func drawnRowStep(count: Int) -> Int {
        count * 2 - 1 <= drawnListHeight ? 2 : 1
    }

    /// How many tickets of a draw of `count` the Draw tab shows at once.
    func drawnShown(count: Int) -> Int {
        let step = drawnRowStep(count: count)
        return min(count, (drawnListHeight + step - 1) / step)
    }

    /// The rows for drawn tickets: from ``firstDrawnRow`` to above the note of the tickets off
    /// screen.
    private var drawnListHeight: Int {
        max(1, offScreenNoteRow - Self.firstDrawnRow)
    }
}
