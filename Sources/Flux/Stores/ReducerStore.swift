/// A ``ReduceStore`` whose logic is a ``Reducer`` value: it starts from the reducer's initial
/// state, reduces every action with it, and emits a change when the state changed.
public final class ReducerStore<R: Reducer>: ReduceStore<R.State, R.Action>, @unchecked Sendable {
    /// The store's logic.
    public let reducer: R

    /// Makes a store running `reducer`, registered with `dispatcher`.
    public init(dispatcher: Dispatcher<R.Action>, reducer: R) {
        self.reducer = reducer
        super.init(dispatcher: dispatcher, initialState: reducer.initialState)
    }

    public override func reduce(_ state: R.State, _ action: R.Action) -> R.State {
        reducer.reduce(state, action)
    }
}
