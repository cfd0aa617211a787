/// Why a request got no usable answer, in words that follow a URL in a message.
package enum HTTPError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `curl` on `PATH`: lotto fetches through it.
    case curlMissing
    /// The host could not be reached: not resolved, refused, no route, a TLS failure (curl's
    /// words).
    case cannotConnect(String)
    /// Nothing came for this many seconds.
    case timedOut(seconds: Double)
    /// Bytes came, but not the whole answer within this many seconds of the request (a drip,
    /// a trickle): an answer that slow is not waited for.
    case tooSlow(seconds: Double)
    /// No whole answer within the deadline's `seconds`, retries included; `after` is the
    /// failure of the last attempt, when one failed before the deadline came.
    indirect case deadlinePassed(seconds: Double, after: HTTPError?)
    /// The headers went on past what curl or lotto reads (curl's words, or lotto's).
    case headersTooLarge(String)
    /// The connection was dropped before a whole answer came (curl's words).
    case dropped(String)
    /// The body ended before the length the server announced (curl's words).
    case cutShort(String)
    /// An answer other than success, after any retries; `retryAfter` when it asked to wait
    /// longer than lotto waits.
    case status(Int, reason: String, retryAfter: Double? = nil)
    /// A body larger than lotto reads.
    case tooLarge(limit: Int)
    /// Anything else curl reported: its exit status and words.
    case failed(code: Int32, String)

    /// Whether asking again may help: a dropped or cut connection, a server error or a
    /// "too many requests".
    package var isRetryable: Bool {
        switch self {
        case .dropped, .cutShort: true
        case .status(let code, _, _): code == 429 || (500..<600).contains(code)
        default: false
        }
    }

    package var description: String {
        switch self {
        case .curlMissing: "curl is not installed, and lotto fetches through it (install curl)"
        case .cannotConnect(let words): "cannot connect: \(words)"
        case .timedOut(let seconds): "nothing came for \(Self.seconds(seconds)) second\(seconds == 1 ? "" : "s")"
        case .tooSlow(let seconds):
            "the answer was not whole within \(Self.seconds(seconds)) second\(seconds == 1 ? "" : "s") of the request"
        case .deadlinePassed(let seconds, let last):
            "no whole answer within \(Self.seconds(seconds)) second\(seconds == 1 ? "" : "s")"
                + (last.map { " (the last attempt: \($0))" } ?? "")
        case .headersTooLarge(let words): "the headers never end (\(words))"
        case .dropped(let words): "the connection was dropped: \(words)"
        case .cutShort(let words): "the answer was cut short: \(words)"
        case .status(let code, let reason, let retryAfter):
            "answered \(reason.isEmpty ? "\(code)" : "\(code) \(reason)")"
                + (retryAfter.map { ", and asks to be asked again in \(Self.seconds($0)) seconds" } ?? "")
        case .tooLarge(let limit): "the answer is larger than \(limit >> 20) MiB"
        case .failed(let code, let words): "curl failed (\(code)): \(words)"
        }
    }

    /// `30`, `0.5`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && value < 1e15 ? "\(Int(value))" : "\(value)"
    }
}
