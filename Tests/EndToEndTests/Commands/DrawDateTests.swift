import Foundation
import TestSupport
import Testing

/// A draw's round and date, wherever a draw comes in: kr645's round N is drawn on 2002-12-07 +
/// 7(N - 1), so a round and a date that disagree are refused (typed in, imported, fetched); a
/// draw typed in without a date takes its round's, or the game's last draw held by its own
/// clock; a draw not held yet is refused. The history is unchanged by every refusal.
@Suite struct DrawDateTests {
    private let lotto = LottoExecutable()

    private var historyPath: String { lotto.home.file("data/lotto/draws.jsonl") }
    private var historyBytes: Data? { FileManager.default.contents(atPath: historyPath) }

    @Test func aRoundItsDateDisagreesWithIsRefusedWhenTypedIn() throws {
        try lotto.run(["draws", "add", "--round", "300", "1", "2", "3", "4", "5", "6", "+", "7"])
        let before = try #require(historyBytes)
        // 2008-08-30 is round 300's date; round 302 is drawn on 2008-09-13.
        try lotto.run([
            "draws", "add", "--round", "302", "--date", "2008-08-30", "1", "2", "3", "4", "5", "6", "+", "7",
        ])
        .expectFailure(65, naming: "2008-08-30 is round 300's date, and round 302 is drawn on 2008-09-13")
        // A day kr645 is not drawn has no round at all.
        try lotto.run([
            "draws", "add", "--round", "301", "--date", "2008-09-02", "1", "2", "3", "4", "5", "6", "+", "7",
        ])
        .expectFailure(65, naming: "no kr645 round is drawn on 2008-09-02, and round 301 is drawn on 2008-09-06")
        #expect(historyBytes == before)
    }

    @Test func aRoundPastTheYear9999IsAnInvalidRound() throws {
        try lotto.run(["draws", "add", "--round", "418000", "1", "2", "3", "4", "5", "6", "+", "7"])
            .expectFailure(64, naming: "invalid value '418000' for '--round': round 418000 is past any draw of kr645")
        #expect(historyBytes == nil)
    }

    @Test func aRoundAloneTakesItsOwnDate() throws {
        let added = try lotto.run(["draws", "add", "--round", "300", "1", "2", "3", "4", "5", "6", "+", "7"])
        #expect(added.status == 0 && added.stderr.isEmpty, "\(added.stderr)")
        #expect(added.stdout == "#300  2008-08-30  1 2 3 4 5 6 + 7\n")
        // So `check --round` and `check` against the ticket's own draw agree.
        try lotto.run(["save", "--draw", "300", "1", "2", "3", "4", "5", "6"])
        let byRound = try lotto.run(["check", "--round", "300", "--json"])
        let byOwnDraw = try lotto.run(["check", "--json"])
        #expect(byRound.status == 0 && byOwnDraw.status == 0)
        #expect(byRound.stdout.contains(#""tier":1"#) && byOwnDraw.stdout.contains(#""tier":1"#))
    }

    @Test func aRoundItsDateDisagreesWithIsRefusedWhenImported() throws {
        let line = try #require(
            String(decoding: try DrawSamples.bytes("kr645-dhlottery-1-300.jsonl"), as: UTF8.self)
                .split(separator: "\n").first)
        let file = lotto.home.file("round-2-on-round-1s-date.jsonl")
        try Data(line.replacingOccurrences(of: #""ltEpsd":1,"#, with: #""ltEpsd":2,"#).utf8)
            .write(to: URL(fileURLWithPath: file))
        try lotto.run(["draws", "import", file]).expectFailure(65, naming: "2002-12-07 is round 1's date")
        #expect(historyBytes == nil)
    }

    @Test func aRoundItsDateDisagreesWithIsRefusedWhenFetched() throws {
        let server = try LocalHTTPServer()
        lotto.environment["LOTTO_DHLOTTERY_URL"] = server.address
        var records = try PublisherFixtures.dhlotteryRecords().prefix(3).map { $0 }
        records[2] = records[2].replacingOccurrences(of: #""ltRflYmd":"20021221""#, with: #""ltRflYmd":"20021228""#)
        server.serve(PublisherFixtures.dhlotteryPath("all"), .ok(PublisherFixtures.dhlotteryAnswer(records)))
        let result = try lotto.run(["draws", "update", "--game", "kr645"])
        result.expectFailure(65, naming: "kr645 round 3 (2002-12-28): 2002-12-28 is round 4's date")
        #expect(historyBytes == nil)
    }

    /// A date recorded as one round, given another (a game whose rounds lotto does not
    /// number, the UK Lotto's draw numbers): the message names the round recorded.
    @Test func aConflictNamesTheRoundTheDateIsRecordedAs() throws {
        try lotto.run(["draws", "add", "--game", "uk-lotto", "--round", "3148", "--date", "2026-11-11"] + Self.ukDraw)
        let before = try #require(historyBytes)
        try lotto.run(["draws", "add", "--game", "uk-lotto", "--round", "3149", "--date", "2026-11-11"] + Self.ukDraw)
            .expectFailure(65, naming: "uk-lotto 2026-11-11 is recorded as round 3148, not 3149")
        #expect(historyBytes == before)
    }

    /// A UK Lotto draw of two sets of balls, as they are from 2026-06-10.
    private static let ukDraw = [
        "6", "11", "24", "31", "44", "59", "+", "2", "/", "12", "14", "16", "22", "29", "58", "+", "9",
    ]

    @Test func roundAndDateTogetherNameOneDrawToDelete() throws {
        try lotto.run(["draws", "add", "--round", "1", "10", "23", "29", "33", "37", "40", "+", "16"])
        try lotto.run(["draws", "add", "--round", "2", "9", "13", "21", "25", "32", "42", "+", "2"])
        let before = try #require(historyBytes)
        try lotto.run(["draws", "delete", "--round", "2", "--date", "2002-12-07"])
            .expectFailure(64, naming: "round 2 and 2002-12-07 are not one kr645 draw: 2002-12-07 is round 1's date")
        #expect(historyBytes == before)
        let removed = try lotto.run(["draws", "delete", "--round", "1", "--date", "2002-12-07"])
        #expect(
            removed.status == 0 && removed.stdout == "#1  2002-12-07  10 23 29 33 37 40 + 16\n", "\(removed.stderr)")
        #expect(try lotto.run(["draws"]).lines == ["#2  2002-12-14  9 13 21 25 32 42 + 2"])
    }
}

/// A draw typed in without a date, by the game's own clock (faketime sets lotto's).
@Suite(.enabled(if: RequiredTool.runs(needing: LottoExecutable.faketime), "needs faketime, to set the clock"))
struct DrawLocalDateTests {
    private let lotto = LottoExecutable()

    @Test func aPowerballDrawTypedInLateOnSaturdayEasternIsSaturdays() throws {
        // 04:30 UTC on Sunday 2026-11-29 is 23:30 on Saturday in New York (EST), after the
        // 22:59 draw.
        lotto.clock = "2026-11-29 04:30:00"
        let added = try lotto.run(["draws", "add", "--game", "powerball", "1", "2", "3", "4", "5", "+", "6"])
        #expect(added.status == 0 && added.stderr.isEmpty, "\(added.stderr)")
        #expect(added.stdout.contains("2026-11-28"))
    }

    @Test func aKoreanDrawTypedInBeforeSaturdaysDrawIsTheWeekBefores() throws {
        // 10:00 UTC is 19:00 in Seoul: round 1252 is drawn at 20:35, so the last held is 1251.
        lotto.clock = "2026-11-28 10:00:00"
        let added = try lotto.run(["draws", "add", "1", "2", "3", "4", "5", "6", "+", "7"])
        #expect(added.status == 0 && added.stdout == "#1251  2026-11-21  1 2 3 4 5 6 + 7\n", "\(added.stderr)")
    }

    @Test func aDrawDatedTodayBeforeItsDrawTimeIsRefused() throws {
        // 20:00 UTC on 2026-11-28 is 15:00 in New York: the 22:59 draw is to come.
        lotto.clock = "2026-11-28 20:00:00"
        try lotto.run([
            "draws", "add", "--game", "powerball", "--date", "2026-11-28", "1", "2", "3", "4", "5", "+", "6",
        ])
        .expectFailure(
            65, naming: "powerball 2026-11-28 is not drawn yet: its draw is at 2026-11-29T03:59:00Z")
        #expect(!FileManager.default.fileExists(atPath: lotto.home.file("data/lotto/draws.jsonl")))
        // Once drawn, it is recorded.
        lotto.clock = "2026-11-29 04:00:00"
        #expect(
            try lotto.run([
                "draws", "add", "--game", "powerball", "--date", "2026-11-28", "1", "2", "3", "4", "5", "+", "6",
            ])
            .status == 0)
    }
}
