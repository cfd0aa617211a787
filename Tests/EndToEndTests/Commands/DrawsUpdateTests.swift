import Foundation
import TestSupport
import Testing

/// `lotto draws update`, run as a user runs it, against a local server that serves the draw
/// samples in each publisher's shape and misbehaves as asked. No test reaches the internet.
/// Where an update must be complete, faketime sets lotto's clock to just after the sample's
/// last draw is due (``Clock``).
@Suite(.enabled(if: RequiredTool.runs(needing: LottoExecutable.faketime), "needs faketime, to set the clock"))
struct DrawsUpdateTests {
    private let lotto = LottoExecutable()
    private let server: LocalHTTPServer

    init() throws {
        server = try LocalHTTPServer()
        lotto.fetchesFrom(server)
    }

    private var historyBytes: Data? { lotto.historyBytes }

    /// What a failed kr645 update says to do by hand: save every round as dhlottery's own
    /// result page reads it, and import the file.
    static let koreanByHand =
        "by hand: save every round from https://www.dhlottery.co.kr/lt645/selectPstLt645Info.do?srchLtEpsd=all, "
        + "the JSON dhlottery's result page https://www.dhlottery.co.kr/lt645/result reads, as FILE, "
        + "then run 'lotto draws import FILE'"
    private var targets: [String] { server.requests.map(\.target) }

    /// Moments (UTC) at which a sample's last draw is the latest due, past its publisher's grace.
    enum Clock {
        /// kr645 round 298 (2008-08-16) due, 299 not drawn.
        static let round298 = "2008-08-20 12:00:00"
        /// kr645 round 300 (2008-08-30).
        static let round300 = "2008-09-01 12:00:00"
        /// Powerball of 2017-12-30.
        static let powerball = "2018-01-03 12:00:00"
        /// EuroMillions of 2017-05-30.
        static let euroMillions = "2017-06-01 12:00:00"
        /// The UK Lotto of 2026-11-18.
        static let ukLotto = "2026-11-20 12:00:00"
    }

    @Test func aFirstSyncIsOneRequestThenEachNewRoundIsFetchedAlone() throws {
        try PublisherFixtures.serveKorean(on: server, rounds: 1...298)
        lotto.clock = Clock.round298
        let first = try lotto.run(["draws", "update", "--game", "kr645"])
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        #expect(
            first.stdout
                == "kr645: 298 added, 0 updated, 0 replaced, 0 kept (298 draws in 1 request to 127.0.0.1:\(server.port))\n"
        )
        #expect(targets == [PublisherFixtures.dhlotteryPath("all")])
        #expect(server.requests[0].headers["user-agent"] == "lotto/0.1.0")

        // Nothing new: one request, for the round after the last recorded; nothing written.
        let before = historyBytes
        let current = try lotto.run(["draws", "update", "--game", "kr645"])
        #expect(current.status == 0)
        #expect(current.stdout.hasPrefix("kr645: 0 added, 0 updated, 0 replaced, 0 kept (0 draws in 1 request"))
        #expect(targets.dropFirst() == [PublisherFixtures.dhlotteryPath("299")])
        #expect(historyBytes == before)

        // Round 299 is drawn between two updates: it alone is fetched, then 300 is not drawn.
        try PublisherFixtures.serveKorean(on: server, rounds: 1...299)
        lotto.clock = "2008-08-24 12:00:00"
        let next = try lotto.run(["draws", "update", "--game", "kr645", "--json"])
        #expect(next.status == 0)
        #expect(
            next.stdout == """
                [
                {"added":1,"behind":false,"game":"kr645","kept":0,"last":"2008-08-23","lastRound":299,\
                "latest":"2008-08-23","latestRound":299,"path":"/lt645/selectPstLt645Info.do","publisher":"dhlottery",\
                "received":1,"replaced":0,"requests":2,\
                "source":"\(server.address)\(PublisherFixtures.dhlotteryPath("300"))","updated":0}
                ]

                """)
        #expect(targets.suffix(2) == [PublisherFixtures.dhlotteryPath("299"), PublisherFixtures.dhlotteryPath("300")])
        let listed = try lotto.run(["draws", "--last", "1"])
        // Round 299 of the sample: {"ltEpsd":299,"ltRflYmd":"20080823","tm1WnNo":1,…,"tm6WnNo":45,"bnsWnNo":24}.
        #expect(listed.stdout == "#299  2008-08-23  1 3 20 25 36 45 + 24\n")
        // At most two requests a second to one host.
        let times = server.requests.suffix(2).map(\.time)
        #expect(times[1] - times[0] >= 0.45)
    }

    @Test func aHistoryFarBehindAsksForARoundAtATimeThenForEveryRound() throws {
        try PublisherFixtures.serveKorean(on: server, rounds: 1...290)
        lotto.clock = Clock.round300
        try lotto.run(["draws", "update"])
        try PublisherFixtures.serveKorean(on: server, rounds: 1...300)
        let result = try lotto.run(["draws", "update", "--game", "kr645"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("kr645: 10 added, 0 updated, 0 replaced, 290 kept (300 draws in 6 requests"))
        let kr645 = targets.filter { $0.hasPrefix("/lt645") }
        #expect(kr645.suffix(6) == ["291", "292", "293", "294", "295", "all"].map(PublisherFixtures.dhlotteryPath))
    }

    /// As many rounds behind as are fetched one by one: the round after them, not drawn yet,
    /// ends the update, and every round is not asked for.
    @Test func aHistoryExactlyFourRoundsBehindAsksForEachRoundAlone() throws {
        try PublisherFixtures.serveKorean(on: server, rounds: 1...296)
        lotto.clock = Clock.round300
        try lotto.run(["draws", "update"])
        try PublisherFixtures.serveKorean(on: server, rounds: 1...300)
        let asked = server.requests.count
        let result = try lotto.run(["draws", "update", "--game", "kr645"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("kr645: 4 added, 0 updated, 0 replaced, 0 kept (4 draws in 5 requests"))
        #expect(
            Array(targets.dropFirst(asked)) == ["297", "298", "299", "300", "301"].map(PublisherFixtures.dhlotteryPath))
    }

    /// An empty list where draws must exist (every round of a game drawn for years) is a
    /// service that failed, as New York's and the National Lottery's empty files are; an empty
    /// list for the round after the last recorded is a round not drawn yet.
    @Test func anAnswerWithNoDrawsWhereDrawsMustExistIsExit69() throws {
        server.serve(PublisherFixtures.dhlotteryPath("all"), .ok(PublisherFixtures.notDrawn))
        try lotto.run(["draws", "update", "--game", "kr645"]).expectFailure(
            69, naming: "kr645: \(server.address)\(PublisherFixtures.dhlotteryPath("all")): answered no draws")
        server.serve(PublisherFixtures.powerballPath, .ok("Draw Date,Winning Numbers,Multiplier\n"))
        try lotto.run(["draws", "update", "--game", "powerball"]).expectFailure(69, naming: "no draws in it")
        server.serve(PublisherFixtures.ukLottoPath, .ok(String(PublisherFixtures.ukLotto.prefix { $0 != "\n" }) + "\n"))
        try lotto.run(["draws", "update", "--game", "uk-lotto"]).expectFailure(69, naming: "no draws in it")
        #expect(historyBytes == nil)

        try PublisherFixtures.serveKorean(on: server, rounds: 1...10)
        // Round 10 is of 2003-02-08.
        lotto.clock = "2003-02-10 12:00:00"
        try lotto.run(["draws", "update", "--game", "kr645"])
        let current = try lotto.run(["draws", "update", "--game", "kr645"])
        #expect(current.status == 0)
        #expect(current.stdout.hasPrefix("kr645: 0 added, 0 updated, 0 replaced, 0 kept (0 draws in 1 request"))
    }

    @Test func withNoGameEveryPublishedGameIsUpdated() throws {
        try PublisherFixtures.serveAll(on: server)
        lotto.clock = Clock.ukLotto
        let result = try lotto.run(["draws", "update", "--format", "csv"])
        // The samples of the others end years before: behind (DrawsUpdateCompletenessTests).
        #expect(result.status == 75, "\(result.stderr)")
        #expect(
            result.lines.first
                == "added,behind,game,kept,last,lastRound,latest,latestRound,path,publisher,received,replaced,"
                + "requests,source,updated")
        #expect(
            result.lines.dropFirst().map { $0.split(separator: ",")[2] }
                == ["kr645", "powerball", "megamillions", "euromillions", "uk-lotto"])
        #expect(
            result.lines.contains(
                "234,true,powerball,0,2017-12-30,,2026-11-16,,/api/views/d6yy-54nr/rows.csv,newYorkOpenData,234,0,1,"
                    + "\(server.address)\(PublisherFixtures.powerballPath),0"))
        #expect(result.lines.last?.hasPrefix("3,false,uk-lotto,0,2026-11-18,3150,2026-11-18,,") == true)
        let ukLotto = try lotto.run(["draws", "--game", "uk-lotto"])
        #expect(ukLotto.lines.first == "#3148  2026-11-11  6 11 24 31 44 59 + 2  uk-lotto")
        // New York's Multiplier column is kept with each draw.
        let powerball = try lotto.run(["draws", "--game", "powerball", "--last", "1", "--json"])
        #expect(powerball.lines[1].contains(#""game":"powerball","multiplier":2,"#), "\(powerball.stdout)")
        // LOTTO_GAME does not narrow an update.
        lotto.environment["LOTTO_GAME"] = "powerball"
        let again = try lotto.run(["draws", "update"])
        #expect(again.lines.count == 5)
    }

    @Test func aServerErrorIsAskedAgainAndThenSucceeds() throws {
        try PublisherFixtures.serveAll(on: server)
        lotto.clock = Clock.powerball
        let error = LocalHTTPServer.Reply.respond(status: 503, body: Array("busy".utf8))
        server.enqueue(PublisherFixtures.powerballPath, [error, .respond(status: 500, body: []), .drop])
        let result = try lotto.run(["draws", "update", "--game", "powerball"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("powerball: 234 added, 0 updated, 0 replaced, 0 kept (234 draws in 4 requests"))
        let times = server.requests.map(\.time)
        // Backoff: 1, 2, then 4 seconds.
        #expect(times[1] - times[0] >= 0.95 && times[2] - times[1] >= 1.95 && times[3] - times[2] >= 3.95)
    }

    @Test func aTooManyRequestsWaitsAsRetryAfterAsks() throws {
        try PublisherFixtures.serveAll(on: server)
        server.enqueue(
            PublisherFixtures.euroMillionsPath, [.respond(status: 429, headers: ["Retry-After: 3"], body: [])])
        lotto.clock = Clock.euroMillions
        let result = try lotto.run(["draws", "update", "--game", "euromillions"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("euromillions: 104 added"))
        let times = server.requests.map(\.time)
        #expect(times.count == 2 && times[1] - times[0] >= 2.95)
    }

    @Test func aRetryAfterLongerThanLottoWaitsFailsAtOnce() throws {
        server.serve(
            PublisherFixtures.euroMillionsPath, .respond(status: 503, headers: ["Retry-After: 3600"], body: []))
        let result = try lotto.run(["draws", "update", "--game", "euromillions"])
        result.expectFailure(
            69, naming: "euromillions: \(server.address)\(PublisherFixtures.euroMillionsPath): answered 503")
        #expect(result.stderr.contains("asks to be asked again in 3600 seconds"))
        #expect(server.requests.count == 1)
    }

    @Test func aServiceThatKeepsFailingIsExit69AndChangesNothing() throws {
        try lotto.run(["draws", "add", "--date", "2002-12-07", "10", "23", "29", "33", "37", "40", "+", "16"])
        let before = try #require(historyBytes)
        server.serve(PublisherFixtures.dhlotteryPath("2"), .respond(status: 502, body: Array("bad gateway".utf8)))
        let result = try lotto.run(["draws", "update", "--game", "kr645"])
        result.expectFailure(
            69, naming: "kr645: \(server.address)\(PublisherFixtures.dhlotteryPath("2")): answered 502 Bad Gateway")
        // Four times the first path, then once the ten-round windows, which are not there.
        #expect(server.requests.count == 5)
        #expect(result.stderr.contains("; then \(server.address)\(PublisherFixtures.dhlotteryWindowPath(around: 7))"))
        #expect(historyBytes == before)
    }

    @Test func anHTMLPageIsNotResults() throws {
        server.serve(
            PublisherFixtures.dhlotteryPath("all"),
            .ok("<!DOCTYPE html><html><body>Under maintenance</body></html>", contentType: "text/html"))
        let result = try lotto.run(["draws", "update", "--game", "kr645"])
        result.expectFailure(69, naming: "an HTML page, not draw results")
        // The page, then the windows (which are not there either): the results by hand.
        #expect(server.requests.count == 2)
        #expect(result.stderr.contains("answered 404 Not Found (\(Self.koreanByHand))"))
        #expect(historyBytes == nil)
    }

    @Test func aHangPastTheTimeoutIsExit69() throws {
        server.serve(PublisherFixtures.megaMillionsPath, .hang)
        lotto.environment["LOTTO_HTTP_TIMEOUT"] = "1"
        let result = try lotto.run(["draws", "update", "--game", "megamillions"], timeout: 20)
        result.expectFailure(
            69,
            naming: "megamillions: \(server.address)\(PublisherFixtures.megaMillionsPath): nothing came for 1 second")
        #expect(server.requests.count == 1)
    }

    // MARK: Hostile servers (issue 35)

    /// A game's update, retries included, is over in bounded time whatever the server does:
    /// here a drip of bytes every half second (never silent for the timeout, never done) ends
    /// at the timeout of its request; 503s asking to be asked again in 6 seconds, by ten
    /// timeouts (DrawsUpdateDeadlineTests has dhlottery's windows dripped, and a trickle).
    @Test func aDripOrRetriesPastTheDeadlineEndTheGameInBoundedTime() throws {
        server.serve(PublisherFixtures.megaMillionsPath, .drip(piece: 3, interval: 0.5))
        lotto.environment["LOTTO_HTTP_TIMEOUT"] = "1"
        let start = Date()
        let dripped = try lotto.run(["draws", "update", "--game", "megamillions"], timeout: 40)
        let seconds = Date().timeIntervalSince(start)
        dripped.expectFailure(
            69,
            naming: "megamillions: \(server.address)\(PublisherFixtures.megaMillionsPath): "
                + "the answer was not whole within 1 second of the request")
        #expect(seconds >= 0.95 && seconds < 4, "\(seconds) s")
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
        #expect(retrying < 10, "\(retrying) s")
        #expect(historyBytes == nil)
    }

    /// Ending lotto ends its curl: `SIGTERM` while a service hangs leaves no curl behind, and
    /// lotto still dies of the signal, as the shell expects.
    @Test func aSignalThatEndsLottoEndsItsCurl() throws {
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
    }

    /// `Transfer-Encoding: chunked` with trailers: the body is the chunks, and the trailers
    /// are no part of it.
    @Test func aChunkedAnswerWithTrailersIsRead() throws {
        server.serve(
            PublisherFixtures.ukLottoPath,
            .chunked(body: Array(PublisherFixtures.ukLotto.utf8), chunk: 64, trailers: ["X-Checksum: 3150"]))
        lotto.clock = Clock.ukLotto
        let result = try lotto.run(["draws", "update", "--game", "uk-lotto"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("uk-lotto: 3 added"))
        #expect(try lotto.run(["draws", "--game", "uk-lotto"]).lines.count == 3)
    }

    /// A redirect curl did not follow (an empty `Location`, or one too many) is the answer:
    /// `answered 302 Found`, exit 69, not asked again, and its body never read, even one that
    /// looks like an answer with draws in it.
    @Test func aRedirectNotFollowedIsTheAnswerAndItsBodyIsNeverRead() throws {
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
    }

    /// Headers that never end are refused at once, not asked for again.
    @Test func headersThatNeverEndAreNotAskedAgain() throws {
        server.serve(PublisherFixtures.powerballPath, .endlessHeaders)
        try lotto.run(["draws", "update", "--game", "powerball"]).expectFailure(
            69, naming: "powerball: \(server.address)\(PublisherFixtures.powerballPath): the headers never end")
        #expect(server.requests.count == 1)
        #expect(historyBytes == nil)
    }

    /// A 60 MiB answer costs about its size: read under a 256 MiB data limit, whether it is
    /// draws (300 rounds, each with 200 KB of keys lotto does not read) or 30 million zeros.
    @Test func aVeryLargeAnswerIsReadInMemoryNearItsSize() throws {
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
    }

    @Test func aRefusedConnectionIsExit69() throws {
        lotto.environment["LOTTO_NATIONAL_LOTTERY_URL"] = try LocalHTTPServer.refusingAddress()
        let result = try lotto.run(["draws", "update", "--game", "uk-lotto"])
        result.expectFailure(69, naming: "uk-lotto: ")
        // Whatever failed, the line ends with the file to get by hand, from the publisher's own
        // site (not the mirror asked), and what records it; one game asked, no count of failures.
        #expect(result.stderr.contains("cannot connect"))
        #expect(
            result.stderr.hasSuffix(
                " (by hand: save the National Lottery's CSV, "
                    + "https://api-dfe.national-lottery.co.uk/draw-game/results/6/download?interval=ONE_EIGHTY, as FILE, "
                    + "then run 'lotto draws import FILE')\n"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(historyBytes == nil)
    }

    @Test func aBodyCutShortIsAskedAgainThenExit69() throws {
        let whole = try DrawSamples.bytes("powerball-ny-2015-2017.csv")
        server.serve(
            PublisherFixtures.powerballPath, .cutShort(body: Array(whole.prefix(1000)), announced: whole.count))
        let result = try lotto.run(["draws", "update", "--game", "powerball"])
        result.expectFailure(
            69, naming: "powerball: \(server.address)\(PublisherFixtures.powerballPath): the answer was cut short")
        #expect(server.requests.count == 4)
        #expect(historyBytes == nil)
    }

    @Test func aBodyCutWithoutALengthIsNotItsLayout() throws {
        let answer = PublisherFixtures.dhlotteryAnswer(try PublisherFixtures.dhlotteryRecords())
        server.serve(PublisherFixtures.dhlotteryPath("all"), .ok(Array(answer.prefix(5000))))
        let result = try lotto.run(["draws", "update", "--game", "kr645"])
        result.expectFailure(69, naming: "not draw results: line 1: not JSON")
    }

    @Test func aFailedGameLeavesTheOthersRecorded() throws {
        try PublisherFixtures.serveAll(on: server)
        server.serve(
            PublisherFixtures.megaMillionsPath,
            .ok("Draw Date,Winning Numbers,Mega Ball,Multiplier\n12/28/2099,1 2 3 4 5,1,\n"))
        lotto.environment["LOTTO_DHLOTTERY_URL"] = try LocalHTTPServer.refusingAddress()
        lotto.clock = Clock.ukLotto
        let result = try lotto.run(["draws", "update"])
        // A failure's code comes before that of a history behind (powerball's, euromillions').
        #expect(result.status == 69)
        #expect(result.lines.map { String($0.prefix { $0 != ":" }) } == ["powerball", "euromillions", "uk-lotto"])
        let errors = result.stderr.split(separator: "\n").filter {
            !$0.contains("should be published by now") && !$0.contains("keeps only its last 180 days")
        }
        #expect(errors.count == 4)
        #expect(errors[3] == "lotto: 2 of 5 games are behind their schedule: powerball, euromillions")
        #expect(errors[0].hasPrefix("lotto: error: kr645: "))
        #expect(errors[0].hasSuffix("(\(Self.koreanByHand))"))
        #expect(
            errors[1].hasPrefix("lotto: error: ") && errors[1].contains("2099-12-28")
                && errors[1].contains("after today"))
        // The update of several games ends with which failed.
        #expect(errors[2] == "lotto: 2 of 5 games failed: kr645, megamillions")
        #expect(try lotto.run(["draws", "--game", "megamillions"]).stdout.isEmpty)
        #expect(try lotto.run(["draws", "--game", "powerball"]).lines.count == 234)
    }

    @Test func anAnswerForAnotherRoundIsRefused() throws {
        try PublisherFixtures.serveKorean(on: server, rounds: 1...10)
        try lotto.run(["draws", "update"])
        let before = try #require(historyBytes)
        let records = try PublisherFixtures.dhlotteryRecords()
        server.serve(PublisherFixtures.dhlotteryPath("11"), .ok(PublisherFixtures.dhlotteryAnswer([records[4]])))
        let result = try lotto.run(["draws", "update", "--game", "kr645"])
        result.expectFailure(69, naming: "asked for round 11, answered round 5")
        #expect(historyBytes == before)
    }

    @Test func aDrawRecordedOtherwiseIsRefusedUnlessReplaced() throws {
        try lotto.run(["draws", "add", "--date", "2002-12-07", "1", "2", "3", "4", "5", "6", "+", "7"])
        // Five rounds behind: every round is asked for, round 1 with it. Round 6 is of 2003-01-11.
        try PublisherFixtures.serveKorean(on: server, rounds: 1...6)
        lotto.clock = "2003-01-13 12:00:00"
        let before = try #require(historyBytes)
        let refused = try lotto.run(["draws", "update", "--game", "kr645"])
        refused.expectFailure(65, naming: "--replace")
        #expect(historyBytes == before)
        let replaced = try lotto.run(["draws", "update", "--game", "kr645", "--replace"])
        #expect(replaced.status == 0)
        #expect(replaced.stdout.hasPrefix("kr645: 5 added, 0 updated, 1 replaced, 0 kept"))
    }

    @Test func proxiesComeFromTheUsualVariables() throws {
        let origin = "http://draws.example.invalid"
        lotto.environment["LOTTO_NY_OPEN_DATA_URL"] = origin
        lotto.environment["http_proxy"] = server.address
        server.serve(
            origin + PublisherFixtures.powerballPath, .ok(try DrawSamples.bytes("powerball-ny-2015-2017.csv")))
        lotto.clock = Clock.powerball
        let result = try lotto.run(["draws", "update", "--game", "powerball"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(targets == [origin + PublisherFixtures.powerballPath])
        #expect(result.stdout.contains("to draws.example.invalid"))
    }

    @Test func badRequestsAreUsageErrors() throws {
        try lotto.run(["draws", "update", "--game", "loto6"]).expectFailure(
            64,
            naming:
                "cannot update 'loto6': lotto fetches the results of kr645, powerball, megamillions, euromillions, uk-lotto"
        )
        try lotto.run(["draws", "update", "--game", "lotto99"]).expectFailure(64, naming: "'lotto99': unknown game")
        lotto.environment["LOTTO_DHLOTTERY_URL"] = "file:///etc/passwd"
        try lotto.run(["draws", "update", "--game", "kr645"]).expectFailure(
            64, naming: "LOTTO_DHLOTTERY_URL 'file:///etc/passwd'")
        lotto.environment["LOTTO_DHLOTTERY_URL"] = server.address
        // From a second to an hour: a timeout of 1e-300 fails every request, and with one of a
        // day a game's update could last ten.
        for timeout in ["0", "-1", "abc", "nan", "1e9", "1e-300", "0.5", "3601", "inf"] {
            lotto.environment["LOTTO_HTTP_TIMEOUT"] = timeout
            try lotto.run(["draws", "update"]).expectFailure(
                64, naming: "LOTTO_HTTP_TIMEOUT '\(timeout)': expected seconds, from 1 to 3600")
        }
        #expect(server.requests.isEmpty)
        #expect(historyBytes == nil)
    }

    /// The paths are appended to a base address: one with a query or a fragment would send
    /// them after it, to the service's own page.
    @Test func aBaseAddressWithAQueryOrAFragmentIsAUsageError() throws {
        for base in ["\(server.address)/?mirror=1", "\(server.address)/#top"] {
            lotto.environment["LOTTO_NY_OPEN_DATA_URL"] = base
            try lotto.run(["draws", "update", "--game", "powerball"]).expectFailure(
                64, naming: "invalid LOTTO_NY_OPEN_DATA_URL '\(base)'")
        }
        #expect(server.requests.isEmpty)
        #expect(historyBytes == nil)
    }

    /// A history with no known place is every game's failure: said once, before any request.
    @Test func withNoPlaceForTheHistoryNothingIsFetched() throws {
        try PublisherFixtures.serveAll(on: server)
        for variable in ["HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"] { lotto.environment[variable] = nil }
        let result = try lotto.run(["draws", "update", "--json"])
        #expect(result.status == 73)
        #expect(result.stdout == "[]\n")
        #expect(result.stderr == "lotto: error: no home folder to keep lotto's files in: set HOME or XDG_DATA_HOME\n")
        #expect(server.requests.isEmpty)
    }

    @Test func withoutCurlTheErrorSaysToInstallIt() throws {
        lotto.environment["PATH"] = lotto.home.path
        let result = try lotto.run(["draws", "update", "--game", "powerball"])
        result.expectFailure(69, naming: "curl is not installed")
    }

    /// On a terminal, standard error shows the progress, redrawn in place, and clears it; off
    /// one (every test above), nothing.
    @Test(.enabled(if: RequiredTool.runs(needing: "/usr/bin/script")))
    func progressIsShownOnATerminal() throws {
        try PublisherFixtures.serveAll(on: server)
        let result = try lotto.shell(
            #"TZ=UTC script -qec "faketime -m --exclude-monotonic '\#(Clock.powerball)' $LOTTO draws update --game powerball" /dev/null"#
        )
        #expect(result.status == 0)
        #expect(result.stdout.contains("\r\u{1B}[Kpowerball: 1 request, "))
        #expect(result.stdout.contains(" at "))
        #expect(result.stdout.contains("\r\u{1B}[Kpowerball: 234 added"))
    }
}
