import Foundation
import TestSupport
import Testing

/// `lotto draws update`, run as a user runs it, against a local server that serves the draw
/// samples in each publisher's shape and misbehaves as asked. No test reaches the internet.
/// Where an update must be complete, faketime sets lotto's clock to just after the sample's
/// last draw is due (``Clock``).
@Suite(.enabled(if: RequiredTool.runs(needing: LottoExecutable.faketime), "needs faketime, to set the clock"))
struct DrawsUpdateTests {
    let lotto = LottoExecutable()
    let server: LocalHTTPServer

    init() throws {
        server = try LocalHTTPServer()
        lotto.fetchesFrom(server)
    }

    var historyBytes: Data? { lotto.historyBytes }

    /// What a failed kr645 update says to do by hand: save every round as dhlottery's own
    /// result page reads it, and import the file.
    static let koreanByHand =
        "by hand: save every round from https://www.dhlottery.co.kr/lt645/selectPstLt645Info.do?srchLtEpsd=all, "
        + "the JSON dhlottery's result page https://www.dhlottery.co.kr/lt645/result reads, as FILE, "
        + "then run 'lotto draws import FILE'"
    var targets: [String] { server.requests.map(\.target) }

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

    // MARK: Rounds, games, retries

    @Test func aFirstSyncIsOneRequestThenEachNewRoundIsFetchedAlone() async throws { try await offThePool {
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
        // At most two requests a second to one host: paced apart, as they arrive (each by a
        // curl started in its own time, which a loaded machine stretches; HTTPClientTests
        // holds the exact half second).
        let times = server.requests.suffix(2).map(\.time)
        #expect(times[1] - times[0] >= 0.3)
    } }

    @Test func aHistoryFarBehindAsksForARoundAtATimeThenForEveryRound() async throws { try await offThePool {
        try PublisherFixtures.serveKorean(on: server, rounds: 1...290)
        lotto.clock = Clock.round300
        try lotto.run(["draws", "update"])
        try PublisherFixtures.serveKorean(on: server, rounds: 1...300)
        let result = try lotto.run(["draws", "update", "--game", "kr645"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("kr645: 10 added, 0 updated, 0 replaced, 290 kept (300 draws in 6 requests"))
        let kr645 = targets.filter { $0.hasPrefix("/lt645") }
        #expect(kr645.suffix(6) == ["291", "292", "293", "294", "295", "all"].map(PublisherFixtures.dhlotteryPath))
    } }

    /// As many rounds behind as are fetched one by one: the round after them, not drawn yet,
    /// ends the update, and every round is not asked for.
    @Test func aHistoryExactlyFourRoundsBehindAsksForEachRoundAlone() async throws { try await offThePool {
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
    } }

    /// An empty list where draws must exist (every round of a game drawn for years) is a
    /// service that failed, as New York's and the National Lottery's empty files are; an empty
    /// list for the round after the last recorded is a round not drawn yet.
    @Test func anAnswerWithNoDrawsWhereDrawsMustExistIsExit69() async throws { try await offThePool {
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
    } }

    @Test func withNoGameEveryPublishedGameIsUpdated() async throws { try await offThePool {
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
    } }

    @Test func aServerErrorIsAskedAgainAndThenSucceeds() async throws { try await offThePool {
        try PublisherFixtures.serveAll(on: server)
        lotto.clock = Clock.powerball
        let error = LocalHTTPServer.Reply.respond(status: 503, body: Array("busy".utf8))
        server.enqueue(PublisherFixtures.powerballPath, [error, .respond(status: 500, body: []), .drop])
        let result = try lotto.run(["draws", "update", "--game", "powerball"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("powerball: 234 added, 0 updated, 0 replaced, 0 kept (234 draws in 4 requests"))
        let times = server.requests.map(\.time)
        // Backoff: 1, 2, then 4 seconds, as the requests arrive (HTTPClientTests holds the
        // waits themselves; each curl's start-up, which load stretches, shifts an arrival).
        #expect(times[1] - times[0] >= 0.8 && times[2] - times[1] >= 1.8 && times[3] - times[2] >= 3.8)
    } }

    @Test func aTooManyRequestsWaitsAsRetryAfterAsks() async throws { try await offThePool {
        try PublisherFixtures.serveAll(on: server)
        server.enqueue(
            PublisherFixtures.euroMillionsPath, [.respond(status: 429, headers: ["Retry-After: 3"], body: [])])
        lotto.clock = Clock.euroMillions
        let result = try lotto.run(["draws", "update", "--game", "euromillions"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("euromillions: 104 added"))
        let times = server.requests.map(\.time)
        #expect(times.count == 2 && times[1] - times[0] >= 2.8)
    } }

    @Test func aRetryAfterLongerThanLottoWaitsFailsAtOnce() async throws { try await offThePool {
        server.serve(
            PublisherFixtures.euroMillionsPath, .respond(status: 503, headers: ["Retry-After: 3600"], body: []))
        let result = try lotto.run(["draws", "update", "--game", "euromillions"])
        result.expectFailure(
            69, naming: "euromillions: \(server.address)\(PublisherFixtures.euroMillionsPath): answered 503")
        #expect(result.stderr.contains("asks to be asked again in 3600 seconds"))
        #expect(server.requests.count == 1)
    } }

    @Test func aServiceThatKeepsFailingIsExit69AndChangesNothing() async throws { try await offThePool {
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
    } }

    @Test func anHTMLPageIsNotResults() async throws { try await offThePool {
        server.serve(
            PublisherFixtures.dhlotteryPath("all"),
            .ok("<!DOCTYPE html><html><body>Under maintenance</body></html>", contentType: "text/html"))
        let result = try lotto.run(["draws", "update", "--game", "kr645"])
        result.expectFailure(69, naming: "an HTML page, not draw results")
        // The page, then the windows (which are not there either): the results by hand.
        #expect(server.requests.count == 2)
        #expect(result.stderr.contains("answered 404 Not Found (\(Self.koreanByHand))"))
        #expect(historyBytes == nil)
    } }

    @Test func aHangPastTheTimeoutIsExit69() async throws { try await offThePool {
        server.serve(PublisherFixtures.megaMillionsPath, .hang)
        lotto.environment["LOTTO_HTTP_TIMEOUT"] = "1"
        let result = try lotto.run(["draws", "update", "--game", "megamillions"], timeout: 20)
        result.expectFailure(
            69,
            naming: "megamillions: \(server.address)\(PublisherFixtures.megaMillionsPath): nothing came for 1 second")
        #expect(server.requests.count == 1)
    } }
}
