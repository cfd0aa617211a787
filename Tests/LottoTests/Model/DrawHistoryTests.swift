import Foundation
import Platform
import TestSupport
import Testing

@testable import Lotto

/// Recording draws: what is added, kept, completed or refused, in memory and in the file.
@Suite struct DrawHistoryTests {
    static func draw(
        _ date: String, round: Int?, _ numbers: [Int], _ bonus: Int, prizes: [PrizeRecord] = []
    ) throws -> RecordedDraw {
        try RecordedDraw(
            game: .korean645, date: #require(CivilDate(date)), round: round, numbers: numbers, extra: [bonus],
            prizes: prizes)
    }

    static let first = try! draw("2002-12-07", round: 1, [10, 23, 29, 33, 37, 40], 16)
    static let second = try! draw("2002-12-14", round: 2, [9, 13, 21, 25, 32, 42], 2)

    @Test func recordingTheSameDrawsTwiceAddsNothing() throws {
        let (once, summary) = try DrawHistory().merging(
            [SourcedDraw(Self.first), SourcedDraw(Self.second)], replacing: false)
        #expect(summary.added == 2 && summary.changed)
        let (twice, again) = try once.merging([SourcedDraw(Self.second), SourcedDraw(Self.first)], replacing: false)
        #expect(
            again
                == {
                    var expected = DrawMergeSummary()
                    expected.kept = 2
                    return expected
                }())
        #expect(!again.changed)
        #expect(twice == once)
        #expect(twice.draws == [Self.first, Self.second])
    }

    @Test func aDrawRecordedWithOtherNumbersIsAConflictUnlessReplaced() throws {
        let (history, _) = try DrawHistory().merging([SourcedDraw(Self.first)], replacing: false)
        let wrong = SourcedDraw(
            try Self.draw("2002-12-07", round: 1, [10, 23, 29, 33, 37, 41], 16), source: DrawSource(name: "f", line: 3))
        #expect(throws: DrawConflictError.self) { try history.merging([wrong], replacing: false) }
        do {
            _ = try history.merging([wrong], replacing: false)
        } catch {
            #expect(
                error.description
                    == "f:3: kr645 round 1 (2002-12-07) is recorded with numbers 10 23 29 33 37 40 + 16, "
                    + "not 10 23 29 33 37 41 + 16")
            #expect(error.isResolvedByReplacing)
        }
        let (replaced, summary) = try history.merging([wrong], replacing: true)
        #expect(summary.replaced == 1 && summary.added == 0)
        #expect(replaced.draws == [wrong.draw])
    }

    @Test func aRoundRecordedOnAnotherDateIsAConflictUnlessReplaced() throws {
        let (history, _) = try DrawHistory().merging([SourcedDraw(Self.first)], replacing: false)
        let moved = SourcedDraw(try Self.draw("2002-12-08", round: 1, [10, 23, 29, 33, 37, 40], 16))
        #expect(throws: DrawConflictError.roundRecordedOtherwise(moved, recorded: Self.first)) {
            try history.merging([moved], replacing: false)
        }
        let (replaced, summary) = try history.merging([moved], replacing: true)
        #expect(replaced.draws == [moved.draw])
        #expect(summary.replaced == 1)
    }

    @Test func aRecordWithLessIsCompletedByOneWithMore() throws {
        let bare = try Self.draw("2002-12-07", round: nil, [10, 23, 29, 33, 37, 40], 16)
        let withPrize = try Self.draw(
            "2002-12-07", round: 1, [10, 23, 29, 33, 37, 40], 16,
            prizes: [PrizeRecord(tier: 2, winners: 1, amount: 143_934_100)])
        let (history, _) = try DrawHistory().merging([SourcedDraw(bare)], replacing: false)
        let (completed, summary) = try history.merging([SourcedDraw(withPrize)], replacing: false)
        #expect(summary.updated == 1)
        #expect(completed.draws == [withPrize])
        // The other way round, the fuller record is kept as it is.
        let (kept, keptSummary) = try completed.merging([SourcedDraw(bare)], replacing: false)
        #expect(keptSummary.kept == 1 && kept == completed)
    }

    @Test func drawsOfTheInputThatDisagreeAreAlwaysRefused() throws {
        let one = SourcedDraw(Self.first, source: DrawSource(name: "f", line: 1))
        let other = SourcedDraw(
            try Self.draw("2002-12-07", round: 1, [1, 2, 3, 4, 5, 6], 7), source: DrawSource(name: "f", line: 9))
        #expect(throws: DrawConflictError.self) { try DrawHistory().merging([one, other], replacing: true) }
        // Repeats of one draw are one draw.
        let (history, summary) = try DrawHistory().merging([one, one], replacing: false)
        #expect(history.draws.count == 1 && summary.added == 1)
    }

    @Test func roundsMustRiseWithTheDates() throws {
        let late = SourcedDraw(try Self.draw("2002-12-21", round: 1, [1, 2, 3, 4, 5, 6], 7))
        let early = SourcedDraw(try Self.draw("2002-12-14", round: 2, [9, 13, 21, 25, 32, 42], 2))
        #expect(throws: DrawConflictError.self) { try DrawHistory().merging([late, early], replacing: true) }
    }

    @Test func theFileKeepsTheHistoryAndAChangeThatChangesNothingWritesNothing() throws {
        let folder = TemporaryDirectory()
        let file = DrawHistoryFile(path: FilePath(folder.file("lotto/draws.jsonl")))
        #expect(try file.read() == DrawHistory())
        // Nothing to record: no file, no folder.
        let draws = try DrawImport.draws(in: DrawSamples.bytes("kr645-dhlottery-1-300.jsonl"), name: "k").draws
        _ = try? file.record([], replacing: false)
        #expect(!FileManager.default.fileExists(atPath: folder.file("lotto")))

        let (history, summary) = try file.record(draws, replacing: false)
        #expect(summary.added == 300)
        #expect(try file.read() == history)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.file("lotto/draws.jsonl"))
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let bytes = try #require(folder.contents(of: "lotto/draws.jsonl"))
        #expect(String(decoding: bytes.prefix(37), as: UTF8.self) == #"{"format":"lotto-draws","version":2}"# + "\n")
        let modified = attributes[.modificationDate] as? Date

        let (_, again) = try file.record(draws, replacing: false)
        #expect(again.kept == 300 && !again.changed)
        #expect(folder.contents(of: "lotto/draws.jsonl") == bytes)
        #expect(
            try FileManager.default.attributesOfItem(atPath: folder.file("lotto/draws.jsonl"))[.modificationDate]
                as? Date == modified)
    }

    @Test func aFileThatIsNotLottosIsRefusedUntouched() throws {
        let folder = TemporaryDirectory()
        try folder.write("date,numbers\n", to: "draws.jsonl")
        let file = DrawHistoryFile(path: FilePath(folder.file("draws.jsonl")))
        #expect(throws: StoreError.self) { try file.read() }
        #expect(throws: StoreError.self) { try file.record([SourcedDraw(Self.first)], replacing: false) }
        #expect(folder.contents(of: "draws.jsonl") == Data("date,numbers\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["draws.jsonl"])
    }

    @Test func aDamagedLineIsNamedByNumber() throws {
        let folder = TemporaryDirectory()
        try folder.write(
            #"{"format":"lotto-draws","version":1}"# + "\n"
                + #"{"date":"2002-12-07","extra":[16],"game":"kr645","numbers":[10,23,29,33,37,46],"prizes":[],"round":1}"#
                + "\n", to: "draws.jsonl")
        let file = DrawHistoryFile(path: FilePath(folder.file("draws.jsonl")))
        #expect(
            throws: StoreError.unreadable(
                path: FilePath(folder.file("draws.jsonl")), line: 2,
                reason: "46 is out of range (1-45) (kr645 rules from 2002-12-07: 6 of 1-45, 1 bonus ball drawn)")
        ) {
            try file.read()
        }
    }
}
