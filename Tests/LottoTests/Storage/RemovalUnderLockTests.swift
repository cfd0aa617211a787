import Foundation
import Platform
import TestSupport
import Testing

@testable import Lotto

/// Under the lock, `LottoNumberSaver.remove(at:judging:)` takes the first pass's verdict of a
/// line still where that pass read it, byte for byte, without decoding it again; any other line
/// it decodes and checks. Here the store changes from inside the first judgement, as another
/// process would change it meanwhile: a save appends, a hostile edit writes over a line in place
/// (the same file, the same length: only the line's bytes tell).
@Suite struct RemovalUnderLockTests {
    private let folder = TemporaryDirectory()
    private var saver: LottoNumberSaver {
        LottoNumberSaver(path: FilePath(folder.file("tickets.jsonl")), lockTimeout: 0.2)
    }
    private let time = Timestamp(secondsSince1970: 1_795_342_530)
    private let draw = TicketDraw(date: CivilDate("2026-11-28")!, round: 1200)

    private func saveThree() throws {
        let tickets = try [1, 2, 3].map { try LottoTicket(numbers: Array($0..<$0 + 6)) }
        _ = try saver.append(tickets, for: draw, at: time)
    }

    private func savedTickets() throws -> [SavedTicket] {
        var tickets: [SavedTicket] = []
        try saver.readPages { page, _ in tickets += page }
        return tickets
    }

    /// Writes `replacement` over the first `original` of the store, in place.
    private func writeInPlace(_ original: String, _ replacement: String) throws {
        let data = try #require(folder.contents(of: "tickets.jsonl"))
        let text = try #require(String(data: data, encoding: .utf8))
        let range = try #require(text.range(of: original))
        let handle = try #require(FileHandle(forWritingAtPath: folder.file("tickets.jsonl")))
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64(text.utf8.distance(from: text.startIndex, to: range.lowerBound)))
        try handle.write(contentsOf: Data(replacement.utf8))
    }

    @Test func theTicketsTheFirstPassRemovesGoAsItReadThemAndOneSavedMeanwhileStays() throws {
        try saveThree()
        let before = try savedTickets()
        var asked: [Int] = []
        let outcome = try saver.remove(at: time) { saved in
            if asked.isEmpty { _ = try saver.append([try LottoTicket(numbers: [40, 41, 42, 43, 44, 45])], at: time) }
            asked.append(saved.id)
            return saved.id == 2 ? .keepNamed : .remove
        }
        #expect(asked == [1, 2, 3], "no line judged again; #4, saved meanwhile, never")
        #expect(outcome.removed == [before[0], before[2]])
        #expect(outcome.named == [2])
        #expect(try savedTickets().map(\.id) == [2, 4])
    }

    @Test func aLineWrittenOverInPlaceMeanwhileIsJudgedAgain() throws {
        try saveThree()
        var asked: [Int] = []
        let outcome = try saver.remove(at: time) { saved in
            if asked.isEmpty { try writeInPlace("[2,3,4,5,6,7]", "[2,3,4,5,6,9]") }
            asked.append(saved.id)
            return saved.ticket.numbers.contains(9) ? .remove : .keep
        }
        #expect(asked == [1, 2, 3, 2], "#2, whose line changed, judged again")
        #expect(outcome.removed.map(\.id) == [2])
        #expect(try savedTickets().map(\.id) == [1, 3])
    }

    @Test func aLineMadeUnreadableInPlaceMeanwhileLeavesTheStoreAsItIs() throws {
        try saveThree()
        var changed: Data?
        #expect {
            _ = try saver.remove(at: time) { _ in
                if changed == nil {
                    try writeInPlace("[2,3,4,5,6,7]", "[2,3,4,5,6,7}")
                    changed = folder.contents(of: "tickets.jsonl")
                }
                return .remove
            }
        } throws: { error in
            guard case .unreadable(_, let line, _) = error as? StoreError else { return false }
            return line == 3
        }
        #expect(folder.contents(of: "tickets.jsonl") == changed, "never rewritten")
        #expect(!FileManager.default.fileExists(atPath: folder.file("tickets.jsonl.record")))
    }
}
