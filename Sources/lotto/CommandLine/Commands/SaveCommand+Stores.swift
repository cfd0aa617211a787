import Flux
import Lotto

extension SaveCommand {
    /// The stores `lotto save` reads, and `lotto delete`: what the save or the removal did
    /// (the ids, a sales-closed draw), which its view says.
    struct Stores {
        let savedTicketsChange: SavedTicketsChangeStore<AppAction>

        init(_ dispatcher: Dispatcher<AppAction>) {
            savedTicketsChange = dispatcher.lottoStore(SavedTicketsChangeReducer())
        }
    }
}
