import Synchronization
import _SynchronizationShims

/// The lock behind a ``Dispatcher``: held for the whole of each dispatch and for every change
/// to the dispatcher's registry and to its stores' listener lists, and which thread holds it
/// for a dispatch.
///
/// Stores keep it (rather than their dispatcher) so that their listener lists stay guarded
/// whatever becomes of the dispatcher.
@usableFromInline
final class DispatchLock: Sendable {
    // A dispatch holds `mutex` inside `withLock`, for the whole of its body: the closure it
    // runs may call into any code (callbacks, listeners), since it need not be `Sendable`.
    //
    // `owner` names the thread that holds `mutex` for a dispatch. A thread that finds its own
    // ID there already holds the lock (it is inside a callback or a listener) and must not
    // take it again: the mutex is not recursive, and taking it twice would trap.
    //
    // Each holder also reads `owner` with acquiring order once it has the mutex, and writes it
    // with releasing order before it lets go: the mutex orders them already, but a waiter is
    // handed the mutex inside the toolchain's own library, which a thread sanitizer does not
    // see into; these two plain memory operations show it the hand-off.
    @usableFromInline let mutex = Mutex(())
    @usableFromInline let owner = Atomic<UInt32>(0)

    init() {}

    /// Whether the calling thread holds the lock for a dispatch.
    @inlinable
    var isHeldForDispatchByCurrentThread: Bool {
        owner.load(ordering: .relaxed) == currentThreadID()
    }

    /// Whether any thread holds the lock for a dispatch.
    var isHeldForDispatch: Bool {
        owner.load(ordering: .acquiring) != 0
    }

    /// Runs `body` as a dispatch: holding the lock, the calling thread named its owner. Waits
    /// for a dispatch under way on another thread.
    ///
    /// - Throws: ``DispatcherError/nestedDispatch`` if the calling thread already holds the lock
    ///   for a dispatch; otherwise what `body` threw, once the lock is let go.
    @inlinable
    func dispatch(_ body: () throws -> Void) throws {
        let thread = currentThreadID()
        guard owner.load(ordering: .relaxed) != thread else {
            throw DispatcherError.nestedDispatch
        }
        try mutex.withLock { _ in
            _ = owner.load(ordering: .acquiring)
            owner.store(thread, ordering: .releasing)
            defer { owner.store(0, ordering: .releasing) }
            try body()
        }
    }

    /// Runs `body` under the lock, which a callback's thread already holds.
    func withExclusiveAccess<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        if isHeldForDispatchByCurrentThread {
            return try body()
        }
        return try mutex.withLock { _ throws(Failure) in
            _ = owner.load(ordering: .acquiring)
            defer { owner.store(0, ordering: .releasing) }
            return try body()
        }
    }
}

/// An identifier of the calling thread, never 0: its kernel thread id, from the shim that the
/// `Synchronization` module itself calls to name a `Mutex`'s owner, which keeps it per thread
/// (one system call a thread). The standard library has no other way to tell threads apart.
@inlinable
func currentThreadID() -> UInt32 {
    _swift_stdlib_gettid()
}
