import Flux
import Lotto

extension BacktestCommand {
    /// The stores `lotto backtest` reads: the backtest's totals, and its progress when the
    /// progress line is shown.
    struct Stores {
        let backtestSummary: BacktestSummaryStore<AppAction>
        let workProgress: WorkProgressStore<AppAction>?

        /// - Parameter showingProgress: whether the progress line is shown (see
        ///   ``Context/showsProgress(outputStreams:)``): its store is made only then.
        init(_ dispatcher: Dispatcher<AppAction>, showingProgress: Bool) {
            backtestSummary = dispatcher.lottoStore(BacktestSummaryReducer())
            workProgress = showingProgress ? dispatcher.lottoStore(WorkProgressReducer()) : nil
        }
    }
}
