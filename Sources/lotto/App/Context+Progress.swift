import Lotto
import Platform

/// Where long work's progress is shown: on standard error when it is a terminal that can
/// erase a line (not `TERM=dumb`), and nowhere else, so that a script's standard error holds
/// only what went wrong.
extension Context {
    /// The progress line of a command's long work, if it is shown: when its app made `store`,
    /// which a command's stores make only when ``showsProgress(outputStreams:)``.
    func progressView(_ store: WorkProgressStore<AppAction>?) -> ProgressLineView? {
        store.map { ProgressLineView($0, errors: errors) }
    }

    /// Whether a command's progress would be shown: on standard error, a terminal that can
    /// erase a line.
    ///
    /// - Parameter outputStreams: whether the command prints its results as the work goes
    ///   (`lotto new`'s tickets): on the terminal too, they would be drawn over the line, so
    ///   it is shown only when standard output is elsewhere.
    func showsProgress(outputStreams: Bool) -> Bool {
        SystemCall.isTerminal(SystemCall.standardError) && environment("TERM") != "dumb"
            && !(outputStreams && SystemCall.isTerminal(SystemCall.standardOutput))
    }
}
