/// Lines written down the inside of an overlay's box, a row each from its first row to its
/// last, from a column in from its frame: text is wrapped between words to the width, and what
/// does not fit below the last row is left out whole, never cut.
struct BoxLines {
    var screen: Screen
    /// The row the next line goes on.
    private(set) var row: Int
    /// The last row inside the box.
    let last: Int
    /// The columns a line has.
    let width: Int
    /// The column lines start at: a space in from the frame.
    let column = 2

    init(screen: Screen, row: Int, last: Int, width: Int) {
        self.screen = screen
        self.row = row
        self.last = last
        self.width = width
    }

    /// The rows not written yet.
    var rowsLeft: Int { max(0, last - row + 1) }

    /// Writes `text`, wrapped between words, a row a line; an empty `text` is an empty row.
    mutating func put(_ text: String, style: CellStyle = .plain) {
        for line in LastErrorOverlayView.wrap(text, width: width) {
            guard row <= last else { return }
            screen.put(line, row: row, column: column, style: style)
            row += 1
        }
    }

    /// Writes a row of a chart, a cell a column, in `style`, and `label` from `labelColumn`
    /// (counted from the line's start) when it fits whole.
    mutating func putChart(_ cells: String, style: CellStyle, label: String?, labelColumn: Int) {
        guard row <= last else { return }
        screen.put(
            String(String.UnicodeScalarView(cells.unicodeScalars.prefix(width))), row: row, column: column, style: style
        )
        if let label, labelColumn + label.unicodeScalars.count <= width {
            screen.put(label, row: row, column: column + labelColumn, style: .muted)
        }
        row += 1
    }
}
