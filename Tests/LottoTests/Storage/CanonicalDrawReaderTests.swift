import TestSupport
import Testing

@testable import Lotto

/// The fast reader of draw history lines takes exactly what lotto writes, reads it as the
/// general reader does, and leaves every other line to the general reader.
@Suite struct CanonicalDrawReaderTests {
    static func line(_ draw: RecordedDraw) -> [UInt8] {
        var bytes: [UInt8] = []
        DrawFileFormat.appendJSON(draw, to: &bytes)
        return bytes
    }

    static func fastRead(_ text: some Collection<UInt8>, with reader: inout CanonicalDrawReader) -> RecordedDraw? {
        Array(text).withUnsafeBufferPointer { reader.decode($0) }
    }

    @Test(arguments: DrawSamples.all)
    func everySampleDrawIsReadBackAsTheGeneralReaderReadsIt(_ name: String) throws {
        let draws = try DrawImport.draws(in: DrawSamples.bytes(name), name: name).draws
        #expect(!draws.isEmpty)
        var reader = CanonicalDrawReader()
        for sourced in draws {
            let line = Self.line(sourced.draw)
            let general = try DrawFileFormat.decode(JSONParser.value(in: line))
            #expect(general == sourced.draw)
            #expect(Self.fastRead(line, with: &reader) == general, "\(String(decoding: line, as: UTF8.self))")
        }
    }

    @Test func theGamesOfSeveralErasAreEachReadUnderTheirOwnRules() throws {
        // Round 87 paid 2,000 won a ticket; round 88 (2004-08-07) 1,000.
        let before = try DrawHistoryTests.draw("2004-07-31", round: 87, [1, 2, 3, 4, 5, 6], 7)
        let after = try DrawHistoryTests.draw("2004-08-07", round: 88, [1, 2, 3, 4, 5, 6], 7)
        var reader = CanonicalDrawReader()
        let readBefore = try #require(Self.fastRead(Self.line(before), with: &reader))
        let readAfter = try #require(Self.fastRead(Self.line(after), with: &reader))
        #expect(readBefore.price?.minorUnits == 2_000 && readAfter.price?.minorUnits == 1_000)
        #expect(readBefore == before && readAfter == after)
    }

    /// A SuperEnalotto draw of 2001 is in lire, as it is written: both readers read 5000 as
    /// 5,000 lire, not as 5,000 of the game's euros (500000 cents, written back as 500000 lire).
    @Test func aDrawOfAnEraOfAnotherMoneyIsReadInThatMoney() throws {
        let line =
            #"{"date":"2001-12-01","extra":[7],"game":"superenalotto","numbers":[1,2,3,4,5,6],"#
            + #""prizes":[{"amount":5000,"tier":1,"winners":1}],"round":null}"#
        let general = try DrawFileFormat.decode(JSONParser.value(in: Array(line.utf8)))
        #expect(general.prize(tier: 1) == .known(Money(minorUnits: 5_000, currency: .lira)))
        #expect(Self.line(general) == Array(line.utf8))
        var reader = CanonicalDrawReader()
        #expect(Self.fastRead(Array(line.utf8), with: &reader) == general)
        let csv = try DrawFileFormat.decode(csvFields: DrawFileFormat.csvFields(general))
        #expect(csv == general && DrawFileFormat.csvFields(csv)[4] == "1:1:5000")
    }

    @Test(arguments: [
        // White space, key order, unsorted numbers and prizes: JSON lotto does not write.
        #"{"date":"2002-12-07", "extra":[16],"game":"kr645","numbers":[10,23,29,33,37,40],"prizes":[],"round":1}"#,
        #"{"extra":[16],"date":"2002-12-07","game":"kr645","numbers":[10,23,29,33,37,40],"prizes":[],"round":1}"#,
        #"{"date":"2002-12-07","extra":[16],"game":"kr645","numbers":[40,23,29,33,37,10],"prizes":[],"round":1}"#,
        #"{"date":"2002-12-07","extra":[16],"game":"kr645","numbers":[10,23,29,33,37,40],"prizes":[{"amount":5000,"tier":5,"winners":9},{"amount":null,"tier":1,"winners":0}],"round":1}"#,
        // A prize nobody won, with an amount: read as unknown, so written otherwise.
        #"{"date":"2002-12-07","extra":[16],"game":"kr645","numbers":[10,23,29,33,37,40],"prizes":[{"amount":7,"tier":1,"winners":0}],"round":1}"#,
        // Dollars written without cents.
        #"{"date":"2017-12-30","extra":[6],"game":"powerball","numbers":[28,36,41,51,58],"prizes":[{"amount":4,"tier":9,"winners":null}],"round":null}"#,
    ])
    func aLineInAnyOtherFormIsLeftToTheGeneralReader(_ text: String) throws {
        var reader = CanonicalDrawReader()
        #expect(Self.fastRead(Array(text.utf8), with: &reader) == nil)
        // The general reader still reads it.
        _ = try DrawFileFormat.decode(JSONParser.value(in: Array(text.utf8)))
    }

    @Test(arguments: [
        #"{"date":"2002-12-07","extra":[16],"game":"kr645","numbers":[10,23,29,33,37,46],"prizes":[],"round":1}"#,
        #"{"date":"2002-12-07","extra":[16],"game":"kr999","numbers":[10,23,29,33,37,40],"prizes":[],"round":1}"#,
        #"{"date":"2002-02-30","extra":[16],"game":"kr645","numbers":[10,23,29,33,37,40],"prizes":[],"round":1}"#,
        #"{"date":"2002-12-07","extra":[16],"game":"kr645","numbers":[10,23,29,33,37,40],"prizes":[],"round":0}"#,
        #"{"date":"2002-12-07","extra":[16],"game":"kr645","numbers":[10,23,29,33,37,40],"prizes":[],"round":1}x"#,
        #"{"date":"2002-12-07","extra":[16],"game":"kr645","numbers":[010,23,29,33,37,40],"prizes":[],"round":1}"#,
        #"{"date":"2002-12-07","extra":[16],"game":"kr645","numbers":[10,23,29,33,37,40],"prizes":[],"round":99999999999999999999}"#,
    ])
    func aBadLineIsNeverTakenAndTheGeneralReaderSaysWhy(_ text: String) {
        var reader = CanonicalDrawReader()
        #expect(Self.fastRead(Array(text.utf8), with: &reader) == nil)
        #expect(throws: (any Error).self) { try DrawFileFormat.decode(JSONParser.value(in: Array(text.utf8))) }
    }
}
