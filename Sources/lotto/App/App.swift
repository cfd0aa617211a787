import Flux
import Lotto

/// The Flux parts of one run: the dispatcher, every store registered with it (before any
/// view, so that a view hearing an action finds the stores have handled it), and the action
/// creator that feeds it.
struct App {
    let dispatcher: Dispatcher<LottoAction>
    /// The current draw.
    let makerStore: LottoNumberMakerStore
    /// The saved list.
    let savedStore: SavedLottoNumberStore
    /// The count per prize tier of the last check.
    let checkStore: CheckResultsStore
    /// How often each number was saved, for the game last counted.
    let frequencyStore: NumberFrequencyStore
    /// The recorded draws.
    let drawHistoryStore: DrawHistoryStore
    /// How often each number was drawn, for the game last read.
    let drawFrequencyStore: DrawFrequencyStore
    /// The totals of the last backtest.
    let backtestStore: BacktestStore
    let actionCreator: ActionCreator
}
