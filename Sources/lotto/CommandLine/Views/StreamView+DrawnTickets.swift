import Flux
import Lotto

extension StreamView {
    /// The tickets of a draw, one a line as `lotto new` prints them: `3 11 19 27 38 42`.
    static func drawnTickets(_ dispatcher: Dispatcher<AppAction>, printer: ListPrinter) -> StreamView {
        StreamView(dispatcher: dispatcher, printer: printer) { action in
            guard case .ticketsDrawn(let page, let game, _) = action else { return nil }
            printer.printDrawnTickets(page.items, game: game)
            return page.isLast
        }
    }
}
