import Flux
import Lotto

extension CheckCommand {
    /// The stores `lotto check` reads: the check's summary, which its view prints at the end
    /// and whose next steps it says, and its progress when the progress line is shown.
    struct Stores {
        let checkSummary: CheckSummaryStore<AppAction>
        let workProgress: WorkProgressStore<AppAction>?

        /// - Parameter showingProgress: whether the progress line is shown (see
        ///   ``Context/showsProgress(outputStreams:)``): its store is made only then.
        init(_ dispatcher: Dispatcher<AppAction>, showingProgress: Bool) {
            checkSummary = dispatcher.lottoStore(CheckSummaryReducer())
            workProgress = showingProgress ? dispatcher.lottoStore(WorkProgressReducer()) : nil
        }
    }
}
