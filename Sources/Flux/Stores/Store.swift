/// A container of application state that changes only in response to dispatched actions.
///
/// A store registers itself with the dispatcher when made. The dispatcher then keeps it, as it
/// keeps any registered callback, until ``unregister()`` (or until the dispatcher itself is
/// released): a store lives as long as it is part of the application, whether or not anyone
/// else holds it. The store does not keep its dispatcher alive.
///
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

    /// The store's registration, for other stores' ``waitFor(_:)``.
    public let dispatchToken: DispatchToken

    private let lock: DispatchLock
    // Weak, because the dispatcher owns the store: only `unregister` and `waitFor` use it.
    private weak var dispatcher: Dispatcher<Action>?
    @exclusivity(unchecked) private var listeners: ContiguousArray<StoreListener> = []
    @exclusivity(unchecked) private var nextListenerID: UInt64 = 0
    /// Whether the listeners are being called: removals then wait for the end of the round.
    @exclusivity(unchecked) private var isNotifying = false
    @exclusivity(unchecked) private var removedWhileNotifying: [UInt64] = []
    @usableFromInline @exclusivity(unchecked) var hasChanged = false

    /// Registers the new store with `dispatcher`, which keeps it until ``unregister()``.
    public init(dispatcher: Dispatcher<Action>) {
        self.lock = dispatcher.lock
        self.dispatcher = dispatcher
        // The token is taken first because the callback needs the whole store, token included.
        dispatchToken = dispatcher.reserveToken()
        dispatcher.register({ [self] action in try handle(action) }, as: dispatchToken)
    }

    /// Whether the store was registered with `dispatcher` (its lock is the dispatcher's).
    final func isRegistered(with dispatcher: Dispatcher<Action>) -> Bool {
        lock === dispatcher.lock
    }

    /// Stops the store hearing actions, and lets the dispatcher release it. Calling it again,
    /// or after the dispatcher is gone, does nothing.
    ///
    /// From inside a dispatch it takes effect at once, as ``Dispatcher/unregister(_:)`` does.
    public final func unregister() {
        try? dispatcher?.unregister(dispatchToken)
    }

    /// From inside ``onDispatch(_:)``: has the stores named by `tokens` handle the current
    /// action first (see ``Dispatcher/waitFor(_:)``).
    ///
    /// - Throws: what ``Dispatcher/waitFor(_:)`` throws; ``DispatcherError/waitForOutsideDispatch``
    ///   once the dispatcher is gone.
    public final func waitFor(_ tokens: [DispatchToken]) throws {
        guard let dispatcher else { throw DispatcherError.waitForOutsideDispatch }
        try dispatcher.waitFor(tokens)
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
    ///   cancelled. It does not keep the store alive.
    public final func addListener(_ listener: @escaping () -> Void) -> Subscription {
        let id = lock.withExclusiveAccess {
            defer { nextListenerID += 1 }
            listeners.append(StoreListener(id: nextListenerID, callback: listener))
            return nextListenerID
        }
        // Weak, so that a view holding its subscription, and captured by its listener, is not
        // kept in a cycle with the store. (The side table this gives the store costs nothing
        // on the dispatch path, which never retains the store.)
        return Subscription { [weak self] in
            self?.removeListener(id)
        }
    }

    private func removeListener(_ id: UInt64) {
        // Returned out of the lock, so that what the listener captured is released (and any
        // deinit it runs) outside it.
        let removed = lock.withExclusiveAccess { () -> StoreListener? in
            if isNotifying {
                removedWhileNotifying.append(id)
                return nil
            }
            guard let index = listeners.firstIndex(where: { $0.id == id }) else { return nil }
            return listeners.remove(at: index)
        }
        withExtendedLifetime(removed) {}
    }

    // Called only by the store's own registration, made in `init` here, so nothing is gained
    // from making this (or what it calls) inlinable into other modules.
    private func handle(_ action: Action) throws {
        hasChanged = false
        try onDispatch(action)
        guard hasChanged else { return }
        hasChanged = false
        notifyListeners()
    }

    /// Calls each listener once.
    ///
    /// While they run, a listener added is appended past `count`, and a removed one stays in
    /// the list until the round ends, so both take effect from the next change. So the first
    /// `count` entries stay where they are, kept by the list, and are called at +0 without
    /// being retained.
    private func notifyListeners() {
        isNotifying = true
        let count = listeners.count
        var index = 0
        while index < count {
            Unmanaged.passUnretained(listeners[index])._withUnsafeGuaranteedRef { $0.callback() }
            index += 1
        }
        isNotifying = false
        if !removedWhileNotifying.isEmpty {
            let removed = removedWhileNotifying
            removedWhileNotifying = []
            listeners.removeAll { removed.contains($0.id) }
        }
    }
}
