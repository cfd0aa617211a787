import Flux
import Lotto

extension StatsCommand {
    /// The stores `lotto stats` reads: how often each number was saved.
    struct Stores {
        let numberFrequencies: NumberFrequenciesStore<AppAction>

        init(_ dispatcher: Dispatcher<AppAction>) {
            numberFrequencies = dispatcher.lottoStore(NumberFrequencyReducer())
        }
    }
}
