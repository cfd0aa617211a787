import Glibc

/// The terminal while `lotto ui` holds it: raw mode, the alternate screen, no cursor. It is
/// always given back: by ``leave()`` on the way out and around a suspend, and by the crash
/// handlers (see ``SignalEvents``), which read the saved settings from globals because a
/// signal handler can use nothing else.
struct TerminalSession {
    /// Takes the terminal, unless the app holds it already: saves its settings, then enters raw
    /// mode and the alternate screen.
    static func enter() throws(TerminalError) {
        guard holdsTerminal == 0 else { return }
        var attributes = termios()
        guard tcgetattr(STDIN_FILENO, &attributes) == 0 else {
            throw TerminalError(description: "cannot read the terminal's settings: \(String(cString: strerror(errno)))")
        }
        terminalAttributesBeforeApp = attributes
        // As cfmakeraw, keys arrive one by one, unechoed, Ctrl-C and Ctrl-Z included (the app
        // handles them); output processing stays on (TermKit does the same), harmless here.
        cfmakeraw(&attributes)
        attributes.c_oflag |= tcflag_t(OPOST)
        // TCSADRAIN, not TCSAFLUSH: keys typed before the app started are kept, not lost.
        guard tcsetattr(STDIN_FILENO, TCSADRAIN, &attributes) == 0 else {
            throw TerminalError(description: "cannot set the terminal's mode: \(String(cString: strerror(errno)))")
        }
        holdsTerminal = 1
        writeAll(enterSequence.utf8Start, enterSequence.utf8CodeUnitCount)
    }

    /// Gives the terminal back as it was. Safe to call when it is not held.
    static func leave() {
        restoreTerminal()
    }

    /// The terminal's size, rows then columns; 24 by 80 when it does not say.
    static func size() -> (rows: Int, columns: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
            return (24, 80)
        }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    /// Writes a frame whole, however the terminal takes it.
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            writeAll(base, buffer.count)
        }
    }
}

/// Alternate screen, cursor hidden, screen cleared.
private let enterSequence: StaticString = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[0m\u{1B}[2J"
/// Style reset, cursor shown, main screen back.
private let leaveSequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

// Read by signal handlers, so plain globals: set before the handlers can run, and only ever
// read by them.
nonisolated(unsafe) private var terminalAttributesBeforeApp = termios()
nonisolated(unsafe) private var holdsTerminal: sig_atomic_t = 0

/// Gives the terminal back if the app holds it. Async-signal-safe: `tcsetattr` and `write`
/// only, so the crash handlers call it too.
func restoreTerminal() {
    guard holdsTerminal != 0 else { return }
    holdsTerminal = 0
    writeAll(leaveSequence.utf8Start, leaveSequence.utf8CodeUnitCount)
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &terminalAttributesBeforeApp)
}

/// `write(2)` until done, through interruptions; gives up on any other error (a terminal that
/// is gone). Async-signal-safe.
private func writeAll(_ start: UnsafePointer<UInt8>, _ count: Int) {
    var written = 0
    while written < count {
        let result = Glibc.write(STDOUT_FILENO, start + written, count - written)
        if result > 0 {
            written += result
        } else if result < 0 && (errno == EINTR || errno == EAGAIN) {
            continue
        } else {
            return
        }
    }
}
