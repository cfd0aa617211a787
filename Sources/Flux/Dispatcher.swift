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
/// - Complexity: a dispatch is O(callbacks) and allocates nothing of its own.
public final class Dispatcher<Action>: @unchecked Sendable {
    // Concurrency design: `serial` is held for the whole of a dispatch and for every change to
    // the registry (and to the stores' listener lists), so all mutable state below is guarded
    // by it; that is also why the run-time exclusivity checks are off for it. `owner` names the
    // thread that holds `serial` for a dispatch; a thread that finds its own ID there already
    // holds the lock (it is inside a callback) and must not take it again.
    //
    // The dispatch path is @inlinable so that callers' modules specialize it for their Action:
    // unspecialized, generic metadata lookups cost as much as the rest of a dispatch.

    /// The signature of a callback: it receives each action.
    public typealias Callback = (Action) throws -> Void

    @usableFromInline let serial = Lock()
    @usableFromInline let owner = Atomic<UInt>(0)
    @usableFromInline @exclusivity(unchecked) var registrations: [Registration] = []
    @exclusivity(unchecked) private var registrationsByToken: [DispatchToken: Registration] = [:]
    @exclusivity(unchecked) private var nextToken: UInt64 = 1
    @usableFromInline @exclusivity(unchecked) var pendingAction: Action?

    /// Makes a dispatcher with no callbacks.
    public init() {}

    /// Whether a dispatch is under way, on any thread.
    public var isDispatching: Bool {
        owner.load(ordering: .acquiring) != 0
    }

    /// Registers a callback to receive every action dispatched from now on.
    ///
    /// - Parameter callback: called once per dispatch, in registration order.
    /// - Returns: a token to unregister the callback or to name it in ``waitFor(_:)``.
    @discardableResult
    public func register(_ callback: @escaping Callback) -> DispatchToken {
        withExclusiveAccess {
            let token = DispatchToken(rawValue: nextToken)
            nextToken += 1
            let registration = Registration(token: token, callback: callback)
            registrations.append(registration)
            registrationsByToken[token] = registration
            return token
        }
    }

    /// Removes a callback, so that it is not called again (not even later in a dispatch
    /// under way).
    ///
    /// - Throws: ``DispatcherError/unknownToken(_:)`` if the token is not registered.
    public func unregister(_ token: DispatchToken) throws(DispatcherError) {
        try withExclusiveAccess { () throws(DispatcherError) in
            guard let registration = registrationsByToken.removeValue(forKey: token) else {
                throw .unknownToken(token)
            }
            // Out of the dispatch under way, if any: it must not be called after this.
            registration.phase = .notInDispatch
            registrations.removeAll { $0 === registration }
        }
    }

    /// Calls every registered callback with the action, in registration order.
    ///
    /// - Throws: ``DispatcherError/nestedDispatch`` when called from inside a dispatch on the
    ///   same thread; otherwise whatever a callback threw.
    @inlinable
    public func dispatch(_ action: Action) throws {
        let thread = currentThreadID()
        guard owner.load(ordering: .relaxed) != thread else {
            throw DispatcherError.nestedDispatch
        }
        serial.lock()
        owner.store(thread, ordering: .releasing)
        let participants = registrations
        for registration in participants {
            registration.phase = .pending
        }
        pendingAction = action
        defer {
            for registration in participants {
                registration.phase = .notInDispatch
            }
            pendingAction = nil
            owner.store(0, ordering: .releasing)
            serial.unlock()
        }
        for registration in participants where registration.phase == .pending {
            try invoke(registration, with: action)
        }
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
        guard owner.load(ordering: .relaxed) == currentThreadID(), let action = pendingAction else {
            throw DispatcherError.waitForOutsideDispatch
        }
        for token in tokens {
            guard let registration = registrationsByToken[token] else {
                throw DispatcherError.unknownToken(token)
            }
            switch registration.phase {
            case .running:
                throw DispatcherError.circularDependency(token)
            case .pending:
                try invoke(registration, with: action)
            case .handled, .notInDispatch:
                continue
            }
        }
    }

    @inlinable
    func invoke(_ registration: Registration, with action: Action) throws {
        registration.phase = .running
        defer { registration.phase = .handled }
        try registration.callback(action)
    }

    /// Runs `body` with the registry (and the stores' listener lists) to itself: under
    /// `serial`, which a callback's thread already holds.
    func withExclusiveAccess<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        if owner.load(ordering: .relaxed) == currentThreadID() {
            return try body()
        }
        serial.lock()
        defer { serial.unlock() }
        return try body()
    }
}

extension Dispatcher {
    /// One registered callback and where it stands in the dispatch under way.
    @usableFromInline
    final class Registration {
        @usableFromInline
        enum Phase {
            case notInDispatch, pending, running, handled
        }

        let token: DispatchToken
        @usableFromInline let callback: Callback
        @usableFromInline @exclusivity(unchecked) var phase = Phase.notInDispatch

        init(token: DispatchToken, callback: @escaping Callback) {
            self.token = token
            self.callback = callback
        }
    }
}
