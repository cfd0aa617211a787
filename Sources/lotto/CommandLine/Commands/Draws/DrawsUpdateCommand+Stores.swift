import Flux
import Lotto

extension DrawsUpdateCommand {
    /// The stores `lotto draws update` reads: the update, game by game, as far as it has gone.
    struct Stores {
        let drawUpdate: DrawUpdateStore<AppAction>

        init(_ dispatcher: Dispatcher<AppAction>) {
            drawUpdate = dispatcher.lottoStore(DrawUpdateReducer())
        }
    }
}
