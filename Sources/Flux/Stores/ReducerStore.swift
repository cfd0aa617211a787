/// A store whose logic is a ``Reducer`` value: it starts from the reducer's initial state,
/// reduces every action with it in place, and emits a change when the reducer says the state
/// changed.
///
/// The reducer may be written over a part of the dispatcher's actions (TCA's pullback, Redux's
/// combined actions): an app that embeds a library's actions in its own runs the library's
/// reducers on its one dispatcher with ``init(dispatcher:reducer:action:)``, and the library
/// need not know the app's actions.
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
    public convenience init<R: Reducer>(dispatcher: Dispatcher<Action>, reducer: R)
    where R.State == State, R.Action == Action {
        self.init(dispatcher: dispatcher, initialState: reducer.initialState, reduce: reducer.reduce(into:_:))
    }

    /// Makes a store running `reducer`, whose actions are a part of the dispatcher's: each
    /// dispatched action is reduced as what `action` finds in it, and one in which it finds
    /// none leaves the state as it is.
    ///
    /// Inlinable, so that the caller's module, which knows both kinds of action, specializes the
    /// lifted reducer: generic, it would look up the reducer's action type at run time.
    ///
    /// - Parameter action: the reducer's action in a dispatched one (an enum's case, say), or
    ///   `nil` for an action that is not the reducer's.
    @inlinable
    public convenience init<R: Reducer>(
        dispatcher: Dispatcher<Action>, reducer: R, action: @escaping (Action) -> R.Action?
    ) where R.State == State {
        self.init(dispatcher: dispatcher, initialState: reducer.initialState) { state, dispatched in
            guard let own = action(dispatched) else { return false }
            return reducer.reduce(into: &state, own)
        }
    }

    /// Makes a store holding `initialState`, changed by `reduce`, which says whether it changed.
    @usableFromInline
    init(dispatcher: Dispatcher<Action>, initialState: State, reduce: @escaping (inout State, Action) -> Bool) {
        state = initialState
        reduceState = reduce
        super.init(dispatcher: dispatcher)
    }

    public override func onDispatch(_ action: Action) throws {
        if reduceState(&state, action) {
            emitChange()
        }
    }
}
