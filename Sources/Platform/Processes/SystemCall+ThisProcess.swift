import Glibc

/// The calls on lotto's own process, for the command line: its standard descriptors, the
/// signals it ignores, and its end.
extension SystemCall {
    package static let standardInput = STDIN_FILENO
    package static let standardOutput = STDOUT_FILENO
    package static let standardError = STDERR_FILENO

    /// Holds each closed standard descriptor with `/dev/null`, opened the wrong way round so
    /// that a read or write on it still fails as on a closed one (`EBADF`). Else the first
    /// descriptor made takes its number: lotto's own files move above 2 (``FileDescriptor``),
    /// but the thread library's event descriptors, made for a large draw, would receive the
    /// output.
    package static func holdClosedStandardDescriptors() {
        for descriptor in STDIN_FILENO...STDERR_FILENO where fcntl(descriptor, F_GETFD) == -1 {
            _ = systemOpen("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY, 0)
        }
    }

    /// Ignores `SIGXFSZ`: a file-size limit (`ulimit -f`) then fails the write with `EFBIG`,
    /// which the store reports and rolls back, instead of killing the process half way
    /// through a save.
    package static func ignoreFileSizeLimitSignal() {
        _ = signal(SIGXFSZ, SIG_IGN)
    }

    /// Gives `SIGQUIT` (Ctrl-\\) its default action back where the Swift runtime's backtracer
    /// took it: the backtracer prints a crash report for it and lotto goes on, where a user who
    /// presses the quit key asks lotto to quit, as it does for the other keys and signals that
    /// end a command (``endChildrenOnEndingSignals()`` and the progress line's handlers then
    /// take it). A `SIGQUIT` the parent ignores (a job a shell started in the background) stays
    /// ignored. Called first thing, before lotto installs any handler of its own, so a handler
    /// found here can only be the runtime's.
    package static func takeQuitSignalBackFromTheBacktracer() {
        var current = sigaction()
        guard sigaction(SIGQUIT, nil, &current) == 0, current.sa_flags & SA_SIGINFO != 0 else { return }
        _ = signal(SIGQUIT, SIG_DFL)
    }

    /// Ignores `SIGPIPE`: a reader that goes away is then an `EPIPE` write error.
    package static func ignoreBrokenPipeSignal() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// Ends the process of `signal`, as its default action does (after, say, giving the
    /// terminal back), and every child still running with it.
    package static func die(of signalNumber: Int32) {
        endChildren()
        _ = signal(signalNumber, SIG_DFL)
        _ = raise(signalNumber)
    }

    /// `exit(3)`, after ending every child still running (a curl that `q` in the app left
    /// behind, say).
    package static func exit(_ status: Int32) -> Never {
        endChildren()
        systemExit(status)
    }
}
