/// A store's logic as a value: the state to start from, and a pure function from a state and
/// an action to the next state.
///
/// Being a value, a reducer is tested with no dispatcher and no store:
/// `reducer.reduce(state, action)` (ReSwift's `Reducer`, TCA's `Reducer` are the models).
/// ``ReducerStore`` runs one inside a Flux application.
public protocol Reducer<State, Action>: Sendable {
    associatedtype State: Equatable
    associatedtype Action

    /// The state before any action.
    var initialState: State { get }

    /// The state after `action`. It must be pure: no side effects, the same result for the
    /// same inputs; an action that does not concern the state returns it unchanged.
    func reduce(_ state: State, _ action: Action) -> State
}
