import Foundation
import TestSupport
import Testing

/// What `check --new` remembers beside the store (`tickets.jsonl.seen`): each draw shown with a
/// fingerprint of the draw as checked, so that a draw corrected since is shown again; a file of
/// a newer lotto refused as such; and a memory that cannot be written refused before any
/// output, every time, rather than after it.
@Suite struct CheckNewMemoryTests {
    private let lotto: LottoExecutable = {
        let lotto = LottoExecutable()
        lotto.clock = "2026-11-30 12:00:00"
        return lotto
    }()

    private var seenPath: String { lotto.storePath + ".seen" }

    private func addDraw(_ numbers: [String], replacing: Bool = false, prizes: [String] = []) throws {
        let added = try lotto.run(
            ["draws", "add", "--game", "kr645", "--date", "2026-11-21"] + (replacing ? ["--replace"] : [])
                + prizes.flatMap { ["--prize", $0] } + numbers)
        #expect(added.status == 0, "\(added.stderr)")
    }

    private func shownIDs() throws -> (ids: [String], status: Int32) {
        let result = try lotto.run(["check", "--new", "--exit-code"])
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        return (result.lines.filter { $0.hasPrefix("#") }.map { String($0.prefix { $0 != " " }) }, result.status)
    }

    @Test func aDrawCorrectedOrGivenItsPrizesAfterItWasShownIsShownAgain() throws {
        try lotto.saveEach([
            ["--draw", "2026-11-21", "1", "2", "3", "4", "5", "6"],
            ["--draw", "2026-11-21", "10", "11", "12", "13", "14", "15"],
        ])
        try addDraw(["7", "8", "9", "20", "21", "22", "+", "23"])
        #expect(try shownIDs() == (["#1", "#2"], 0))
        #expect(try shownIDs() == ([], 0))

        try addDraw(["1", "2", "3", "20", "21", "22", "+", "23"], replacing: true)
        #expect(try shownIDs() == (["#1", "#2"], 1), "other numbers: #1 now won")
        #expect(try shownIDs() == ([], 0))
        try addDraw(["1", "2", "3", "20", "21", "22", "+", "23"], replacing: true, prizes: ["5=5000"])
        #expect(try shownIDs() == (["#1", "#2"], 1), "its prizes added")
        #expect(try shownIDs() == ([], 0))

        let seen = try String(contentsOfFile: seenPath, encoding: .utf8)
        let words = seen.split(separator: "\n").last?.split(separator: " ") ?? []
        #expect(seen.hasPrefix("lotto-seen 1\n") && words.count == 3 && words.prefix(2) == ["kr645", "2"], "\(seen)")
        #expect(words.last?.wholeMatch(of: /2026-11-21=[0-9a-f]{16}/) != nil, "\(seen)")
    }

    @Test func aFileOfDatesAloneStillMatchesItsDrawsAndGainsTheirFingerprints() throws {
        try lotto.saveEach([["--draw", "2026-11-21", "1", "2", "3", "4", "5", "6"]])
        try addDraw(["1", "2", "3", "20", "21", "22", "+", "23"])
        try Data("lotto-seen 1\nkr645 1 2026-11-21\n".utf8).write(to: URL(fileURLWithPath: seenPath))
        #expect(try shownIDs() == ([], 0), "nothing shown again on upgrading")
        let seen = try String(contentsOfFile: seenPath, encoding: .utf8)
        #expect(seen.wholeMatch(of: /lotto-seen 1\nkr645 1 2026-11-21=[0-9a-f]{16}\n/) != nil, "\(seen)")
        try addDraw(["1", "2", "3", "4", "21", "22", "+", "23"], replacing: true)
        #expect(try shownIDs() == (["#1"], 1))
    }

    @Test func aFileOfANewerLottoIsRefusedAsSuch() throws {
        try lotto.saveEach([["--draw", "2026-11-21", "1", "2", "3", "4", "5", "6"]])
        try addDraw(["1", "2", "3", "20", "21", "22", "+", "23"])
        let newer = Data("lotto-seen 2\nkr645 1 2026-11-21@x\n".utf8)
        try newer.write(to: URL(fileURLWithPath: seenPath))
        try lotto.run(["check", "--new"]).expectFailure(
            65, naming: "tickets.jsonl.seen was written by a newer lotto (format version 2)")
        #expect(FileManager.default.contents(atPath: seenPath) == newer)
    }

    /// A store whose folder this user could write when `check --new` first ran (its lock file
    /// is there), and no longer can: every run exits 73 before printing. Needs root, to run lotto
    /// as nobody; never skipped in CI.
    @Test(.enabled(if: RequiredTool.runs(needing: LottoExecutable.canSwitchUser)))
    func aFolderMadeReadOnlySinceIsAnErrorBeforeAnyOutputEveryTime() throws {
        lotto.clock = nil
        lotto.environment["LOTTO_STORE"] = lotto.storePath
        lotto.environment["LOTTO_DRAWS"] = lotto.historyPath
        try FileManager.default.createDirectory(
            atPath: lotto.home.file("data/lotto"), withIntermediateDirectories: true)
        #expect(try lotto.shell("chmod 755 \"$HOME\" && chown -R 65534:65534 \"$HOME\"").status == 0)
        let imported = try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")], as: .nobody)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try lotto.run(["save", "--draw", "1", "10", "16", "23", "29", "33", "37"], as: .nobody).status == 0)
        #expect(try lotto.run(["check", "--new"], as: .nobody).status == 0)
        #expect(try lotto.run(["save", "--draw", "1", "1", "2", "3", "4", "5", "6"], as: .nobody).status == 0)
        let folder = lotto.home.file("data/lotto")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) }
        let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let seen = FileManager.default.contents(atPath: seenPath)
        for _ in 1...2 {
            try lotto.run(["check", "--new", "--exit-code"], as: .nobody).expectFailure(
                73, naming: "tickets.jsonl.seen.tmp: Permission denied")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before)
            #expect(FileManager.default.contents(atPath: seenPath) == seen)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        let shown = try lotto.run(["check", "--new", "--exit-code"], as: .nobody)
        #expect(shown.status == 0 && shown.lines.first?.hasPrefix("#2  1 2 3 4 5 6") == true, "\(shown)")
    }
}
