import Flux
import Lotto

extension DrawsStatsCommand {
    /// The stores `lotto draws stats` reads: how often each number was drawn.
    struct Stores {
        let drawFrequencies: DrawFrequenciesStore<AppAction>

        init(_ dispatcher: Dispatcher<AppAction>) {
            drawFrequencies = dispatcher.lottoStore(DrawFrequencyReducer())
        }
    }
}
