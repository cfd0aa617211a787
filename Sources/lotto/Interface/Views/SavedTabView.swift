import Lotto

/// The Saved tab: the saved tickets, newest last, the selected one marked, each with its result
/// in its own draw and its options (``SavedTicketResult``): its tier and prize once the draw is
/// recorded, else pending and the draw's date, or no draw. Where a result would not show whole,
/// the saved date is left out, then the results take their short forms. Only the rows on screen
/// are looked at, so a million tickets scroll as fast as ten.
struct SavedTabView {
    let state: InterfaceState
    let tickets: ContiguousArray<SavedTicket>
    let history: DrawHistory

    func draw(into screen: inout Screen) {
        guard !tickets.isEmpty else {
            screen.put(
                "No saved tickets. Draw on the Draw tab (1) and press s to save.", row: InterfaceLayout.firstListRow,
                column: 2)
            return
        }
        let first = min(state.firstVisibleRow, tickets.count - 1)
        let shown = tickets[first..<min(first + state.layout.listHeight, tickets.count)]
        let idWidth = max(3, "#\(tickets[tickets.count - 1].id)".count)
        let texts = shown.map(\.ticket.description)
        let numbersWidth = max(7, texts.map(\.unicodeScalars.count).max() ?? 0)
        let gameWidth = max(4, shown.map(\.game.rawValue.count).max() ?? 0)

        let results = shown.map { SavedTicketResult(of: $0, in: history) }
        // The result column's room: the saved date is left out first, where a result would
        // not show whole beside it.
        let widthBeforeResult = 2 + idWidth + 2 + numbersWidth + 2 + gameWidth + 2
        let showsSavedDate = results.allSatisfy {
            widthBeforeResult + Self.savedDateWidth + 2 + $0.text.unicodeScalars.count <= state.layout.columns
        }
        let resultWidth = state.layout.columns - widthBeforeResult - (showsSavedDate ? Self.savedDateWidth + 2 : 0)

        let selected = state.selectedID.flatMap { id in shown.firstIndex { $0.id == id } }
        let position = selected.map { "\($0 + 1) of \(tickets.count)" } ?? "\(tickets.count)"
        let positionColumn = max(0, state.layout.columns - position.count - 1)
        screen.put(position, row: 2, column: positionColumn, style: .muted)
        // The position always shows whole; the heads that would run into it are left out
        // whole, from the right, rather than cut off mid-word.
        var headColumn = 2
        let savedHead = showsSavedDate ? [("saved", Self.savedDateWidth)] : []
        let heads = [("id", idWidth), ("numbers", numbersWidth)] + savedHead + [("game", gameWidth), ("result", 0)]
        for (head, width) in heads {
            guard headColumn + head.count + 2 <= positionColumn else { break }
            screen.put(head, row: 2, column: headColumn, style: .muted)
            headColumn += max(width, head.count) + 2
        }

        for (offset, (saved, (text, result))) in zip(shown, zip(texts, results)).enumerated() {
            let row = InterfaceLayout.firstListRow + offset
            let isSelected = saved.id == state.selectedID
            var column = screen.put(isSelected ? "> " : "  ", row: row, column: 0, style: .bold)
            column = screen.put("#\(saved.id)".rightPadded(to: idWidth), row: row, column: column) + 2
            column = screen.put(text.rightPadded(to: numbersWidth), row: row, column: column) + 2
            if showsSavedDate {
                column = screen.put(String(saved.savedAt.description.prefix(10)), row: row, column: column) + 2
            }
            column = screen.put(saved.game.rawValue.rightPadded(to: gameWidth), row: row, column: column) + 2
            screen.put(result.fitted(to: resultWidth), row: row, column: column, style: result.won ? .bold : .muted)
            if isSelected {
                screen.restyle(row: row) { $0.isInverse = true }
            }
        }
    }

    /// The saved date's columns: `2026-11-27`.
    private static let savedDateWidth = 10
}
