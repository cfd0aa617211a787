/// When a fetch must be over, whatever the server does: one game's update, retries and their
/// waits included, ends by then (``HTTPClient/deadlineFactor`` times the timeout after it
/// began, unless the caller sets another or extends it).
package struct HTTPDeadline: Equatable, Sendable {
    /// The moment, in seconds of the clock that only goes forward (``HTTPClient``'s).
    package let end: Double
    /// The seconds it allowed in all, for the words of the error.
    package let seconds: Double

    package init(end: Double, seconds: Double) {
        self.end = end
        self.seconds = seconds
    }

    /// `seconds` from `now`.
    package init(seconds: Double, from now: Double) {
        self.init(end: now + seconds, seconds: seconds)
    }

    /// This deadline, `seconds` later.
    package func extended(by seconds: Double) -> HTTPDeadline {
        HTTPDeadline(end: end + seconds, seconds: self.seconds + seconds)
    }
}
