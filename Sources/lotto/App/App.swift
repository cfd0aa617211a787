import Flux
import Lotto

/// The Flux parts of one run.
struct App {
    let dispatcher: Dispatcher<LottoAction>
    let makerStore: LottoNumberMakerStore
    let savedStore: SavedLottoNumberStore
    let checkStore: CheckResultsStore
    let actionCreator: ActionCreator
}
