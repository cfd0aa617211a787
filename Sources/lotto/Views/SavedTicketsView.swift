import Flux
import Lotto

/// Prints saved tickets (just saved, or a page of the list) as the saved store announces
/// them: `#7  3 11 19 27 38 42  2026-11-22T10:15:30Z` a line, or JSON objects.
final class SavedTicketsView {
    /// The CSV columns: the JSON keys, sorted.
    static let csvHeader = ["extra", "game", "id", "numbers", "saved"]

    private let printer: ListPrinter
    private var subscription: Subscription?

    init(store: SavedLottoNumberStore, printer: ListPrinter) {
        self.printer = printer
        subscription = store.addListener { [unowned self, unowned store] in
            render(store.state.tickets)
        }
    }

    private func render(_ tickets: [SavedTicket]) {
        printer.print(
            tickets,
            text: { [printer] saved, bytes in
                bytes.append(UInt8(ascii: "#"))
                bytes.appendDecimal(saved.id)
                bytes.append("  ")
                printer.appendTicket(saved.ticket, game: saved.game, to: &bytes)
                bytes.append("  ")
                saved.savedAt.appendISO8601(to: &bytes)
                if saved.game != LottoGame.korean645.id {
                    bytes.append("  " + saved.game.rawValue)
                }
            },
            json: { saved, bytes in saved.appendJSON(to: &bytes) },
            csv: { saved, bytes in
                ListPrinter.appendCSVFields(
                    [
                        saved.ticket.extraNumbers.spaced, saved.game.rawValue, String(saved.id), saved.ticket.numbers.spaced,
                        saved.savedAt.description,
                    ], to: &bytes)
            })
    }
}
