import Flux
import Lotto

extension DrawsImportCommand {
    /// The stores `lotto draws import` reads: the recorded draws, and the import's progress
    /// when the progress line is shown.
    struct Stores {
        let drawHistory: DrawHistoryStore<AppAction>
        let workProgress: WorkProgressStore<AppAction>?

        /// - Parameter showingProgress: whether the progress line is shown (see
        ///   ``Context/showsProgress(outputStreams:)``): its store is made only then.
        init(_ dispatcher: Dispatcher<AppAction>, showingProgress: Bool) {
            drawHistory = dispatcher.lottoStore(DrawHistoryReducer())
            workProgress = showingProgress ? dispatcher.lottoStore(WorkProgressReducer()) : nil
        }
    }
}
