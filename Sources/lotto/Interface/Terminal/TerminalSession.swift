import Lotto
import Platform

/// The terminal while `lotto ui` holds it: raw mode, the alternate screen, no cursor, mouse
/// reports and bracketed paste. It is always given back: by ``leave()`` on the way out and
/// around a suspend, and by the crash handlers (see ``SignalEvents``), which read the saved
/// settings from globals because a signal handler can use nothing else.
struct TerminalSession {
    /// Takes the terminal, unless the app holds it already: saves its settings, then enters raw
    /// mode and the alternate screen.
    static func enter() throws(TerminalError) {
        guard !TerminalCall.holdsTheTerminal else { return }
        try TerminalCall.enterRawMode(leaveSequence: leaveSequence)
        TerminalCall.writeAll(enterSequence.utf8Start, enterSequence.utf8CodeUnitCount)
    }

    /// Gives the terminal back as it was. Safe to call when it is not held.
    static func leave() {
        restoreTerminal()
    }

    /// The terminal's size, rows then columns; 24 by 80 when it does not say.
    static func size() -> (rows: Int, columns: Int) {
        SystemCall.windowSize(SystemCall.standardOutput) ?? (24, 80)
    }

    /// Writes a frame whole, however the terminal takes it.
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            TerminalCall.writeAll(base, buffer.count)
        }
    }

    /// Alternate screen, cursor hidden, mouse reports on (``MouseEvent``), bracketed paste on
    /// (pasted text comes marked, and ``KeyReader`` reads none of it as keys), screen cleared.
    static let enterSequence: StaticString =
        "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[0m\u{1B}[2J"
    /// Bracketed paste off, mouse reports off, style reset, cursor shown, main screen back: what
    /// ``restoreTerminal()`` writes, so the way out, a suspend and the signal handlers all
    /// leave the shell a terminal that marks no paste.
    static let leaveSequence: StaticString =
        "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
}
