import Foundation
import Glibc
import Platform
import TestSupport
import Testing

@testable import Lotto

/// A rewrite (a `delete`) and a lock whose system calls fail, made to fail in process with
/// ``SystemCallFailures``: the old file stays, byte for byte, with no temporary file beside
/// it, and a lock behaves as ``FileLock`` documents.
@Suite struct RewriteFailureTests {
    private let folder = TemporaryDirectory()
    private var storePath: String { folder.file("tickets.jsonl") }
    private let time = Timestamp(secondsSince1970: 1_795_342_530)

    private func saver(lockTimeout: Double = 1) -> LottoNumberSaver {
        LottoNumberSaver(path: FilePath(storePath), lockTimeout: lockTimeout)
    }

    /// A store of `count` tickets, ids 1 to `count`, as lotto saved it.
    private func savedStore(count: Int = 3) throws -> Data {
        let ticket = try LottoTicket(numbers: [1, 2, 3, 4, 5, 6])
        _ = try saver().append(Array(repeating: ticket, count: count), at: time)
        return try #require(folder.contents(of: "tickets.jsonl"))
    }

    private func oneMoreTicket() throws -> LottoTicket {
        try LottoTicket(numbers: [7, 8, 9, 10, 11, 12])
    }

    private func folderListing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    private func ioError(_ code: Int32) -> StoreError {
        .inputOutput(path: FilePath(storePath), reason: Errno(code: code).description)
    }

    @Test func aDeleteWhoseWriteFindsTheDiskFullLeavesTheOldFileAndNoTemporaryFile() throws {
        // Over 1 MiB of kept lines: the rewrite writes a block before its last one.
        let before = try savedStore(count: 20_000)
        let listing = try folderListing()
        let failures = SystemCallFailures()
        failures.fail(.pwrite, with: ENOSPC, onAttempt: 2)

        #expect(throws: ioError(ENOSPC)) {
            try failures.during { try saver().remove(ids: [2], at: time) }
        }
        #expect(failures.attempts(of: .pwrite) == 2)
        #expect(failures.attempts(of: .rename) == 0)
        #expect(folder.contents(of: "tickets.jsonl") == before)
        #expect(try folderListing() == listing, "no tickets.jsonl.tmp")
    }

    /// The new version is whole and named `tickets.jsonl.tmp` when the rename fails: that
    /// name is removed again.
    @Test func aDeleteWhoseRenameFailsLeavesTheOldFileAndNoTemporaryFile() throws {
        let before = try savedStore()
        let listing = try folderListing()
        let failures = SystemCallFailures()
        failures.fail(.rename, with: EIO)

        #expect(throws: ioError(EIO)) {
            try failures.during { try saver().remove(ids: [2], at: time) }
        }
        #expect(failures.attempts(of: .rename) == 1)
        #expect(folder.contents(of: "tickets.jsonl") == before)
        #expect(try folderListing() == listing, "no tickets.jsonl.tmp")
        #expect(try saver().remove(ids: [2], at: time).map(\.id) == [2], "the next delete works")
    }

    @Test func aDeleteWhoseSyncFailsLeavesTheOldFileAndNoTemporaryFile() throws {
        let before = try savedStore()
        let listing = try folderListing()
        let failures = SystemCallFailures()
        failures.fail(.fsync, with: EIO)

        // The first sync is the record's of deleted tickets, written before the store's rename.
        let recordError = StoreError.inputOutput(
            path: FilePath(storePath + ".record"), reason: Errno(code: EIO).description)
        #expect(throws: recordError) {
            try failures.during { try saver().remove(ids: nil, at: time) }
        }
        #expect(failures.attempts(of: .rename) == 0, "nothing is renamed unsynced")
        #expect(folder.contents(of: "tickets.jsonl") == before)
        #expect(try folderListing() == listing)
    }

    /// The draw history is changed the same way, through a replacement: one that fails to be
    /// written, or renamed, leaves the history as it was.
    @Test(arguments: [(SystemCall.Name.pwrite, ENOSPC), (.fsync, EIO), (.rename, EIO)])
    func aDrawHistoryReplacementThatFailsLeavesTheOldHistory(call: SystemCall.Name, code: Int32) throws {
        let draws = try DrawImport.draws(in: DrawSamples.bytes("kr645-dhlottery-1-300.jsonl"), name: "k").draws
        let history = DrawHistoryFile(path: FilePath(folder.file("draws.jsonl")), lockTimeout: 1)
        _ = try history.record(Array(draws.prefix(200)), replacing: false)
        let before = try #require(folder.contents(of: "draws.jsonl"))
        let listing = try folderListing()
        let failures = SystemCallFailures()
        failures.fail(call, with: code)

        let path = FilePath(folder.file("draws.jsonl"))
        let failure = StoreError.inputOutput(path: path, reason: Errno(code: code).description)
        #expect(throws: failure) {
            try failures.during { try history.record(draws, replacing: false) }
        }
        #expect(failures.attempts(of: call) >= 1)
        #expect(folder.contents(of: "draws.jsonl") == before)
        #expect(try folderListing() == listing, "no draws.jsonl.tmp")
        #expect(try history.read().draws.count == 200)
    }

    /// `flock` interrupted by a signal is tried again at once: the save goes through.
    @Test func aLockInterruptedBySignalIsTakenAllTheSame() throws {
        _ = try savedStore()
        let failures = SystemCallFailures()
        failures.fail(.flock, with: EINTR, onAttempt: 1)

        let saved = try failures.during { try saver().append([try oneMoreTicket()], at: time) }
        #expect(saved.map(\.id) == [4])
        #expect(failures.attempts(of: .flock) == 2, "tried once more, not waited for")
    }

    /// `flock` that finds the lock held (`EWOULDBLOCK`) for the whole timeout: the save gives
    /// up with `locked`, having changed nothing.
    @Test func aLockHeldElsewhereForTheWholeTimeoutEndsTheSaveWithLocked() throws {
        let before = try savedStore()
        let failures = SystemCallFailures()
        failures.fail(.flock, with: EWOULDBLOCK)

        #expect(throws: StoreError.locked(path: FilePath(storePath), seconds: 0.05)) {
            try failures.during {
                try saver(lockTimeout: 0.05).append([try oneMoreTicket()], at: time)
            }
        }
        #expect(failures.attempts(of: .flock) > 1, "tried again until the timeout")
        #expect(failures.attempts(of: .pwrite) == 0)
        #expect(folder.contents(of: "tickets.jsonl") == before)
    }

    /// A lock held elsewhere for a while, then let go: the save waits and goes through.
    @Test func aLockHeldElsewhereForAWhileIsWaitedFor() throws {
        _ = try savedStore()
        let failures = SystemCallFailures()
        failures.fail(.flock, with: EWOULDBLOCK, onAttempts: 1...3)

        let saved = try failures.during { try saver().append([try oneMoreTicket()], at: time) }
        #expect(saved.map(\.id) == [4])
        #expect(failures.attempts(of: .flock) == 4)
    }
}
