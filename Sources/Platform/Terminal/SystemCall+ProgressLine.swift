import Glibc
import Synchronization

/// A progress line on standard error, redrawn in place: a signal that ends lotto erases it
/// first, so that the shell's prompt does not follow a line of stale progress.
extension SystemCall {
    /// Says whether a progress line is on standard error now.
    package static func setProgressLineShown(_ shown: Bool) {
        progressLineShown.store(shown, ordering: .relaxed)
    }

    /// Gives each signal that ends a process by default (`SIGINT`, `SIGTERM`, `SIGHUP`,
    /// `SIGQUIT`) a handler that erases a progress line if one is shown, ends the children (a
    /// curl), then ends lotto of the signal as it would have (the shell sees "killed by
    /// SIGINT"). Only the progress of a plain command calls it: the app has handlers of its
    /// own.
    ///
    /// `SIGPIPE` too while it has its default action: a command that reads ends of it when its
    /// reader goes away (`lotto new -n 5000000 | head`); one that changes a file ignores it.
    package static func eraseProgressLineOnEndingSignals() {
        var current = sigaction()
        let pipeIsDefault =
            sigaction(SIGPIPE, nil, &current) == 0 && current.__sigaction_handler.sa_handler == nil
            && current.sa_flags & SA_SIGINFO == 0
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] + (pipeIsDefault ? [SIGPIPE] : []) {
            _ = signal(signalNumber) { number in
                // Async-signal-safe: an atomic load, `write` of bytes on the stack, `kill`.
                if progressLineShown.load(ordering: .relaxed) {
                    var erase: (UInt8, UInt8, UInt8, UInt8) = (0x0D, 0x1B, 0x5B, 0x4B)  // "\r\e[K"
                    _ = withUnsafeBytes(of: &erase) { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
                }
                SystemCall.endChildren()
                _ = signal(number, SIG_DFL)
                _ = raise(number)
            }
        }
    }
}

/// Whether a progress line is on standard error, read by the signal handlers.
private let progressLineShown = Atomic<Bool>(false)
