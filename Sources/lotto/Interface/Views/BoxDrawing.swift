/// Frames for overlays.
enum BoxDrawing {
    /// Blanks the rectangle and draws its frame, with `title` in the top edge.
    static func box(into screen: inout Screen, row: Int, column: Int, height: Int, width: Int, title: String) {
        screen.clear(row: row, column: column, height: height, width: width)
        let inner = max(0, width - 2)
        let top = "┌ \(title) " + String(repeating: "─", count: max(0, inner - title.unicodeScalars.count - 2))
        screen.put(String(top.unicodeScalars.prefix(width - 1)) + "┐", row: row, column: column)
        for line in row + 1..<row + height - 1 {
            screen.put("│", row: line, column: column)
            screen.put("│", row: line, column: column + width - 1)
        }
        screen.put("└" + String(repeating: "─", count: inner) + "┘", row: row + height - 1, column: column)
    }
}
