import Dispatch
import Foundation
import Platform
import TestSupport
import Testing

@testable import Lotto

/// The file-access layer under the ticket file: paths as bytes, resolution to the real file,
/// the lock, and the atomic rewrite.
@Suite struct FileSystemTests {
    private let folder = TemporaryDirectory()

    @Test func pathsKeepTheirBytesAndShowTheOnesThatAreNotUTF8() throws {
        let path = try #require(FilePath(bytes: Array("tickets-ü-".utf8) + [0xFF, 0xFE] + Array(".jsonl".utf8)))
        #expect(path.description == #"tickets-ü-\xFF\xFE.jsonl"#)
        #expect(path != FilePath(bytes: Array("tickets-ü-".utf8) + [0xFF, 0xFD] + Array(".jsonl".utf8)))
        #expect(FilePath(bytes: [0x61, 0, 0x62]) == nil, "no system path holds a NUL")
    }

    @Test(arguments: [
        ("a/b.jsonl", "a", false), ("b.jsonl", ".", false), ("/b.jsonl", "/", false), ("a/", "a", true),
        ("a/.", "a", true), ("..", ".", true),
    ])
    func pathsKnowTheirFolder(_ text: String, folder: String, namesAFolder: Bool) {
        let path = FilePath(text)
        #expect(path.directory == FilePath(folder))
        #expect(path.namesAFolder == namesAFolder)
    }

    @Test func everyNameOfAFileResolvesToOneRealPath() throws {
        let real = folder.file("real/tickets.jsonl")
        try FileManager.default.createDirectory(atPath: folder.file("real"), withIntermediateDirectories: true)
        try folder.write("x", to: "real/tickets.jsonl")
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("linked-folder"), withDestinationPath: folder.file("real"))
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.jsonl"), withDestinationPath: real)
        let names = [
            real, folder.file("linked-folder/tickets.jsonl"), folder.file("link.jsonl"),
            folder.file("real/../real/tickets.jsonl"),
        ]
        let resolved = try names.map { try ResolvedPath.resolve(FilePath($0)) }
        #expect(Set(resolved.map(\.real)).count == 1)
        #expect(resolved.allSatisfy { $0.status?.kind == .regular })
        #expect(resolved.map(\.given) == names.map { FilePath($0) })
    }

    @Test func aMissingFileResolvesThroughItsFolderAndMissingFoldersAreMade() throws {
        try FileManager.default.createSymbolicLink(atPath: folder.file("data"), withDestinationPath: folder.path + "/")
        let resolved = try ResolvedPath.resolve(FilePath(folder.file("data/new.jsonl")))
        #expect(resolved.status == nil)
        #expect(resolved.real.description.hasSuffix("/new.jsonl") && !resolved.real.description.contains("/data/"))

        #expect(throws: ResolvedPath.ResolutionError.folderMissing) {
            try ResolvedPath.resolve(FilePath(folder.file("a/b/c.jsonl")))
        }
        let (made, folders) = try ResolvedPath.resolveMakingFolder(FilePath(folder.file("a/b/c.jsonl")))
        #expect(made.status == nil && folders.map(\.description) == [folder.file("a"), folder.file("a/b")])
        Folder.remove(folders)
        #expect(!FileManager.default.fileExists(atPath: folder.file("a")))
    }

    @Test func linksThatLeadNowhereAreNamed() throws {
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("dangling"), withDestinationPath: folder.file("none"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("loop"), withDestinationPath: folder.file("loop"))
        #expect(throws: ResolvedPath.ResolutionError.danglingLink) {
            try ResolvedPath.resolve(FilePath(folder.file("dangling")))
        }
        #expect(throws: ResolvedPath.ResolutionError.system(Errno(code: ELOOP), at: FilePath(folder.file("loop")))) {
            try ResolvedPath.resolve(FilePath(folder.file("loop")))
        }
    }

    @Test func anExclusiveLockExcludesEveryOtherAndSharedLocksShare() throws {
        let path = FilePath(folder.file("t.lock"))
        // A lock expected to be refused is asked once; one expected to be granted may wait: a
        // program another test starts holds every open file of this process, the lock's too,
        // between its fork and its exec.
        func lock(_ access: FileLock.Access, timeout: Double = 0) throws -> FileLock? {
            try FileLock(at: path, access, timeout: timeout, ownerOfNewFile: nil)
        }
        do {
            let writer = try #require(try lock(.exclusive, timeout: 10))
            #expect(try lock(.exclusive) == nil && lock(.shared) == nil)
            withExtendedLifetime(writer) {}
        }
        let readers = [try lock(.shared, timeout: 10), try lock(.shared, timeout: 10)]
        #expect(readers.allSatisfy { $0 != nil })
        #expect(try lock(.exclusive) == nil)
    }

    @Test func aLockFileThatIsALinkIsRefused() throws {
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("t.lock"), withDestinationPath: folder.file("target"))
        #expect(throws: RegularFileError.notARegularFile(.symbolicLink)) {
            try FileLock(at: FilePath(folder.file("t.lock")), .shared, timeout: 0, ownerOfNewFile: nil)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("target")))
    }

    @Test func aReplacementKeepsThePermissionsAndLeavesNothingWhenAbandoned() throws {
        try folder.write("old\n", to: "file")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder.file("file"))
        let target = try SystemCall.realPath(FilePath(folder.file("file")))
        let status = try SystemCall.linkStatus(target)
        do {
            let abandoned = try FileReplacement(replacing: target)
            try abandoned.write(Array("half".utf8))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["file"])
        let replacement = try FileReplacement(replacing: target)
        try replacement.keep(status)
        try replacement.write(Array("new\n".utf8))
        try replacement.commit(synchronizing: true)
        #expect(folder.contents(of: "file") == Data("new\n".utf8))
        #expect(
            try FileManager.default.attributesOfItem(atPath: folder.file("file"))[.posixPermissions] as? Int == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["file"])
    }

    /// While the new content is written it has no name: a process killed then leaves nothing
    /// beside the file. It is named only at
    /// the commit, and a file left at that name by an older lotto is replaced.
    @Test func aReplacementHasNoNameUntilItIsCommitted() throws {
        try folder.write("old\n", to: "file")
        try folder.write("left by a killed rewrite\n", to: "file.tmp")
        let target = try SystemCall.realPath(FilePath(folder.file("file")))
        let replacement = try FileReplacement(replacing: target)
        try replacement.write(Array(repeating: UInt8(ascii: "x"), count: 1 << 20))
        try replacement.write(Array("\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["file", "file.tmp"])
        #expect(folder.contents(of: "file.tmp") == Data("left by a killed rewrite\n".utf8), "not written through")
        try replacement.commit(synchronizing: false)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["file"])
        #expect(folder.contents(of: "file")?.count == (1 << 20) + 1)
    }

    /// A lock file its maker removes (having written nothing) is not held by two processes at
    /// once: one that waited on it finds the path names another file, and locks that one, which
    /// every later locker shares.
    @Test func aWaiterOnARemovedLockFileLocksTheFileAtThePathNow() throws {
        let path = FilePath(folder.file("store.lock"))
        let maker = try #require(try FileLock(at: path, .exclusive, timeout: 1, ownerOfNewFile: nil))
        #expect(maker.createdFile)
        final class Waiter: @unchecked Sendable { var lock: FileLock? }
        let waiter = Waiter()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            waiter.lock = try? FileLock(at: path, .exclusive, timeout: 5, ownerOfNewFile: nil)
            done.signal()
        }
        Thread.sleep(forTimeInterval: 0.1)  // the waiter is waiting on the maker's file
        maker.removeFile()
        withExtendedLifetime(maker) {}
        _ = consume maker  // let go: the waiter gets the removed file first, then sees it removed
        done.wait()
        let holder = try #require(waiter.lock)
        #expect(FileManager.default.fileExists(atPath: folder.file("store.lock")))
        #expect(try FileLock(at: path, .exclusive, timeout: 0.1, ownerOfNewFile: nil) == nil, "still excluded")
        withExtendedLifetime(holder) {}
    }

    @Test func aFIFOIsNotOpenedAsARegularFile() throws {
        #expect(mkfifo(folder.file("fifo"), 0o600) == 0)
        #expect(throws: RegularFileError.notARegularFile(.fifo)) {
            try FileDescriptor.openRegularFile(FilePath(folder.file("fifo")), .readOnly)
        }
    }
}
