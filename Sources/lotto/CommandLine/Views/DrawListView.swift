import Flux
import Lotto

/// Prints the selected draws once the draw history store has read them: `lotto draws`.
final class DrawListView {
    private var subscription: Subscription?

    init(_ store: DrawHistoryStore<AppAction>, printer: ListPrinter) {
        subscription = store.addListener { [unowned store, unowned self] in
            guard store.state.isLoaded, subscription != nil else { return }
            DrawRecord.print(store.state.selectedDraws, with: printer)
            printer.end()
            subscription = nil  // one list a command
        }
    }
}
