import Platform

/// One line of standard error, a terminal, redrawn in place: long work's progress. Each line
/// drawn replaces the last; ``erase()`` leaves the cursor at the start of an empty line, for
/// the result or an error; a signal that ends lotto (Ctrl-C) erases it too.
final class TerminalLine {
    private let errors: StandardError
    /// The terminal's width, read at each draw: a line longer than it would wrap, and `\r`
    /// would then erase only its last row.
    private let columns: () -> Int?
    private var shown: String?
    /// The width the line shown was drawn at: at another (the window was resized, SIGWINCH),
    /// it is drawn again, cut to the new width, even if it says the same.
    private var shownWidth: Int?

    init(
        errors: StandardError,
        columns: @escaping () -> Int? = { SystemCall.windowSize(SystemCall.standardError)?.columns }
    ) {
        self.errors = errors
        self.columns = columns
        SystemCall.eraseProgressLineOnEndingSignals()
    }

    deinit { erase() }

    /// Draws `line` over the one shown, cut to the terminal's width less room for the echo of
    /// Ctrl-C (`^C`), which would otherwise wrap below the line and be all the signal's erase
    /// reached; the same line again at the same width is not redrawn, which would only flicker.
    func show(_ line: String) {
        var line = line
        let width = columns()
        if let width {
            let room = width - 1 - SystemCall.endingKeyEchoColumns
            // A terminal too narrow for a word of it would wrap even a cut line, which `\r`
            // could not erase: nothing is drawn there.
            guard room >= 8 else { return erase() }
            if line.count > room { line = String(line.prefix(room - 3)) + "..." }
        }
        guard line != shown || width != shownWidth else { return }
        let erasure = erasure(width: width)
        shown = line
        shownWidth = width
        SystemCall.setProgressLineDrawn(columns: line.count)
        errors.write(Self.autowrapOff + erasure + line + Self.autowrapOn)
    }

    /// Autowrap off while the line is written (DECAWM), in the same write: a line the terminal
    /// takes in after the window narrowed, though written for the width before, is cut at the
    /// edge instead of wrapping onto a row that the next draw, which knows only the rows it
    /// drew, would not erase.
    private static let autowrapOff = "\u{1B}[?7l"
    private static let autowrapOn = "\u{1B}[?7h"

    /// Erases the line shown, if one is.
    func erase() {
        guard shown != nil else { return }
        let erasure = erasure(width: columns())
        shown = nil
        shownWidth = nil
        errors.write(erasure)
        SystemCall.setProgressLineDrawn(columns: 0)
    }

    /// What erases the line shown: every row it takes at `width`, the terminal's width now,
    /// which a window that narrowed since it was drawn may have rewrapped it onto.
    private func erasure(width: Int?) -> String {
        let rows = SystemCall.rowsAbove(columns: shown?.count ?? 0, width: width ?? 0)
        return SystemCall.progressLineErasure(rowsAbove: rows)
    }
}
