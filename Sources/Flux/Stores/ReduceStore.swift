/// A store whose state is a value, changed only by a pure ``reduce(_:_:)`` function.
///
/// After each action the store emits a change if, and only if, the reduced state differs from
/// the state before (`!=`), so listeners never hear of an action that changed nothing.
///
/// Read ``state`` from listeners, or from the thread that dispatched once `dispatch` has
/// returned: it is written inside dispatches, under the dispatcher's lock.
///
/// The state must be `Equatable`; the requirement sits on the initializer rather than on the
/// type, so that making the type's metadata at run time checks no conformance (a scan of every
/// conformance in the program, each first time).
open class ReduceStore<State, Action>: Store<Action>, @unchecked Sendable {
    /// The current state.
    @exclusivity(unchecked) public private(set) var state: State
    private let isSame: (State, State) -> Bool

    /// Makes a store holding `initialState`, registered with `dispatcher`.
    public init(dispatcher: Dispatcher<Action>, initialState: State) where State: Equatable {
        state = initialState
        isSame = (==)
        super.init(dispatcher: dispatcher)
    }

    /// Returns the state after `action`. Override it; the default keeps the state as it is.
    ///
    /// It must be pure: no side effects, the same result for the same inputs.
    open func reduce(_ state: State, _ action: Action) -> State {
        state
    }

    public final override func onDispatch(_ action: Action) throws {
        let newState = reduce(state, action)
        if !isSame(newState, state) {
            state = newState
            emitChange()
        }
    }
}
