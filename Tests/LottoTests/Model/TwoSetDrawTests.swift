import Foundation
import Testing

@testable import Lotto

/// UK Lotto's draws of two sets of balls (from 2026-06-10), in the model: built from two sets of
/// numbers as an importer builds them, refused on a day of one set, checked set by set, merged
/// with a record of the first set alone, and written and read back in lotto's own formats.
@Suite struct TwoSetDrawTests {
    private static func draw(_ date: String, second: TypedDraw?, prizes: [PrizeRecord] = []) throws -> RecordedDraw {
        try RecordedDraw(
            game: LottoGame(.ukLotto), date: #require(CivilDate(date)), round: 3179, numbers: [1, 2, 3, 4, 5, 6],
            extra: [7], prizes: prizes, second: second)
    }

    private static let second = TypedDraw(numbers: [11, 12, 13, 14, 15, 16], extra: [17])

    @Test func aSecondSetIsHeldFromItsEraAndRefusedBefore() throws {
        let draw = try Self.draw("2026-06-10", second: Self.second)
        #expect(draw.second?.numbers == [11, 12, 13, 14, 15, 16] && draw.second?.extraNumbers == [17])
        #expect(
            throws: RecordedDrawError.oneSetOnly(
                game: GameID(.ukLotto), date: CivilDate("2026-06-06")!, twoFrom: CivilDate("2026-06-10")!)
        ) {
            try Self.draw("2026-06-06", second: Self.second)
        }
        // A second set breaking the rules names itself; a record of the first set alone is kept.
        #expect(throws: RecordedDrawError.self) {
            try Self.draw("2026-06-10", second: TypedDraw(numbers: [11, 12, 13, 14, 15, 60], extra: [17]))
        }
        #expect(try Self.draw("2026-06-13", second: nil).second == nil)
    }

    @Test func eachSetIsCheckedApartWithItsOwnPrize() throws {
        let draw = try Self.draw("2026-06-10", second: Self.second)
        let game = LottoGame(.ukLotto)
        let ticket = SavedTicket(
            id: 1, game: game.id, ticket: try LottoTicket(parsing: "1 2 3 11 12 40"[...], game: game),
            savedAt: Timestamp(secondsSince1970: 0))
        let results = draw.checkEachSet(ticket)
        #expect(results.map(\.set) == [1, 2])
        #expect(results.map(\.tier) == [5, 6])
        #expect(results.map { $0.prize?.money?.minorUnits } == [1_000, 100])
        // A draw of one set: one result, saying no set.
        let oneSet = try Self.draw("2026-06-13", second: nil)
        #expect(oneSet.checkEachSet(ticket).map(\.set) == [nil])
    }

    @Test func aRecordOfTheFirstSetAloneMergesWithOneOfBoth() throws {
        let both = try Self.draw("2026-06-10", second: Self.second)
        let first = try Self.draw("2026-06-10", second: nil, prizes: [PrizeRecord(tier: 1, winners: 0, amount: nil)])
        let (history, _) = try DrawHistory().merging([SourcedDraw(both)], replacing: false)
        let (merged, summary) = try history.merging([SourcedDraw(first)], replacing: false)
        #expect(summary.updated == 1, "\(summary)")
        #expect(merged.draws.first?.second == both.second && merged.draws.first?.prizes.count == 1)
        let other = try Self.draw("2026-06-10", second: TypedDraw(numbers: [21, 22, 23, 24, 25, 26], extra: [27]))
        #expect(throws: DrawConflictError.self) { try history.merging([SourcedDraw(other)], replacing: false) }
    }

    @Test func lottosOwnFormatsReadTheSecondSetBack() throws {
        let draw = try Self.draw("2026-06-10", second: Self.second)
        var bytes: [UInt8] = []
        DrawFileFormat.appendJSON(draw, to: &bytes)
        #expect(
            String(decoding: bytes, as: UTF8.self).hasSuffix(
                #","second":{"extra":[17],"numbers":[11,12,13,14,15,16]}}"#))
        #expect(try DrawFileFormat.decode(JSONParser.value(in: bytes)) == draw)
        let fields = DrawFileFormat.csvFields(draw)
        #expect(fields.last == "11 12 13 14 15 16 + 17")
        #expect(try DrawFileFormat.decode(csvFields: fields) == draw)
        // The fast reader of the history leaves such a line to the full one, which reads it.
        var reader = CanonicalDrawReader()
        #expect(bytes.withUnsafeBufferPointer { reader.decode($0) } == nil)
    }
}
