import Glibc

/// Signals as events of the app's loop: each handler writes its signal's number to a pipe
/// that the loop polls (the self-pipe trick), so that nothing but `write` runs in a handler.
/// Crashes and the other signals that end a process are the exception: their handlers give the
/// terminal back at once, then die of the signal as they would have (btop does the same).
enum SignalEvents {
    /// Signals the loop handles.
    static let handled = [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH]
    /// Signals of a crash: a Swift trap arrives as SIGILL or SIGTRAP and skips every `defer`.
    static let crashes = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
    /// Every other signal whose default is to end the process (signal(7)): a stray
    /// `kill -USR1` must not leave the terminal raw, in the alternate screen, cursor hidden.
    /// SIGXFSZ is not among them: lotto ignores it, so that a write past `ulimit -f` fails
    /// with `EFBIG` and is reported.
    static let endings = [
        SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGPIPE, SIGPWR, SIGSTKFLT, SIGSYS, SIGIO,
    ]

    /// Makes the pipe and installs the handlers.
    ///
    /// - Returns: the pipe's read end, for `poll`.
    static func install() -> Int32 {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return -1 }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        signalPipeWriteEnd = ends[1]
        for signal in handled { catchSignal(signal) }
        for signal in crashes + endings {
            _ = Glibc.signal(signal) { number in
                restoreTerminal()
                _ = Glibc.signal(number, SIG_DFL)
                _ = raise(number)
            }
        }
        return ends[0]
    }

    /// (Re)installs the handler that writes `signal` to the pipe.
    static func catchSignal(_ signal: Int32) {
        _ = Glibc.signal(signal) { number in
            let saved = errno
            var byte = UInt8(truncatingIfNeeded: number)
            _ = write(signalPipeWriteEnd, &byte, 1)
            errno = saved
        }
    }

    /// The signals that arrived since the last call, in order.
    static func read(from pipe: Int32) -> [Int32] {
        var bytes = [UInt8](repeating: 0, count: 64)
        var signals: [Int32] = []
        while true {
            let count = Glibc.read(pipe, &bytes, bytes.count)
            guard count > 0 else { break }
            signals += bytes[..<count].map { Int32($0) }
        }
        return signals
    }
}

nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1
