import Flux
import Lotto

/// Shows `lotto draws update`'s progress on standard error, when it is a terminal, as one
/// line redrawn in place: `kr645: 2 requests, 1 draw, 1.2 kB at 3.4 kB/s`. The line is
/// cleared when a game ends, before its result is printed or its error said, and by a signal
/// that ends lotto (Ctrl-C).
final class DrawUpdateProgressView {
    private var subscription: Subscription?
    /// When the line was last drawn: at most ten redraws a second.
    private var lastDrawn = -Double.infinity
    private let line: TerminalLine

    /// - Parameters:
    ///   - errors: standard error, a terminal, where the line is drawn.
    ///   - now: seconds on a clock that only goes forward.
    init(_ store: DrawUpdateStore<AppAction>, errors: StandardError, now: @escaping () -> Double) {
        line = TerminalLine(errors: errors)
        subscription = store.addListener { [unowned store, unowned self] in
            guard let progress = store.state.current else {
                line.erase()
                return
            }
            let time = now()
            // A wait for a retry is said at once; bytes at most ten times a second.
            guard progress.waiting != nil || time - lastDrawn >= 0.1 else { return }
            lastDrawn = time
            line.show(progress.description)
        }
    }
}
