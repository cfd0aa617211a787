import Flux
import Lotto

/// Prints each batch of drawn tickets as the draw store announces it.
final class DrawnTicketsView {
    /// The CSV columns: the JSON keys, sorted.
    static let csvHeader = ["extra", "game", "numbers"]

    private let printer: ListPrinter
    private var subscription: Subscription?

    init(store: LottoNumberMakerStore, printer: ListPrinter) {
        self.printer = printer
        subscription = store.addListener { [unowned self, unowned store] in
            render(store.state.tickets, game: store.state.game)
        }
    }

    private func render(_ tickets: [LottoTicket], game: GameID) {
        printer.print(
            tickets,
            text: { [printer] ticket, bytes in printer.appendTicket(ticket, game: game, to: &bytes) },
            json: { ticket, bytes in
                bytes.append(#"{"extra":"#)
                ticket.appendExtraJSONArray(to: &bytes)
                bytes.append(#","game":""# + game.rawValue + #"","numbers":"#)
                ticket.appendJSONArray(to: &bytes)
                bytes.append(UInt8(ascii: "}"))
            },
            csv: { ticket, bytes in
                ListPrinter.appendCSVFields(
                    [ticket.extraNumbers.spaced, game.rawValue, ticket.numbers.spaced], to: &bytes)
            })
    }
}
