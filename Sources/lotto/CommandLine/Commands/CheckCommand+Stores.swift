import Flux
import Lotto

extension CheckCommand {
    /// The stores `lotto check` reads: the check's summary, which its view prints at the end
    /// and whose next steps it says.
    struct Stores {
        let checkSummary: CheckSummaryStore<AppAction>

        init(_ dispatcher: Dispatcher<AppAction>) {
            checkSummary = dispatcher.lottoStore(CheckSummaryReducer())
        }
    }
}
