import Lotto

/// The Draw tab: the tickets of the last draw as coloured balls, the draw they are for, and
/// what a draw makes.
struct DrawTabView {
    let state: InterfaceState
    let draw: CurrentDraw

    func draw(into screen: inout Screen) {
        let game = LottoGame(state.game)
        var about = "\(game.ruleDescription) · each draw makes \(state.ticketsPerDraw) ticket"
        if state.ticketsPerDraw > 1 { about += "s" }
        if let price = game.price { about += " · \(price) a ticket" }
        screen.put(about, row: 3, column: 2, style: .muted)

        guard let drawnGame = draw.game, !draw.tickets.isEmpty else {
            screen.put("Press n to draw.", row: InterfaceLayout.firstDrawnRow, column: 2)
            return
        }
        let played = LottoGame(drawnGame)
        let width = String(played.main.range.upperBound).count
        let count = draw.tickets.count
        let first = min(state.firstVisibleDrawn, count)
        let shown = draw.tickets[first...].prefix(state.layout.drawnShown(count: count))
        let step = state.layout.drawnRowStep(count: count)
        for (index, ticket) in zip(shown.indices, shown) {
            let row = InterfaceLayout.firstDrawnRow + (index - first) * step
            guard row < state.layout.offScreenNoteRow else { break }
            var column = screen.put("\(index + 1).".leftPadded(to: 4), row: row, column: 2, style: .muted) + 2
            for number in ticket.numbers {
                let style = CellStyle(foreground: BallColors.color(ofMain: number, rule: played.main), isBold: true)
                column = screen.put(String(number).leftPadded(to: width), row: row, column: column, style: style) + 2
            }
            if !ticket.extraNumbers.isEmpty {
                column = screen.put("+", row: row, column: column) + 2
                for number in ticket.extraNumbers {
                    let style = CellStyle(foreground: BallColors.colorOfExtra, isBold: true)
                    column =
                        screen.put(String(number).leftPadded(to: width), row: row, column: column, style: style) + 2
                }
            }
        }
        // Tickets off screen are said, so that nothing is saved unseen.
        let below = draw.tickets.count - first - shown.count
        var offScreen: [String] = []
        if first > 0 { offScreen.append("↑ \(first) above") }
        if below > 0 { offScreen.append("↓ \(below) more below") }
        if !offScreen.isEmpty {
            let text = offScreen.joined(separator: " · ") + " (↑ ↓ scroll)"
            screen.put(text, row: state.layout.offScreenNoteRow, column: 2, style: .muted)
        }
        var forDraw = draw.draw.map { "for the draw of \(Weekday(of: $0.date)) \($0)" } ?? "for no draw (no schedule)"
        if drawnGame != state.game { forDraw += " · a \(drawnGame) draw: n draws \(state.game)" }
        screen.put(forDraw, row: 4, column: 2, style: .muted)
    }
}
