import Foundation
import Testing

@testable import Lotto

@Suite struct TicketFileFormatTests {
    private func decode(_ line: String, canonicalOnly: Bool = false) throws -> SavedTicket? {
        var line = line
        return try line.withUTF8 { bytes in
            canonicalOnly
                ? TicketFileFormat.decodeCanonicalTicket(bytes) : try TicketFileFormat.decodeTicket(bytes)
        }
    }

    @Test func theFastPathReadsWhatLottoWritesAsTheGeneralReaderDoes() throws {
        var maker = LottoNumberMaker(generator: SeededRandomNumberGenerator(seed: 11))
        for id in [1, 9, 10, 99, 12_345, 999_999_999_999] {
            let saved = SavedTicket(
                id: id, ticket: maker.makeTicket(),
                savedAt: Timestamp(secondsSince1970: 1_795_342_530 + Int64(id % 100_000)))
            var bytes: [UInt8] = []
            TicketFileFormat.appendLine(for: saved, to: &bytes)
            let line = String(decoding: bytes, as: UTF8.self)
            #expect(try decode(line, canonicalOnly: true) == saved)
            #expect(try decode(line) == saved)
        }
    }

    /// Line after line, a time equal to the last one's is taken from memory, a new one read;
    /// a bad time after a good one is still refused.
    @Test func aRepeatedTimeIsReadOnceAndAChangedOneAgain() {
        let lines = [
            #"{"id":1,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"#,
            #"{"id":2,"numbers":[1,2,3,4,5,7],"saved":"2026-11-22T10:15:30Z"}"#,
            #"{"id":3,"numbers":[1,2,3,4,5,8],"saved":"2026-11-22T10:15:31Z"}"#,
            #"{"id":4,"numbers":[1,2,3,4,5,9],"saved":"2026-11-22T10:15:31Z"}"#,
            #"{"id":5,"numbers":[1,2,3,4,5,9],"saved":"2026-11-22T10:15:6xZ"}"#,
            #"{"id":6,"numbers":[1,2,3,4,5,9],"saved":"2026-11-22T10:15:31Z"}"#,
        ]
        var lastTime = TicketFileFormat.LastTime()
        let times = lines.map { line in
            var line = line
            return line.withUTF8 { TicketFileFormat.decodeCanonicalTicket($0, lastTime: &lastTime)?.savedAt }
        }
        let expected: [Int64?] = [1_795_342_530, 1_795_342_530, 1_795_342_531, 1_795_342_531, nil, 1_795_342_531]
        #expect(times == expected.map { $0.map(Timestamp.init(secondsSince1970:)) })
    }

    @Test func ticketsOfOtherGamesKeepTheirGameAndExtraNumbers() throws {
        let game = LottoGame.named("powerball")!
        let ticket = try LottoTicket(numbers: [4, 8, 15, 16, 23], extra: [10], game: game)
        let saved = SavedTicket(id: 9, game: game.id, ticket: ticket, savedAt: Timestamp(secondsSince1970: 0))
        var bytes: [UInt8] = []
        TicketFileFormat.appendLine(for: saved, to: &bytes)
        let line = String(decoding: bytes, as: UTF8.self)
        #expect(
            line == #"{"extra":[10],"game":"powerball","id":9,"numbers":[4,8,15,16,23],"saved":"1970-01-01T00:00:00Z"}"#
        )
        #expect(try decode(line, canonicalOnly: true) == nil)
        #expect(try decode(line) == saved)
        #expect(throws: JSONScanner.SyntaxError.self) {
            try decode(line.replacingOccurrences(of: "[10]", with: "[27]"))
        }
        #expect(throws: JSONScanner.SyntaxError.self) {
            try decode(line.replacingOccurrences(of: "powerball", with: "nope"))
        }
    }

    @Test(arguments: [
        #"{ "id": 3, "numbers": [1, 2, 3, 4, 5, 6], "saved": "2026-11-22T10:15:30Z" }"#,
        #"{"saved":"2026-11-22T10:15:30Z","numbers":[6,5,4,3,2,1],"id":3}"#,
        #"{"\u0069d":3,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30\u005A"}"#,
    ])
    func otherValidSpellingsAreReadByTheGeneralReader(line: String) throws {
        #expect(try decode(line, canonicalOnly: true) == nil)
        let ticket = try #require(try decode(line))
        #expect(ticket.id == 3 && ticket.ticket.numbers == [1, 2, 3, 4, 5, 6])
    }

    @Test(arguments: [
        #"{"id":0,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"#,
        #"{"id":01,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"#,
        #"{"id":1,"numbers":[1,2,3,4,5,46],"saved":"2026-11-22T10:15:30Z"}"#,
        #"{"id":1,"numbers":[1,2,3,4,5,5],"saved":"2026-11-22T10:15:30Z"}"#,
        #"{"id":1,"numbers":[1,2,3,4,5],"saved":"2026-11-22T10:15:30Z"}"#,
        #"{"id":1,"numbers":[1,2,3,4,5,6,7],"saved":"2026-11-22T10:15:30Z"}"#,
        #"{"id":1,"numbers":[1,2,3,4,5,6],"saved":"2026-02-30T10:15:30Z"}"#,
        #"{"id":1,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}x"#,
        #"{"id":1,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z","extra":1}"#,
        #"{"id":1.5,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"#,
        #"{"i\d":1,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"#,
        #"{"id":1,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30\u00"}"#,
    ])
    func badLinesAreRefusedByBothPaths(line: String) throws {
        #expect(try decode(line, canonicalOnly: true) == nil)
        #expect(throws: JSONScanner.SyntaxError.self) { try decode(line) }
    }

    /// A ticket is read by the rules of its draw's day: Powerball's red ball 30 is valid for a
    /// draw of 2014 (1-35), not for one of today's era (1-26) nor for no draw.
    @Test func aTicketIsReadByTheRulesOfItsDrawsDay() throws {
        let of2014 =
            #"{"draw":"2014-01-01","extra":[30],"game":"powerball","id":1,"numbers":[1,2,3,4,59],"saved":"2026-11-22T10:15:30Z"}"#
        #expect(try decode(of2014)?.ticket.extraNumbers == [30])
        for line in [
            #"{"draw":"2016-01-02","extra":[30],"game":"powerball","id":1,"numbers":[1,2,3,4,59],"saved":"2026-11-22T10:15:30Z"}"#,
            #"{"extra":[30],"game":"powerball","id":1,"numbers":[1,2,3,4,59],"saved":"2026-11-22T10:15:30Z"}"#,
        ] {
            #expect(throws: (any Error).self) { try decode(line) }
        }
    }
}
