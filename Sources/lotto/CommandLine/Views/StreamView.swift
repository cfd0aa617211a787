import Flux
import Lotto

/// Prints a stream of items as its pages arrive (see ``Page``), in the printer's format, and
/// ends the list with the stream's last page: every list lotto prints, whatever its items.
///
/// What differs from list to list is which action brings the pages and how an item is written;
/// `StreamView+DrawnTickets.swift` and its neighbours say it for each, in a page printer whose
/// per-item code the compiler sees whole (a million-ticket list spends its time there).
final class StreamView {
    /// Prints the page an action brings, if it brings one of this view's, and says whether it
    /// was the stream's last; `nil` for an action that is not this view's.
    typealias PrintPage = (LottoAction) -> Bool?

    private var subscription: Subscription?

    /// - Parameters:
    ///   - stores: the tokens of the stores `printPage` or `ending` read: each action reaches
    ///     this view once they have handled it, whether they were registered before it or after.
    ///   - ending: what to print after the last page's items, before the list is closed (a
    ///     summary).
    init(
        dispatcher: Dispatcher<AppAction>, printer: ListPrinter, after stores: [DispatchToken] = [],
        printPage: @escaping PrintPage, ending: @escaping () -> Void = {}
    ) {
        subscription = dispatcher.addActionListener(after: stores) { action in
            guard case .lotto(let action) = action, printPage(action) == true else { return }
            ending()
            printer.end()
        }
    }
}
