import Foundation
import TestSupport
import Testing

/// `lotto check --new`: only the results settled since the last `check --new` of the store,
/// remembered beside it once they are written; `--exit-code` exits 1 when a result shown won a
/// prize, 0 when none did. Draws typed in with `draws add`, on a fixed clock.
@Suite struct CheckNewTests {
    private let lotto: LottoExecutable = {
        let lotto = LottoExecutable()
        lotto.clock = "2026-11-30 12:00:00"
        return lotto
    }()

    /// The store's side file of results shown.
    private var seenPath: String { lotto.storePath + ".seen" }

    /// Three kr645 tickets, two for the draw of 2026-11-21 (recorded: 1 2 3 20 21 22 + 23, so
    /// #1 matches 3, tier 5, and #2 nothing) and one for 2026-11-28 (not recorded yet).
    private func saveAndRecordTheFirstDraw() throws {
        try lotto.saveEach([
            ["--draw", "2026-11-21", "1", "2", "3", "4", "5", "6"],
            ["--draw", "2026-11-21", "10", "11", "12", "13", "14", "15"],
            ["--draw", "2026-11-28", "1", "2", "3", "40", "41", "42"],
        ])
        try addDraw("2026-11-21", ["1", "2", "3", "20", "21", "22", "+", "23"])
    }

    private func addDraw(_ date: String, _ numbers: [String], game: String = "kr645") throws {
        let added = try lotto.run(["draws", "add", "--game", game, "--date", date] + numbers)
        #expect(added.status == 0, "\(added.stderr)")
    }

    private static let first =
        "#1  1 2 3 4 5 6  draw 2026-11-21 (round 1251)  matched 1 2 3  tier 5  prize 5,000 KRW  after tax 5,000 KRW"
        + "  claim by 2027-11-22"
    private static let second = "#2  10 11 12 13 14 15  draw 2026-11-21 (round 1251)  matched none  no prize"

    @Test func eachResultIsShownOnceAsItSettlesAndTheExitSaysWhetherOneWon() throws {
        try saveAndRecordTheFirstDraw()
        let firstRun = try lotto.run(["check", "--new", "--exit-code"])
        #expect(firstRun.status == 1 && firstRun.stderr.isEmpty, "\(firstRun.stderr)")
        #expect(
            firstRun.lines == [
                Self.first, Self.second, "kr645 (South Korea Lotto 6/45)", "tier 5 (3): 1", "no prize: 1",
                "checked: 2", "pending: 1 ticket", "spent: 2,000 KRW", "won: 5,000 KRW", "won after tax: 5,000 KRW",
                "unclaimed: 1 (5,000 KRW)", "net: 3,000 KRW", "no draw: 0",
            ], "pending results are counted, neither shown nor priced")
        // --all-tiers lists every tier in --new's summary too.
        let everyTier = try lotto.run(["check", "--new", "--all-tiers"]).lines
        #expect(everyTier.isEmpty, "nothing new since: \(everyTier)")

        let nothingNew = try lotto.run(["check", "--new", "--exit-code"])
        #expect(nothingNew.status == 0 && nothingNew.stdout.isEmpty && nothingNew.stderr.isEmpty, "\(nothingNew)")

        try addDraw("2026-11-28", ["1", "2", "3", "4", "5", "6", "+", "7"])
        let newDraw = try lotto.run(["check", "--new", "--exit-code"])
        #expect(newDraw.status == 1, "\(newDraw.stderr)")
        #expect(
            newDraw.lines.first
                == "#3  1 2 3 40 41 42  draw 2026-11-28 (round 1252)  matched 1 2 3  tier 5  prize 5,000 KRW"
                + "  after tax 5,000 KRW  claim by 2027-11-29")
        #expect(newDraw.lines.filter { $0.hasPrefix("#") }.count == 1, "only the new draw's: \(newDraw.stdout)")
        #expect(newDraw.lines.contains("pending: 0 tickets"))

        // A ticket saved now for a draw already shown is new; it won nothing: exit 0.
        try lotto.saveEach([["--draw", "2026-11-21", "30", "31", "32", "33", "34", "35"]])
        let lateTicket = try lotto.run(["check", "--new", "--exit-code"])
        #expect(lateTicket.status == 0, "\(lateTicket.stderr)")
        #expect(
            lateTicket.lines.filter { $0.hasPrefix("#") }
                == ["#4  30 31 32 33 34 35  draw 2026-11-21 (round 1251)  matched none  no prize"])
        #expect(try lotto.run(["check", "--new"]).stdout.isEmpty)

        // Plain check is unchanged, and --exit-code alone reads every result shown.
        let all = try lotto.run(["check", "--exit-code"])
        #expect(all.status == 1 && all.lines.filter { $0.hasPrefix("#") }.count == 4, "\(all.stdout)")
        #expect(
            try lotto.run(["check", "--exit-code", "--winners", "7", "8", "9", "16", "17", "18", "+", "19"]).status == 0
        )
        let seen = try String(contentsOfFile: seenPath, encoding: .utf8)
        #expect(
            seen.wholeMatch(of: /lotto-seen 1\nkr645 4 2026-11-21=[0-9a-f]{16} 2026-11-28=[0-9a-f]{16}\n/) != nil,
            "\(seen)")
        let mode = try FileManager.default.attributesOfItem(atPath: seenPath)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func jsonAndCSVHoldTheNewResultsAlone() throws {
        try saveAndRecordTheFirstDraw()
        struct Checked: Decodable {
            let id: Int
            let status: String
        }
        let json = try lotto.run(["check", "--new", "--json"])
        #expect(json.status == 0 && json.stderr.isEmpty, "\(json.stderr)")
        let records = try JSONDecoder().decode([Checked].self, from: Data(json.stdout.utf8))
        #expect(records.map(\.id) == [1, 2] && records.allSatisfy { $0.status == "checked" })
        #expect(try lotto.run(["check", "--new", "--json"]).stdout == "[]\n")

        try addDraw("2026-11-28", ["7", "8", "9", "10", "11", "12", "+", "13"])
        let csv = try lotto.run(["check", "--new", "--csv", "--exit-code"])
        #expect(csv.status == 0, "no prize: \(csv.stderr)")
        let header = try lotto.run(["check", "--csv"]).lines.first
        #expect(csv.lines.count == 2 && csv.lines.first == header, "\(csv.stdout)")
        #expect(csv.lines[1].hasPrefix("3,"), "\(csv.stdout)")
        #expect(try lotto.run(["check", "--new", "--csv"]).lines.count == 1, "the header alone")
    }

    @Test func resultsNotWrittenWholeStayNew() throws {
        try saveAndRecordTheFirstDraw()
        let folder = lotto.home.file("data/lotto")
        let filesBefore = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let failed = try lotto.run(["check", "--new"], stdout: try LottoExecutable.fullDevice())
        #expect(failed.status == 74, "\(failed.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == filesBefore)
        let shown = try lotto.run(["check", "--new"])
        #expect(shown.lines.prefix(2) == [Self.first, Self.second], "\(shown.stderr)")
    }

    @Test(arguments: ["a link", "a foreign file"])
    func aSideFileNotLottosIsRefusedAndLeftAsItWas(_ planted: String) throws {
        try saveAndRecordTheFirstDraw()
        let target = lotto.home.file("notes.txt")
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: target))
        if planted == "a link" {
            try FileManager.default.createSymbolicLink(atPath: seenPath, withDestinationPath: target)
        } else {
            try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: seenPath))
        }
        let result = try lotto.run(["check", "--new"])
        result.expectFailure(planted == "a link" ? 74 : 65, naming: "tickets.jsonl.seen")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "my notes\n")
        #expect(try String(contentsOfFile: seenPath, encoding: .utf8) == "my notes\n")
        let kind = try FileManager.default.attributesOfItem(atPath: seenPath)[.type] as? FileAttributeType
        #expect(kind == (planted == "a link" ? .typeSymbolicLink : .typeRegular))
    }

    @Test(arguments: [
        (["1", "2", "3", "4", "5", "6"], "--new"), (["-"], "--new"), (["--latest"], "--latest"),
        (["--round", "1251"], "--round"), (["--summary"], "--summary"),
    ])
    func aDrawOrTheSummaryWithNewIsAUsageError(_ words: [String], _ named: String) throws {
        try saveAndRecordTheFirstDraw()
        try lotto.run(["check", "--new"] + words).expectFailure(64, naming: named)
        #expect(!FileManager.default.fileExists(atPath: seenPath))
    }

    @Test func aGameGivenIsRememberedForThatGameAlone() throws {
        try saveAndRecordTheFirstDraw()
        try lotto.saveEach([["--game", "powerball", "--draw", "2026-11-28", "1", "2", "3", "4", "5", "+", "6"]])
        try addDraw("2026-11-28", ["1", "2", "3", "4", "5", "+", "7"], game: "powerball")
        let korean = try lotto.run(["check", "--new", "--game", "kr645"])
        #expect(korean.lines.filter { $0.hasPrefix("#") } == [Self.first, Self.second], "\(korean.stderr)")
        let rest = try lotto.run(["check", "--new", "--exit-code"])
        #expect(rest.status == 1, "\(rest.stderr)")
        #expect(rest.lines.filter { $0.hasPrefix("#") }.map { $0.prefix(3) } == ["#4 "], "\(rest.stdout)")
        #expect(try lotto.run(["check", "--new", "--game", "powerball"]).stdout.isEmpty)
    }

    /// Four at once: each waits for the one before's lock, then finds nothing new. (By the
    /// real clock: the draw of 2026-11-21 is past either way.)
    @Test func severalAtOnceNeverShowTheSameResults() throws {
        try saveAndRecordTheFirstDraw()
        let outputs = (1...4).map { lotto.home.file("out.\($0)") }
        let descriptors = outputs.map { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o600) }
        let started = try descriptors.map { try lotto.start(["check", "--new", "--json"], standardOutput: $0) }
        for descriptor in descriptors { close(descriptor) }
        #expect(started.map { $0.waitForEnd(within: 60) } == Array(repeating: .exited(0), count: 4))
        let shown = try outputs.map { try String(contentsOfFile: $0, encoding: .utf8) }
        #expect(shown.filter { $0 == "[]\n" }.count == 3, "\(shown)")
        #expect(shown.joined().components(separatedBy: "\"id\":1,").count == 2, "once: \(shown)")
    }

    /// A store this user may read but not write beside (another's, read-only to them): `check
    /// --new` cannot remember, so it says so before printing (exit 73); `check` still reads it.
    /// Needs root, to run lotto as nobody; never skipped in CI.
    @Test(.enabled(if: RequiredTool.runs(needing: LottoExecutable.canSwitchUser)))
    func aStoreThatCannotBeWrittenBesideIsAnErrorBeforeAnyOutput() throws {
        lotto.clock = nil
        try lotto.saveEach([["--draw", "1", "10", "16", "23", "29", "33", "37"]])
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        for folder in ["", "data", "data/lotto"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: lotto.home.file(folder))
        }
        for file in [lotto.storePath, lotto.historyPath] {
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file)
        }
        lotto.environment["LOTTO_STORE"] = lotto.storePath
        lotto.environment["LOTTO_DRAWS"] = lotto.historyPath
        let folder = lotto.home.file("data/lotto")
        let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        try lotto.run(["check", "--new"], as: .nobody).expectFailure(73, naming: "tickets.jsonl.seen.lock")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before)
        let plain = try lotto.run(["check", "--exit-code"], as: .nobody)
        #expect(plain.status == 1 && plain.stdout.hasPrefix("#1  10 16 23 29 33 37"), "\(plain.stderr)")
    }
}
