import Foundation
import Platform
import TestSupport
import Testing

@testable import Lotto

@Suite struct LottoNumberSaverTests {
    private let folder = TemporaryDirectory()
    private var storePath: String { folder.file("store/tickets.jsonl") }
    private var saver: LottoNumberSaver { LottoNumberSaver(path: FilePath(storePath), lockTimeout: 0.2) }
    private let time = Timestamp(secondsSince1970: 1_795_342_530)

    private func ticket(_ numbers: Int...) throws -> LottoTicket {
        try LottoTicket(numbers: numbers)
    }

    private func readAll(_ saver: LottoNumberSaver, pageSize: Int = 4096) throws -> [SavedTicket] {
        var all: [SavedTicket] = []
        try saver.readPages(pageSize: pageSize) { page, _ in all += page }
        return all
    }

    @Test func aMissingStoreHoldsNoTickets() throws {
        #expect(try readAll(saver).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: storePath), "reading creates nothing")
    }

    @Test func savedTicketsComeBackWithIdsInSavedOrder() throws {
        let first = try saver.append([try ticket(1, 2, 3, 4, 5, 6), try ticket(40, 41, 42, 43, 44, 45)], at: time)
        let second = try saver.append([try ticket(7, 8, 9, 10, 11, 12)], at: time)
        #expect(first.map(\.id) == [1, 2])
        #expect(second.map(\.id) == [3])
        #expect(try readAll(saver) == Array(first) + second)
        #expect(try readAll(saver, pageSize: 2).count == 3, "pages join up")
    }

    @Test func theFileIsTheDocumentedFormat() throws {
        let saturday = TicketDraw(date: CivilDate(year: 2026, month: 11, day: 28)!, round: 1252)
        _ = try saver.append([try ticket(3, 11, 19, 27, 38, 42)], for: saturday, at: time)
        _ = try saver.append([try ticket(1, 2, 3, 4, 5, 6)], at: time)
        let text = String(decoding: folder.contents(of: "store/tickets.jsonl")!, as: UTF8.self)
        #expect(
            text == """
                {"format":"lotto-tickets","version":5}
                {"draw":"2026-11-28","id":1,"numbers":[3,11,19,27,38,42],"round":1252,"saved":"2026-11-22T10:15:30Z"}
                {"id":2,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}

                """)
        #expect(try readAll(saver).map(\.draw) == [saturday, nil])
    }

    /// A ticket for several draws is saved whole and read back so. Into a store of version 3
    /// the header first says 4: no older lotto writes into it, and each reads it read-only and
    /// refuses the ticket's line; under a header of 3, that line is damage to this lotto too.
    @Test func aMultiDrawTicketIsSavedWholeUnderTheHeaderOfVersion4() throws {
        try FileManager.default.createDirectory(atPath: folder.file("store"), withIntermediateDirectories: true)
        let older =
            #"{"format":"lotto-tickets","version":3}"# + "\n"
            + #"{"id":1,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"# + "\n"
        try folder.write(older, to: "store/tickets.jsonl")
        let first = TicketDraw(date: CivilDate(year: 2026, month: 11, day: 28)!, round: 1252)
        let saved = try saver.append(
            [try ticket(3, 11, 19, 27, 38, 42)], game: .korean645,
            runs: [TicketRun(count: 1, draw: first, drawCount: 4)], at: time)
        let line =
            #"{"draw":{"count":4,"first":"2026-11-28"},"id":2,"numbers":[3,11,19,27,38,42],"round":1252,"#
            + #""saved":"2026-11-22T10:15:30Z"}"#
        #expect(
            String(decoding: folder.contents(of: "store/tickets.jsonl")!, as: UTF8.self)
                == older.replacingOccurrences(of: #""version":3"#, with: #""version":5"#) + line + "\n")
        let read = try readAll(saver)
        #expect(read.last == saved.first && read.last?.drawCount == 4)
        #expect(read.last?.lastDraw == TicketDraw(date: CivilDate(year: 2026, month: 12, day: 19)!, round: 1255))

        try folder.write(older + line + "\n", to: "store/tickets.jsonl")
        #expect {
            _ = try readAll(saver)
        } throws: { error in
            guard case .unreadable(_, 3, let reason) = error as? StoreError else { return false }
            return reason == "expected a string"
        }
    }

    @Test func savingAppendsAndLeavesEarlierBytesAlone() throws {
        _ = try saver.append([try ticket(1, 2, 3, 4, 5, 6)], at: time)
        let before = folder.contents(of: "store/tickets.jsonl")!
        _ = try saver.append([try ticket(1, 2, 3, 4, 5, 7)], at: time)
        let after = folder.contents(of: "store/tickets.jsonl")!
        #expect(after.starts(with: before) && after.count > before.count)
    }

    @Test func filesAreOwnerOnly() throws {
        _ = try saver.append([try ticket(1, 2, 3, 4, 5, 6)], at: time)
        let attributes = try FileManager.default.attributesOfItem(atPath: storePath)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: folder.file("store"))
        #expect((folderAttributes[.posixPermissions] as? Int) == 0o700)
    }

    static let corruptStores: [(String, Int)] = [
        (
            #"{"format":"lotto-tickets","version":1}"# + "\n"
                + #"{"id":1,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"# + "\n" + "garbage\n", 3
        ),
        (
            #"{"format":"lotto-tickets","version":1}"# + "\n"
                + #"{"id":1,"numbers":[1,2,3,4,5,46],"saved":"2026-11-22T10:15:30Z"}"# + "\n", 2
        ),
        (
            #"{"format":"lotto-tickets","version":1}"# + "\n"
                + #"{"id":"1","numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"# + "\n", 2
        ),
        ("hello\n", 1),
    ]

    @Test(arguments: corruptStores)
    func aStoreThatDoesNotParseIsRefusedAndLeftUnchanged(content: String, badLine: Int) throws {
        try FileManager.default.createDirectory(atPath: folder.file("store"), withIntermediateDirectories: true)
        try folder.write(content, to: "store/tickets.jsonl")
        for attempt in [{ _ = try saver.append([try ticket(1, 2, 3, 4, 5, 6)], at: time) }, { _ = try readAll(saver) }]
        {
            do {
                try attempt()
                Issue.record("a corrupt store was accepted")
            } catch let error as StoreError {
                guard case .unreadable(let path, let line, _) = error else {
                    Issue.record("unexpected \(error)")
                    continue
                }
                #expect(path == saver.path)
                #expect(line == badLine)
            }
        }
        #expect(folder.contents(of: "store/tickets.jsonl") == Data(content.utf8))
    }

    private static let header = #"{"format":"lotto-tickets","version":1}"# + "\n"
    private static let line1 = #"{"id":1,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"#

    /// Collects a saver's warnings.
    private final class Warnings: @unchecked Sendable {
        var messages: [String] = []
    }

    @Test func aLineCutShortIsSkippedWhenReadingAndSetAsideWhenSaving() throws {
        try FileManager.default.createDirectory(atPath: folder.file("store"), withIntermediateDirectories: true)
        let torn = #"{"id":2,"numbers":[7,8,"#
        try folder.write(Self.header + Self.line1 + "\n" + torn, to: "store/tickets.jsonl")
        let warnings = Warnings()
        let saver = LottoNumberSaver(path: self.saver.path, warn: { warnings.messages.append("\($0)") })

        #expect(try readAll(saver).map(\.id) == [1])
        #expect(warnings.messages.count == 1 && warnings.messages[0].contains("tickets.jsonl:3"))
        #expect(
            folder.contents(of: "store/tickets.jsonl")!.count == (Self.header + Self.line1 + "\n" + torn).utf8.count,
            "reading changes nothing")

        let saved = try saver.append([try ticket(1, 2, 3, 4, 5, 7)], at: time)
        #expect(saved.map(\.id) == [2])
        #expect(warnings.messages.count == 2 && warnings.messages[1].contains("set aside"))
        #expect(String(decoding: folder.contents(of: "store/tickets.jsonl.torn")!, as: UTF8.self) == torn + "\n")
        #expect(try readAll(saver).map(\.id) == [1, 2])
        #expect(warnings.messages.count == 2)
    }

    @Test func aWholeLastLineThatOnlyLostItsNewlineIsKept() throws {
        try FileManager.default.createDirectory(atPath: folder.file("store"), withIntermediateDirectories: true)
        try folder.write(Self.header + Self.line1, to: "store/tickets.jsonl")
        #expect(try readAll(saver).map(\.id) == [1])
        let saved = try saver.append([try ticket(1, 2, 3, 4, 5, 7)], at: time)
        #expect(saved.map(\.id) == [2])
        #expect(try readAll(saver).map(\.id) == [1, 2])
        #expect(!FileManager.default.fileExists(atPath: storePath + ".torn"))
    }

    /// Only a file that begins with a whole header line is lotto's, so only it can have a torn
    /// last line: half a header is some other file, refused untouched with nothing beside it.
    @Test func aHeaderCutShortIsNotALottoFileAndIsLeftAlone() throws {
        try FileManager.default.createDirectory(atPath: folder.file("store"), withIntermediateDirectories: true)
        try folder.write(#"{"format":"lot"#, to: "store/tickets.jsonl")
        for attempt in [
            { _ = try saver.append([try ticket(1, 2, 3, 4, 5, 6)], at: time) }, { _ = try readAll(saver) },
            { _ = try saver.remove(ids: nil, at: Timestamp(secondsSince1970: 0)) },
        ] {
            #expect {
                try attempt()
            } throws: { error in
                guard case .unreadable(_, 1, let reason) = error as? StoreError else { return false }
                return reason.hasPrefix("not a lotto ticket file")
            }
        }
        #expect(String(decoding: folder.contents(of: "store/tickets.jsonl")!, as: UTF8.self) == #"{"format":"lot"#)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("store")) == ["tickets.jsonl"])
    }

    @Test func aNewerFormatIsReadOnly() throws {
        try FileManager.default.createDirectory(atPath: folder.file("store"), withIntermediateDirectories: true)
        let content =
            #"{"format":"lotto-tickets","version":6,"note":{"a":[1,true,null]}}"# + "\n"
            + #"{"id":4,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z","game":"kr645","tags":["x",1.5e3]}"#
            + "\n"
            + #"{"id":5,"numbers":[1,2,3,4,5,7],"saved":"2026-11-22T10:15:30Z""#  // cut short
        try folder.write(content, to: "store/tickets.jsonl")
        let warnings = Warnings()
        let saver = LottoNumberSaver(path: self.saver.path, warn: { warnings.messages.append("\($0)") })
        #expect(try readAll(saver).map(\.id) == [4], "lines read past keys this version does not know")
        #expect(warnings.messages.first?.contains("newer lotto (format version 6)") == true)
        #expect(throws: StoreError.newerFormat(path: saver.path, version: 6)) {
            _ = try saver.append([try ticket(1, 2, 3, 4, 5, 6)], at: time)
        }
        #expect(folder.contents(of: "store/tickets.jsonl") == Data(content.utf8), "not even the torn line is touched")
        #expect(!FileManager.default.fileExists(atPath: storePath + ".torn"))
    }

    @Test func aLockHeldTooLongIsReportedAndNothingIsWritten() throws {
        _ = try saver.append([try ticket(1, 2, 3, 4, 5, 6)], at: time)
        let before = folder.contents(of: "store/tickets.jsonl")
        let holder = open(storePath + ".lock", O_RDWR)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        #expect(throws: StoreError.locked(path: saver.path, seconds: 0.2)) {
            _ = try saver.append([try ticket(1, 2, 3, 4, 5, 7)], at: time)
        }
        #expect(folder.contents(of: "store/tickets.jsonl") == before)
    }

    @Test func aFolderThatCannotBeMadeIsReported() throws {
        try folder.write("a file, not a folder", to: "blocker")
        let saver = LottoNumberSaver(path: FilePath(folder.file("blocker/tickets.jsonl")))
        #expect {
            _ = try saver.append([try ticket(1, 2, 3, 4, 5, 6)], at: time)
        } throws: { error in
            guard case .cannotCreate(let path, _) = error as? StoreError else { return false }
            return path == FilePath(folder.file("blocker"))
        }
    }

    @Test func savesFromManyThreadsAtOnceAreAllKeptWithUniqueIds() throws {
        // Each saver opens its own descriptions, so flock excludes them as it would processes.
        let path = saver.path
        let time = self.time
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            let saver = LottoNumberSaver(path: path, lockTimeout: 30)
            for index in 0..<25 {
                _ = try? saver.append(
                    [try! LottoTicket(numbers: [1, 2, 3, 4, 5, 6 + (thread * 25 + index) % 39])], at: time)
            }
        }
        let all = try readAll(saver)
        #expect(all.map(\.id) == Array(1...100))
    }
}
