import Foundation
import Platform
import TestSupport
import Testing

@testable import Lotto

/// `LottoNumberSaver.remove(at:judging:)` judges without the store's lock, then rewrites under
/// it: what other changes did meanwhile (here, from inside the first judgement, which would
/// wait for the lock and give up if the judging held it) is judged by what is there under the
/// lock.
@Suite struct TwoPassRemovalTests {
    private let folder = TemporaryDirectory()
    private var saver: LottoNumberSaver {
        LottoNumberSaver(path: FilePath(folder.file("tickets.jsonl")), lockTimeout: 0.2)
    }
    private let time = Timestamp(secondsSince1970: 1_795_342_530)

    private func ticket(_ first: Int) throws -> LottoTicket {
        try LottoTicket(numbers: Array(first..<first + 6))
    }

    private func ids(of store: LottoNumberSaver) throws -> [Int] {
        var ids: [Int] = []
        try store.readPages { page, _ in ids += page.map(\.id) }
        return ids
    }

    @Test func aTicketSavedMeanwhileIsKeptOneChangedIsJudgedAgainAndOneRemovedIsGone() throws {
        let draw = TicketDraw(date: try #require(CivilDate("2026-11-28")), round: 1200)
        _ = try saver.append([try ticket(1), try ticket(2), try ticket(3), try ticket(4)], for: draw, at: time)
        var asked: [Int] = []
        var meanwhile = true
        let outcome = try saver.remove(at: time) { saved in
            asked.append(saved.id)
            if meanwhile {
                meanwhile = false
                _ = try saver.append([try ticket(5)], for: draw, at: time)
                _ = try saver.changeTickets(
                    ids: [2],
                    {
                        SavedTicket(
                            id: $0.id, ticket: $0.ticket, savedAt: $0.savedAt, draw: $0.draw,
                            claimed: ClaimedDraws(places: [0]))
                    }, missing: { StoreError.unknownTicket(id: $0) })
                _ = try saver.remove(ids: [3], at: time)
            }
            // Winners (#2 and #4) stay named while unclaimed; the others go.
            if saved.claimed != .none { return .remove }
            return [2, 4].contains(saved.id) ? .keepNamed : .remove
        }
        #expect(asked == [1, 2, 3, 4, 2], "#2 judged again, once claimed; #5 never")
        #expect(outcome.removed.map(\.id) == [1, 2])
        #expect(outcome.named == [4], "#2, claimed meanwhile, is no longer named")
        #expect(try ids(of: saver) == [4, 5])
        var recorded: [Int] = []
        try saver.readPages(knowingHighestID: { _ in }, { _, _ in }) { page, _ in recorded += page.map(\.ticket.id) }
        #expect(recorded.sorted() == [1, 2, 3])
    }

    @Test func aChoiceOfNoneLeavesTheStoreByteForByte() throws {
        _ = try saver.append([try ticket(1), try ticket(2)], at: time)
        let before = folder.contents(of: "tickets.jsonl")
        let outcome = try saver.remove(at: time) { _ in .keep }
        #expect(outcome.removed.isEmpty && outcome.named.isEmpty)
        #expect(folder.contents(of: "tickets.jsonl") == before)
    }

    @Test func aMissingStoreRemovesNothingAndMakesNoFile() throws {
        let outcome = try saver.remove(at: time) { _ in .remove }
        #expect(outcome.removed.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.file("tickets.jsonl")))
    }
}
