import Glibc
import Synchronization

/// The signals that end a plain command (`SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT`), held while
/// it changes a file, so that a change is all or nothing: one commit.
///
/// Blocking them (`sigprocmask`) would not do: it blocks them on one thread, and the kernel
/// hands a process's signal to any thread that does not block it (a progress timer's). So the
/// handlers check a flag instead. While a change holds them, a signal is only recorded. The
/// writer looks at safe points (between its blocks, and once just before its commit): a signal
/// held there makes it take back what it wrote and then end lotto of that signal, as the signal
/// would have (the shell sees 130 or 143). Once the change is committed, a signal waits for the
/// command's end, and the command finishes, saying what it did, with its own exit status.
///
/// A signal lotto ignores (`SIGINT` of a job a shell started in the background) stays ignored,
/// and the app's own handlers are left alone: only a default action is replaced.
extension SystemCall {
    /// From now on until the process ends, holds the signals that end a plain command: the
    /// handlers of ``eraseProgressLineOnEndingSignals()`` and ``endChildrenOnEndingSignals()``
    /// (installed here where a signal still has its default action) record the first signal
    /// instead of ending lotto. Safe to call again; after a commit it changes nothing, so that a later change of the same command
    /// (the next game of an update) never ends it of a signal that came after what it reported.
    package static func holdEndingSignals() {
        guard
            heldSignalState.compareExchange(expected: notHolding, desired: holding, ordering: .acquiringAndReleasing)
                .exchanged
        else { return }
        endChildrenOnEndingSignals()
    }

    /// Whether a change holds the ending signals and, if so, records `number` (the first only):
    /// for the handlers, which then return at once. Async-signal-safe (atomics only).
    static func holdsEndingSignal(_ number: Int32) -> Bool {
        guard heldSignalState.load(ordering: .acquiring) != notHolding else { return false }
        _ = heldSignal.compareExchange(expected: 0, desired: number, ordering: .acquiringAndReleasing)
        return true
    }

    /// Whether a signal that ends lotto arrived while a change held it, before its commit.
    package static var endingSignalIsHeld: Bool {
        heldSignalState.load(ordering: .acquiring) == holding && heldSignal.load(ordering: .acquiring) != 0
    }

    /// The commit point of a change: unless a signal is held, marks the change committed (from
    /// here, signals wait for the command's end, which they no longer change) and returns
    /// `true`. With a signal held, returns `false`: the writer takes back what it wrote and
    /// calls ``endOfHeldSignal()``.
    package static func commitHeldChange() -> Bool {
        guard !endingSignalIsHeld else { return false }
        heldSignalState.store(committed, ordering: .releasing)
        return true
    }

    /// Ends lotto of the signal held, as that signal would have: the progress line erased, the
    /// children ended, then the signal's default action. For a writer whose commit a signal
    /// came before, once it has taken back what it wrote.
    package static func endOfHeldSignal() -> Never {
        let number = heldSignal.load(ordering: .acquiring)
        eraseProgressLineIfShown(endingSignal: number)
        die(of: number)
        // Not reached: the default action of an ending signal ends lotto in `raise`.
        systemExit(128 + number)
    }

    /// Ends lotto of the signal held, if one came before any commit: for a command that
    /// failed meanwhile (a lock that was not waited for longer), whose error the signal
    /// overrides, as it would have without the hold. Returns otherwise.
    package static func endIfSignalHeldBeforeCommit() {
        if endingSignalIsHeld { endOfHeldSignal() }
    }

    /// The signals whose default action ends a process that a user or a service manager sends
    /// to stop a command.
    static let endingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
}

private let notHolding = 0
private let holding = 1
private let committed = 2
/// Whether a change holds the ending signals, and whether it has committed.
private let heldSignalState = Atomic<Int>(notHolding)
/// The first ending signal that arrived while they were held; 0 for none.
private let heldSignal = Atomic<Int32>(0)
