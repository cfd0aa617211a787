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
