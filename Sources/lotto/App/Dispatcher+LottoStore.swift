import Flux
import Lotto

extension Dispatcher<AppAction> {
    /// A new store of lotto's running `reducer`, registered here: it hears lotto's part of each
    /// of the app's actions. What a command's stores are made of.
    func lottoStore<State>(_ reducer: some Reducer<State, LottoAction>) -> ReducerStore<State, AppAction> {
        ReducerStore(dispatcher: self, reducer: reducer, action: \.lottoAction)
    }
}
