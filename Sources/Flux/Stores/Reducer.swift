/// A store's logic as a value: the state to start from, and a pure function that changes a
/// state for an action, in place, and says whether it changed (TCA's `Reducer` is the model).
///
/// In place, so that a large state (every saved ticket, a window of a long stream) is changed
/// where it lies rather than copied for each action; and saying whether it changed, so that a
/// store emits a change without comparing states.
///
/// Being a value, a reducer is tested with no dispatcher and no store, through
/// ``reduce(_:_:)``. ``ReducerStore`` runs one inside a Flux application.
public protocol Reducer<State, Action>: Sendable {
    associatedtype State
    associatedtype Action
    /// The state before any action.
    var initialState: State { get }
    /// Changes `state` for `action`. It must be pure: no side effects, the same change for the
    /// same inputs; an action that does not concern the state leaves it as it is.
    ///
    /// - Returns: whether `state` changed.
    func reduce(into state: inout State, _ action: Action) -> Bool
}

extension Reducer {
    /// The state after `action`, as a new value: how tests call a reducer.
    public func reduce(_ state: State, _ action: Action) -> State {
        var next = state
        _ = reduce(into: &next, action)
        return next
    }
}

extension Reducer where State: Equatable {
    /// Changes `state` by `change`, and says whether it changed by comparing it with what it
    /// was: how a reducer of a small state answers ``reduce(into:_:)``, where comparing costs
    /// less than telling listeners of no change.
    @inlinable
    public func changing(_ state: inout State, by change: (inout State) -> Void) -> Bool {
        let before = state
        change(&state)
        return state != before
    }
}
