import Lotto
import Platform

/// Where long work's progress is shown: on standard error when it is a terminal that can
/// erase a line (not `TERM=dumb`), and nowhere else, so that a script's standard error holds
/// only what went wrong.
extension Context {
    /// The stores the progress line of a command's long work reads: none when it is not shown,
    /// so that `lotto new` off a terminal makes no store it would not use.
    func progressStores(outputStreams: Bool) -> App.Stores {
        showsProgress(outputStreams: outputStreams) ? .workProgress : []
    }

    /// The progress line of a command's long work, if it is shown; its app must read
    /// ``progressStores(outputStreams:)``.
    ///
    /// - Parameter outputStreams: whether the command prints its results as the work goes
    ///   (`lotto new`'s tickets): on the terminal too, they would be drawn over the line, so
    ///   it is shown only when standard output is elsewhere.
    func progressView(_ app: App, outputStreams: Bool) -> ProgressLineView? {
        guard showsProgress(outputStreams: outputStreams) else { return nil }
        return ProgressLineView(app, errors: errors)
    }

    /// Whether a command's progress would be shown: see ``progressView(_:outputStreams:)``.
    func showsProgress(outputStreams: Bool) -> Bool {
        SystemCall.isTerminal(SystemCall.standardError) && environment("TERM") != "dumb"
            && !(outputStreams && SystemCall.isTerminal(SystemCall.standardOutput))
    }
}
