/// A store whose logic is a ``Reducer`` value: it starts from the reducer's initial state,
/// reduces every action with it in place, and emits a change when the reducer says the state
/// changed.
///
/// Read ``state`` from listeners, or from the thread that dispatched once `dispatch` has
/// returned (or from another thread within ``Dispatcher/betweenDispatches(_:)``): it is
/// written inside dispatches, under the dispatcher's lock.
///
/// Generic over the state and the action rather than over the reducer, whose `reduce` it keeps
/// as a function: a superclass named through a reducer's associated types made the Swift
/// runtime look the reducer's conformance up by a scan of every conformance in the program the
/// first time each store type was used, a large share of a short command's start-up.
public final class ReducerStore<State, Action>: Store<Action>, @unchecked Sendable {
    /// The current state.
    @exclusivity(unchecked) public private(set) var state: State
    private let reduceState: (inout State, Action) -> Bool

    /// Makes a store running `reducer`, registered with `dispatcher`.
    public init<R: Reducer>(dispatcher: Dispatcher<Action>, reducer: R) where R.State == State, R.Action == Action {
        state = reducer.initialState
        reduceState = reducer.reduce(into:_:)
        super.init(dispatcher: dispatcher)
    }

    public override func onDispatch(_ action: Action) throws {
        if reduceState(&state, action) {
            emitChange()
        }
    }
}
