import Synchronization

/// The lock behind a ``Dispatcher``: held for the whole of each dispatch and for every change
/// to the dispatcher's registry and to its stores' listener lists, and which thread holds it
/// for a dispatch.
///
/// Stores keep it (rather than their dispatcher) so that their listener lists stay guarded
/// whatever becomes of the dispatcher.
@usableFromInline
final class DispatchLock: @unchecked Sendable {
    // `owner` names the thread that holds `mutex` for a dispatch. A thread that finds its own
    // ID there already holds the lock (it is inside a callback or a listener) and must not
    // take it again.
    @usableFromInline let mutex = Lock()
    @usableFromInline let owner = Atomic<UInt>(0)

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

    /// Takes the lock for a dispatch, waiting for one under way on another thread.
    ///
    /// - Throws: ``DispatcherError/nestedDispatch`` if the calling thread already holds it.
    @inlinable
    func beginDispatch() throws(DispatcherError) {
        let thread = currentThreadID()
        guard owner.load(ordering: .relaxed) != thread else {
            throw .nestedDispatch
        }
        mutex.lock()
        owner.store(thread, ordering: .releasing)
    }

    /// Lets go of the lock taken by ``beginDispatch()``.
    @inlinable
    func endDispatch() {
        owner.store(0, ordering: .releasing)
        mutex.unlock()
    }

    /// Runs `body` under the lock, which a callback's thread already holds.
    func withExclusiveAccess<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        if isHeldForDispatchByCurrentThread {
            return try body()
        }
        mutex.lock()
        defer { mutex.unlock() }
        return try body()
    }
}
