import Flux
import Lotto

/// Shows long work's progress (``WorkProgress``) on standard error, a terminal, as one line
/// redrawn in place: `drawing tickets: 2,359,296 of 10,000,000 (23%), about 3 s left`. The
/// line is erased when the work ends, before its result is said, and by a signal that ends
/// lotto (Ctrl-C).
final class ProgressLineView {
    private var subscription: Subscription?
    private let line: TerminalLine

    init(_ store: WorkProgressStore<AppAction>, errors: StandardError) {
        line = TerminalLine(errors: errors)
        subscription = store.addListener { [unowned store, unowned self] in
            if let progress = store.state {
                line.show(Self.line(progress))
            } else {
                line.erase()
            }
        }
    }

    /// The line that says how far `progress` has gone.
    static func line(_ progress: WorkProgress) -> String {
        let done = progress.done.grouped
        let of = progress.total.map { " of \($0.grouped)" } ?? ""
        let share = progress.fraction.map { " (\(Int($0 * 100))%)" } ?? ""
        let left = progress.secondsLeft.map { ", about \(duration($0)) left" } ?? ""
        let elapsed = ", " + duration(progress.seconds)
        switch progress.stage {
        case .drawingTickets:
            return "drawing tickets: \(done)\(of)\(share)\(left)"
        case .searchingWheel:
            // The budget is the most the search may take; it often ends well before.
            return "wheel: searching for fewer tickets\(elapsed)\(atMost(progress))"
        case .checkingWheel:
            return "wheel: checking every way the draw can fall\(elapsed)\(atMost(progress))"
        case .backtestingDraws(let ticketsPerDraw):
            return "backtest: \(done)\(of) draws\(share), \(ticketsPerDraw.grouped) tickets each\(left)"
        case .backtestingTickets(let draws):
            return "backtest: \(done) tickets checked against \(draws.grouped) draws\(elapsed)"
        case .readingDraws(let name):
            return "import: reading \(name.escapingControlCharacters), line \(done)\(of)\(share)\(left)"
        case .recordingDraws(let count):
            return "import: recording \(count.grouped) draws\(elapsed)"
        case .checkingTickets:
            // Ids, as `list` and `check` print them: the count read is not known, only how far.
            let highest = progress.total.map { " of #\($0)" } ?? ""
            return "check: ticket #\(progress.done)\(highest)\(share)\(left)"
        }
    }

    /// `, at most about 8 s left`, for work whose whole is the most it may take.
    private static func atMost(_ progress: WorkProgress) -> String {
        progress.secondsLeft.map { ", at most about \(duration($0)) left" } ?? ""
    }

    /// `0.4 s`, `12 s`, `3 min`.
    static func duration(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10).rounded())
        if tenths < 100 { return "\(tenths / 10).\(tenths % 10) s" }
        if seconds < 90 { return "\(Int(seconds.rounded())) s" }
        return "\(Int((seconds / 60).rounded())) min"
    }
}
