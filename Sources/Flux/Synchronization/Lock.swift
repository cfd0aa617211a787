import Glibc

/// A plain, non-recursive mutual-exclusion lock over `pthread_mutex_t`.
///
/// Flux needs a lock that can be held across calls into user code (the whole of a dispatch),
/// which `Synchronization.Mutex` does not offer: its lock only lives inside a closure that
/// must hand back `sending` values, and user callbacks are not `Sendable`.
@usableFromInline
final class Lock: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inlinable
    func lock() {
        pthread_mutex_lock(mutex)
    }

    @inlinable
    func unlock() {
        pthread_mutex_unlock(mutex)
    }

    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// An identifier of the calling thread, never 0.
@inlinable
func currentThreadID() -> UInt {
    UInt(pthread_self())
}
