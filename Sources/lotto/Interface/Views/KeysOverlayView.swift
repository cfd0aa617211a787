/// The `?` overlay: every key of the app.
struct KeysOverlayView {
    static let keys: [(keys: String, action: String)] = [
        ("n, space", "draw anew (Draw tab)"),
        ("s", "save the tickets on screen"),
        ("t", "type in a ticket bought elsewhere"),
        ("g / G", "play the next / previous game (Draw tab)"),
        ("+ = / -", "more / fewer tickets a draw"),
        ("↑ ↓ j k", "scroll the draw / move the selection"),
        ("PgUp PgDn", "move a screen"),
        ("Home End, < >", "first / last ticket (Saved tab)"),
        ("d", "delete the selected ticket"),
        ("u", "update the draws from the lotteries"),
        ("r", "the record: spent, won, net by month"),
        ("e", "the last error, whole (any key closes it)"),
        ("1 2, Tab Shift-Tab ← →", "Draw / Saved tab"),
        ("click", "a tab: show it; a saved ticket: select it"),
        ("wheel", "scroll the draw / move the selection"),
        ("?", "show or hide these keys"),
        ("Esc, Enter", "close this (r: the record too)"),
        ("q, Ctrl-C", "quit"),
        ("Ctrl-Z", "suspend (fg resumes)"),
    ]

    func draw(into screen: inout Screen) {
        let keyWidth = Self.keys.reduce(0) { max($0, $1.keys.unicodeScalars.count) }
        let lines = Self.keys.map { key in
            key.keys + String(repeating: " ", count: keyWidth - key.keys.unicodeScalars.count) + "  " + key.action
        }
        let width = lines.reduce(0) { max($0, $1.unicodeScalars.count) } + 4
        let height = min(lines.count + 2, screen.rows - 2)
        let row = max(0, (screen.rows - height) / 2)
        let column = max(0, (screen.columns - width) / 2)
        BoxDrawing.box(into: &screen, row: row, column: column, height: height, width: width, title: "Keys")
        for (index, line) in lines.prefix(height - 2).enumerated() {
            screen.put(line, row: row + 1 + index, column: column + 2)
            screen.restyle(row: row + 1 + index, column: column + 2, count: keyWidth) { $0 = .bold }
        }
    }
}
