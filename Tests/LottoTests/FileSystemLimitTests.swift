import Foundation
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

/// A 64 KiB tmpfs in a temporary folder, unmounted when released.
final class SmallFileSystem {
    let folder = TemporaryDirectory()
    var path: String { folder.path }

    static let canMount: Bool = {
        guard getuid() == 0, let probe = try? SmallFileSystem() else { return false }
        withExtendedLifetime(probe) {}
        return true
    }()

    init() throws {
        guard Self.mount(["-t", "tmpfs", "-o", "size=64k,mode=0700", "tmpfs", folder.path]) else {
            throw CocoaError(.fileWriteNoPermission)
        }
    }

    deinit {
        _ = Self.mount([folder.path], command: "/bin/umount")
    }

    /// Writes zeros until the file system is full.
    func fill() {
        let filler = open(path + "/filler", O_WRONLY | O_CREAT, 0o600)
        defer { close(filler) }
        let block = [UInt8](repeating: 0, count: 4096)
        while block.withUnsafeBytes({ write(filler, $0.baseAddress!, $0.count) }) > 0 {}
    }

    func remountReadOnly() throws {
        guard Self.mount(["-o", "remount,ro", path]) else { throw CocoaError(.fileWriteNoPermission) }
    }

    private static func mount(_ arguments: [String], command: String = "/bin/mount") -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
