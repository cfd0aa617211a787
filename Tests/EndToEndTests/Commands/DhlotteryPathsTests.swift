import Foundation
import TestSupport
import Testing

/// `lotto draws update --game kr645` as dhlottery answers since its 2026 redesign: an HTML page
/// to a request its own result page would not make, and ten-round windows beside (or instead of)
/// the path of a round a request. The local publisher plays both (PublisherFixtures). faketime
/// sets lotto's clock where an update must be complete (``DrawsUpdateTests/Clock``).
@Suite(.enabled(if: RequiredTool.runs(needing: LottoExecutable.faketime), "needs faketime, to set the clock"))
struct DhlotteryPathsTests {
    private let lotto = LottoExecutable()
    private let server: LocalHTTPServer

    init() throws {
        server = try LocalHTTPServer()
        lotto.fetchesFrom(server)
    }

    private var historyBytes: Data? { lotto.historyBytes }
    private var targets: [String] { server.requests.map(\.target) }

    /// The first path gone: an HTML page, whatever it is asked.
    private static let gone = PublisherFixtures.FirstPath.gone(PublisherFixtures.htmlPage)

    private func window(_ round: Int) -> String { PublisherFixtures.dhlotteryWindowPath(around: round) }

    @Test func everyRequestCarriesWhatThePublishersOwnPageSends() async throws { try await offThePool {
        try PublisherFixtures.serveAll(on: server, kr645Rounds: 1...298)
        lotto.clock = DrawsUpdateTests.Clock.round298
        let korea = try lotto.run(["draws", "update", "--game", "kr645"])
        #expect(korea.status == 0 && korea.stderr.isEmpty, "\(korea.stderr)")
        lotto.clock = DrawsUpdateTests.Clock.powerball
        let result = try lotto.run(["draws", "update", "--game", "powerball"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let korean = try #require(server.requests.first { $0.target.hasPrefix("/lt645/") })
        #expect(korean.headers["x-requested-with"] == "XMLHttpRequest")
        #expect(korean.headers["referer"] == server.address + "/lt645/result")
        #expect(korean.headers["accept"]?.hasPrefix("application/json") == true)
        #expect(korean.headers["user-agent"] == "lotto/0.1.0")
        let newYork = try #require(server.requests.first { $0.target == PublisherFixtures.powerballPath })
        #expect(newYork.headers["accept"]?.hasPrefix("text/csv") == true)
        #expect(newYork.headers["x-requested-with"] == nil && newYork.headers["referer"] == nil)
    } }

    /// With the first path gone, a first sync comes ten rounds a request, each window starting
    /// right after what came before (around 6, 16, ... 296), the last clamped at the latest;
    /// 31 requests at two a second, longer than the deadline of 10 timeouts of one second,
    /// to which the 31 windows the schedule says are needed add a timeout and half a second
    /// each.
    @Test func aFirstSyncComesTenRoundsARequestWhenTheFirstPathIsGone() async throws { try await offThePool {
        try PublisherFixtures.serveKorean(on: server, rounds: 1...298, firstPath: Self.gone)
        lotto.clock = DrawsUpdateTests.Clock.round298
        lotto.environment["LOTTO_HTTP_TIMEOUT"] = "1"
        let result = try lotto.run(["draws", "update", "--game", "kr645", "--json"], timeout: 90)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                #""added":298,"behind":false,"game":"kr645","kept":0,"last":"2008-08-16","lastRound":298,"#
                    + #""latest":"2008-08-16","latestRound":298,"path":"/lt645/selectPstLt645InfoNew.do""#))
        #expect(result.stdout.contains(#""requests":31,"#))
        #expect(targets == [PublisherFixtures.dhlotteryPath("all")] + stride(from: 6, through: 296, by: 10).map(window))
        let listed = try lotto.run(["draws"])
        #expect(listed.lines.count == 298)
        #expect(listed.lines.first == "#1  2002-12-07  10 23 29 33 37 40 + 16")
        #expect(listed.lines.last?.hasPrefix("#298  2008-08-16") == true)
    } }

    /// A history a few rounds behind: the first path's round, gone; the window starting right
    /// after the last recorded; past the latest, an empty answer, so the window around the
    /// next round, which the clamping ends at the latest.
    @Test func anUpdateAsksAroundTheNextRoundWhenTheWindowIsPastTheLatest() async throws { try await offThePool {
        try PublisherFixtures.serveKorean(on: server, rounds: 1...290)
        // Round 293 is of 2008-07-12.
        lotto.clock = "2008-07-14 12:00:00"
        try lotto.run(["draws", "update", "--game", "kr645"])
        try PublisherFixtures.serveKorean(on: server, rounds: 1...293, firstPath: Self.gone)
        let before = targets.count
        let result = try lotto.run(["draws", "update", "--game", "kr645", "--csv"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(
            result.lines.last?.hasPrefix(
                "3,false,kr645,0,2008-07-12,293,2008-07-12,293,/lt645/selectPstLt645InfoNew.do,dhlottery,3,0,3,")
                == true)
        #expect(Array(targets.dropFirst(before)) == [PublisherFixtures.dhlotteryPath("291"), window(296), window(291)])
        #expect(try lotto.run(["draws", "--last", "1"]).stdout.hasPrefix("#293  2008-07-12"))
        // Current: the window past the latest, then the one around the next round, empty.
        let current = try lotto.run(["draws", "update", "--game", "kr645"])
        #expect(current.status == 0 && current.stdout.hasPrefix("kr645: 0 added"), "\(current.stderr)")
        #expect(targets.suffix(2) == [window(299), window(294)])
    } }

    /// A window that would leave a gap is asked again around the next round, which holds it;
    /// one that still would is refused, and nothing is recorded.
    @Test func aWindowThatWouldLeaveAGapIsNeverRecorded() async throws { try await offThePool {
        try PublisherFixtures.serveKorean(on: server, rounds: 1...290)
        lotto.clock = DrawsUpdateTests.Clock.round300
        try lotto.run(["draws", "update", "--game", "kr645"])
        try PublisherFixtures.serveKorean(on: server, rounds: 1...300, firstPath: Self.gone)
        let records = try PublisherFixtures.dhlotteryRecords()
        // Around 296: rounds 293-300 only, as a window cut short would be.
        server.serve(
            window(296), .ok(PublisherFixtures.dhlotteryWindowAnswer((293...300).reversed().map { records[$0 - 1] })))
        let narrowed = try lotto.run(["draws", "update", "--game", "kr645"])
        #expect(narrowed.status == 0 && narrowed.stdout.hasPrefix("kr645: 10 added"), "\(narrowed.stderr)")
        // Around 296: a gap; around 291: 291-295; past the latest, around 301: nothing, so
        // around 296 again: 296-300; then past the latest twice.
        #expect(Array(targets.suffix(6)) == [296, 291, 301, 296, 306, 301].map(window))
        #expect(try lotto.run(["draws"]).lines.count == 300)

        // Rounds 301 on, where no window holds 301.
        let gap = LottoExecutable()
        gap.environment = lotto.environment
        gap.environment["HOME"] = gap.home.path
        gap.environment["XDG_DATA_HOME"] = gap.home.file("data")
        gap.environment["XDG_STATE_HOME"] = gap.home.file("state")
        try PublisherFixtures.serveKorean(on: server, rounds: 1...290)
        try gap.run(["draws", "update", "--game", "kr645"])
        let recorded = FileManager.default.contents(atPath: gap.home.file("data/lotto/draws.jsonl"))
        try PublisherFixtures.serveKorean(on: server, rounds: 1...300, firstPath: Self.gone)
        let withoutTheNext = (292...300).reversed().map { records[$0 - 1] }
        for around in [291, 296] {
            server.serve(window(around), .ok(PublisherFixtures.dhlotteryWindowAnswer(withoutTheNext)))
        }
        let refused = try gap.run(["draws", "update", "--game", "kr645"])
        refused.expectFailure(69, naming: "the window around round 291 holds rounds 292, 293, 294")
        #expect(refused.stderr.contains("not 291 on"))
        #expect(FileManager.default.contents(atPath: gap.home.file("data/lotto/draws.jsonl")) == recorded)
    } }

    /// A window holding rounds past the latest the schedule allows is not followed for ever.
    @Test func aWindowOfRoundsNotDrawnYetIsRefused() async throws { try await offThePool {
        try PublisherFixtures.serveKorean(on: server, rounds: 1...10, firstPath: Self.gone)
        let records = try PublisherFixtures.dhlotteryRecords()
        let future = records[0].replacingOccurrences(of: #""ltEpsd":1,"#, with: #""ltEpsd":99999,"#)
        server.serve(window(6), .ok(PublisherFixtures.dhlotteryWindowAnswer([future] + records[0..<9])))
        let result = try lotto.run(["draws", "update", "--game", "kr645"])
        result.expectFailure(69, naming: "answered round 99999, which is not drawn yet")
        #expect(historyBytes == nil)
    } }

    /// Without the headers its own page sends, dhlottery answers an HTML page; lotto sends them,
    /// so the page it gets means the paths are gone, and the error says what to do by hand.
    @Test func bothPathsGoneSaysToImportAFileGotByHand() async throws { try await offThePool {
        try PublisherFixtures.serveKorean(on: server, rounds: 1...10, firstPath: Self.gone)
        for round in 1...40 { server.serve(window(round), PublisherFixtures.htmlPage) }
        let result = try lotto.run(["draws", "update", "--game", "kr645"])
        result.expectFailure(
            69, naming: "kr645: \(server.address)\(PublisherFixtures.dhlotteryPath("all")): an HTML page")
        #expect(result.stderr.contains("; then \(server.address)\(window(6)): an HTML page"))
        #expect(result.stderr.contains("(\(DrawsUpdateTests.koreanByHand))"))
        #expect(historyBytes == nil)
    } }
}
