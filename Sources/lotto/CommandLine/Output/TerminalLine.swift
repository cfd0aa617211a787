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

    init(
        errors: StandardError,
        columns: @escaping () -> Int? = { SystemCall.windowSize(SystemCall.standardError)?.columns }
    ) {
        self.errors = errors
        self.columns = columns
        SystemCall.eraseProgressLineOnEndingSignals()
    }

    deinit { erase() }

    /// Draws `line` over the one shown, cut to the terminal's width; the same line again is not
    /// redrawn, which would only flicker.
    func show(_ line: String) {
        var line = line
        if let columns = columns() {
            let width = columns - 1
            // A terminal too narrow for a word of it would wrap even a cut line, which `\r`
            // could not erase: nothing is drawn there.
            guard width >= 8 else { return erase() }
            if line.count > width { line = String(line.prefix(width - 3)) + "..." }
        }
        guard line != shown else { return }
        shown = line
        SystemCall.setProgressLineShown(true)
        errors.write("\r\u{1B}[K" + line)
    }

    /// Erases the line shown, if one is.
    func erase() {
        guard shown != nil else { return }
        shown = nil
        errors.write("\r\u{1B}[K")
        SystemCall.setProgressLineShown(false)
    }
}
