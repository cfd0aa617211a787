import Glibc
import Synchronization

/// System calls made to fail on purpose, for unit tests of the paths that handle their failure
/// (a full disk, an I/O error, an interrupted call), as swift-system's mocking driver does.
///
/// A test says which calls fail and how, then runs the code under test in ``during(_:)``:
/// on that thread, until `body` returns, a call ``SystemCall/retryOnInterrupt(_:_:)`` makes
/// fails as planned instead of reaching the system, `-1` with its `errno`, and takes the path a
/// real failure would (a forced `EINTR` is retried). Each attempt of a call counts, retries
/// included, from 1. Other threads, other tests running at the same time among them, are not
/// affected.
///
///     let failures = SystemCallFailures()
///     failures.fail(.pwrite, with: ENOSPC, onAttempt: 2)  // the second write fails
///     failures.fail(.fsync, with: EIO)                     // every fsync fails
///     try failures.during { try saver.append(tickets, at: time) }
///
/// Not for lotto itself: no command installs failures, so each call costs only one load of an
/// atomic counter that stays 0 (see ``forcedFailure(of:)``).
package final class SystemCallFailures {
    private struct Plan {
        let call: SystemCall.Name
        let code: Int32
        /// `nil`: every attempt.
        let attempts: Set<Int>?
    }

    private var plans: [Plan] = []
    private var attemptCounts: [SystemCall.Name: Int] = [:]

    package init() {}

    /// Makes every attempt of `call` fail with the error number `code`.
    package func fail(_ call: SystemCall.Name, with code: Int32) {
        plans.append(Plan(call: call, code: code, attempts: nil))
    }

    /// Makes the `attempt`-th attempt of `call` (from 1) fail with the error number `code`.
    package func fail(_ call: SystemCall.Name, with code: Int32, onAttempt attempt: Int) {
        plans.append(Plan(call: call, code: code, attempts: [attempt]))
    }

    /// Makes these attempts of `call` (from 1) fail with the error number `code`.
    package func fail(_ call: SystemCall.Name, with code: Int32, onAttempts attempts: some Sequence<Int>) {
        plans.append(Plan(call: call, code: code, attempts: Set(attempts)))
    }

    /// How many times `call` was attempted in ``during(_:)`` so far, failed ones included.
    package func attempts(of call: SystemCall.Name) -> Int {
        attemptCounts[call, default: 0]
    }

    /// Runs `body` on this thread with the planned failures; what was installed before (an
    /// outer `during`) is put back after.
    package func during<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let key = failuresKey
        let outer = pthread_getspecific(key)
        threadsWithFailures.add(1, ordering: .relaxed)
        pthread_setspecific(key, Unmanaged.passUnretained(self).toOpaque())
        defer {
            pthread_setspecific(key, outer)
            threadsWithFailures.subtract(1, ordering: .relaxed)
        }
        return try withExtendedLifetime(self) { () throws(Failure) in try body() }
    }

    /// The failure planned for this attempt of `call` on this thread, if any.
    ///
    /// Checked on every call that can fail, so the common case costs one relaxed load of a
    /// global counter, 0 unless a test runs ``during(_:)`` somewhere: no lock, no allocation,
    /// no thread-local lookup. Only then is this thread's plan looked up, out of line.
    @inline(__always)
    static func forcedFailure(of call: SystemCall.Name) -> Errno? {
        guard threadsWithFailures.load(ordering: .relaxed) != 0 else { return nil }
        return installedFailure(of: call)
    }

    @inline(never)
    private static func installedFailure(of call: SystemCall.Name) -> Errno? {
        // The counter is raised before the thread's plan is installed, and this thread sees
        // its own writes in order: a thread with a plan always finds it.
        guard let installed = pthread_getspecific(failuresKey) else { return nil }
        return Unmanaged<SystemCallFailures>.fromOpaque(installed).takeUnretainedValue().attempt(call)
    }

    private func attempt(_ call: SystemCall.Name) -> Errno? {
        attemptCounts[call, default: 0] += 1
        let attempt = attemptCounts[call, default: 0]
        let plan = plans.last { $0.call == call && ($0.attempts?.contains(attempt) ?? true) }
        return plan.map { Errno(code: $0.code) }
    }
}

/// How many threads are in ``SystemCallFailures/during(_:)``: 0 outside tests.
private let threadsWithFailures = Atomic<Int>(0)

/// The thread-local slot holding a thread's ``SystemCallFailures``; made by the first test
/// that installs one, never by lotto itself.
private let failuresKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "no thread-local key for SystemCallFailures (\(status))")
    return key
}()
