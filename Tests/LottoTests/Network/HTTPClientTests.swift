import Synchronization
import Testing

@testable import Lotto

/// The client's manners, with a stand-in transport and clock: which failures it asks again
/// after, how long it waits, and how it paces requests to one host.
@Suite struct HTTPClientTests {
    /// Answers each request with the next of `answers`, and counts the time it is told to
    /// sleep, so that no test waits.
    final class Rehearsal: HTTPTransport, @unchecked Sendable {
        private let state = Mutex<
            (answers: [Result<HTTPResponse, HTTPError>], asked: [String], deadlines: [HTTPDeadline], clock: Double)
        >(([], [], [], 1000))
        var sleeps: [Double] { sleptState.withLock { $0 } }
        private let sleptState = Mutex<[Double]>([])

        init(_ answers: [Result<HTTPResponse, HTTPError>]) {
            state.withLock { $0.answers = answers }
        }

        var asked: [String] { state.withLock { $0.asked } }
        /// The deadline each request was sent with.
        var deadlines: [HTTPDeadline] { state.withLock { $0.deadlines } }

        func get(_ request: HTTPRequest, progress: (HTTPProgress) -> Void) throws(HTTPError) -> HTTPResponse {
            let answer = state.withLock { state in
                state.asked.append(request.address.description)
                state.deadlines.append(request.deadline)
                return state.answers.removeFirst()
            }
            let response = try answer.get()
            progress(HTTPProgress(bytes: response.body.count, expected: response.body.count))
            return response
        }

        func client(now: Timestamp = Timestamp(secondsSince1970: 1_700_000_000)) -> HTTPClient {
            HTTPClient(
                transport: self, userAgent: "lotto/test", timeout: 30,
                monotonicSeconds: { [self] in state.withLock { $0.clock } },
                sleep: { [self] seconds in
                    sleptState.withLock { $0.append(seconds) }
                    state.withLock { $0.clock += seconds }
                },
                wallClock: { now })
        }
    }

    private let address = WebAddress("https://data.ny.gov/api/views/d6yy-54nr/rows.csv")!
    private static let ok = HTTPResponse(status: 200, reason: "OK", body: Array("Draw Date".utf8))

    private static func status(_ code: Int, retryAfter: String? = nil) -> Result<HTTPResponse, HTTPError> {
        .success(HTTPResponse(status: code, reason: "", headers: retryAfter.map { [("Retry-After", $0)] } ?? []))
    }

    @Test func serverErrorsAndDroppedConnectionsAreAskedAgainAfterOneTwoAndFourSeconds() throws {
        let transport = Rehearsal([Self.status(503), .failure(.dropped("reset")), Self.status(500), .success(Self.ok)])
        var events: [HTTPClient.Event] = []
        let response = try transport.client().get(address, largestBody: 100) { events.append($0) }
        #expect(response == Self.ok)
        #expect(transport.sleeps == [1, 2, 4])
        #expect(transport.asked.count == 4)
        #expect(events.filter { if case .requesting = $0 { true } else { false } }.count == 4)
        #expect(events.contains(.waiting(seconds: 2, after: .dropped("reset"))))
    }

    @Test func afterThreeRetriesTheLastFailureIsTheError() {
        let transport = Rehearsal(Array(repeating: Self.status(502), count: 4))
        #expect(throws: HTTPError.status(502, reason: "")) {
            try transport.client().get(address, largestBody: 100)
        }
        #expect(transport.asked.count == 4)
    }

    @Test func tooManyRequestsWaitsAsRetryAfterSaysInSecondsOrAsADate() throws {
        let seconds = Rehearsal([Self.status(429, retryAfter: "7"), .success(Self.ok)])
        _ = try seconds.client().get(address, largestBody: 100)
        #expect(seconds.sleeps == [7])
        // 1_700_000_000 is Tue, 14 Nov 2023 22:13:20 GMT: ten seconds later.
        let date = Rehearsal([Self.status(503, retryAfter: "Tue, 14 Nov 2023 22:13:30 GMT"), .success(Self.ok)])
        _ = try date.client().get(address, largestBody: 100)
        #expect(date.sleeps == [10])
        // Less than the backoff: the backoff.
        let short = Rehearsal([Self.status(503, retryAfter: "0"), .success(Self.ok)])
        _ = try short.client().get(address, largestBody: 100)
        #expect(short.sleeps == [1])
    }

    @Test func aRetryAfterLongerThanTwoMinutesIsNotWaitedFor() {
        let transport = Rehearsal([Self.status(503, retryAfter: "121")])
        #expect(throws: HTTPError.status(503, reason: "", retryAfter: 121)) {
            try transport.client().get(address, largestBody: 100)
        }
        #expect(transport.sleeps.isEmpty)
    }

    @Test(arguments: [
        Result<HTTPResponse, HTTPError>.success(HTTPResponse(status: 404, reason: "Not Found")),
        .failure(.cannotConnect("Connection refused")), .failure(.timedOut(seconds: 30)),
        .failure(.tooLarge(limit: 100)),
    ])
    func whatAskingAgainCannotMendIsNotAskedAgain(answer: Result<HTTPResponse, HTTPError>) {
        let transport = Rehearsal([answer])
        #expect(throws: HTTPError.self) { try transport.client().get(address, largestBody: 100) }
        #expect(transport.asked.count == 1)
        #expect(transport.sleeps.isEmpty)
    }

    /// A fetch, retries included, ends by its deadline: ten timeouts from its start unless
    /// the caller gives one, and a wait that would end past it is not waited for.
    @Test func theDeadlineIsTenTimeoutsAndNoRetryWaitsPastIt() {
        let transport = Rehearsal(Array(repeating: Self.status(503, retryAfter: "100"), count: 4))
        #expect(throws: HTTPError.deadlinePassed(seconds: 300, after: .status(503, reason: ""))) {
            try transport.client().get(address, largestBody: 100)
        }
        // At 1000 and 1100 the wait of 100 ends before 1300; at 1200 it would end there.
        #expect(transport.sleeps == [100, 100])
        #expect(transport.deadlines == Array(repeating: HTTPDeadline(end: 1300, seconds: 300), count: 3))
        #expect(
            HTTPError.deadlinePassed(seconds: 300, after: .status(503, reason: "Service Unavailable")).description
                == "no whole answer within 300 seconds (the last attempt: answered 503 Service Unavailable)")
    }

    @Test func aDeadlineGivenIsEveryAttemptsAndAPassedOneSendsNothing() {
        let given = HTTPDeadline(seconds: 10, from: 1000)
        let transport = Rehearsal([Self.status(503, retryAfter: "3"), Self.status(429, retryAfter: "20")])
        #expect(throws: HTTPError.deadlinePassed(seconds: 10, after: .status(429, reason: ""))) {
            try transport.client().get(address, largestBody: 100, deadline: given)
        }
        #expect(transport.sleeps == [3])
        #expect(transport.deadlines == [given, given])
        // The transport's watchdog ended the second attempt: the first one's failure is said.
        let cut = Rehearsal([Self.status(503), .failure(.deadlinePassed(seconds: 10, after: nil))])
        #expect(throws: HTTPError.deadlinePassed(seconds: 10, after: .status(503, reason: ""))) {
            try cut.client().get(address, largestBody: 100, deadline: given)
        }
        let late = Rehearsal([.success(Self.ok)])
        #expect(throws: HTTPError.deadlinePassed(seconds: 10, after: nil)) {
            try late.client().get(address, largestBody: 100, deadline: HTTPDeadline(seconds: 10, from: 990))
        }
        #expect(late.asked.isEmpty)
    }

    @Test func requestsToOneHostAreHalfASecondApartAndToAnotherAreNot() throws {
        let transport = Rehearsal(Array(repeating: .success(Self.ok), count: 3))
        let client = transport.client()
        _ = try client.get(address, largestBody: 100)
        _ = try client.get(address.appending("/other"), largestBody: 100)
        #expect(transport.sleeps == [0.5])
        _ = try client.get(WebAddress("https://www.dhlottery.co.kr/")!, largestBody: 100)
        #expect(transport.sleeps == [0.5])
    }
}

/// The pieces of an HTTP exchange lotto reads itself: addresses, curl's output and its exit
/// codes, `Retry-After`.
@Suite struct HTTPPartsTests {
    @Test func anAddressIsHTTPOrHTTPSWithAHostAndNoUser() {
        #expect(WebAddress("https://www.dhlottery.co.kr")?.authority == "www.dhlottery.co.kr")
        #expect(WebAddress("HTTP://127.0.0.1:8080/mirror/")?.authority == "127.0.0.1:8080")
        #expect(
            WebAddress("http://127.0.0.1:8080/mirror/")?.appending("/lt645/x?y=1").description
                == "http://127.0.0.1:8080/mirror/lt645/x?y=1")
        for bad in [
            "file:///etc/passwd", "ftp://host", "www.dhlottery.co.kr", "https://", "https:///path",
            "https://user:secret@host", "https://host/a b", "https://host/\n", "-https://host",
        ] {
            #expect(WebAddress(bad) == nil, "\(bad)")
        }
        // A base address takes paths after it: a query or a fragment would take them instead.
        #expect(WebAddress(base: "http://127.0.0.1:8080/mirror/")?.authority == "127.0.0.1:8080")
        for bad in ["https://host/?mirror=1", "https://host#top", "https://host/a?", "file:///etc"] {
            #expect(WebAddress(base: bad) == nil, "\(bad)")
        }
    }

    @Test func theFinalHeadIsFoundPastInterimAnswersAndRedirectsAndBeforeTrailers() throws {
        let heads = Array(
            ("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 301 Moved Permanently\r\nLocation: https://x/\r\n\r\n"
                + "HTTP/2 200 \r\ncontent-type: text/csv\r\nTransfer-Encoding: chunked\r\n\r\nX-Sum: 42\r\n").utf8)
        let head = try #require(try ResponseHead.final(in: heads))
        #expect(head.status == 200 && head.reason == "")
        #expect(head.headers.map(\.name) == ["content-type", "transfer-encoding"])
        // A redirect curl did not follow (no Location, or an empty one) is the answer.
        let unfollowed = try #require(
            try ResponseHead.final(in: Array("HTTP/1.1 302 Found\r\nLocation: \r\nContent-Length: 43\r\n\r\n".utf8)))
        #expect(unfollowed.status == 302 && unfollowed.reason == "Found")
        #expect(try ResponseHead.final(in: Array("HTTP/1.1 304 Not Modified\n\n".utf8))?.status == 304)
        // Not whole yet.
        #expect(try ResponseHead.final(in: Array("HTTP/1.1 200 OK\r\nContent-Len".utf8)) == nil)
        #expect(try ResponseHead.final(in: Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)) == nil)
        #expect(throws: HTTPError.self) { try ResponseHead.final(in: Array("<html>\r\n\r\n".utf8)) }
    }

    /// curl writes the body alone on standard output as it comes, the heads on descriptor 3,
    /// and ends within the request's timeout, and by the deadline, even if lotto cannot end it.
    @Test func curlIsToldTheTimeoutAndTheDeadlineAndWritesHeadsApart() {
        let request = HTTPRequest(
            address: WebAddress("https://data.ny.gov/x")!, userAgent: "lotto/test", timeout: 5, largestBody: 100,
            deadline: HTTPDeadline(seconds: 50, from: 1000))
        let arguments = CurlTransport().arguments(for: request, now: 1000.2)
        #expect(arguments.contains("--no-buffer") && !arguments.contains("--include"))
        #expect(arguments.firstIndex(of: "--dump-header").map { arguments[$0 + 1] } == "/dev/fd/3")
        // The whole request within its timeout, not only its silences.
        #expect(arguments.firstIndex(of: "--max-time").map { arguments[$0 + 1] } == "5")
        let nearTheEnd = CurlTransport().arguments(for: request, now: 1047.5)
        #expect(nearTheEnd.firstIndex(of: "--max-time").map { nearTheEnd[$0 + 1] } == "3")
        let late = CurlTransport().arguments(for: request, now: 1060)
        #expect(late.firstIndex(of: "--max-time").map { late[$0 + 1] } == "1")
    }

    /// A deadline extended (a game's update over dhlottery's windows) ends that much later, and
    /// says so in its seconds.
    @Test func aDeadlineExtendedEndsLater() {
        let deadline = HTTPDeadline(seconds: 10, from: 100).extended(by: 46.5)
        #expect(deadline == HTTPDeadline(end: 156.5, seconds: 56.5))
        #expect(HTTPError.deadlinePassed(seconds: deadline.seconds, after: nil).description.contains("56.5 seconds"))
        #expect(HTTPError.tooSlow(seconds: 1).description == "the answer was not whole within 1 second of the request")
        #expect(!HTTPError.tooSlow(seconds: 1).isRetryable)
    }

    /// The headers a publisher's page sends go to curl one `--header` each, before the address.
    @Test func curlSendsThePublishersHeaders() throws {
        let base = try #require(WebAddress("https://mirror.example/dh"))
        let request = HTTPRequest(
            address: base.appending("/lt645/selectPstLt645Info.do?srchLtEpsd=1"), userAgent: "lotto/test",
            timeout: 5, largestBody: 100, deadline: HTTPDeadline(seconds: 50, from: 0),
            headers: DrawPublisher.dhlottery.headers(base: base))
        let arguments = CurlTransport().arguments(for: request, now: 0)
        let headers = arguments.indices.filter { arguments[$0] == "--header" }.map { arguments[$0 + 1] }
        #expect(
            headers == [
                "Accept: application/json, text/javascript, */*; q=0.01", "X-Requested-With: XMLHttpRequest",
                "Referer: https://mirror.example/dh/lt645/result",
            ])
        #expect(arguments.suffix(2) == ["--url", request.address.description])
        #expect(
            DrawPublisher.newYorkOpenData.headers(base: base).map(\.description) == ["Accept: text/csv, */*; q=0.1"])
    }

    /// A first sync over dhlottery's windows says how far it is of about how many requests.
    @Test func progressSaysHowManyRequestsAreExpected() throws {
        var progress = DrawUpdateProgress(game: LottoGame.korean645.id, address: try #require(WebAddress("https://h")))
        progress.requests = 12
        progress.draws = 110
        #expect(progress.description.hasPrefix("kr645: 12 requests, 110 draws, "))
        progress.expectedRequests = 127
        #expect(progress.description.hasPrefix("kr645: 12 of about 127 requests, 110 draws, "))
        // Past what was expected (a window asked again), the count alone.
        progress.requests = 128
        #expect(progress.description.hasPrefix("kr645: 128 requests, "))
    }

    @Test func curlsExitCodesSayWhatHappened() {
        #expect(CurlTransport.error(exitCode: 7, words: "refused", largestBody: 1) == .cannotConnect("refused"))
        #expect(CurlTransport.error(exitCode: 28, words: "timed out", largestBody: 1) == .cannotConnect("timed out"))
        #expect(CurlTransport.error(exitCode: 18, words: "cut", largestBody: 1) == .cutShort("cut"))
        #expect(CurlTransport.error(exitCode: 52, words: "empty", largestBody: 1) == .dropped("empty"))
        #expect(CurlTransport.error(exitCode: 56, words: "reset", largestBody: 1) == .dropped("reset"))
        let endless = "Too large response headers: 308067 > 307200"
        #expect(CurlTransport.error(exitCode: 56, words: endless, largestBody: 1) == .headersTooLarge(endless))
        #expect(!HTTPError.headersTooLarge(endless).isRetryable)
        #expect(CurlTransport.error(exitCode: 63, words: "big", largestBody: 1 << 20) == .tooLarge(limit: 1 << 20))
        #expect(CurlTransport.error(exitCode: 3, words: "bad URL", largestBody: 1) == .failed(code: 3, "bad URL"))
        #expect(
            CurlTransport.lastLine(of: Array("curl: (7) Failed to connect to host port 1: Refused\n".utf8))
                == "Failed to connect to host port 1: Refused")
        #expect(CurlTransport.lastLine(of: []) == "no words from curl")
    }

    @Test func retryAfterIsSecondsOrAnHTTPDate() {
        let now = Timestamp(secondsSince1970: 1_445_412_480)  // 2015-10-21T07:28:00Z
        #expect(RetryAfter.seconds(in: "120", now: now) == 120)
        #expect(RetryAfter.seconds(in: " 5 ", now: now) == 5)
        #expect(RetryAfter.seconds(in: "Wed, 21 Oct 2015 07:29:00 GMT", now: now) == 60)
        #expect(RetryAfter.seconds(in: "Wed, 21 Oct 2015 07:27:00 GMT", now: now) == 0)
        for bad in ["-1", "soon", "Wed, 32 Oct 2015 07:29:00 GMT", "Wed, 21 Oct 2015 25:00:00 GMT", ""] {
            #expect(RetryAfter.seconds(in: bad, now: now) == nil, "\(bad)")
        }
    }
}
