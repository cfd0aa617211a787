import Foundation
import TestSupport
import Testing

/// `lotto completion ids`, which the completion scripts run at a Tab on a ticket's id: the ids of
/// the store the line names, those that begin with what is typed, described when asked, and
/// nothing at all (no error, exit 0) whatever is wrong.
@Suite struct CompletionIDsTests {
    private let lotto = LottoExecutable()

    init() {
        lotto.clock = "2026-11-27 12:00:00"
    }

    /// Saves `count` kr645 tickets for 2026-11-28 (`1 2 3 4 5 6`, `2 3 4 5 6 7`...) in `store`
    /// (the default when `nil`).
    private func save(_ count: Int, store: String? = nil) throws {
        let lines = (1...count).map { first in (first..<first + 6).map(String.init).joined(separator: " ") }
        let saved = try lotto.run(
            ["save", "--draw", "2026-11-28", "-"] + (store.map { ["--store", $0] } ?? []),
            stdin: lines.joined(separator: "\n") + "\n")
        #expect(saved.status == 0, "\(saved.stderr)")
    }

    /// The lines `lotto completion ids` prints, after checking that it printed no error.
    private func ids(_ arguments: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) throws
        -> [String]
    {
        let result = try lotto.run(["completion", "ids"] + arguments)
        #expect(result.status == 0, sourceLocation: sourceLocation)
        #expect(result.stderr.isEmpty, "\(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func listsTheSavedIDsRisingAndThoseBeginningWithWhatIsTyped() throws {
        try save(12)
        #expect(try ids() == (1...12).map(String.init))
        #expect(try ids(["--prefix", "1"]) == ["1", "10", "11", "12"])
        #expect(try ids(["--prefix=1"]) == ["1", "10", "11", "12"])
        #expect(try ids(["--prefix="]) == (1...12).map(String.init))
        #expect(try ids(["--prefix", "#1"]) == ["#1", "#10", "#11", "#12"], "a typed # is kept")
        #expect(try ids(["--prefix", "11"]) == ["11"])
        for none in ["13", "0", "01", "x", "1x", "-1", "99999999999999999999999"] {
            #expect(try ids(["--prefix", none]).isEmpty, "\(none)")
        }
    }

    @Test func describesEachTicketAndOffersDeletedOnesOnlyWhenAsked() throws {
        try save(2)
        let powerball = try lotto.run([
            "save", "--game", "powerball", "--multi-draw", "4", "1", "2", "3", "4", "5", "+", "6",
        ])
        #expect(powerball.status == 0, "\(powerball.stderr)")
        #expect(try lotto.run(["delete", "1"]).status == 0)
        #expect(
            try ids(["--described"]) == [
                "2\t2 3 4 5 6 7 draw 2026-11-28", "3\tpowerball 1 2 3 4 5 + 6 draw 2026-11-28, 4 draws",
            ])
        #expect(try ids(["--deleted"]) == ["1", "2", "3"])
        #expect(
            try ids(["--deleted", "--described"]) == [
                "1\t1 2 3 4 5 6 draw 2026-11-28 (deleted)", "2\t2 3 4 5 6 7 draw 2026-11-28",
                "3\tpowerball 1 2 3 4 5 + 6 draw 2026-11-28, 4 draws",
            ])
        #expect(try ids(["--deleted", "--prefix", "3"]) == ["3"])
    }

    @Test func readsTheStoreTheLineNamesElseLOTTO_STOREElseTheDefault() throws {
        try save(1)
        let other = lotto.home.file("other.jsonl")
        try save(3, store: other)
        let fromEnvironment = lotto.home.file("environment.jsonl")
        try save(2, store: fromEnvironment)
        #expect(try ids() == ["1"])
        #expect(try ids(["--store", other]) == ["1", "2", "3"])
        lotto.environment["LOTTO_STORE"] = fromEnvironment
        #expect(try ids() == ["1", "2"])
        #expect(try ids(["--store", other]) == ["1", "2", "3"], "--store beats LOTTO_STORE")
    }

    @Test func anyFailurePrintsNothingAndExitsZero() throws {
        try save(12)
        let store = lotto.storePath
        let lines = try String(contentsOfFile: store, encoding: .utf8).split(separator: "\n").map(String.init)
        let cases: [(String, String)] = [
            ("an empty file", ""),
            ("a file that is not lotto's", "hello\n1\n2\n"),
            (
                "a damaged line among whole ones",
                (lines[0...3] + ["{\"id\":oops}"] + lines[4...]).joined(separator: "\n") + "\n"
            ),
            ("ids that do not rise", ([lines[0], lines[2], lines[1]]).joined(separator: "\n") + "\n"),
            ("a line too long", lines[0] + "\n" + String(repeating: "x", count: 300_000) + "\n"),
        ]
        for (name, contents) in cases {
            let path = lotto.home.file("case.jsonl")
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
            #expect(try ids(["--store", path, "--described"]).isEmpty, "\(name)")
        }
        #expect(try ids(["--store", lotto.home.file("missing.jsonl")]).isEmpty, "no store")
        #expect(try ids(["--store", lotto.home.file("no/folder/t.jsonl")]).isEmpty, "no folder")
        #expect(try ids(["--store", lotto.home.path]).isEmpty, "a folder")
        #expect(try ids(["--store", ""]).isEmpty, "an empty path")
        lotto.environment["LOTTO_LOCK_TIMEOUT"] = "soon"
        #expect(try ids().isEmpty, "a bad LOTTO_LOCK_TIMEOUT")
        lotto.environment["LOTTO_LOCK_TIMEOUT"] = nil
        #expect(!FileManager.default.fileExists(atPath: lotto.home.file("missing.jsonl.lock")), "nothing made")
        #expect(try ids().count == 12, "the store itself is whole")
    }

    @Test func leavesOutATornLastLineAndNeverWaitsForTheLock() throws {
        try save(3)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: lotto.storePath))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"draw":"2026-11-28","id":4,"numbers":[1,2"#.utf8))
        try handle.close()
        #expect(try ids() == ["1", "2", "3"])
        // A save holds the store's lock: the ids come at once, no wait (LOTTO_LOCK_TIMEOUT=0
        // would end a wait at once, in an error).
        let held = try lotto.shell(
            #"LOTTO_LOCK_TIMEOUT=0 flock -x "$XDG_DATA_HOME/lotto/tickets.jsonl.lock" "$LOTTO" completion ids"#)
        #expect(held.status == 0 && held.stderr.isEmpty, "\(held.stderr)")
        #expect(held.stdout == "1\n2\n3\n")
    }

    @Test func theOptionsOfIDsAreRefusedWithAShell() throws {
        try lotto.run(["completion", "bash", "--store", "x.jsonl"]).expectFailure(64, naming: "ids")
        try lotto.run(["completion", "zsh", "--described"]).expectFailure(64, naming: "ids")
    }
}
