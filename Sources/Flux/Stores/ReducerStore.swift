/// A ``ReduceStore`` whose logic is a ``Reducer`` value: it starts from the reducer's initial
/// state, reduces every action with it, and emits a change when the state changed.
///
/// Generic over the state and the action rather than over the reducer, whose `reduce` it keeps
/// as a function: a superclass named through a reducer's associated types made the Swift
/// runtime look the reducer's conformance up by a scan of every conformance in the program the
/// first time each store type was used, which was a third of a command's start-up.
public final class ReducerStore<State, Action>: ReduceStore<State, Action>, @unchecked Sendable {
    private let reduceState: (State, Action) -> State

    /// Makes a store running `reducer`, registered with `dispatcher`.
    public init<R: Reducer>(dispatcher: Dispatcher<Action>, reducer: R) where R.State == State, R.Action == Action {
        reduceState = reducer.reduce
        super.init(dispatcher: dispatcher, initialState: reducer.initialState)
    }

    public override func reduce(_ state: State, _ action: Action) -> State {
        reduceState(state, action)
    }
}
