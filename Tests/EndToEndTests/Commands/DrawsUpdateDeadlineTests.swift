import Foundation
import TestSupport
import Testing

/// Deadlines that hold (issue 47): with `LOTTO_HTTP_TIMEOUT=T`, a request ends within T
/// seconds of its start however the server drips its bytes, so that answers slower than T
/// fail the update rather than crawl through it, each game within the deadline
/// docs/commands.md states.
@Suite struct DrawsUpdateDeadlineTests {
    private let lotto = LottoExecutable()
    private let server: LocalHTTPServer

    init() throws {
        server = try LocalHTTPServer()
        lotto.fetchesFrom(server)
        lotto.environment["LOTTO_HTTP_TIMEOUT"] = "1"
    }

    private func window(_ round: Int) -> String { PublisherFixtures.dhlotteryWindowPath(around: round) }

    /// dhlottery's windows dripped, never silent for a second, each whole in about 3 seconds:
    /// once each answer that brought draws renewed the deadline, and a first sync crawled
    /// through them for minutes; now the first window fails a second after it was asked, and
    /// nothing is recorded, well within the game's deadline (10 timeouts, and a timeout and
    /// half a second a window: 56.5 seconds here).
    @Test func windowsDrippedSlowerThanTheTimeoutFailTheUpdateWithinIt() async throws { try await offThePool {
        try PublisherFixtures.serveKorean(on: server, rounds: 1...298, firstPath: .gone(PublisherFixtures.htmlPage))
        let records = try PublisherFixtures.dhlotteryRecords()
        for around in stride(from: 6, through: 296, by: 10) {
            let rounds = PublisherFixtures.dhlotteryWindow(around: around, latest: 298)
            let answer = PublisherFixtures.dhlotteryWindowAnswer(rounds.map { records[$0 - 1] })
            // About 6 kB, 1 kB every half second.
            server.serve(
                window(around),
                .raw(LocalHTTPServer.response(status: 200, body: answer), piece: 1000, interval: 0.5))
        }
        let start = Date()
        let result = try lotto.run(["draws", "update", "--game", "kr645"], timeout: 30)
        let seconds = Date().timeIntervalSince(start)
        result.expectFailure(
            69,
            naming: "then \(server.address)\(window(6)): the answer was not whole within 1 second of the request")
        // The first path's page, then one window: an answer too slow is not asked again.
        #expect(server.requests.count == 2)
        // A second for the window, half a second between requests, and lotto's own start
        // (which a loaded machine stretches): within 10 timeouts, far from the drip's 56.5.
        #expect(seconds >= 1 && seconds < 10, "\(seconds) s")
        #expect(lotto.historyBytes == nil)
    } }

    /// A whole answer trickled in within the timeout is read (bytes are read as they come);
    /// the same trickle past it fails a second after the request, however short the silences.
    @Test func aTrickleIsReadWithinTheTimeoutAndRefusedPastIt() async throws { try await offThePool {
        let answer = LocalHTTPServer.response(status: 200, body: Array(PublisherFixtures.ukLotto.utf8))
        // About 450 bytes, 40 every 0.3 seconds: about 3.3 seconds in all.
        server.serve(PublisherFixtures.ukLottoPath, .raw(answer, piece: 40, interval: 0.3))
        lotto.environment["LOTTO_HTTP_TIMEOUT"] = "6"
        let read = try lotto.run(["draws", "update", "--game", "uk-lotto", "--json"])
        #expect(read.stdout.contains(#""added":3,"#), "\(read.stderr)")

        lotto.environment["LOTTO_HTTP_TIMEOUT"] = "1"
        let start = Date()
        let refused = try lotto.run(["draws", "update", "--game", "uk-lotto"], timeout: 20)
        let seconds = Date().timeIntervalSince(start)
        refused.expectFailure(
            69,
            naming: "uk-lotto: \(server.address)\(PublisherFixtures.ukLottoPath): "
                + "the answer was not whole within 1 second of the request")
        // Refused at its timeout (the message says so), not read whole at 3.3 seconds, which
        // would succeed; the bound leaves a loaded machine's start-ups room.
        #expect(seconds >= 1 && seconds < 8, "\(seconds) s")
        // The CSV twice; the first time, then each draw it added (their jackpots).
        #expect(server.requests.filter { $0.target == PublisherFixtures.ukLottoPath }.count == 2)
    } }
}
