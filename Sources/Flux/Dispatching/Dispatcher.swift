import Synchronization

/// Broadcasts actions to registered callbacks: the one hub of a Flux application.
///
/// Make one per program at the composition root and pass it to the stores and action
/// creators that need it; tests make their own.
///
/// Semantics (after facebook/flux's `Dispatcher`):
/// - ``dispatch(_:)`` calls every registered callback exactly once, in registration order.
/// - Dispatches are serialized: a dispatch from another thread waits until the one under way
///   has finished. A dispatch from inside a callback, on the dispatching thread, is refused
///   with ``DispatcherError/nestedDispatch`` instead of deadlocking or re-entering.
/// - A callback that throws ends the dispatch: the error reaches the caller of `dispatch`, the
///   callbacks after it are not called for that action, and the dispatcher is ready for the
///   next dispatch.
/// - Registering during a dispatch takes effect from the next dispatch: the new callback is not
///   called for the action under way (and `waitFor` on it returns at once). Unregistering
///   during a dispatch takes effect at once: a callback unregistered before its turn is not
///   called. Another thread that registers or unregisters while a dispatch is under way waits
///   for it to finish.
///
/// The dispatcher keeps each registered callback, and what it captures (a store, for one), until
/// the callback is unregistered or the dispatcher is released.
///
/// - Complexity: a dispatch is O(callbacks) and allocates nothing of its own, unless callbacks
///   were unregistered during it.
public final class Dispatcher<Action>: @unchecked Sendable {
    // Concurrency design: `lock` is held for the whole of a dispatch and for every change to
    // the registry (and to the stores' listener lists), so all mutable state below is guarded
    // by it; that is also why the run-time exclusivity checks are off for it.
    //
    // Ownership: the dispatcher owns its registrations, and through their callbacks the
    // stores registered with it, until they are unregistered. It does not reach stores through
    // weak references: loading one is a retain, on the slow path of the object's side table,
    // dearer than the rest of a dispatch.
    //
    // The dispatch loop retains nothing. During a dispatch `registrations` only grows at its
    // end (a callback unregistered meanwhile is marked, and taken out when the dispatch ends),
    // so the entries the loop walks stay where they are, owned by the array, and can be used
    // at +0 through `Unmanaged`. That keeps a dispatch to the lock's own two atomic operations.
    //
    // Where a callback stands in the dispatch under way is told by dispatch numbers rather
    // than by flags to set and reset: see `Registration`.
    //
    // The dispatch path is @inlinable so that callers' modules specialize it for their Action:
    // unspecialized, generic metadata lookups cost as much as the rest of a dispatch.

    /// The signature of a callback: it receives each action.
    public typealias Callback = (Action) throws -> Void

    @usableFromInline let lock = DispatchLock()
    @usableFromInline @exclusivity(unchecked) var registrations: ContiguousArray<Registration> = []
    @exclusivity(unchecked) private var registrationsByToken: [DispatchToken: Registration] = [:]
    @exclusivity(unchecked) private var nextToken: UInt64 = 1
    /// The number of the dispatch under way, or of the last one; 0 before the first.
    @usableFromInline @exclusivity(unchecked) var dispatchNumber: UInt64 = 0
    @usableFromInline @exclusivity(unchecked) var pendingAction: Action?
    /// Whether `registrations` holds callbacks unregistered during the dispatch under way.
    @usableFromInline @exclusivity(unchecked) var hasUnregisteredDuringDispatch = false

    /// Makes a dispatcher with no callbacks.
    public init() {}

    /// Whether a dispatch is under way, on any thread.
    public var isDispatching: Bool {
        lock.isHeldForDispatch
    }

    /// Registers a callback to receive every action dispatched from now on.
    ///
    /// The dispatcher keeps the callback, and what it captures, until it is unregistered. So a
    /// callback that calls the dispatcher (for ``waitFor(_:)``) should capture it `unowned`:
    /// captured strongly, the two keep each other alive. A store has ``Store/waitFor(_:)``.
    ///
    /// - Parameter callback: called once per dispatch, in registration order.
    /// - Returns: a token to unregister the callback or to name it in ``waitFor(_:)``.
    @discardableResult
    public func register(_ callback: @escaping Callback) -> DispatchToken {
        lock.withExclusiveAccess {
            let token = takeToken()
            add(callback, as: token)
            return token
        }
    }

    /// A new token, for a callback that can only be made once its token is known (a store's).
    func reserveToken() -> DispatchToken {
        lock.withExclusiveAccess { takeToken() }
    }

    /// Registers `callback` under a token from ``reserveToken()``.
    func register(_ callback: @escaping Callback, as token: DispatchToken) {
        lock.withExclusiveAccess {
            add(callback, as: token)
        }
    }

    /// Removes a callback, so that it is not called again (not even later in a dispatch
    /// under way), and lets go of it.
    ///
    /// - Throws: ``DispatcherError/unknownToken(_:)`` if the token is not registered.
    public func unregister(_ token: DispatchToken) throws(DispatcherError) {
        // Returned out of the lock, so that what the callback captured is released (and any
        // deinit it runs) outside it.
        let removed = try lock.withExclusiveAccess { () throws(DispatcherError) -> Registration in
            guard let registration = registrationsByToken.removeValue(forKey: token) else {
                throw .unknownToken(token)
            }
            // Out of the dispatch under way, if any: it must not be called after this.
            registration.isRegistered = false
            if lock.isHeldForDispatchByCurrentThread {
                hasUnregisteredDuringDispatch = true  // the dispatch loop may be walking it
            } else {
                // By index, not `removeAll(where:)`: that runs unspecialized here (the element is
                // generic), and instantiates metadata at run time, a cost every short run of a
                // client pays as its views go away. A registration is in the list once.
                if let index = registrations.firstIndex(where: { $0 === registration }) {
                    registrations.remove(at: index)
                }
            }
            return registration
        }
        withExtendedLifetime(removed) {}
    }

    private func takeToken() -> DispatchToken {
        defer { nextToken += 1 }
        return DispatchToken(rawValue: nextToken)
    }

    private func add(_ callback: @escaping Callback, as token: DispatchToken) {
        // Numbered as started and finished in the dispatch under way, if any, so that it is
        // not part of it; pending from the next.
        let registration = Registration(token: token, callback: callback, dispatchNumber: dispatchNumber)
        registrations.append(registration)
        registrationsByToken[token] = registration
    }

    /// Runs `body` while no dispatch is under way, so that it may read the stores' state from
    /// any thread: a view drawn on one thread while actions are dispatched on another. Called
    /// from a callback, it runs at once (the dispatch under way is the caller's own).
    ///
    /// `body` must not dispatch: the dispatcher is held for it.
    public func betweenDispatches<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        try lock.withExclusiveAccess(body)
    }

    /// Calls every registered callback with the action, in registration order.
    ///
    /// - Throws: ``DispatcherError/nestedDispatch`` when called from inside a dispatch on the
    ///   same thread; otherwise whatever a callback threw.
    @inlinable
    public func dispatch(_ action: Action) throws {
        // The callbacks unregistered during the dispatch, let go of once the lock is: what they
        // captured is released outside it.
        var unregistered: [Registration] = []
        defer { withExtendedLifetime(unregistered) {} }
        try lock.dispatch {
            defer { unregistered = endDispatch() }
            dispatchNumber &+= 1
            let number = dispatchNumber
            pendingAction = action
            // Callbacks registered from now on are appended past `count`: not part of this dispatch.
            let count = registrations.count
            var index = 0
            while index < count {
                // At +0: the array keeps the registration for the whole dispatch (see above).
                try Unmanaged.passUnretained(registrations[index])._withUnsafeGuaranteedRef { registration in
                    if registration.isPending(in: number) {
                        try invoke(registration, with: action, in: number)
                    }
                }
                index += 1
            }
        }
    }

    /// Clears what the dispatch under way left, before the lock is let go.
    ///
    /// - Returns: the callbacks unregistered during the dispatch, now out of the list.
    @inlinable
    func endDispatch() -> [Registration] {
        pendingAction = nil
        return hasUnregisteredDuringDispatch ? removeUnregistered() : []
    }

    /// Takes the callbacks unregistered during the dispatch out of the list.
    @usableFromInline
    func removeUnregistered() -> [Registration] {
        hasUnregisteredDuringDispatch = false
        let unregistered = registrations.filter { !$0.isRegistered }
        registrations.removeAll { !$0.isRegistered }
        return unregistered
    }

    /// From inside a callback: runs the named callbacks for the current action before going on.
    ///
    /// A callback that has already run for this action is not run again; one registered during
    /// this dispatch is not part of it and is skipped.
    ///
    /// - Throws: ``DispatcherError/waitForOutsideDispatch`` when the calling thread is not
    ///   dispatching; ``DispatcherError/unknownToken(_:)`` for a token that is not registered;
    ///   ``DispatcherError/circularDependency(_:)`` when a named callback is still running (it
    ///   is waiting, directly or not, for the caller); or whatever a callback threw.
    public func waitFor(_ tokens: [DispatchToken]) throws {
        guard lock.isHeldForDispatchByCurrentThread, let action = pendingAction else {
            throw DispatcherError.waitForOutsideDispatch
        }
        let number = dispatchNumber
        for token in tokens {
            guard let registration = registrationsByToken[token] else {
                throw DispatcherError.unknownToken(token)
            }
            if registration.isRunning(in: number) {
                throw DispatcherError.circularDependency(token)
            }
            if registration.isPending(in: number) {
                try invoke(registration, with: action, in: number)
            }
        }
    }

    @inlinable
    func invoke(_ registration: Registration, with action: Action, in number: UInt64) throws {
        registration.startedIn = number
        defer { registration.finishedIn = number }
        try registration.callback(action)
    }
}

extension Dispatcher {
    /// One registered callback and where it stands in the dispatch under way.
    ///
    /// It is pending in dispatch `n` until it starts there (`startedIn == n`), running until it
    /// finishes (`finishedIn == n`), and handled after that. Nothing needs resetting between
    /// dispatches, and a dispatch that a callback's error cut short leaves nothing behind.
    @usableFromInline
    final class Registration {
        let token: DispatchToken
        @usableFromInline let callback: Callback
        @usableFromInline @exclusivity(unchecked) var startedIn: UInt64
        @usableFromInline @exclusivity(unchecked) var finishedIn: UInt64
        @usableFromInline @exclusivity(unchecked) var isRegistered = true

        init(token: DispatchToken, callback: @escaping Callback, dispatchNumber: UInt64) {
            self.token = token
            self.callback = callback
            startedIn = dispatchNumber
            finishedIn = dispatchNumber
        }

        @inlinable
        func isPending(in number: UInt64) -> Bool {
            isRegistered && startedIn != number
        }

        func isRunning(in number: UInt64) -> Bool {
            startedIn == number && finishedIn != number
        }
    }
}
