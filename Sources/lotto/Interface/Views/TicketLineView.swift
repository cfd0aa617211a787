import Lotto

/// The line `t` opens, in a box above the status line: the shape of a ticket of the game on
/// screen, in `lotto save`'s words (`euromillions takes 5 of 1-50 + 2 of 1-12, as in
/// 1 2 3 4 5 + 6 7`), wrapped between words; then what is typed, its end shown when it is
/// longer than the box, and a block where the next character goes; then why its last save was
/// refused, whole, as the status line says it in short.
struct TicketLineView {
    let line: TicketLine
    let game: GameID
    let layout: InterfaceLayout

    /// The box's title.
    static let title = "Type a ticket for the next draw"
    /// The box's title for a game without a schedule (a custom one): saved for no draw.
    static let titleWithoutDraws = "Type a ticket (saved for no draw)"
    /// Before the text typed.
    static let prompt = "> "

    func draw(into screen: inout Screen) {
        let width = layout.columns
        // Inside the frame, a space in from each side.
        let inner = max(1, width - 4)
        // The rules of the game today: the next draw's.
        let shape = LastErrorOverlayView.wrap(TicketShape(of: LottoGame(game)).description, width: inner)
        let refusal = line.refusal.map { error in
            let words = StatusLineView.words(of: .save) + ": " + error.headline
            return LastErrorOverlayView.wrap(words + (error.place.map { " · " + $0.text } ?? ""), width: inner)
        }
        // From below the header to above the status line, at most: what does not fit of the
        // refusal is left out, by lines, rather than the text typed.
        let top = InterfaceLayout.firstListRow - 1
        let height = min(shape.count + 3 + (refusal?.count ?? 0), max(3, layout.statusRow - top))
        let row = max(top, layout.statusRow - height)
        let title = DrawSchedule.of(game) == nil ? Self.titleWithoutDraws : Self.title
        BoxDrawing.box(into: &screen, row: row, column: 0, height: height, width: width, title: title)
        let inputRow = min(row + 1 + shape.count, row + height - 2)
        var lines = BoxLines(screen: screen, row: row + 1, last: inputRow - 1, width: inner)
        for text in shape { lines.put(text, style: .muted) }
        lines = BoxLines(screen: lines.screen, row: inputRow + 1, last: row + height - 2, width: inner)
        for text in refusal ?? [] { lines.put(text, style: .bold) }
        screen = lines.screen
        // The cursor's cell is kept free: the text's end shows, as a shell's line scrolls.
        let room = max(0, inner - Self.prompt.count - 1)
        let shown = String(line.text.unicodeScalars.suffix(room))
        let end = screen.put(Self.prompt + shown, row: inputRow, column: lines.column, style: .bold)
        if !line.isSaving {
            screen.put(" ", row: inputRow, column: end, style: .inverse)
        }
    }
}
