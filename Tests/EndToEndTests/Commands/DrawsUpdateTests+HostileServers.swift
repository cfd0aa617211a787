import Foundation
import TestSupport
import Testing

/// `lotto draws update` against servers that misbehave on purpose (issue 35).
extension DrawsUpdateTests {
    // MARK: Hostile servers (issue 35)

    /// A game's update, retries included, is over in bounded time whatever the server does:
    /// here a drip of bytes every half second (never silent for the timeout, never done) ends
    /// at the timeout of its request; 503s asking to be asked again in 6 seconds, by ten
    /// timeouts (DrawsUpdateDeadlineTests has dhlottery's windows dripped, and a trickle).
    @Test func aDripOrRetriesPastTheDeadlineEndTheGameInBoundedTime() async throws { try await offThePool {
        server.serve(PublisherFixtures.megaMillionsPath, .drip(piece: 3, interval: 0.5))
        lotto.environment["LOTTO_HTTP_TIMEOUT"] = "1"
        let start = Date()
        let dripped = try lotto.run(["draws", "update", "--game", "megamillions"], timeout: 40)
        let seconds = Date().timeIntervalSince(start)
        dripped.expectFailure(
            69,
            naming: "megamillions: \(server.address)\(PublisherFixtures.megaMillionsPath): "
                + "the answer was not whole within 1 second of the request")
        // Over at the request's timeout, however long a loaded machine takes to start lotto
        // and its curl; never the drip's end, which does not come.
        #expect(seconds >= 0.95 && seconds < 10, "\(seconds) s")
        #expect(server.requests.count == 1)

        server.serve(
            PublisherFixtures.powerballPath,
            .respond(status: 503, headers: ["Retry-After: 6"], body: Array("busy".utf8)))
        let again = Date()
        let retried = try lotto.run(["draws", "update", "--game", "powerball"], timeout: 40)
        let retrying = Date().timeIntervalSince(again)
        retried.expectFailure(
            69, naming: "no whole answer within 10 seconds (the last attempt: answered 503 Service Unavailable)")
        // Asked at 0 and at 6; another wait of 6 would end past 10, so it is not waited for.
        #expect(targets.filter { $0 == PublisherFixtures.powerballPath }.count == 2)
        // A third ask would come at 12 seconds at the earliest.
        #expect(retrying < 11.5, "\(retrying) s")
        #expect(historyBytes == nil)
    } }

    /// Ending lotto ends its curl: `SIGTERM` while a service hangs leaves no curl behind, and
    /// lotto still dies of the signal, as the shell expects.
    @Test func aSignalThatEndsLottoEndsItsCurl() async throws { try await offThePool {
        server.serve(PublisherFixtures.powerballPath, .hang)
        let marker = "\(server.address)\(PublisherFixtures.powerballPath)"
        let running = try lotto.start(["draws", "update", "--game", "powerball"])
        let curlStarted = ProcessTable.waitUntil(timeout: 10) {
            !ProcessTable.commandLines(of: "curl", containing: marker).isEmpty
        }
        #expect(curlStarted)
        kill(running.pid, SIGTERM)
        #expect(running.waitForEnd() == .signaled(SIGTERM))
        ProcessTable.waitUntil(timeout: 3) { ProcessTable.commandLines(of: "curl", containing: marker).isEmpty }
        #expect(ProcessTable.commandLines(of: "curl", containing: marker) == [])
    } }

    /// `Transfer-Encoding: chunked` with trailers: the body is the chunks, and the trailers
    /// are no part of it.
    @Test func aChunkedAnswerWithTrailersIsRead() async throws { try await offThePool {
        server.serve(
            PublisherFixtures.ukLottoPath,
            .chunked(body: Array(PublisherFixtures.ukLotto.utf8), chunk: 64, trailers: ["X-Checksum: 3150"]))
        lotto.clock = Clock.ukLotto
        let result = try lotto.run(["draws", "update", "--game", "uk-lotto"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("uk-lotto: 3 added"))
        #expect(try lotto.run(["draws", "--game", "uk-lotto"]).lines.count == 3)
    } }

    /// A redirect curl did not follow (an empty `Location`, or one too many) is the answer:
    /// `answered 302 Found`, exit 69, not asked again, and its body never read, even one that
    /// looks like an answer with draws in it.
    @Test func aRedirectNotFollowedIsTheAnswerAndItsBodyIsNeverRead() async throws { try await offThePool {
        let inside = LocalHTTPServer.response(status: 200, body: Array(PublisherFixtures.ukLotto.utf8))
        server.serve(
            PublisherFixtures.ukLottoPath,
            .raw(LocalHTTPServer.response(status: 302, headers: ["Location: "], body: inside)))
        try lotto.run(["draws", "update", "--game", "uk-lotto"]).expectFailure(
            69, naming: "uk-lotto: \(server.address)\(PublisherFixtures.ukLottoPath): answered 302 Found")
        #expect(server.requests.count == 1)

        server.serve(
            PublisherFixtures.euroMillionsPath,
            .respond(status: 302, headers: ["Location: \(PublisherFixtures.euroMillionsPath)"], body: inside))
        try lotto.run(["draws", "update", "--game", "euromillions"]).expectFailure(69, naming: "answered 302 Found")
        // The first request and curl's 5 redirects; none asked again.
        #expect(server.requests.count == 1 + 6)
        #expect(historyBytes == nil)
    } }

    /// Headers that never end are refused at once, not asked for again.
    @Test func headersThatNeverEndAreNotAskedAgain() async throws { try await offThePool {
        server.serve(PublisherFixtures.powerballPath, .endlessHeaders)
        try lotto.run(["draws", "update", "--game", "powerball"]).expectFailure(
            69, naming: "powerball: \(server.address)\(PublisherFixtures.powerballPath): the headers never end")
        #expect(server.requests.count == 1)
        #expect(historyBytes == nil)
    } }

    /// A 60 MiB answer costs about its size: read under a 256 MiB data limit, whether it is
    /// draws (300 rounds, each with 200 KB of keys lotto does not read) or 30 million zeros.
    @Test func aVeryLargeAnswerIsReadInMemoryNearItsSize() async throws { try await offThePool {
        let records = try PublisherFixtures.dhlotteryRecords()
        let padding = (0..<15_500).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        let padded = records.map { String($0.dropLast()) + "," + padding + "}" }
        let answer = PublisherFixtures.dhlotteryAnswer(padded)
        // Over 60 MiB, under the 64 MiB lotto reads.
        #expect(answer.count > 60 << 20 && answer.count < 64 << 20)
        server.serve(PublisherFixtures.dhlotteryPath("all"), .ok(answer, contentType: "application/json"))
        let result = try lotto.shell(
            #"ulimit -d 262144; TZ=UTC faketime -m --exclude-monotonic "\#(Clock.round300)" "$LOTTO" draws update --game kr645"#,
            timeout: 300)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("kr645: 300 added"))

        // `[0,0,…,0]`: every odd byte a 0, every even one a comma, but the brackets.
        var zeros = [UInt8](repeating: UInt8(ascii: "0"), count: 60 << 20 | 1)
        for index in stride(from: 2, to: zeros.count - 1, by: 2) { zeros[index] = UInt8(ascii: ",") }
        zeros[0] = UInt8(ascii: "[")
        zeros[zeros.count - 1] = UInt8(ascii: "]")
        server.serve(PublisherFixtures.megaMillionsPath, .ok(zeros))
        let refused = try lotto.shell(#"ulimit -d 262144; "$LOTTO" draws update --game megamillions"#, timeout: 300)
        refused.expectFailure(69, naming: "not draw results: line 1: expected draw records (JSON objects)")
    } }
}
