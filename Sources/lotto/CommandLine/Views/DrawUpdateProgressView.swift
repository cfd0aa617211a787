import Flux
import Lotto

/// Shows `lotto draws update`'s progress on standard error, when it is a terminal, as one
/// line redrawn in place: `kr645: 2 requests, 1 draw, 1.2 KB at 3.4 KB/s`. The line is
/// cleared when a game ends, before its result is printed or its error said.
final class DrawUpdateProgressView {
    private var subscription: Subscription?
    /// When the line was last drawn: at most ten redraws a second.
    private var lastDrawn = -Double.infinity
    private var isShowing = false

    /// - Parameter now: seconds on a clock that only goes forward.
    init(_ app: App, now: @escaping () -> Double) {
        let store = app.drawUpdateStore
        subscription = store.addListener { [unowned store, unowned self] in
            guard let progress = store.state.current else {
                clear()
                return
            }
            let time = now()
            // A wait for a retry is said at once; bytes at most ten times a second.
            guard progress.waiting != nil || time - lastDrawn >= 0.1 else { return }
            lastDrawn = time
            isShowing = true
            writeToStandardError(Array(("\r\u{1B}[K" + Self.line(progress)).utf8))
        }
    }

    deinit { clear() }

    private func clear() {
        guard isShowing else { return }
        isShowing = false
        writeToStandardError(Array("\r\u{1B}[K".utf8))
    }

    /// `kr645: 2 requests, 1 draw, 1.2 KB at 3.4 KB/s`, or the wait before a retry.
    static func line(_ progress: DrawUpdateProgress) -> String {
        var line = "\(progress.game): \(progress.requests) request\(progress.requests == 1 ? "" : "s")"
        if progress.draws > 0 { line += ", \(progress.draws) draw\(progress.draws == 1 ? "" : "s")" }
        line += ", " + Self.size(progress.bytes)
        if let expected = progress.expectedBytes { line += " of " + Self.size(expected) }
        line += " at " + Self.size(Int(progress.bytesPerSecond)) + "/s"
        if let (seconds, failure) = progress.waiting {
            line += "; \(failure), asking again in \(Int(seconds.rounded(.up))) s"
        }
        return line
    }

    /// `812 B`, `12.3 kB`, `1.4 MB` (powers of 1000).
    static func size(_ bytes: Int) -> String {
        guard bytes >= 1000 else { return "\(bytes) B" }
        let units = ["kB", "MB", "GB"]
        var value = Double(bytes) / 1000
        var unit = 0
        while value >= 1000 && unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }
}
