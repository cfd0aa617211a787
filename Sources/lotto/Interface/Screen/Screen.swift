/// A frame of `lotto ui` in memory: rows of cells, each a character of one column and its
/// style. Views draw into it; the renderer writes it to the terminal; tests compare it whole.
struct Screen: Equatable {
    struct Cell: Equatable {
        var character: Unicode.Scalar = " "
        var style = CellStyle.plain
    }

    let rows: Int
    let columns: Int
    private(set) var cells: [[Cell]]

    init(rows: Int, columns: Int) {
        self.rows = max(rows, 0)
        self.columns = max(columns, 0)
        cells = Array(repeating: Array(repeating: Cell(), count: self.columns), count: self.rows)
    }

    /// Writes `text` from `column` of `row`, clipped at the right edge (every character lotto
    /// draws takes one column).
    ///
    /// - Returns: the column after the text.
    @discardableResult
    mutating func put(_ text: String, row: Int, column: Int, style: CellStyle = .plain) -> Int {
        guard (0..<rows).contains(row) else { return column }
        var column = column
        for scalar in text.unicodeScalars {
            if column >= columns { break }
            if column >= 0 { cells[row][column] = Cell(character: scalar, style: style) }
            column += 1
        }
        return column
    }

    /// Sets the style of `count` cells from `column` of `row`, keeping their characters.
    mutating func restyle(row: Int, column: Int = 0, count: Int? = nil, _ change: (inout CellStyle) -> Void) {
        guard (0..<rows).contains(row) else { return }
        let end = min(columns, column + (count ?? columns))
        for index in max(column, 0)..<max(end, max(column, 0)) {
            change(&cells[row][index].style)
        }
    }

    /// Blanks a rectangle, for an overlay.
    mutating func clear(row: Int, column: Int, height: Int, width: Int) {
        for line in max(row, 0)..<min(row + height, rows) {
            for index in max(column, 0)..<min(column + width, columns) {
                cells[line][index] = Cell()
            }
        }
    }

    /// The text of each row, without styles and trailing spaces: what `tmux capture-pane -p`
    /// shows, and what the tests compare.
    var lines: [String] {
        cells.map { row in
            var text = String(String.UnicodeScalarView(row.map(\.character)))
            while text.last == " " { text.removeLast() }
            return text
        }
    }
}
