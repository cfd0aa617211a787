import Flux
import Lotto

extension NewCommand {
    /// The stores `lotto new` and `lotto wheel` read: the work's progress, when the progress
    /// line is shown (the tickets are printed from the actions).
    struct Stores {
        let workProgress: WorkProgressStore<AppAction>?

        /// - Parameter showingProgress: whether the progress line is shown (see
        ///   ``Context/showsProgress(outputStreams:)``): its store is made only then.
        init(_ dispatcher: Dispatcher<AppAction>, showingProgress: Bool) {
            workProgress = showingProgress ? dispatcher.lottoStore(WorkProgressReducer()) : nil
        }
    }
}
