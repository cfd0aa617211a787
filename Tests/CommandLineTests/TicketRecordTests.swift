import Testing

@testable import Lotto
@testable import lotto

/// The one writer of tickets as JSON and CSV: each kind of row, its keys sorted, its columns the
/// same fields in reading order (id, game, draw, numbers first), and the saved form readable as
/// the store reads tickets.
@Suite struct TicketRecordTests {
    private let game = LottoGame.named("powerball")!
    private var ticket: LottoTicket { try! LottoTicket(numbers: [4, 8, 15, 16, 23], extra: [10], game: game) }

    private func json(_ record: TicketRecord) -> String {
        var bytes: [UInt8] = []
        record.appendJSON(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func csv(_ record: TicketRecord) -> String {
        var bytes: [UInt8] = []
        record.appendCSV(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func eachKindOfRowHasItsFieldsInOneOrder() throws {
        let saved = SavedTicket(id: 9, game: game.id, ticket: ticket, savedAt: Timestamp(secondsSince1970: 0))
        let monday = TicketDraw(date: CivilDate(year: 2026, month: 11, day: 23)!)
        let savedForMonday = SavedTicket(
            id: 9, game: game.id, ticket: ticket, savedAt: Timestamp(secondsSince1970: 0), draw: monday)
        let draw = try WinningDraw(numbers: [4, 8, 15, 40, 41], bonus: [10], game: game)
        // Monday, Wednesday and Saturday: three draws in a row.
        let multiDraw = SavedTicket(
            id: 9, game: game.id, ticket: ticket, savedAt: Timestamp(secondsSince1970: 0), draw: monday, drawCount: 3)
        let rows: [(TicketRecord, String, String)] = [
            (
                TicketRecord(drawn: ticket, game: game.id),
                #"{"extra":[10],"game":"powerball","numbers":[4,8,15,16,23]}"#, "powerball,4 8 15 16 23,10"
            ),
            (
                TicketRecord(saved: saved),
                #"{"chosen":null,"draw":null,"draws":0,"extra":[10],"game":"powerball","id":9,"lastDraw":null,"lastRound":null,"multiplier":false,"numbers":[4,8,15,16,23],"round":null,"saved":"1970-01-01T00:00:00Z"}"#,
                "9,powerball,,,4 8 15 16 23,10,1970-01-01T00:00:00Z,,0,,,false"
            ),
            (
                TicketRecord(saved: multiDraw),
                #"{"chosen":null,"draw":"2026-11-23","draws":3,"extra":[10],"game":"powerball","id":9,"lastDraw":"2026-11-28","lastRound":null,"multiplier":false,"numbers":[4,8,15,16,23],"round":null,"saved":"1970-01-01T00:00:00Z"}"#,
                "9,powerball,2026-11-23,,4 8 15 16 23,10,1970-01-01T00:00:00Z,,3,2026-11-28,,false"
            ),
            (
                TicketRecord(
                    checked: RecordedDraw(typed: draw, on: monday.date).check(savedForMonday), drawnOn: monday.date),
                #"{"afterTax":100.00,"claimBy":null,"claimNote":"set by the state","draw":"2026-11-23","extra":[10],"extraMatched":[10],"freePlay":false,"game":"powerball","id":9,"matched":[4,8,15],"numbers":[4,8,15,16,23],"prize":100.00,"round":null,"set":null,"taxNote":"federal withholding only; state tax varies","tier":5}"#,
                "9,powerball,2026-11-23,,4 8 15 16 23,10,4 8 15,10,5,100.00,false,,100.00,"
                    + "federal withholding only; state tax varies,,set by the state"
            ),
            (
                TicketRecord(checked: CheckResult(unchecked: savedForMonday, .pending), ownDraws: true),
                #"{"afterTax":null,"claimBy":null,"claimNote":null,"draw":"2026-11-23","drawn":false,"extra":[10],"extraMatched":null,"freePlay":false,"game":"powerball","id":9,"matched":null,"numbers":[4,8,15,16,23],"prize":null,"round":null,"set":null,"status":"pending","taxNote":null,"tier":null}"#,
                "9,powerball,2026-11-23,,4 8 15 16 23,10,,,,,pending,false,,,,,,false"
            ),
            (
                TicketRecord(
                    checked: CheckResult(
                        unchecked: multiDraw, .pending, draw: TicketDraw(date: CivilDate("2026-11-28")!),
                        isDrawHeld: true),
                    ownDraws: true),
                #"{"afterTax":null,"claimBy":null,"claimNote":null,"draw":"2026-11-28","drawn":true,"extra":[10],"extraMatched":null,"freePlay":false,"game":"powerball","id":9,"matched":null,"numbers":[4,8,15,16,23],"prize":null,"round":null,"set":null,"status":"pending","taxNote":null,"tier":null}"#,
                "9,powerball,2026-11-28,,4 8 15 16 23,10,,,,,pending,false,,,,,,true"
            ),
        ]
        for (record, expectedJSON, expectedCSV) in rows {
            #expect(json(record) == expectedJSON)
            #expect(csv(record) == expectedCSV)
            let keys = try #require(try? JSONScanner.keys(of: expectedJSON))
            #expect(keys == keys.sorted(), "keys sorted")
            let header = TicketRecord.csvHeader(record.kind)
            #expect(Set(header) == Set(keys) && header.count == keys.count, "the CSV columns are the JSON keys")
            let leading = record.kind == .drawn ? ["game", "numbers", "extra"] : ["id", "game", "draw", "round"]
            #expect(Array(header.prefix(leading.count)) == leading, "the ticket first, then the rest")
        }
    }

    @Test func theCSVColumnsLeadWithTheTicket() {
        let ticket = ["id", "game", "draw", "round", "numbers", "extra"]
        // Added later, so last.
        let claim = ["afterTax", "taxNote", "claimBy", "claimNote"]
        #expect(TicketRecord.csvHeader(.drawn) == ["game", "numbers", "extra"])
        #expect(
            TicketRecord.csvHeader(.saved)
                == ticket + ["saved", "chosen", "draws", "lastDraw", "lastRound", "multiplier"])
        #expect(
            TicketRecord.csvHeader(.checked)
                == ticket + ["matched", "extraMatched", "tier", "prize", "freePlay", "set"] + claim)
        #expect(
            TicketRecord.csvHeader(.checkedOwnDraw)
                == ticket + ["matched", "extraMatched", "tier", "prize", "status", "freePlay", "set"] + claim + ["drawn"])
    }

    @Test func aCheckedTicketThatWonNothingHasANullTierAndAPrizeOf0() throws {
        let saved = SavedTicket(
            id: 1, ticket: try LottoTicket(numbers: [1, 2, 3, 4, 5, 6]), savedAt: Timestamp(secondsSince1970: 0))
        let draw = try WinningDraw(numbers: [10, 11, 12, 13, 14, 15], bonus: [16], game: .korean645)
        let result = RecordedDraw(typed: draw, on: CivilDate(year: 2026, month: 11, day: 28)!).check(saved)
        #expect(
            json(TicketRecord(checked: result)).hasSuffix(
                #","prize":0,"round":null,"set":null,"# + #""taxNote":null,"tier":null}"#))
        #expect(json(TicketRecord(checked: result)).hasPrefix(#"{"afterTax":null,"claimBy":null,"claimNote":null,"#))
        #expect(csv(TicketRecord(checked: result)) == "1,kr645,,,1 2 3 4 5 6,,,,,0,false,,,,,")
    }

    /// What `lotto list --json` prints is a ticket the store can read back.
    @Test func theSavedFormReadsBackAsTheStoreReadsTickets() throws {
        var maker = LottoNumberMaker(generator: SeededRandomNumberGenerator(seed: 11))
        for id in [1, 9, 10, 99, 12_345, 999_999_999_999] {
            let saved = SavedTicket(
                id: id, ticket: maker.makeTicket(),
                savedAt: Timestamp(secondsSince1970: 1_795_342_530 + Int64(id % 100_000)),
                draw: id.isMultiple(of: 2)
                    ? nil : TicketDraw(date: CivilDate(year: 2026, month: 11, day: 28)!, round: 1252))
            let line = Array(json(TicketRecord(saved: saved)).utf8)
            #expect(try line.withUnsafeBufferPointer { try TicketFileFormat.decodeTicket($0) } == saved)
        }
    }
}

extension JSONScanner {
    /// The keys of a JSON object, in order.
    fileprivate static func keys(of text: String) throws -> [String] {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer)
            var keys: [String] = []
            try scanner.readObject { (key, scanner) throws(JSONScanner.SyntaxError) in
                keys.append(key)
                try scanner.skipValue()
            }
            return keys
        }
    }
}
