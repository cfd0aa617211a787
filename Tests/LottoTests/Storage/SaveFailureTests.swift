import Foundation
import Glibc
import Platform
import Synchronization
import TestSupport
import Testing

@testable import Lotto

/// A save whose system calls fail (a full disk, an I/O error, an interrupted read), made to
/// fail in process with ``SystemCallFailures``: the store stays byte for byte as it was, and
/// the error says why.
@Suite struct SaveFailureTests {
    private let folder = TemporaryDirectory()
    private var storePath: String { folder.file("tickets.jsonl") }
    private var saver: LottoNumberSaver { LottoNumberSaver(path: FilePath(storePath), lockTimeout: 1) }
    private let time = Timestamp(secondsSince1970: 1_795_342_530)

    /// A store of three tickets, as lotto saved it.
    private func savedStore() throws -> Data {
        _ = try saver.append((1...3).map { try LottoTicket(numbers: [$0, 10, 20, 30, 40, 45]) }, at: time)
        return try #require(folder.contents(of: "tickets.jsonl"))
    }

    /// Enough tickets for a save of about 3 MiB: three blocks of 1 MiB written one by one.
    private func manyTickets() throws -> [LottoTicket] {
        let ticket = try LottoTicket(numbers: [1, 2, 3, 4, 5, 6])
        return Array(repeating: ticket, count: 40_000)
    }

    private func folderListing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    private func ioError(_ code: Int32) -> StoreError {
        .inputOutput(path: FilePath(storePath), reason: Errno(code: code).description)
    }

    @Test func aSaveWhoseSecondBlockFindsTheDiskFullLeavesTheStoreAsItWas() throws {
        let before = try savedStore()
        let listing = try folderListing()
        let tickets = try manyTickets()
        let failures = SystemCallFailures()
        failures.fail(.pwrite, with: ENOSPC, onAttempt: 2)

        #expect(throws: ioError(ENOSPC)) {
            try failures.during { try saver.append(tickets, at: time) }
        }
        #expect(failures.attempts(of: .pwrite) == 2, "the first block was written, the second failed")
        #expect(failures.attempts(of: .ftruncate) == 1, "the first block was taken back")
        #expect(folder.contents(of: "tickets.jsonl") == before)
        #expect(try folderListing() == listing)
        // Next save numbers on from the three kept tickets.
        #expect(try saver.append(tickets.prefix(1).map { $0 }, at: time).map(\.id) == [4])
    }

    @Test func aSaveWhoseSyncFailsLeavesTheStoreAsItWas() throws {
        let before = try savedStore()
        let listing = try folderListing()
        let failures = SystemCallFailures()
        failures.fail(.fsync, with: EIO)

        #expect(throws: ioError(EIO)) {
            try failures.during { try saver.append(try manyTickets(), at: time) }
        }
        #expect(failures.attempts(of: .pwrite) == 3, "every block was written before the sync")
        #expect(folder.contents(of: "tickets.jsonl") == before)
        #expect(try folderListing() == listing)
    }

    @Test func aFirstSaveWhoseSyncFailsLeavesNoFileBehind() throws {
        let failures = SystemCallFailures()
        failures.fail(.fsync, with: EIO)

        #expect(throws: ioError(EIO)) {
            try failures.during { try saver.append([try LottoTicket(numbers: [1, 2, 3, 4, 5, 6])], at: time) }
        }
        #expect(try folderListing() == [], "neither the store nor its lock file is left")
    }

    @Test func aSaveWhoseWritesAreInterruptedIsWhole() throws {
        _ = try savedStore()
        let failures = SystemCallFailures()
        // Every write and sync is interrupted once before it goes through.
        failures.fail(.pwrite, with: EINTR, onAttempts: stride(from: 1, to: 100, by: 2))
        failures.fail(.fsync, with: EINTR, onAttempt: 1)

        let saved = try failures.during { try saver.append(try manyTickets(), at: time) }
        // The store's three blocks, then the filter of lines saved's header, each twice.
        #expect(failures.attempts(of: .pwrite) == 8)
        #expect(saved.map(\.id) == Array(4...40_003))
        #expect(try readAll().count == 40_003)
    }

    @Test func aReadInterruptedOnEveryCallStillReadsEverything() throws {
        _ = try savedStore()
        _ = try saver.append(try manyTickets(), at: time)
        let failures = SystemCallFailures()
        failures.fail(.pread, with: EINTR, onAttempts: stride(from: 1, to: 1_000, by: 2))

        let read = try failures.during { try readAll() }
        #expect(read.map(\.id) == Array(1...40_003))
        // About 2.7 MiB read 256 KiB at a time, each read interrupted once and then made again.
        #expect(failures.attempts(of: .pread) > 2 * 10)
        #expect(failures.attempts(of: .pread).isMultiple(of: 2), "each interrupted read was made again")
        #expect(failures.attempts(of: .pread) < 1_000, "the plan covered every read")
    }

    @Test func aReadThatFailsReportsTheError() throws {
        _ = try savedStore()
        let failures = SystemCallFailures()
        failures.fail(.pread, with: EIO)

        #expect(throws: ioError(EIO)) {
            try failures.during { try readAll() }
        }
        #expect(failures.attempts(of: .pread) == 1, "an I/O error is not retried")
    }

    /// Tests run in parallel: a plan made for one thread leaves another's calls alone.
    @Test func aPlanHoldsOnlyOnTheThreadThatRunsIt() throws {
        _ = try savedStore()
        let failures = SystemCallFailures()
        failures.fail(.pwrite, with: ENOSPC)
        let ticket = try LottoTicket(numbers: [7, 8, 9, 10, 11, 12])
        let saver = saver
        let time = time
        let otherThreadSaved = Mutex<[Int]?>(nil)
        failures.during {
            let done = DispatchSemaphore(value: 0)
            Thread {
                let ids = try? saver.append([ticket], at: time).map(\.id)
                otherThreadSaved.withLock { $0 = ids }
                done.signal()
            }.start()
            done.wait()
        }
        #expect(otherThreadSaved.withLock { $0 } == [4])
        #expect(failures.attempts(of: .pwrite) == 0)
        #expect(throws: ioError(ENOSPC)) {
            try failures.during { try saver.append([ticket], at: time) }
        }
    }

    /// The filter of lines saved is written once the save is synced: a failure there is not the
    /// save's, and leaves the filter behind the store, which the next save catches up, its
    /// warning exact.
    @Test func aFilterThatCannotBeWrittenLeavesTheSaveAndTheNextExact() throws {
        let draw = TicketDraw(date: try #require(CivilDate("2026-11-28")))
        let line = try LottoTicket(numbers: [7, 8, 9, 10, 11, 12])
        _ = try saver.append([try LottoTicket(numbers: [1, 2, 3, 4, 5, 6])], for: draw, at: time)
        let failures = SystemCallFailures()
        failures.fail(.fsync, with: EIO, onAttempt: 2)  // the store's sync, then the filter's
        let saved = try failures.during { try saver.append([line], for: draw, at: time) }
        #expect(saved.map(\.id) == [2] && saved.repeats.isEmpty)
        #expect(failures.attempts(of: .fsync) == 2)
        let again = try saver.append([line], for: draw, at: time)
        #expect(again.repeats == [TicketRepeat(id: 3, earlierID: 2, draw: draw)])
    }

    private func readAll() throws -> [SavedTicket] {
        var all: [SavedTicket] = []
        try saver.readPages { page, _ in all += page }
        return all
    }
}
