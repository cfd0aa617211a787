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

    private func line(of saved: SavedTicket) -> String {
        var bytes: [UInt8] = []
        TicketFileFormat.appendLine(for: saved, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func decode(_ line: String, version: Int) throws -> SavedTicket {
        var line = line
        return try line.withUTF8 { try TicketFileFormat.decodeTicket($0, version: version) }
    }

    private let multiDraw =
        #"{"draw":{"count":4,"first":"2026-11-28"},"id":7,"numbers":[3,11,19,27,38,42],"round":1252,"saved":"2026-11-22T10:15:30Z"}"#

    /// A ticket for several draws keeps its first draw and their count, as an object; a plain
    /// ticket's line is as it always was, and the fast reader still reads it.
    @Test func aMultiDrawTicketReadsBackWithItsFirstDrawAndCount() throws {
        let first = TicketDraw(date: CivilDate(year: 2026, month: 11, day: 28)!, round: 1252)
        let saved = SavedTicket(
            id: 7, ticket: try LottoTicket(numbers: [3, 11, 19, 27, 38, 42]),
            savedAt: Timestamp(iso8601: "2026-11-22T10:15:30Z")!, draw: first, drawCount: 4)
        #expect(line(of: saved) == multiDraw)
        #expect(try decode(multiDraw, canonicalOnly: true) == nil)
        let read = try #require(try decode(multiDraw))
        #expect(read == saved)
        #expect(
            read.drawCount == 4
                && read.lastDraw == TicketDraw(date: CivilDate(year: 2026, month: 12, day: 19)!, round: 1255))
        let plain = SavedTicket(id: 8, ticket: saved.ticket, savedAt: saved.savedAt, draw: first)
        #expect(
            line(of: plain)
                == #"{"draw":"2026-11-28","id":8,"numbers":[3,11,19,27,38,42],"round":1252,"saved":"2026-11-22T10:15:30Z"}"#
        )
        #expect(try decode(line(of: plain), canonicalOnly: true) == plain)

        let powerball = try #require(LottoGame.named("powerball"))
        let span = SavedTicket(
            id: 9, game: powerball.id, ticket: try LottoTicket(numbers: [1, 2, 3, 4, 5], extra: [6], game: powerball),
            savedAt: saved.savedAt, draw: TicketDraw(date: CivilDate(year: 2017, month: 12, day: 20)!), drawCount: 3)
        #expect(
            line(of: span)
                == #"{"draw":{"count":3,"first":"2017-12-20"},"extra":[6],"game":"powerball","id":9,"numbers":[1,2,3,4,5],"saved":"2026-11-22T10:15:30Z"}"#
        )
        #expect(try decode(line(of: span)) == span)
    }

    /// What a lotto of an older format does with the line: every reader since format 2 reads
    /// `"draw"` as a string, and its reading of the line (the same code as this reader's for a
    /// file of that version) refuses it, rather than taking the ticket for its first draw alone.
    @Test func anOlderReaderRefusesAMultiDrawLine() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(multiDraw.utf8)) as? [String: Any])
        #expect(!(object["draw"] is String), "a draw an older reader cannot take for a date")
        #expect(object["draw"] is [String: Any])
        for version in [2, 3] {
            #expect {
                _ = try decode(multiDraw, version: version)
            } throws: { error in
                (error as? JSONScanner.SyntaxError)?.reason == "expected a string"
            }
        }
        #expect(try decode(multiDraw, version: 4).drawCount == 4)
    }

    @Test(arguments: [
        // a count out of 2...52, or none
        #"{"draw":{"count":1,"first":"2026-11-28"},"id":7,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"#,
        #"{"draw":{"count":53,"first":"2026-11-28"},"id":7,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"#,
        #"{"draw":{"first":"2026-11-28"},"id":7,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"#,
        #"{"draw":{"count":"4","first":"2026-11-28"},"id":7,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"#,
        // a first draw on a day kr645 is not drawn, or one whose span runs past 9999
        #"{"draw":{"count":4,"first":"2026-11-29"},"id":7,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"#,
        #"{"draw":{"count":2,"first":"9999-12-25"},"id":7,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"#,
        // a key the draws do not have
        #"{"draw":{"count":4,"first":"2026-11-28","last":"2026-12-19"},"id":7,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"#,
        // a custom game has no schedule to lay its draws out by
        #"{"draw":{"count":2,"first":"2026-11-28"},"extra":[],"game":"6/45","id":7,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"#,
        // the form of `lotto list --json`, which an older lotto would read as one draw
        #"{"draw":"2026-11-28","draws":4,"id":7,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}"#,
        // Powerball's red ball 30 is of 2015-10-03's rules (1-35), not of 2015-10-07's (1-26)
        #"{"draw":{"count":2,"first":"2015-10-03"},"extra":[30],"game":"powerball","id":7,"numbers":[1,2,3,4,5],"saved":"2026-11-22T10:15:30Z"}"#,
        // what save would have refused: a round that is not its date's (2002-12-07 is round 1),
        // Power Play on draws before the rules lotto knows (2009-01-07 on)
        #"{"draw":{"count":4,"first":"2002-12-07"},"id":7,"numbers":[1,2,3,4,5,6],"round":200,"saved":"2026-11-22T10:15:30Z"}"#,
        #"{"draw":{"count":2,"first":"2001-01-03"},"extra":[6],"game":"powerball","id":7,"multiplier":true,"numbers":[1,2,3,4,5],"saved":"2026-11-22T10:15:30Z"}"#,
    ])
    func aBadMultiDrawLineIsRefused(line: String) throws {
        #expect(throws: JSONScanner.SyntaxError.self) { try decode(line) }
    }

    /// What `lotto list --json` writes of a ticket for one draw, or none, reads back.
    @Test func theListFormOfATicketForOneDrawReadsBack() throws {
        let one = try decode(
            #"{"chosen":null,"draw":"2026-11-28","draws":1,"extra":[],"game":"kr645","id":7,"lastDraw":"2026-11-28","lastRound":1252,"numbers":[1,2,3,4,5,6],"round":1252,"saved":"2026-11-22T10:15:30Z"}"#,
            version: TicketFileFormat.version)
        #expect(one.drawCount == 1 && one.draw?.round == 1252)
        let none = try decode(
            #"{"chosen":null,"draw":null,"draws":0,"extra":[],"game":"kr645","id":7,"lastDraw":null,"lastRound":null,"numbers":[1,2,3,4,5,6],"round":null,"saved":"2026-11-22T10:15:30Z"}"#,
            version: TicketFileFormat.version)
        #expect(none.drawCount == 0 && none.draw == nil)
    }
}
