import Glibc
import Synchronization

/// A progress line on standard error, redrawn in place: a signal that ends lotto erases it
/// first, so that the shell's prompt does not follow a line of stale progress.
extension SystemCall {
    /// Says how many columns of text the progress line on standard error holds now: 0 for none.
    package static func setProgressLineDrawn(columns: Int) {
        progressLineColumns.store(columns, ordering: .relaxed)
    }

    /// The rows above the cursor that a line of `columns` columns, drawn from a row's start,
    /// takes up once the terminal is `width` wide: a terminal that rewraps its lines when it
    /// narrows (tmux, VTE, kitty) puts it on several rows, the cursor at its end. A line that
    /// fills its last row leaves the cursor on that row (the wrap waits for the next character).
    package static func rowsAbove(columns: Int, width: Int) -> Int {
        guard width > 0, columns > width else { return 0 }
        return (columns - 1) / width
    }

    /// The columns a terminal's echo of an ending key takes (`^C`, `^\`), written after the
    /// progress line before lotto's handler runs: a line is cut to leave room for it.
    package static let endingKeyEchoColumns = 2

    /// Gives each signal that ends a process by default (`SIGINT`, `SIGTERM`, `SIGHUP`,
    /// `SIGQUIT`) a handler that erases a progress line if one is shown, ends the children (a
    /// curl), then ends lotto of the signal as it would have (the shell sees "killed by
    /// SIGINT"). Only the progress of a plain command calls it: the app has handlers of its
    /// own.
    ///
    /// The erase is of every row the line takes at the terminal's width now, which may have
    /// narrowed since it was drawn, the key's echo (`^C`) included: from the first of them, to
    /// the end of the screen.
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
                // Async-signal-safe: atomics, `ioctl`, `write` of bytes on the stack, `kill`.
                if SystemCall.holdsEndingSignal(number) { return }  // a change of a file commits first
                SystemCall.eraseProgressLineIfShown(endingSignal: number)
                SystemCall.endChildren()
                _ = signal(number, SIG_DFL)
                _ = raise(number)
            }
        }
    }

    /// Erases the progress line if one is shown, every row it takes at the terminal's width
    /// now, with the echo of the key that sent `endingSignal` (`^C`) after it. Async-signal-safe:
    /// an atomic load, `ioctl`, and `write` of bytes on the stack.
    static func eraseProgressLineIfShown(endingSignal number: Int32) {
        let columns = progressLineColumns.load(ordering: .relaxed)
        guard columns > 0 else { return }
        let echo = number == SIGINT || number == SIGQUIT ? SystemCall.endingKeyEchoColumns : 0
        var size = winsize()
        let width = ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0 ? Int(size.ws_col) : 0
        SystemCall.writeErasure(rowsAbove: SystemCall.rowsAbove(columns: columns + echo, width: width))
    }

    /// The bytes that erase a progress line whose cursor is `rowsAbove` rows below its start:
    /// `\r ESC [ K` for a line on one row; else up to its first row, and to the end of the
    /// screen (`\r ESC [ n A ESC [ J`).
    package static func progressLineErasure(rowsAbove: Int) -> String {
        rowsAbove > 0 ? "\r\u{1B}[\(rowsAbove)A\u{1B}[J" : "\r\u{1B}[K"
    }

    /// Writes ``progressLineErasure(rowsAbove:)`` to standard error from a signal handler: no
    /// allocation, bytes on the stack.
    private static func writeErasure(rowsAbove: Int) {
        var bytes: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: the longest is 13
        withUnsafeMutableBytes(of: &bytes) { buffer in
            buffer[0] = 0x0D  // \r
            buffer[1] = 0x1B  // ESC
            buffer[2] = 0x5B  // [
            var count = 3
            if rowsAbove > 0 {
                var rest = min(rowsAbove, 99_999)
                var divisor = 1
                while divisor * 10 <= rest { divisor *= 10 }
                while divisor > 0 {
                    buffer[count] = UInt8(ascii: "0") + UInt8(rest / divisor)
                    count += 1
                    rest %= divisor
                    divisor /= 10
                }
                buffer[count] = UInt8(ascii: "A")
                buffer[count + 1] = 0x1B
                buffer[count + 2] = 0x5B
                buffer[count + 3] = UInt8(ascii: "J")
                count += 4
            } else {
                buffer[count] = UInt8(ascii: "K")
                count += 1
            }
            _ = Glibc.write(STDERR_FILENO, buffer.baseAddress, count)
        }
    }
}

/// The columns of text of the progress line on standard error (0: none), read by the signal
/// handlers.
private let progressLineColumns = Atomic<Int>(0)
