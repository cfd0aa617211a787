import Flux
import Lotto

extension StreamView {
    /// Saved tickets as they are saved, read or removed (whichever the command does):
    /// `#7  3 11 19 27 38 42  2026-11-22T10:15:30Z`, and the game unless it is kr645; the ids
    /// padded to the widest the stream may hold, so that the numbers line up.
    static func savedTickets(_ dispatcher: Dispatcher<AppAction>, printer: ListPrinter) -> StreamView {
        StreamView(dispatcher: dispatcher, printer: printer) { action in
            let page: Page<SavedTicket>
            switch action {
            case .ticketsSaved(let saved, let highestID), .ticketsRemoved(let saved, let highestID),
                .savedTicketsLoaded(let saved, _, let highestID):
                page = saved
                printer.alignIDs(upTo: highestID)
            case .ticketsDrawn, .ticketsChecked, .deletedTicketsChecked, .drawHistoryLoaded, .drawsRecorded, .drawRemoved,
                .ticketsBacktested, .drawUpdateStarted, .drawUpdateProgressed, .drawsUpdated, .drawUpdateFailed,
                .workProgressed, .savedTicketsChanged, .ticketIDsListed:
                return nil
            }
            printer.printSavedTickets(page.items)
            return page.isLast
        }
    }
}
