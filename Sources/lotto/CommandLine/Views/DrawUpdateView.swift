import Flux
import Lotto

/// Prints what `lotto draws update` did for each game as it finishes:
/// `kr645: 1 added, 0 updated, 0 replaced, 0 kept (1 draw in 2 requests to www.dhlottery.co.kr)`,
/// or one JSON object (CSV row) of ``fields`` a game; and each game that failed, on standard
/// error, as it fails.
final class DrawUpdateView {
    private var subscription: Subscription?
    private let printer: ListPrinter

    static let fields = [
        "added", "game", "kept", "path", "publisher", "received", "replaced", "requests", "source", "updated",
    ]

    /// - Parameter flush: called after each game's line, so that a terminal sees it at once.
    init(_ app: App, printer: ListPrinter, errors: StandardError, flush: @escaping () -> Void) {
        self.printer = printer
        let store = app.drawUpdateStore
        var shown = 0
        var failuresShown = 0
        subscription = store.addListener { [unowned store] in
            let finished = store.state.finished
            if finished.count > shown {
                Self.print(Array(finished[shown...]), with: printer)
                shown = finished.count
                flush()
            }
            for failure in store.state.failed.dropFirst(failuresShown) {
                // After the games before it, which are out by now.
                flush()
                errors.print("lotto: error: \(ErrorReport(failure.error).message)")
            }
            failuresShown = store.state.failed.count
        }
    }

    /// Ends the list, once every game is done: closes the JSON array (`[]` when no game was
    /// updated).
    func end() {
        printer.end()
    }

    private static func print(_ updates: [DrawUpdate], with printer: ListPrinter) {
        printer.print(
            updates,
            text: { update, bytes in bytes.append(update.description) },
            json: { update, bytes in
                let summary = update.summary
                bytes.append(#"{"added":\#(summary.added),"game":"#)
                bytes.appendJSONString(update.game.description)
                bytes.append(#","kept":\#(summary.kept),"path":"#)
                bytes.appendJSONString(update.path)
                bytes.append(#","publisher":"#)
                bytes.appendJSONString(update.publisher.rawValue)
                bytes.append(#","received":\#(update.received),"replaced":\#(summary.replaced),"#)
                bytes.append(#""requests":\#(update.requests),"source":"#)
                bytes.appendJSONString(update.address.description)
                bytes.append(#","updated":\#(summary.updated)}"#)
            },
            csv: { update, bytes in
                let summary = update.summary
                ListPrinter.appendCSVFields(
                    [
                        String(summary.added), update.game.description, String(summary.kept), update.path,
                        update.publisher.rawValue, String(update.received), String(summary.replaced),
                        String(update.requests), update.address.description, String(summary.updated),
                    ], to: &bytes)
            })
    }
}
