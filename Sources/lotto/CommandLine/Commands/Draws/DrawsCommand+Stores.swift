import Flux
import Lotto

extension DrawsCommand {
    /// The stores `lotto draws`, `draws add` and `draws delete` read: the recorded draws.
    struct Stores {
        let drawHistory: DrawHistoryStore<AppAction>

        init(_ dispatcher: Dispatcher<AppAction>) {
            drawHistory = dispatcher.lottoStore(DrawHistoryReducer())
        }
    }
}
