/// A container of application state that changes only in response to dispatched actions.
///
/// A store registers itself with the dispatcher when made and unregisters when released.
/// Subclasses override ``onDispatch(_:)`` and call ``emitChange()`` when the action changed
/// them; listeners then hear of it once, after the store has handled the action, however many
/// times `emitChange()` was called during that dispatch.
///
/// Listeners are called on the dispatching thread, inside the dispatch, so they may read the
/// store but not dispatch (see ``DispatcherError/nestedDispatch``). Listeners may be added
/// and removed from any thread; one added or removed while listeners are being called takes
/// effect from the next change.
open class Store<Action>: @unchecked Sendable {
    // Sendable by design rather than by the compiler's proof: every mutable property is
    // guarded by the dispatcher's lock (the listener list by `withExclusiveAccess`, the rest by
    // being touched only inside dispatches), which every dispatch holds anyway, so notifying
    // listeners costs no lock of its own.

    /// The dispatcher this store listens to.
    public let dispatcher: Dispatcher<Action>

    /// The store's registration, for other stores' ``Dispatcher/waitFor(_:)``.
    public let dispatchToken: DispatchToken

    @usableFromInline @exclusivity(unchecked) var listeners: [(id: UInt64, callback: () -> Void)] = []
    @exclusivity(unchecked) private var nextListenerID: UInt64 = 0
    @usableFromInline @exclusivity(unchecked) var hasChanged = false

    /// Registers the new store with the dispatcher.
    public init(dispatcher: Dispatcher<Action>) {
        self.dispatcher = dispatcher
        // The dispatcher holds the callback for as long as the store is registered; a weak
        // reference keeps it from keeping the store alive.
        let handler = WeakHandler<Action>()
        dispatchToken = dispatcher.register { action in
            try handler.store?.handle(action)
        }
        handler.store = self
    }

    deinit {
        try? dispatcher.unregister(dispatchToken)
    }

    /// Called with every dispatched action. Override it to update the store's state and call
    /// ``emitChange()`` if the state changed. The default does nothing.
    open func onDispatch(_ action: Action) throws {}

    /// Marks the store as changed by the action being handled. Call it from ``onDispatch(_:)``.
    @inlinable
    public final func emitChange() {
        hasChanged = true
    }

    /// Calls `listener` after every dispatch that changed this store.
    ///
    /// - Returns: the subscription; the listener stays attached as long as it is held and not
    ///   cancelled.
    public final func addListener(_ listener: @escaping () -> Void) -> Subscription {
        let id = dispatcher.withExclusiveAccess {
            defer { nextListenerID += 1 }
            listeners.append((nextListenerID, listener))
            return nextListenerID
        }
        return Subscription { [weak self] in
            self?.removeListener(id)
        }
    }

    private func removeListener(_ id: UInt64) {
        dispatcher.withExclusiveAccess {
            listeners.removeAll { $0.id == id }
        }
    }

    @inlinable
    final func handle(_ action: Action) throws {
        hasChanged = false
        try onDispatch(action)
        guard hasChanged else { return }
        hasChanged = false
        // A copy, so that a listener added or removed meanwhile waits for the next change.
        for listener in listeners {
            listener.callback()
        }
    }
}

/// Lets the dispatcher reach a store without keeping it alive.
private final class WeakHandler<Action> {
    weak var store: Store<Action>?
}
