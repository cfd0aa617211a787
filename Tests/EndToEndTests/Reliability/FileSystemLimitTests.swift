import Foundation
import TestSupport
import Testing

/// A real full disk and a real read-only disk: a 64 KiB tmpfs, mounted for the test. Needs
/// root with mount rights (CI here has them); skipped where mounting is refused, but never in
/// CI, where it must run.
@Suite(
    .serialized,
    .enabled(
        if: RequiredTool.runs(needing: SmallFileSystem.canMount),
        "mounting a tmpfs needs root and mount rights"))
struct FileSystemLimitTests {
    @Test func aFullDiskGivesAnIOErrorAndKeepsTheSavedTickets() async throws { try await offThePool {
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
    } }

    /// A save into a store of version 1 raises its header's version first; when the lines
    /// then find no room, the header is put back too: the file is byte for byte as it was.
    @Test func aFailedSaveIntoAVersionOneStoreKeepsItsHeader() async throws { try await offThePool {
        let disk = try SmallFileSystem()
        let lotto = LottoExecutable()
        let store = disk.path + "/tickets.jsonl"
        lotto.environment["LOTTO_STORE"] = store
        let before = Data(
            (#"{"format":"lotto-tickets","version":1}"# + "\n"
                + #"{"id":1,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"# + "\n").utf8)
        try before.write(to: URL(fileURLWithPath: store))
        disk.fill()
        let tickets = try lotto.run(["new", "-n", "2000", "--seed", "3"]).stdout
        try lotto.run(["save", "-", "--draw", "2026-11-28"], stdin: tickets)
            .expectFailure(74, naming: "No space left on device")
        #expect(FileManager.default.contents(atPath: store) == before)
    } }

    @Test func aReadOnlyDiskCanBeListedButNotSavedTo() async throws { try await offThePool {
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
    } }

    /// A first save or import that fails on a full disk leaves no file behind, not even the
    /// lock file; neither does a failed save into folders it made.
    @Test func aFirstChangeThatFailsOnAFullDiskLeavesNothing() async throws { try await offThePool {
        let disk = try SmallFileSystem()
        let lotto = LottoExecutable()
        disk.fill()
        try lotto.run(["save", "1", "2", "3", "4", "5", "6", "--store", disk.path + "/tickets.jsonl"])
            .expectFailure(74, naming: "No space left on device")
        try lotto.run(["save", "1", "2", "3", "4", "5", "6", "--store", disk.path + "/new/folder/tickets.jsonl"])
            .expectFailure(74, naming: "No space left on device")
        let imported = try lotto.run(
            ["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl"), "--draws", disk.path + "/draws.jsonl"])
        imported.expectFailure(74, naming: disk.path + "/draws.jsonl: No space left on device")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == ["filler"])
    } }

    /// Importing draws that are all recorded already writes nothing, so a read-only disk takes
    /// it; one that would add a draw is refused as before.
    @Test func reimportingOnAReadOnlyDiskKeepsEveryDraw() async throws { try await offThePool {
        let disk = try SmallFileSystem()
        let lotto = LottoExecutable()
        let history = disk.path + "/draws.jsonl"
        let sample = DrawSamples.path("kr645-dhlottery-legacy-301-350.json")
        #expect(try lotto.run(["draws", "import", sample, "--draws", history]).status == 0)
        let before = FileManager.default.contents(atPath: history)
        try disk.remountReadOnly()
        let kept = try lotto.run(["draws", "import", sample, "--draws", history])
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(kept.stdout.contains("50 kept"))
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl"), "--draws", history])
            .expectFailure(73, naming: "Read-only file system")
        #expect(FileManager.default.contents(atPath: history) == before)
    } }
}
