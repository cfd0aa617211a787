import Foundation
import TestSupport
import Testing

/// A real full disk and a real read-only disk: a 64 KiB tmpfs, mounted for the test. Needs
/// root with mount rights (CI here has them); skipped where mounting is refused.
@Suite(.serialized, .enabled(if: SmallFileSystem.canMount, "mounting a tmpfs needs root and mount rights"))
struct FileSystemLimitTests {
    @Test func aFullDiskGivesAnIOErrorAndKeepsTheSavedTickets() throws {
        let disk = try SmallFileSystem()
        let lotto = LottoExecutable()
        lotto.environment["LOTTO_STORE"] = disk.path + "/tickets.jsonl"
        lotto.environment["XDG_STATE_HOME"] = disk.path + "/state"
        #expect(try lotto.run(["save", "1", "2", "3", "4", "5", "6"]).status == 0)
        let before = FileManager.default.contents(atPath: disk.path + "/tickets.jsonl")
        disk.fill()

        // Remembering the draw needs space too; the tickets are printed whole all the same.
        let tickets = try lotto.run(["new", "-n", "2000", "--seed", "3"])
        #expect(tickets.status == 0 && tickets.lines.count == 2000)
        #expect(tickets.stderr.hasPrefix("lotto: warning: this draw is not remembered"), "\(tickets.stderr)")
        #expect(tickets.stderr.contains("No space left on device"))
        let result = try lotto.run(["save", "-"], stdin: tickets.stdout)
        result.expectFailure(74, naming: disk.path + "/tickets.jsonl")
        #expect(result.stderr.contains("No space left on device"))
        #expect(FileManager.default.contents(atPath: disk.path + "/tickets.jsonl") == before)
        #expect(try lotto.run(["list"]).lines.count == 1)
    }

    @Test func aReadOnlyDiskCanBeListedButNotSavedTo() throws {
        let disk = try SmallFileSystem()
        let lotto = LottoExecutable()
        lotto.environment["LOTTO_STORE"] = disk.path + "/tickets.jsonl"
        #expect(try lotto.run(["save", "1", "2", "3", "4", "5", "6"]).status == 0)
        try FileManager.default.removeItem(atPath: disk.path + "/tickets.jsonl.lock")
        let before = FileManager.default.contents(atPath: disk.path + "/tickets.jsonl")
        try disk.remountReadOnly()

        try lotto.run(["save", "7", "8", "9", "10", "11", "12"]).expectFailure(73, naming: disk.path)
        let listed = try lotto.run(["list"])
        #expect(listed.status == 0 && listed.lines.count == 1)
        #expect(FileManager.default.contents(atPath: disk.path + "/tickets.jsonl") == before)
    }
}
