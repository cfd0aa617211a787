import Foundation
import TestSupport
import Testing

/// The record of deleted tickets (`tickets.jsonl.record`) keeps its guarantees under `claim`
/// and `check --summary`: a record (or store) of a newer lotto is read, never written, so its
/// keys this version does not know are never lost; a torn last line is skipped with a warning.
@Suite struct DeletedTicketRecordGuardTests {
    private let lotto: LottoExecutable = {
        let lotto = LottoExecutable()
        lotto.clock = "2026-11-30 12:00:00"
        return lotto
    }()

    private var recordPath: String { lotto.storePath + ".record" }

    /// #1 (1 2 3 4 5 6, tier 5 of 2026-11-21) deleted to the record, #2 kept; then the record
    /// made a newer lotto's: version 2, and a line for #77 (#1's, won) with a key this lotto
    /// does not know.
    private func recordOfANewerLotto() throws {
        try lotto.saveEach([
            ["--draw", "2026-11-21", "1", "2", "3", "4", "5", "6"],
            ["--draw", "2026-11-21", "1", "2", "3", "7", "8", "9"],
        ])
        let added = try lotto.run(["draws", "add", "--game", "kr645", "--date", "2026-11-21"] + Self.drawn)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try lotto.run(["delete", "1"]).status == 0)
        var lines = try String(contentsOfFile: recordPath, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        lines[0] = lines[0].replacingOccurrences(of: #""version":1"#, with: #""version":2"#)
        lines.append(
            lines[1].replacingOccurrences(of: #""id":1,"#, with: #""id":77,"#).dropLast() + #","futureKey":1}"#)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: recordPath))
    }

    private static let drawn = ["1", "2", "3", "20", "21", "22", "+", "23"]

    @Test(arguments: [["77"], ["2", "77"], ["1"]])
    func claimRefusesToRewriteARecordOfANewerLotto(_ arguments: [String]) throws {
        try recordOfANewerLotto()
        let store = lotto.storeBytes
        let record = FileManager.default.contents(atPath: recordPath)
        try lotto.run(["claim"] + arguments).expectFailure(
            65, naming: "tickets.jsonl.record was written by a newer lotto")
        #expect(lotto.storeBytes == store)
        #expect(FileManager.default.contents(atPath: recordPath) == record, "futureKey kept")
        // A ticket of the store alone is claimed: the record is not written, only read.
        let claimed = try lotto.run(["claim", "2"])
        #expect(claimed.status == 0, "\(claimed.stderr)")
        #expect(FileManager.default.contents(atPath: recordPath) == record)
        #expect(try lotto.run(["delete", "2"]).status == 65, "as delete refused before")
    }

    @Test func claimRefusesAStoreOfANewerLotto() throws {
        try lotto.saveEach([["--draw", "2026-11-21", "1", "2", "3", "4", "5", "6"]])
        #expect(try lotto.run(["draws", "add", "--game", "kr645", "--date", "2026-11-21"] + Self.drawn).status == 0)
        let text = String(decoding: lotto.storeBytes ?? Data(), as: UTF8.self)
            .replacingOccurrences(of: #""version":5"#, with: #""version":6"#)
        try Data(text.utf8).write(to: URL(fileURLWithPath: lotto.storePath))
        try lotto.run(["claim", "1"]).expectFailure(65, naming: "tickets.jsonl was written by a newer lotto")
        #expect(lotto.storeBytes == Data(text.utf8))
    }

    @Test func aTornLastLineOfTheRecordIsSkippedWithAWarningByTheSummary() throws {
        try lotto.saveEach([
            ["--draw", "2026-11-21", "1", "2", "3", "4", "5", "6"],
            ["--draw", "2026-11-21", "1", "2", "3", "7", "8", "9"],
        ])
        #expect(try lotto.run(["draws", "add", "--game", "kr645", "--date", "2026-11-21"] + Self.drawn).status == 0)
        #expect(try lotto.run(["delete", "1", "2"]).status == 0)
        let whole = try lotto.run(["check", "--summary"])
        let handle = try #require(FileHandle(forWritingAtPath: recordPath))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"deleted":"2026-11-2"#.utf8))
        try handle.close()
        let torn = try lotto.run(["check", "--summary"])
        #expect(torn.status == 0 && torn.stdout == whole.stdout, "\(torn.stderr)")
        #expect(
            torn.stderr.hasPrefix("lotto: warning: \(recordPath):4: skipped a line cut short by an interrupted write")
                && torn.stderr.hasSuffix("tickets.jsonl.record.torn\n") && torn.stderr.filter { $0 == "\n" }.count == 1,
            "\(torn.stderr)")
    }
}
