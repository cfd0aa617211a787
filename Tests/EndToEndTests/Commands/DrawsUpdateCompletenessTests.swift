import Foundation
import TestSupport
import Testing

/// `lotto draws update` against answers that hold less than the game's schedule says is drawn
/// (issue 47): what came is recorded, a history still behind is said (naming the game, the
/// last draw held and the latest due) and exits 75; nothing at all where draws must exist is
/// exit 69. faketime sets lotto's clock, and so which draw is due.
@Suite(.enabled(if: RequiredTool.runs(needing: LottoExecutable.faketime), "needs faketime, to set the clock"))
struct DrawsUpdateCompletenessTests {
    private let lotto = LottoExecutable()
    private let server: LocalHTTPServer

    init() throws {
        server = try LocalHTTPServer()
        lotto.fetchesFrom(server)
    }

    private func window(_ round: Int) -> String { PublisherFixtures.dhlotteryWindowPath(around: round) }

    /// Round 1251 is drawn on 2026-11-21 (20:35 KST); a week later it is due.
    private static let lateNovember2026 = "2026-11-27 12:00:00"

    /// Windows holding 3 of their 10 rounds: the 3 are recorded, and the update says the
    /// history ends at round 3 though round 1251 is due, in text and in JSON, exit 75; asked
    /// again, it still is.
    @Test func windowsHoldingThreeOfTheirTenRoundsAreRecordedAndSaidToBeBehind() async throws { try await offThePool {
        try PublisherFixtures.serveKorean(
            on: server, rounds: 1...3, firstPath: .gone(PublisherFixtures.htmlPage))
        lotto.clock = Self.lateNovember2026
        let result = try lotto.run(["draws", "update", "--game", "kr645"])
        #expect(result.status == 75)
        #expect(result.stdout.hasPrefix("kr645: 3 added, 0 updated, 0 replaced, 0 kept (3 draws in 3 requests"))
        #expect(
            result.stderr
                == "lotto: error: kr645: the history ends at round 3 (2002-12-21), but round 1251 (2026-11-21) "
                + "should be published by now (12 hours after its draw); what came is recorded: try again later\n")
        #expect(try lotto.run(["draws"]).lines.count == 3)

        let again = try lotto.run(["draws", "update", "--game", "kr645", "--json"])
        #expect(again.status == 75)
        #expect(
            again.stdout.contains(
                #"{"added":0,"behind":true,"game":"kr645","kept":0,"last":"2002-12-21","lastRound":3,"#
                    + #""latest":"2026-11-21","latestRound":1251,"path":"/lt645/selectPstLt645InfoNew.do","#),
            "\(again.stdout)")
        #expect(again.stderr.contains("kr645: the history ends at round 3 (2002-12-21), but round 1251 (2026-11-21)"))
    } }

    /// Five rounds behind, the rounds fetched one by one are kept when every round's answer
    /// ends before them (at round 200): 5 added, and still behind round 300, exit 75.
    @Test func roundsFetchedOneByOneAreKeptWhenTheEveryRoundAnswerEndsEarly() async throws { try await offThePool {
        try PublisherFixtures.serveKorean(on: server, rounds: 1...200)
        lotto.clock = "2006-10-02 12:00:00"
        let first = try lotto.run(["draws", "update", "--game", "kr645"])
        #expect(first.status == 0 && first.stdout.hasPrefix("kr645: 200 added"), "\(first.stderr)")

        try PublisherFixtures.serveKorean(on: server, rounds: 1...300)
        let records = try PublisherFixtures.dhlotteryRecords()
        server.serve(
            PublisherFixtures.dhlotteryPath("all"), .ok(PublisherFixtures.dhlotteryAnswer(records[0..<200])))
        lotto.clock = "2008-09-01 12:00:00"
        let result = try lotto.run(["draws", "update", "--game", "kr645"])
        #expect(result.status == 75)
        #expect(result.stdout.hasPrefix("kr645: 5 added, 0 updated, 0 replaced, 200 kept (205 draws in 6 requests"))
        #expect(result.stderr.contains("kr645: the history ends at round 205 (2006-11-04), but round 300 (2008-08-30)"))
        #expect(try lotto.run(["draws", "--last", "1"]).stdout.hasPrefix("#205  2006-11-04"))
    } }

    /// New York's whole file, then one holding 29 of the 234 rows recorded, after the next
    /// draw is due: the first is complete (exit 0), the second keeps what is recorded and says
    /// the history ends at the draw of 2017-12-30 though 2018-01-03's is due, exit 75.
    @Test func aNewYorkFileHoldingTwentyNineOfTheRowsRecordedIsBehind() async throws { try await offThePool {
        let whole = try DrawSamples.bytes("powerball-ny-2015-2017.csv")
        server.serve(PublisherFixtures.powerballPath, .ok(whole, contentType: "text/csv"))
        lotto.clock = "2018-01-03 12:00:00"
        let complete = try lotto.run(["draws", "update", "--game", "powerball", "--json"])
        #expect(complete.status == 0 && complete.stderr.isEmpty, "\(complete.stderr)")
        #expect(
            complete.stdout.contains(
                #""behind":false,"game":"powerball","kept":0,"last":"2017-12-30","lastRound":null,"#
                    + #""latest":"2017-12-30","latestRound":null,"#), "\(complete.stdout)")

        let rows = String(decoding: whole, as: UTF8.self).split(separator: "\n")
        #expect(rows.count == 235)
        server.serve(PublisherFixtures.powerballPath, .ok(rows.prefix(30).joined(separator: "\n") + "\n"))
        lotto.clock = "2018-01-08 12:00:00"
        let cut = try lotto.run(["draws", "update", "--game", "powerball"])
        #expect(cut.status == 75)
        #expect(cut.stdout.hasPrefix("powerball: 0 added, 0 updated, 0 replaced, 29 kept (29 draws in 1 request"))
        #expect(
            cut.stderr
                == "lotto: error: powerball: the history ends at the draw of 2017-12-30, but the draw of 2018-01-03 "
                + "should be published by now (2 days after its draw); what came is recorded: try again later\n")
        #expect(try lotto.run(["draws", "--game", "powerball"]).lines.count == 234)
    } }

    /// An empty list for every round, by either path, where nothing is recorded: no draws, exit
    /// 69, nothing recorded (not "0 added").
    @Test func anEmptyFirstAnswerByEitherPathIsExit69() async throws { try await offThePool {
        server.serve(PublisherFixtures.dhlotteryPath("all"), .ok(PublisherFixtures.notDrawn))
        for round in 1...20 { server.serve(window(round), .ok(PublisherFixtures.dhlotteryWindowAnswer([]))) }
        lotto.clock = Self.lateNovember2026
        let result = try lotto.run(["draws", "update", "--game", "kr645"])
        result.expectFailure(
            69,
            naming: "kr645: \(server.address)\(PublisherFixtures.dhlotteryPath("all")): answered no draws; "
                + "then \(server.address)\(window(1)): answered no draws")
        #expect(result.stdout.isEmpty)
        #expect(lotto.historyBytes == nil)
    } }

    /// Several games, some behind: each said as it comes, then which, and exit 75; a game that
    /// failed gives its own code first.
    @Test func anUpdateOfSeveralGamesSaysWhichAreBehind() async throws { try await offThePool {
        try PublisherFixtures.serveAll(on: server)
        lotto.clock = "2026-11-20 12:00:00"
        let result = try lotto.run(["draws", "update"])
        #expect(result.status == 75)
        #expect(result.lines.count == 5)
        // A first update from the National Lottery also says it keeps only 180 days.
        let errors = result.stderr.split(separator: "\n").filter { !$0.contains("keeps only its last 180 days") }
        #expect(errors.count == 5)
        #expect(
            errors.last == "lotto: 4 of 5 games are behind their schedule: kr645, powerball, megamillions, euromillions"
        )
        #expect(errors.contains { $0.hasPrefix("lotto: error: euromillions: the history ends at round ") })
        #expect(!errors.contains { $0.contains("uk-lotto") })

        server.serve(PublisherFixtures.megaMillionsPath, .respond(status: 404, body: []))
        let failed = try lotto.run(["draws", "update", "--game", "megamillions", "--game", "powerball"])
        #expect(failed.status == 69)
        #expect(failed.lines.count == 1 && failed.stdout.hasPrefix("powerball: 0 added"))
        #expect(failed.stderr.contains("lotto: 1 of 2 games failed: megamillions\n"))
        #expect(failed.stderr.hasSuffix("lotto: 1 of 2 games is behind their schedule: powerball\n"))
    } }
}
