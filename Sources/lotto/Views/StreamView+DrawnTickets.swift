import Flux
import Lotto

extension StreamView {
    /// The tickets of a draw, one a line as `lotto new` prints them: `3 11 19 27 38 42`.
    static func drawnTickets(_ app: App, printer: ListPrinter) -> StreamView {
        StreamView(dispatcher: app.dispatcher, printer: printer) { action in
            guard case .ticketsDrawn(let page, let game) = action else { return nil }
            printer.print(
                page.items,
                text: { ticket, bytes in printer.appendTicket(ticket, game: game, to: &bytes) },
                json: { ticket, bytes in TicketRecord(drawn: ticket, game: game).appendJSON(to: &bytes) },
                csv: { ticket, bytes in TicketRecord(drawn: ticket, game: game).appendCSV(to: &bytes) })
            return page.isLast
        }
    }
}
