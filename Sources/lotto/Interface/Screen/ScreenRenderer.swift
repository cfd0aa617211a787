/// Writes frames to the terminal, each as one string of bytes holding only the rows that
/// changed since the frame before (a row is rewritten whole: lotto's rows are short).
struct ScreenRenderer {
    /// Whether colours are drawn (not under `NO_COLOR` or `TERM=dumb`).
    let usesColor: Bool
    /// Whether the locale is UTF-8; else every character goes out as ASCII (``ASCIIFallback``).
    let usesUnicode: Bool
    /// Each row of the last frame as written; empty to redraw everything.
    private var lastRows: [[UInt8]] = []

    init(usesColor: Bool, usesUnicode: Bool) {
        self.usesColor = usesColor
        self.usesUnicode = usesUnicode
    }

    /// Forgets the last frame, so that the next is drawn whole: after a resize, or after the
    /// terminal was given back and taken again.
    mutating func invalidate() {
        lastRows = []
    }

    /// The bytes that turn the last frame into `screen`; empty when nothing changed.
    mutating func frame(_ screen: Screen) -> [UInt8] {
        var bytes: [UInt8] = []
        let redrawsAll = lastRows.count != screen.rows
        if redrawsAll {
            bytes.append(contentsOf: "\u{1B}[0m\u{1B}[2J".utf8)
            lastRows = Array(repeating: [], count: screen.rows)
        }
        for (index, row) in screen.cells.enumerated() {
            let encoded = encode(row)
            guard redrawsAll || encoded != lastRows[index] else { continue }
            bytes.append(contentsOf: "\u{1B}[\(index + 1);1H".utf8)
            bytes.append(contentsOf: encoded)
            lastRows[index] = encoded
        }
        return bytes
    }

    /// A row's characters, with a style sequence wherever the style changes.
    private func encode(_ row: [Screen.Cell]) -> [UInt8] {
        var bytes: [UInt8] = []
        var current: CellStyle?
        for cell in row {
            let style = usesColor ? cell.style : cell.style.monochrome
            if style != current {
                style.appendSGR(to: &bytes)
                current = style
            }
            let character = usesUnicode ? cell.character : ASCIIFallback.character(for: cell.character)
            bytes.append(contentsOf: String(character).utf8)
        }
        bytes.append(contentsOf: "\u{1B}[0m".utf8)
        return bytes
    }
}
