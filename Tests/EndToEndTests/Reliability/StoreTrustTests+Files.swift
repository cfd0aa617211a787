import Foundation
import Platform
import TestSupport
import Testing

@testable import Lotto

/// The store-trust cases about the file's contents: files lotto did not write, failures that
/// change things, rewrites.
extension StoreTrustTests {
    // MARK: 5. Files lotto did not write

    static let foreignFiles: [(name: String, content: [UInt8])] = [
        ("a NUL byte", [0]),
        ("random bytes without a newline", [0x8F, 0x12, 0xFF, 0x41, 0x7B, 0x00, 0x9C]),
        ("half a header", Array(#"{"format":"lot"#.utf8)),
        ("a one-line JSON document", Array(#"{"name":"my tickets","numbers":[1,2,3]}"#.utf8)),
        ("notes without a newline", Array("buy tickets on friday".utf8)),
        ("notes", Array("line one\nline two\n".utf8)),
    ]

    /// Only a file that begins with a whole lotto header line is lotto's: any other is refused
    /// by every command, untouched, and nothing is made beside it (no lock, no torn file).
    @Test(arguments: foreignFiles)
    func aFileLottoDidNotWriteIsRefusedUntouchedByEveryCommand(name: String, content: [UInt8]) throws {
        let path = lotto.home.file("mine.txt")
        try Data(content).write(to: URL(fileURLWithPath: path))
        for arguments in [
            ["save", "1", "2", "3", "4", "5", "6"], ["delete", "1"], ["clear", "--yes"], ["list"],
            ["check", "1", "2", "3", "4", "5", "6", "--bonus", "7"], ["stats"],
        ] {
            let result = try lotto.run(arguments + ["--store", path])
            result.expectFailure(65, naming: "\(path):1: not a lotto ticket file")
        }
        #expect(contents(of: path) == Data(content), "\(name)")
        #expect(try fileManager.contentsOfDirectory(atPath: lotto.home.path).sorted() == ["mine.txt"], "\(name)")
    }

    /// A torn last line of 20 MB (a huge save killed mid-write, or garbage appended) after a
    /// whole header: skipped by a read, set aside whole by a save.
    @Test func aHugeTornLastLineIsSkippedAndSetAsideWhole() throws {
        let torn = String(repeating: "x", count: 20_000_000)
        _ = try writeStore(Self.header + Self.line(1) + torn)
        let listed = try lotto.run(["list"])
        #expect(listed.status == 0 && listed.lines.count == 1, "\(listed.stderr)")
        #expect(listed.stderr.contains("tickets.jsonl:3: skipped a line cut short"))
        let saved = try lotto.run(["save", "1", "2", "3", "4", "5", "7"])
        #expect(saved.status == 0 && saved.stdout.hasPrefix("#2  "))
        #expect(contents(of: lotto.storePath + ".torn") == Data((torn + "\n").utf8))
        let store = try #require(lotto.storeBytes)
        // The header now says version 4, the version of the line just added.
        let upgraded = Self.header.replacingOccurrences(of: #""version":1}"#, with: #""version":5}"#)
        #expect(store.starts(with: Data((upgraded + Self.line(1)).utf8)))
        #expect(!store.contains(UInt8(ascii: "x")) && store.count < 300, "the torn line is gone from the store")
        #expect(try lotto.run(["list"]).lines.count == 2)
    }

    // MARK: 6. Failures that change things, and changes whose output fails

    @Test func aFailedDeleteChangesNothing() throws {
        let before = try writeStore(Self.header + Self.line(1) + Self.tornLine)
        try lotto.run(["delete", "99"]).expectFailure(65, naming: "id 99")
        #expect(lotto.storeBytes == before)
        #expect(!fileManager.fileExists(atPath: lotto.storePath + ".torn"))
    }

    /// A save that fails part way (a full disk) takes back its lines and puts the torn line
    /// back where it was: the store and its side files byte for byte as before.
    @Test func aFailedSaveAfterATornLinePutsEverythingBack() throws {
        let before = try writeStore(Self.header + Self.line(1) + Self.tornLine)
        let tickets = try lotto.run(["new", "-n", "200", "--seed", "4"]).stdout
        let result = try lotto.shell(#"ulimit -f 1; exec "$LOTTO" save -"#, stdin: tickets)
        result.expectFailure(74, naming: lotto.storePath)
        #expect(lotto.storeBytes == before)
        #expect(!fileManager.fileExists(atPath: lotto.storePath + ".torn"))
    }

    /// A first save that fails leaves no trace: not the store, not its lock, not the folders
    /// it made for them.
    @Test func aFailedFirstSaveLeavesNoFileOrFolderBehind() throws {
        let store = lotto.home.file("new/deeper/tickets.jsonl")
        lotto.environment["STORE"] = store
        let result = try lotto.shell(#"ulimit -f 0; exec "$LOTTO" save 1 2 3 4 5 6 --store "$STORE""#)
        result.expectFailure(74, naming: store)
        #expect(!fileManager.fileExists(atPath: lotto.home.file("new")))
    }

    /// Once the tickets are saved, output that cannot be written is a warning naming what was
    /// saved, and the exit is 0: a script that retried would save them twice.
    @Test(arguments: ["a full disk", "a closed pipe"])
    func aSaveWhoseOutputIsLostSucceedsAndSaysWhatItSaved(_ output: String) throws {
        let stdout = try Self.failingOutput(output)
        let result = try lotto.run(["save", "1", "2", "3", "4", "5", "6"], stdout: stdout)
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("lotto: warning: saved #1, but cannot write to standard output"))
        #expect(try lotto.run(["list"]).lines.count == 1)
        let deleted = try lotto.run(["delete", "1"], stdout: try Self.failingOutput(output))
        #expect(deleted.status == 0)
        #expect(deleted.stderr.hasPrefix("lotto: warning: removed #1, but cannot write to standard output"))
        #expect(try lotto.run(["list"]).stdout.isEmpty)
    }

    /// `/dev/full`, or the write end of a pipe whose reader is gone.
    private static func failingOutput(_ kind: String) throws -> FileHandle {
        guard kind == "a closed pipe" else { return try LottoExecutable.fullDevice() }
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        return pipe.fileHandleForWriting
    }

    // MARK: 11. Rewrites

    @Test(.enabled(if: RequiredTool.runs(needing: LottoExecutable.canSwitchUser), "needs root, to run lotto as nobody"))
    func aRewriteByRootKeepsTheStoresOwnerAndMode() throws {
        let folder = lotto.home.file("user")
        try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try fileManager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: lotto.home.path)
        try fileManager.setAttributes([.ownerAccountID: 65534, .groupOwnerAccountID: 65534], ofItemAtPath: folder)
        let store = folder + "/tickets.jsonl"
        for first in 1...3 {
            #expect(
                try lotto.run(["save", "\(first)", "10", "11", "12", "13", "14", "--store", store], as: .nobody).status
                    == 0)
        }
        try fileManager.setAttributes([.posixPermissions: 0o640], ofItemAtPath: store)
        #expect(try lotto.run(["delete", "1", "--store", store]).status == 0)  // as root
        let attributes = try fileManager.attributesOfItem(atPath: store)
        #expect(attributes[.ownerAccountID] as? Int == 65534 && attributes[.groupOwnerAccountID] as? Int == 65534)
        #expect(attributes[.posixPermissions] as? Int == 0o640)
        #expect(try lotto.run(["save", "1", "2", "3", "4", "5", "6", "--store", store], as: .nobody).status == 0)
        #expect(try lotto.run(["list", "--store", store], as: .nobody).lines.count == 3)
    }

    /// Links planted at the names of the store's side files are never followed: their targets
    /// are neither written nor created.
    @Test(arguments: [".tmp", ".torn", ".lock"])
    func aLinkPlantedAtASideFileIsNeverFollowed(_ suffix: String) throws {
        let before = try writeStore(Self.header + Self.line(1) + Self.tornLine)
        let precious = lotto.home.file("precious.txt")
        try lotto.home.write("precious\n", to: "precious.txt")
        let missing = lotto.home.file("created-through-the-link")
        try fileManager.createSymbolicLink(
            atPath: lotto.storePath + suffix, withDestinationPath: suffix == ".lock" ? missing : precious)
        for arguments in [["delete", "1"], ["save", "1", "2", "3", "4", "5", "7"]] {
            let result = try lotto.run(arguments)
            if suffix == ".tmp" {
                // Lotto's own scratch name: the link is removed and a new file made in its place.
                #expect(result.status == 0, "\(result.stderr)")
            } else {
                result.expectFailure(74, naming: "\(lotto.storePath)\(suffix) is a symbolic link")
                #expect(lotto.storeBytes == before, "a side file that cannot be used stops the change")
            }
        }
        #expect(contents(of: precious) == Data("precious\n".utf8))
        #expect(!fileManager.fileExists(atPath: missing))
    }
}
