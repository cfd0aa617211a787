/// A misuse of a ``Dispatcher``, reported by a thrown error rather than a trap so that
/// callers can recover and tests can check it.
public enum DispatcherError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `dispatch(_:)` was called from a callback (or a listener) of a dispatch under way.
    case nestedDispatch
    /// `waitFor(_:)` was called while the calling thread was not dispatching.
    case waitForOutsideDispatch
    /// The token was never registered with this dispatcher, or was unregistered.
    case unknownToken(DispatchToken)
    /// `waitFor(_:)` named a callback that is itself waiting, directly or through others.
    case circularDependency(DispatchToken)
    /// A ``StoreGroup`` was given no stores: it would never call back.
    case emptyStoreGroup
    /// A ``StoreGroup`` was given a store of another dispatcher, whose token its own dispatcher
    /// never gave: it would wait on it in every dispatch.
    case storeOfAnotherDispatcher(DispatchToken)

    public var description: String {
        switch self {
        case .nestedDispatch:
            "cannot dispatch in the middle of a dispatch"
        case .waitForOutsideDispatch:
            "waitFor must be called while dispatching"
        case .unknownToken(let token):
            "\(token) does not map to a registered callback"
        case .circularDependency(let token):
            "circular dependency while waiting for \(token)"
        case .emptyStoreGroup:
            "a store group needs at least one store"
        case .storeOfAnotherDispatcher(let token):
            "the store of \(token) is registered with another dispatcher than its group's"
        }
    }
}
