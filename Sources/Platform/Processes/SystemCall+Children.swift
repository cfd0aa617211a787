import Glibc
import Synchronization

/// The children lotto is running (curl), ended with lotto on every path: ``SystemCall/exit(_:)``
/// and ``SystemCall/die(of:)`` end them, so do the app's handlers of crashes and of the other
/// signals that end a process, and in a plain command the signals that end a process by
/// default (`SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT`) end them before ending lotto as they
/// would have. Only `SIGKILL` cannot be caught: then curl's own `--max-time` bounds its life
/// (and it dies of `SIGPIPE` at its next write).
///
/// A signal handler may not lock or allocate, so the children are kept in a small fixed table
/// of atomics, read by ``endChildren()``. A child is recorded only once `posix_spawnp` has
/// returned its number, a moment after it runs: ``endChildren()`` first closes the door to
/// new spawns, then waits for those under way to record their child, so that a `q` or a signal
/// in that moment (another thread is spawning a curl) leaves nothing behind.
extension SystemCall {
    /// Ends every running child with `SIGKILL`, without waiting for it: lotto is ending.
    /// Async-signal-safe (atomic loads and `kill` only), for the handlers.
    static func endChildren() {
        endingProcess.store(true, ordering: .sequentiallyConsistent)
        // A spawn holds every signal of its thread, so this never waits on its own thread.
        // Bounded: a spawn takes milliseconds, and an ending process must end.
        var waits = 0
        while spawnsUnderWay.load(ordering: .sequentiallyConsistent) > 0, waits < 100_000 {
            _ = sched_yield()
            waits += 1
        }
        for index in runningChildren.indices {
            let pid = runningChildren[index].load(ordering: .acquiring)
            if pid > 0 { _ = Glibc.kill(pid, SIGKILL) }
        }
    }

    /// Runs `spawn` (which starts a child and records it) unless lotto is ending: then no
    /// child is started, and `nil` is returned. Called with every signal of the thread held.
    static func spawningUnlessEnding<Result>(_ spawn: () throws(Errno) -> Result) throws(Errno) -> Result? {
        spawnsUnderWay.add(1, ordering: .sequentiallyConsistent)
        defer { spawnsUnderWay.subtract(1, ordering: .sequentiallyConsistent) }
        guard !endingProcess.load(ordering: .sequentiallyConsistent) else { return nil }
        return try spawn()
    }

    /// Records `pid` as running. With the table full (never, with lotto's threads) it is not
    /// recorded, and only its own deadline ends it.
    static func recordChild(_ pid: ProcessID) {
        for index in runningChildren.indices
        where runningChildren[index].compareExchange(expected: 0, desired: pid, ordering: .acquiringAndReleasing)
            .exchanged
        {
            return
        }
    }

    /// Takes `pid` out of the table, once it has ended.
    static func forgetChild(_ pid: ProcessID) {
        for index in runningChildren.indices
        where runningChildren[index].compareExchange(expected: pid, desired: 0, ordering: .acquiringAndReleasing)
            .exchanged
        {
            return
        }
    }

    /// Gives each signal that ends a process by default, and that still has its default action,
    /// a handler that ends the children, then ends lotto of the signal as it would have (the
    /// shell sees "killed by SIGTERM"); while a change of a file holds the signals, it only
    /// records the signal (see ``holdEndingSignals()``). A handler someone installed (the app's) is left alone:
    /// the app ends the children on its own ways out.
    static func endChildrenOnEndingSignals() {
        for signalNumber in endingSignals {
            var current = sigaction()
            guard sigaction(signalNumber, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil,
                current.sa_flags & SA_SIGINFO == 0
            else { continue }
            _ = signal(signalNumber) { number in
                if SystemCall.holdsEndingSignal(number) { return }  // a change of a file commits first
                SystemCall.endChildren()
                _ = signal(number, SIG_DFL)
                _ = raise(number)
            }
        }
    }
}

/// The running children's process numbers, 0 for a free place: 8, where lotto runs one curl a
/// thread, on one or two threads. Usually first touched by a spawn; a handler that runs before
/// any may be first, and its one-time initialization only stores zeros (no allocation).
private let runningChildren: InlineArray<8, Atomic<Int32>> = InlineArray { _ in Atomic<Int32>(0) }

/// Set once lotto has begun to end (``SystemCall/endChildren()``): no child is started after.
private let endingProcess = Atomic<Bool>(false)

/// The spawns started and not yet recorded in the table, which ``SystemCall/endChildren()``
/// waits for.
private let spawnsUnderWay = Atomic<Int>(0)
