import Platform
import Synchronization

/// Fetches as a well-behaved client does: it names itself (``userAgent``), gives up on an
/// answer not whole within the timeout of its request (``HTTPRequest/timeout``), asks again
/// up to ``retries`` times after a dropped connection, a server error or a "too many
/// requests" (waiting 1, 2, then 4 seconds, or longer when `Retry-After` asks), and sends at
/// most two requests a second to one host.
///
/// And it ends in bounded time whatever the server does (a trickle, a drip, `Retry-After`,
/// errors, a hang): a fetch, retries and waits included, is over by its ``HTTPDeadline``,
/// ``deadlineFactor`` times the timeout unless the caller gives one (a game's update gives
/// one for all its requests).
package final class HTTPClient: Sendable {
    /// What happens as a fetch goes: said to the caller, who shows it.
    package enum Event: Equatable, Sendable {
        /// A request is sent: the first (`1`) or a retry.
        case requesting(WebAddress, attempt: Int)
        /// The body is coming.
        case receiving(HTTPProgress)
        /// The last attempt failed so; the next comes after `seconds`.
        case waiting(seconds: Double, after: HTTPError)
    }

    /// How many times a failed request is asked again.
    package static let retries = 3
    /// The longest `Retry-After` honoured; a service that asks for more is down for now.
    package static let longestWait = 120.0
    /// The least time between two requests to one host.
    package static let spacing = 0.5
    /// How many timeouts a fetch may last in all: with the default 30 seconds, 5 minutes.
    package static let deadlineFactor = 10.0

    let transport: any HTTPTransport
    /// `lotto/0.1.0 (+https://…)`: sent with every request.
    package let userAgent: String
    /// Seconds a request may take, from its start to the answer's last byte.
    package let timeout: Double
    /// Seconds on a clock that only goes forward, and a pause: the system's, or a test's.
    let monotonicSeconds: @Sendable () -> Double
    let sleep: @Sendable (Double) -> Void
    let wallClock: @Sendable () -> Timestamp
    /// When the last request to each host was sent.
    private let lastRequest = Mutex<[String: Double]>([:])

    /// A client on the system's clocks, its requests carried by `transport` (``CurlTransport``
    /// in lotto: the composition root names it).
    package convenience init(transport: any HTTPTransport, userAgent: String, timeout: Double) {
        self.init(
            transport: transport, userAgent: userAgent, timeout: timeout,
            monotonicSeconds: { SystemCall.monotonicSeconds() }, sleep: { SystemCall.sleep(seconds: $0) },
            wallClock: { Timestamp.now() })
    }

    package init(
        transport: any HTTPTransport, userAgent: String, timeout: Double,
        monotonicSeconds: @escaping @Sendable () -> Double, sleep: @escaping @Sendable (Double) -> Void,
        wallClock: @escaping @Sendable () -> Timestamp
    ) {
        self.transport = transport
        self.userAgent = userAgent
        self.timeout = timeout
        self.monotonicSeconds = monotonicSeconds
        self.sleep = sleep
        self.wallClock = wallClock
    }

    /// A deadline ``deadlineFactor`` timeouts from now.
    package func deadline() -> HTTPDeadline {
        HTTPDeadline(seconds: timeout * Self.deadlineFactor, from: monotonicSeconds())
    }

    /// GETs `address`, retrying as the type says, and returns a successful (2xx) response.
    ///
    /// - Parameters:
    ///   - largestBody: the largest body read; a larger one is an error.
    ///   - deadline: when the fetch must be over, retries included (default: ``deadline()``).
    ///     A retry whose wait would end after it is not waited for.
    ///   - headers: sent beside the `User-Agent` (what the publisher's own page sends).
    /// - Throws: the last attempt's ``HTTPError``: a status other than 2xx is
    ///   ``HTTPError/status(_:reason:retryAfter:)``; a fetch the deadline ended is
    ///   ``HTTPError/deadlinePassed(seconds:after:)``.
    package func get(
        _ address: WebAddress, largestBody: Int, deadline: HTTPDeadline? = nil, headers: [HTTPHeader] = [],
        events: (Event) -> Void = { _ in }
    ) throws(HTTPError) -> HTTPResponse {
        let deadline = deadline ?? self.deadline()
        let request = HTTPRequest(
            address: address, userAgent: userAgent, timeout: timeout, largestBody: largestBody, deadline: deadline,
            headers: headers)
        var attempt = 1
        var lastFailure: HTTPError?
        while true {
            waitForTurn(at: address.authority)
            guard monotonicSeconds() < deadline.end else {
                throw .deadlinePassed(seconds: deadline.seconds, after: lastFailure)
            }
            events(.requesting(address, attempt: attempt))
            var failure: HTTPError
            var wait = Double(1 << (attempt - 1))
            do throws(HTTPError) {
                let response = try transport.get(request) { events(.receiving($0)) }
                if (200..<300).contains(response.status) { return response }
                failure = .status(response.status, reason: response.reason)
                let asked = response.header("retry-after").flatMap { RetryAfter.seconds(in: $0, now: wallClock()) }
                if let asked, failure.isRetryable {
                    if asked > Self.longestWait {
                        failure = .status(response.status, reason: response.reason, retryAfter: asked)
                    }
                    wait = max(wait, asked)
                }
            } catch .deadlinePassed(let seconds, after: nil) {
                // The transport's watchdog ended this attempt: what failed before is said.
                failure = .deadlinePassed(seconds: seconds, after: lastFailure)
            } catch {
                failure = error
            }
            guard failure.isRetryable, wait <= Self.longestWait, attempt <= Self.retries else { throw failure }
            guard monotonicSeconds() + wait < deadline.end else {
                throw .deadlinePassed(seconds: deadline.seconds, after: failure)
            }
            lastFailure = failure
            events(.waiting(seconds: wait, after: failure))
            sleep(wait)
            attempt += 1
        }
    }

    /// Waits until ``spacing`` has passed since the last request to `host`, then counts this
    /// one as sent.
    private func waitForTurn(at host: String) {
        let now = monotonicSeconds()
        let turn = lastRequest.withLock { last in
            let turn = max(now, (last[host] ?? -.infinity) + Self.spacing)
            last[host] = turn
            return turn
        }
        if turn > now { sleep(turn - now) }
    }
}
