import Lotto

/// The Saved tab: the saved tickets, newest last, the selected one marked, each with its tier
/// and prize in the latest recorded draw of its game. Only the rows on screen are looked at,
/// so a million tickets scroll as fast as ten.
struct SavedTabView {
    let state: InterfaceState
    let tickets: ContiguousArray<SavedTicket>
    let latestDraws: [GameID: RecordedDraw]

    func draw(into screen: inout Screen) {
        guard !tickets.isEmpty else {
            screen.put("No saved tickets. Draw on the Draw tab (1) and press s to save.", row: 3, column: 2)
            return
        }
        let first = min(state.firstVisibleRow, tickets.count - 1)
        let shown = tickets[first..<min(first + state.listHeight, tickets.count)]
        let idWidth = max(3, "#\(tickets[tickets.count - 1].id)".count)
        let texts = shown.map(\.ticket.description)
        let numbersWidth = max(7, texts.map(\.unicodeScalars.count).max() ?? 0)
        let gameWidth = max(4, shown.map(\.game.rawValue.count).max() ?? 0)

        let selected = state.selectedID.flatMap { id in shown.firstIndex { $0.id == id } }
        let position = selected.map { "\($0 + 1) of \(tickets.count)" } ?? "\(tickets.count)"
        let positionColumn = max(0, state.columns - position.count - 1)
        screen.put(position, row: 2, column: positionColumn, style: .muted)
        // The position always shows whole; the heads that would run into it are left out
        // whole, from the right, rather than cut off mid-word.
        var headColumn = 2
        for (head, width) in [
            ("id", idWidth), ("numbers", numbersWidth), ("saved", 10), ("game", gameWidth), ("latest draw", 0),
        ] {
            guard headColumn + head.count + 2 <= positionColumn else { break }
            screen.put(head, row: 2, column: headColumn, style: .muted)
            headColumn += max(width, head.count) + 2
        }

        for (offset, (saved, text)) in zip(shown, texts).enumerated() {
            let row = 3 + offset
            let isSelected = saved.id == state.selectedID
            var column = screen.put(isSelected ? "> " : "  ", row: row, column: 0, style: .bold)
            column = screen.put("#\(saved.id)".rightPadded(to: idWidth), row: row, column: column) + 2
            column = screen.put(text.rightPadded(to: numbersWidth), row: row, column: column) + 2
            column = screen.put(String(saved.savedAt.description.prefix(10)), row: row, column: column) + 2
            column = screen.put(saved.game.rawValue.rightPadded(to: gameWidth), row: row, column: column) + 2
            if let latest = latestDraws[saved.game] {
                let result = latest.check(saved)
                let prize: String =
                    switch result.tier {
                    case nil: "no prize"
                    case let tier?: "tier \(tier) · " + (result.prize?.money.map(\.description) ?? "prize unknown")
                    }
                screen.put(prize, row: row, column: column, style: result.tier == nil ? .muted : .bold)
            }
            if isSelected {
                screen.restyle(row: row) { $0.isInverse = true }
            }
        }
    }
}
