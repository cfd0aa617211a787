/// Hears several stores as one: calls back once per dispatch that changed any of them, after
/// all of them have handled the action (facebook/flux's `FluxStoreGroup`).
///
/// A view that shows several stores listens through a group, so that an action that changes
/// three of its stores redraws it once, with all three up to date, rather than three times,
/// twice with a stale store.
///
/// The callback runs inside the dispatch, on the dispatching thread, so it may read the stores
/// but not dispatch. The group keeps its stores' listeners, and its own registration with the
/// dispatcher, until ``cancel()`` or until it is released.
public final class StoreGroup<Action>: @unchecked Sendable {
    // Like a store's, its mutable state is touched only inside dispatches (or, for `cancel`,
    // under the dispatcher's own locking), which the dispatcher's lock serializes.
    private weak var dispatcher: Dispatcher<Action>?
    private var token: DispatchToken?
    private var subscriptions: [Subscription] = []
    @exclusivity(unchecked) private var hasChanged = false

    /// Groups `stores`, which must all be registered with `dispatcher`.
    ///
    /// - Parameter onChange: called once after each dispatch that changed any of the stores.
    /// - Throws: ``DispatcherError/emptyStoreGroup`` for no stores,
    ///   ``DispatcherError/storeOfAnotherDispatcher(_:)`` for a store of another dispatcher (as
    ///   facebook/flux's `FluxStoreGroup` refuses both).
    public init(_ stores: [Store<Action>], dispatcher: Dispatcher<Action>, onChange: @escaping () -> Void)
        throws(DispatcherError)
    {
        guard !stores.isEmpty else { throw .emptyStoreGroup }
        if let stranger = stores.first(where: { !$0.isRegistered(with: dispatcher) }) {
            throw .storeOfAnotherDispatcher(stranger.dispatchToken)
        }
        self.dispatcher = dispatcher
        let tokens = stores.map(\.dispatchToken)
        subscriptions = stores.map { store in
            store.addListener { [weak self] in self?.hasChanged = true }
        }
        // Registered after the stores, and waiting for them all: by the time it runs, every
        // store has handled the action and told its listeners.
        token = dispatcher.register { [weak self, unowned dispatcher] _ in
            try dispatcher.waitFor(tokens)
            guard let self, hasChanged else { return }
            hasChanged = false
            onChange()
        }
    }

    /// Stops calling back. Calling it again does nothing.
    public func cancel() {
        for subscription in subscriptions { subscription.cancel() }
        subscriptions = []
        if let token {
            try? dispatcher?.unregister(token)
            self.token = nil
        }
    }

    deinit {
        cancel()
    }
}
