import Lotto

/// The Saved tab: the saved tickets, newest last, the selected one marked, each with its result
/// in its own draw: its tier and prize once the draw is recorded, else pending and the draw's
/// date, or no draw. Only the rows on screen are looked at, so a million tickets scroll as fast
/// as ten.
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

        let selected = state.selectedID.flatMap { id in shown.firstIndex { $0.id == id } }
        let position = selected.map { "\($0 + 1) of \(tickets.count)" } ?? "\(tickets.count)"
        let positionColumn = max(0, state.layout.columns - position.count - 1)
        screen.put(position, row: 2, column: positionColumn, style: .muted)
        // The position always shows whole; the heads that would run into it are left out
        // whole, from the right, rather than cut off mid-word.
        var headColumn = 2
        for (head, width) in [
            ("id", idWidth), ("numbers", numbersWidth), ("saved", 10), ("game", gameWidth), ("result", 0),
        ] {
            guard headColumn + head.count + 2 <= positionColumn else { break }
            screen.put(head, row: 2, column: headColumn, style: .muted)
            headColumn += max(width, head.count) + 2
        }

        for (offset, (saved, text)) in zip(shown, texts).enumerated() {
            let row = InterfaceLayout.firstListRow + offset
            let isSelected = saved.id == state.selectedID
            var column = screen.put(isSelected ? "> " : "  ", row: row, column: 0, style: .bold)
            column = screen.put("#\(saved.id)".rightPadded(to: idWidth), row: row, column: column) + 2
            column = screen.put(text.rightPadded(to: numbersWidth), row: row, column: column) + 2
            column = screen.put(String(saved.savedAt.description.prefix(10)), row: row, column: column) + 2
            column = screen.put(saved.game.rawValue.rightPadded(to: gameWidth), row: row, column: column) + 2
            let (result, won) = Self.result(of: saved, in: history)
            column = screen.put(result, row: row, column: column, style: won ? .bold : .muted)
            // How a Korean ticket's numbers were chosen, as its QR code said.
            if let choice = saved.choice {
                column = screen.put(" · " + choice.rawValue, row: row, column: column, style: .muted)
            }
            // The multiplier printed on a Mega Millions play of 2025-04-08 on.
            if let multiplier = saved.playMultiplier {
                screen.put(" · multiplier \(multiplier)", row: row, column: column, style: .muted)
            }
            if isSelected {
                screen.restyle(row: row) { $0.isInverse = true }
            }
        }
    }

    /// `tier 5 · 5,000 KRW`, `tier 6 · a free Lucky Dip`, `no prize`, `pending · 2026-11-28` or
    /// `no draw`, and whether the ticket won; against a draw of two sets of balls, each set's win,
    /// `set 1 tier 5 · 10.00 GBP, set 2 tier 6 · 1.00 GBP`. A multi-draw ticket's results are
    /// summed up (see ``resultOfDraws(of:in:)``).
    static func result(of saved: SavedTicket, in history: DrawHistory) -> (text: String, won: Bool) {
        guard !saved.isMultiDraw else { return resultOfDraws(of: saved, in: history) }
        guard let draw = saved.draw else { return ("no draw", false) }
        guard let recorded = history.draw(of: saved.game, on: draw.date) else {
            return ("pending · \(draw.date)", false)
        }
        let wins = recorded.checkEachSet(saved).filter { $0.tier != nil }
        guard !wins.isEmpty else { return ("no prize", false) }
        return (wins.map { ($0.set.map { "set \($0) " } ?? "") + winText($0) }.joined(separator: ", "), true)
    }

    /// `tier 5 · 5,000 KRW`: what a winning result won.
    private static func winText(_ result: CheckResult) -> String {
        let tier = result.tier ?? 0
        if case .freePlay(let name)? = result.prize { return "tier \(tier) · a \(name)" }
        if case .baseOnly(let base)? = result.prize {
            return "tier \(tier) · prize unknown: base \(base), multiplier unknown"
        }
        return "tier \(tier) · " + (result.prize?.money.map(\.description) ?? "prize unknown")
    }

    /// A multi-draw ticket's results in its draws, on one row: before any of them is recorded,
    /// `pending · 2026-11-28, 4 draws` (the first and how many); then its best tier and what it
    /// won over them, `tier 5 · 10,000 KRW`, or `no prize`, then how many draws are recorded,
    /// `· 2 of 4 drawn`, or `· 4 draws` once all are.
    static func resultOfDraws(of saved: SavedTicket, in history: DrawHistory) -> (text: String, won: Bool) {
        let draws = saved.draws
        var recorded = 0
        var bestTier: Int?
        var won: Money?
        var unknownPrizes = 0
        var freePlays: [String] = []
        for draw in draws {
            guard let record = history.draw(of: saved.game, on: draw.date) else { continue }
            recorded += 1
            // Each set of a draw of two pays apart.
            for result in record.checkEachSet(saved) {
                guard let tier = result.tier else { continue }
                bestTier = min(bestTier ?? tier, tier)
                if let money = result.prize?.money {
                    won =
                        won.map { Money(minorUnits: $0.minorUnits + money.minorUnits, currency: $0.currency) } ?? money
                } else if case .freePlay(let name)? = result.prize {
                    freePlays.append(name)
                } else {
                    unknownPrizes += 1
                }
            }
        }
        guard recorded > 0 else {
            return ("pending · \(saved.draw?.date.description ?? ""), \(draws.count) draws", false)
        }
        let progress = recorded == draws.count ? "\(draws.count) draws" : "\(recorded) of \(draws.count) drawn"
        guard let bestTier else { return ("no prize · " + progress, false) }
        // A free play is no money: said apart (`a free Lucky Dip`, `2 free Lucky Dips`).
        let free = freePlays.first.map { freePlays.count == 1 ? "a \($0)" : "\(freePlays.count) \($0)s" }
        let amount = [won?.description, free, unknownPrizes > 0 ? "prize unknown" : nil].compactMap { $0 }
        return ("tier \(bestTier) · " + amount.joined(separator: " + ") + " · " + progress, true)
    }
}
