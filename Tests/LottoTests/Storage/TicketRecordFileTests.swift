import Foundation
import Glibc
import Platform
import TestSupport
import Testing

@testable import Lotto

/// The record of deleted tickets beside the store (``TicketRecordFile``): what a removal
/// writes there, how a reader treats a ticket found in both files (a removal killed before the
/// store's rename), and the repair the next removal makes.
@Suite struct TicketRecordFileTests {
    private let folder = TemporaryDirectory()
    private var storePath: String { folder.file("tickets.jsonl") }
    private var recordPath: String { folder.file("tickets.jsonl.record") }
    private let saved = Timestamp(secondsSince1970: 1_795_342_530)
    private let deleted = Timestamp(secondsSince1970: 1_795_400_000)  // 2026-11-23T02:13:20Z

    private var saver: LottoNumberSaver { LottoNumberSaver(path: FilePath(storePath), lockTimeout: 1) }

    private func storeOfThree() throws {
        let ticket = try LottoTicket(numbers: [1, 2, 3, 4, 5, 6])
        _ = try saver.append(Array(repeating: ticket, count: 3), at: saved)
    }

    private var record: String {
        String(decoding: folder.contents(of: "tickets.jsonl.record") ?? Data(), as: UTF8.self)
    }

    private func line(_ id: Int, deletedAt time: String = "2026-11-23T02:13:20Z") -> String {
        #"{"deleted":"\#(time)","id":\#(id),"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"#
    }

    @Test func aRemovalAppendsTheTicketsAsTheStoreWroteThemAfterWhenTheyWereDeleted() throws {
        try storeOfThree()
        #expect(try saver.remove(ids: [2], at: deleted).map(\.id) == [2])
        #expect(record == #"{"format":"lotto-record","version":1}"# + "\n" + line(2) + "\n")
        #expect(try saver.remove(ids: [1], at: deleted).map(\.id) == [1])
        #expect(try saver.deletedTickets().map(\.ticket.id) == [2, 1], "in the order deleted")
        #expect(try saver.deletedTickets().allSatisfy { $0.deletedAt == deleted })
    }

    @Test func aTicketInBothFilesIsTheStoresAndTheNextRemovalDropsItsRecordLine() throws {
        try storeOfThree()
        // As a removal of #3 killed after the record's write, before the store's rename.
        let header = #"{"format":"lotto-record","version":1}"#
        try Data((header + "\n" + line(3) + "\n").utf8).write(to: URL(fileURLWithPath: recordPath))
        #expect(try saver.deletedTickets().isEmpty)
        var listed: [Int] = []
        try saver.readPages { page, _ in listed += page.map(\.id) }
        #expect(listed == [1, 2, 3])

        #expect(try saver.remove(ids: [1], at: deleted).map(\.id) == [1])
        #expect(record == header + "\n" + line(1) + "\n", "the line of #3, still saved, is gone")
        #expect(try saver.deletedTickets().map(\.ticket.id) == [1])
    }

    @Test func aTornLastLineOfTheRecordIsSkippedThenSetAside() throws {
        try storeOfThree()
        #expect(try saver.remove(ids: [1], at: deleted).map(\.id) == [1])
        let torn = String(line(2).prefix(30))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: recordPath))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(torn.utf8))
        try handle.close()
        #expect(try saver.deletedTickets().map(\.ticket.id) == [1])
        #expect(try saver.remove(ids: [2], at: deleted).map(\.id) == [2])
        #expect(try saver.deletedTickets().map(\.ticket.id) == [1, 2])
        #expect(folder.contents(of: "tickets.jsonl.record.torn") == Data((torn + "\n").utf8))
    }

    @Test func aRecordThatIsNotLottosIsRefusedAndNothingChanges() throws {
        try storeOfThree()
        try Data("{\"format\":\"something-else\"}\n".utf8).write(to: URL(fileURLWithPath: recordPath))
        let store = folder.contents(of: "tickets.jsonl")
        #expect(throws: StoreError.self) { try saver.remove(ids: [1], at: deleted) }
        #expect(folder.contents(of: "tickets.jsonl") == store)
        #expect(record == "{\"format\":\"something-else\"}\n")
    }

    @Test func aRecordLineReadsBackAsTheTicketItWas() throws {
        let ticket = SavedTicket(
            id: 7, ticket: try LottoTicket(numbers: [1, 2, 3, 4, 5, 6]), savedAt: saved,
            draw: TicketDraw(date: try #require(CivilDate("2026-11-28")), round: 1200),
            claimed: ClaimedDraws(places: [0]))
        var bytes: [UInt8] = []
        TicketRecordFormat.appendLine(for: ticket, deletedAt: deleted, to: &bytes)
        #expect(
            String(decoding: bytes, as: UTF8.self).hasPrefix(
                #"{"deleted":"2026-11-23T02:13:20Z","claimed":["2026-11-28"],"#))
        let read = try bytes.dropLast().withUnsafeBufferPointer { try TicketRecordFormat.decodeLine($0, version: 1) }
        #expect(read == DeletedTicket(ticket, deletedAt: deleted))
    }
}

/// A removal whose store rename fails takes its lines back out of the record.
@Suite struct TicketRecordRollbackTests {
    private let folder = TemporaryDirectory()
    private var saver: LottoNumberSaver {
        LottoNumberSaver(path: FilePath(folder.file("tickets.jsonl")), lockTimeout: 1)
    }
    private let time = Timestamp(secondsSince1970: 1_795_342_530)

    @Test func aRemovalWhoseStoreRenameFailsLeavesBothFilesByteForByte() throws {
        let ticket = try LottoTicket(numbers: [1, 2, 3, 4, 5, 6])
        _ = try saver.append(Array(repeating: ticket, count: 3), at: time)
        _ = try saver.remove(ids: [1], at: time)
        let store = folder.contents(of: "tickets.jsonl")
        let record = folder.contents(of: "tickets.jsonl.record")
        let listing = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let failures = SystemCallFailures()
        failures.fail(.rename, with: EIO)
        #expect(throws: StoreError.self) { try failures.during { try saver.remove(ids: [2], at: time) } }
        #expect(failures.attempts(of: .rename) >= 1)
        #expect(folder.contents(of: "tickets.jsonl") == store)
        #expect(folder.contents(of: "tickets.jsonl.record") == record)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == listing)
    }

    @Test func aFirstRemovalWhoseStoreRenameFailsMakesNoRecord() throws {
        let ticket = try LottoTicket(numbers: [1, 2, 3, 4, 5, 6])
        _ = try saver.append(Array(repeating: ticket, count: 3), at: time)
        let failures = SystemCallFailures()
        failures.fail(.rename, with: EIO)
        #expect(throws: StoreError.self) { try failures.during { try saver.remove(ids: [2], at: time) } }
        #expect(folder.contents(of: "tickets.jsonl.record") == nil)
    }
}
