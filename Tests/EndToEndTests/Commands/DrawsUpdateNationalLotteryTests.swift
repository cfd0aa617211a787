import Foundation
import TestSupport
import Testing

/// `lotto draws update` of EuroMillions and UK Lotto from the National Lottery's results
/// service as it answers since 2026 (`api-dfe`): the last 180 days as CSV, each draw as JSON,
/// behind a firewall that answers 403 to a request without a browser's `User-Agent` and the
/// site's `Origin` and `Referer` (``NationalLotteryFixtures``).
@Suite(.enabled(if: RequiredTool.runs(needing: LottoExecutable.faketime), "needs faketime, to set the clock"))
struct DrawsUpdateNationalLotteryTests {
    private let lotto = LottoExecutable()
    private let server: LocalHTTPServer

    /// UK Lotto's draw 3150 (2026-11-18) due; EuroMillions' of 2017-05-30.
    private static let ukLottoClock = "2026-11-20 12:00:00"
    private static let euroMillionsClock = "2017-06-01 12:00:00"

    init() throws {
        server = try LocalHTTPServer()
        lotto.fetchesFrom(server)
        server.guarded(by: NationalLotteryFixtures.firewall)
    }

    private var targets: [String] { server.requests.map(\.target) }

    /// The UK Lotto sample, its draw 3150 nobody won, 3149 won twice, 3148 outside the window
    /// the service keeps for single draws (404).
    private func serveUKLotto() {
        server.serve(PublisherFixtures.ukLottoPath, .ok(PublisherFixtures.ukLotto, contentType: "text/csv"))
        NationalLotteryFixtures.serveUKLottoDraws(on: server)
    }

    /// Each draw of the game as `draws --csv` lists it, by round: its prizes field.
    private func prizes(of game: String) throws -> [String: String] {
        let result = try lotto.run(["draws", "--game", game, "--csv"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        return Dictionary(uniqueKeysWithValues: rows.map { (String($0[5]), String($0[4])) })
    }

    @Test func ukLottoIsReadFromTheServiceWithItsDrawNumbersAndJackpots() async throws { try await offThePool {
        serveUKLotto()
        lotto.clock = Self.ukLottoClock
        let result = try lotto.run(["draws", "update", "--game", "uk-lotto"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("uk-lotto: 3 added"))
        // The 180-day CSV, then the draws it added, one each; none refused by the firewall.
        #expect(
            targets == [
                PublisherFixtures.ukLottoPath, NationalLotteryFixtures.ukLottoDrawPath(3150),
                NationalLotteryFixtures.ukLottoDrawPath(3149), NationalLotteryFixtures.ukLottoDrawPath(3148),
            ])
        for request in server.requests {
            #expect(request.headers["user-agent"] == NationalLotteryFixtures.browserUserAgent)
            #expect(request.headers["origin"] == "https://www.national-lottery.co.uk")
        }
        // Nobody won 3150's jackpot (no amount); 3149's two won £3,427,594.50 each; 3148's
        // answer was 404: no amounts, and no failure.
        #expect(try prizes(of: "uk-lotto") == ["3150": "1:0:", "3149": "1:2:3427594.50", "3148": ""])
    } }

    @Test func euroMillionsIsReadFromTheServiceWithItsDrawNumbers() async throws { try await offThePool {
        server.serve(
            PublisherFixtures.euroMillionsPath,
            .ok(try DrawSamples.bytes("euromillions-uk-2016-2017.csv"), contentType: "text/csv"))
        lotto.clock = Self.euroMillionsClock
        let result = try lotto.run(["draws", "update", "--game", "euromillions"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("euromillions: 104 added"))
        // EuroMillions' prizes are not asked for: one request, the CSV.
        #expect(targets == [PublisherFixtures.euroMillionsPath])
        let rounds = try prizes(of: "euromillions").keys
        #expect(rounds.count == 104 && rounds.allSatisfy { !$0.isEmpty })
    } }

    /// The service keeps 180 days: a first update says where its answer began, and how to
    /// record the draws before; the next update, which joins the history, does not.
    @Test func aFirstUpdateSaysTheServiceCannotReachBackAndPointsToImport() async throws { try await offThePool {
        serveUKLotto()
        lotto.clock = Self.ukLottoClock
        let first = try lotto.run(["draws", "update", "--game", "uk-lotto"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            first.stderr.contains(
                "lotto: uk-lotto: the National Lottery keeps only its last 180 days, from round 3148 (2026-11-11): "
                    + "the draws before it are not recorded; record them from a file with 'lotto draws import FILE'"))
        let again = try lotto.run(["draws", "update", "--game", "uk-lotto"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!again.stderr.contains("keeps only"))
    } }

    /// The local service refuses a request without the headers, as the real one's firewall
    /// does: the updates above passed it, so lotto sends them.
    @Test func theServiceRefusesARequestWithoutTheHeaders() async throws { try await offThePool {
        serveUKLotto()
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        curl.arguments = [
            "curl", "--silent", "--output", "/dev/null", "--write-out", "%{http_code}",
            server.address + PublisherFixtures.ukLottoPath,
        ]
        let output = Pipe()
        curl.standardOutput = output
        try curl.run()
        curl.waitUntilExit()
        #expect(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "403")
    } }

    /// UK Lotto's draws from 2026-06-10 have two sets of balls: the second, which only each
    /// draw's answer gives, is recorded with the first, from the CSV; a draw whose answer is
    /// outside the window (404) keeps its first set alone.
    @Test func aDrawWithTwoSetsIsRecordedWithBoth() async throws { try await offThePool {
        serveUKLotto()
        lotto.clock = Self.ukLottoClock
        let result = try lotto.run(["draws", "update", "--game", "uk-lotto"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try lotto.run(["draws", "--game", "uk-lotto", "--json"]).lines
        let second = #""second":{"extra":[58],"numbers":[12,14,16,22,29,59]}"#
        for round in [3150, 3149] {
            let draw = try #require(json.first { $0.contains(#""round":\#(round)"#) }, "\(json)")
            #expect(draw.contains(second), "\(draw)")
        }
        #expect(json.filter { $0.contains(#""second""#) }.count == 2, "\(json)")
    } }

    /// A draw's answer whose first set is not the CSV's is of another draw, or misread: the
    /// update fails, naming both, and records nothing.
    @Test func anAnswerWhoseFirstSetDisagreesWithTheCSVIsRefused() async throws { try await offThePool {
        serveUKLotto()
        let other = NationalLotteryFixtures.ukLottoDraw(round: 3148, winners: 0, pence: 0, secondSet: true)
        server.serve(
            NationalLotteryFixtures.ukLottoDrawPath(3150),
            .ok(other.replacingOccurrences(of: #""drawNo":3148"#, with: #""drawNo":3150"#)))
        lotto.clock = Self.ukLottoClock
        let result = try lotto.run(["draws", "update", "--game", "uk-lotto"])
        result.expectFailure(
            69, naming: "draw 3150: its answer's first set is 6 11 24 31 44 59 + 2, the CSV's 3 14 22 35 47 58 + 9")
        #expect(lotto.historyBytes.map { !String(decoding: $0, as: UTF8.self).contains("uk-lotto") } ?? true)
    } }
}
