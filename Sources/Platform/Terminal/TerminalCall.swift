import Glibc

/// Every call `lotto ui` makes into the C library, in one place, as ``SystemCall`` is for
/// files: the terminal's modes, signals and their handlers, pipes, `poll`, and inotify. The
/// app's types above it (`TerminalSession`, `SignalEvents`, `WakePipe`, `FileWatcher`,
/// `InterfaceApp`) name no C function, type or constant.
///
/// Signal handlers may run only async-signal-safe code (`write`, `tcsetattr`, `signal`,
/// `raise`), and reach nothing but globals: theirs are here, with the globals they read.
package enum TerminalCall {
    // MARK: Signals

    /// The signals the app names.
    package enum Signal {
        package static let interrupt = SIGINT
        package static let terminate = SIGTERM
        package static let hangUp = SIGHUP
        package static let terminalStop = SIGTSTP
        package static let resume = SIGCONT
        package static let windowChange = SIGWINCH
        /// Crashes: a Swift trap arrives as SIGILL or SIGTRAP and skips every `defer`.
        package static let crashes = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
        /// Every other signal whose default is to end the process (signal(7)). SIGXFSZ is not
        /// among them: lotto ignores it, so that a write past `ulimit -f` fails with `EFBIG`
        /// and is reported.
        package static let endings = [
            SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGPIPE, SIGPWR, SIGSTKFLT, SIGSYS, SIGIO,
        ]
    }

    /// Makes `signal` write its number to `pipe` (the self-pipe trick), and nothing else.
    package static func writeToPipe(on signal: Int32, pipe: Int32) {
        signalPipeWriteEnd = pipe
        _ = Glibc.signal(signal) { number in
            let saved = errno
            var byte = UInt8(truncatingIfNeeded: number)
            _ = write(signalPipeWriteEnd, &byte, 1)
            errno = saved
        }
    }

    /// Makes `signal` give the terminal back at once, end the children (a curl of `u`), then
    /// end the process as it would have.
    package static func restoreTerminalAndDie(on signal: Int32) {
        _ = Glibc.signal(signal) { number in
            restoreTerminal()
            SystemCall.endChildren()
            _ = Glibc.signal(number, SIG_DFL)
            _ = raise(number)
        }
    }

    /// Stops the process as a shell's job is stopped (Ctrl-Z), until `SIGCONT`.
    package static func stopAsAJob() {
        _ = signal(SIGTSTP, SIG_DFL)
        _ = raise(SIGTSTP)
    }

    // MARK: Pipes and poll

    /// A pipe, both ends non-blocking and close-on-exec; -1s when none can be made.
    package static func nonBlockingPipe() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return (-1, -1) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }

    /// Writes one byte, ignoring failure (a full pipe is already a wake-up).
    package static func writeByte(_ byte: UInt8, to descriptor: Int32) {
        var byte = byte
        _ = write(descriptor, &byte, 1)
    }

    /// Reads what is there without waiting, until nothing is.
    package static func readAll(_ descriptor: Int32) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 256)
        var all: [UInt8] = []
        while true {
            let count = read(descriptor, &bytes, bytes.count)
            guard count > 0 else { return all }
            all += bytes[..<count]
        }
    }

    package static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }

    /// `poll(2)` for input on `descriptors` (a negative one is skipped), for at most
    /// `milliseconds`: which are ready, or `nil` when polling failed (not for a signal).
    package static func waitForInput(on descriptors: [Int32], milliseconds: Int32) -> [Bool]? {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&polled, nfds_t(polled.count), milliseconds)
        if ready < 0 && errno != EINTR { return nil }
        return polled.map { $0.revents != 0 }
    }

    /// What one `read(2)` of standard input brings (the keys typed); empty when it was
    /// interrupted or had nothing yet; `nil` at its end or on an error (the terminal went away).
    package static func readKeys() -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = read(STDIN_FILENO, &bytes, bytes.count)
        if count > 0 { return Array(bytes[..<count]) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return [] }
        return nil
    }

    // MARK: The terminal

    /// Saves the terminal's settings, then puts it in raw mode: keys arrive one by one,
    /// unechoed, Ctrl-C and Ctrl-Z included (the app handles them); output processing stays
    /// on (TermKit does the same).
    ///
    /// - Parameter leaveSequence: what ``restoreTerminal()`` writes before it gives the
    ///   settings back: the escape sequences that undo the app's own.
    package static func enterRawMode(leaveSequence: StaticString) throws(TerminalError) {
        var attributes = termios()
        guard tcgetattr(STDIN_FILENO, &attributes) == 0 else {
            throw TerminalError(description: "cannot read the terminal's settings: \(Errno(code: errno))")
        }
        terminalAttributesBeforeApp = attributes
        terminalLeaveSequence = leaveSequence
        cfmakeraw(&attributes)
        attributes.c_oflag |= tcflag_t(OPOST)
        // TCSADRAIN, not TCSAFLUSH: keys typed before the app started are kept, not lost.
        guard tcsetattr(STDIN_FILENO, TCSADRAIN, &attributes) == 0 else {
            throw TerminalError(description: "cannot set the terminal's mode: \(Errno(code: errno))")
        }
        holdsTerminal = 1
    }

    /// Whether the app holds the terminal (raw mode, the alternate screen).
    package static var holdsTheTerminal: Bool { holdsTerminal != 0 }

    /// Writes `count` bytes at `start` whole, through interruptions; gives up on any other
    /// error (a terminal that is gone). Async-signal-safe.
    package static func writeAll(_ start: UnsafePointer<UInt8>, _ count: Int) {
        writeToTerminal(start, count)
    }
}

// Read by signal handlers, so plain globals: set before the handlers can run, and only ever
// read by them.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1
nonisolated(unsafe) private var terminalAttributesBeforeApp = termios()
nonisolated(unsafe) private var holdsTerminal: sig_atomic_t = 0
nonisolated(unsafe) private var terminalLeaveSequence: StaticString = ""

/// Gives the terminal back if the app holds it: the main screen, the cursor, the settings as
/// they were. Async-signal-safe: `write` and `tcsetattr` only, so the handlers call it too.
package func restoreTerminal() {
    guard holdsTerminal != 0 else { return }
    holdsTerminal = 0
    writeToTerminal(terminalLeaveSequence.utf8Start, terminalLeaveSequence.utf8CodeUnitCount)
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &terminalAttributesBeforeApp)
}

private func writeToTerminal(_ start: UnsafePointer<UInt8>, _ count: Int) {
    var written = 0
    while written < count {
        let result = write(STDOUT_FILENO, start + written, count - written)
        if result > 0 {
            written += result
        } else if result < 0 && (errno == EINTR || errno == EAGAIN) {
            continue
        } else {
            return
        }
    }
}

extension TerminalCall {
    // MARK: File events

    /// An inotify descriptor (non-blocking) watching `folders` for a file written, renamed,
    /// made, removed or changed in status; -1 when inotify cannot be had.
    package static func watch(_ folders: Set<FilePath>) -> Int32 {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return -1 }
        // A rename over the file (lotto's rewrite) is IN_MOVED_TO; an append ends in
        // IN_CLOSE_WRITE; a folder made later is not watched, and the comparison covers it.
        let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
        for folder in folders {
            _ = folder.withCString { inotify_add_watch(descriptor, $0, events) }
        }
        return descriptor
    }
}
