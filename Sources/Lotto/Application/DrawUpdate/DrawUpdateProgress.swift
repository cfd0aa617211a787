/// How far the update of one game has gone, for a view that shows it as it goes.
package struct DrawUpdateProgress: Equatable, Sendable, CustomStringConvertible {
    package let game: GameID
    /// The address being asked.
    package var address: WebAddress
    /// Requests sent so far, retries included.
    package var requests = 0
    /// About how many requests the update takes in all, where it can be known (dhlottery's
    /// ten-round windows: a first sync of 1,250 rounds is about 126).
    package var expectedRequests: Int?
    /// Draws received so far.
    package var draws = 0
    /// Bytes of the answer being received, and its length when the server said it.
    package var bytes = 0
    package var expectedBytes: Int?
    /// Bytes received by every request so far.
    package var totalBytes = 0
    /// Seconds since the game's update began.
    package var seconds = 0.0
    /// The wait before the next attempt, and why; `nil` when not waiting.
    package var waiting: Wait?

    /// A wait before a request is sent again.
    package struct Wait: Equatable, Sendable {
        package let seconds: Double
        /// What went wrong with the last attempt.
        package let after: HTTPError
    }

    /// Bytes a second, over the whole update of the game so far.
    package var bytesPerSecond: Double {
        seconds > 0 ? Double(totalBytes) / seconds : 0
    }

    /// `kr645: 2 requests, 1 draw, 1.2 kB of 3.4 kB at 5.6 kB/s` (`12 of about 126 requests`
    /// where the whole is known), and the wait before a retry.
    package var description: String {
        let whole = expectedRequests.flatMap { $0 >= requests ? $0 : nil }
        var line = "\(game): \(requests) " + (whole.map { "of about \($0) " } ?? "")
        line += "request\((whole ?? requests) == 1 ? "" : "s")"
        if draws > 0 { line += ", \(draws) draw\(draws == 1 ? "" : "s")" }
        line += ", " + Self.size(bytes)
        if let expectedBytes { line += " of " + Self.size(expectedBytes) }
        line += " at " + Self.size(Int(bytesPerSecond)) + "/s"
        if let waiting {
            line += "; \(waiting.after), asking again in \(Int(waiting.seconds.rounded(.up))) s"
        }
        return line
    }

    /// `812 B`, `12.3 kB`, `1.4 MB` (powers of 1000).
    static func size(_ bytes: Int) -> String {
        guard bytes >= 1000 else { return "\(bytes) B" }
        let units = ["kB", "MB", "GB"]
        var value = Double(bytes) / 1000
        var unit = 0
        while value >= 999.95 && unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }
}
