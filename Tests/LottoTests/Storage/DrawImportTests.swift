import Foundation
import TestSupport
import Testing

@testable import Lotto

/// Every sample of real draw results (Tests/Fixtures/draws, from shared/data/draws) imports,
/// and gives the results the publishers published.
@Suite struct DrawImportTests {
    static let expected: [(file: String, game: String, count: Int, layout: DrawLayout)] = [
        ("kr645-dhlottery-1-300.jsonl", "kr645", 300, .dhlottery),
        ("kr645-dhlottery-legacy-301-350.json", "kr645", 50, .dhlotteryLegacy),
        ("powerball-ny-2015-2017.csv", "powerball", 234, .newYork),
        ("megamillions-ny-2017-2018.csv", "megamillions", 122, .newYork),
        ("euromillions-uk-2004-2005.csv", "euromillions", 99, .nationalLottery),
        ("euromillions-uk-2016-2017.csv", "euromillions", 104, .nationalLottery),
    ]

    static func imported(_ file: String) throws -> DrawImport.Result {
        try DrawImport.draws(in: DrawSamples.bytes(file), name: file)
    }

    static func draw(_ file: String, on date: String) throws -> RecordedDraw {
        try #require(imported(file).draws.first { $0.draw.date == CivilDate(date) }).draw
    }

    @Test(arguments: expected)
    func everySampleImportsWhole(file: String, game: String, count: Int, layout: DrawLayout) throws {
        #expect(DrawSamples.all.contains(file))
        let result = try Self.imported(file)
        #expect(result.draws.count == count)
        #expect(result.layouts == [layout])
        #expect(result.draws.allSatisfy { $0.draw.game.id.rawValue == game })
        // Each record keeps the line it came from.
        #expect(result.draws.allSatisfy { $0.source?.name == file && ($0.source?.line ?? 0) >= 1 })
    }

    @Test func roundOneIsKoreasFirstDraw() throws {
        let result = try Self.imported("kr645-dhlottery-1-300.jsonl")
        let first = try #require(result.draws.first)
        #expect(first.source == DrawSource(name: "kr645-dhlottery-1-300.jsonl", line: 1))
        let draw = first.draw
        #expect(draw.round == 1)
        #expect(draw.date == CivilDate("2002-12-07"))
        #expect(draw.draw.numbers == [10, 23, 29, 33, 37, 40])
        #expect(draw.draw.extraNumbers == [16])
        // Tier 2: one winner of 143,934,100 won; tier 1: nobody, so no known prize, never 0.
        #expect(draw.prizes.first { $0.tier == 2 } == PrizeRecord(tier: 2, winners: 1, amount: 143_934_100))
        #expect(draw.prize(tier: 2) == .known(Money(minorUnits: 143_934_100, currency: .won)))
        #expect(draw.prizes.first { $0.tier == 1 } == PrizeRecord(tier: 1, winners: 0, amount: nil))
        #expect(draw.prize(tier: 1) == .unknown)
        #expect(draw.prize(tier: 5) == .known(Money(minorUnits: 10_000, currency: .won)))
        #expect(draw.price == Money(minorUnits: 2_000, currency: .won))
    }

    @Test func theLegacyLayoutGivesTheFirstPrizeAndTheFixedOnesComeFromTheEra() throws {
        let draw = try Self.draw("kr645-dhlottery-legacy-301-350.json", on: "2008-09-06")
        #expect(draw.round == 301)
        #expect(draw.draw.text == "7 11 13 33 37 43 + 26")
        #expect(draw.prize(tier: 1) == .known(Money(minorUnits: 1_447_385_015, currency: .won)))
        #expect(draw.prize(tier: 2) == .unknown)
        // 5,000 won for three numbers since round 88 (2004-08-07); a ticket cost 1,000 won.
        #expect(draw.prize(tier: 5) == .known(Money(minorUnits: 5_000, currency: .won)))
        #expect(draw.price == Money(minorUnits: 1_000, currency: .won))
    }

    @Test func newYorksFilesGiveTheRedBallAndTheFixedPrizes() throws {
        let powerball = try Self.draw("powerball-ny-2015-2017.csv", on: "2017-12-30")
        #expect(powerball.draw.text == "28 36 41 51 58 + 24")
        #expect(powerball.round == nil)
        #expect(powerball.prize(tier: 1) == .unknown)
        #expect(powerball.prize(tier: 9) == .known(Money(minorUnits: 400, currency: .dollar)))
        let megaMillions = try Self.draw("megamillions-ny-2017-2018.csv", on: "2017-10-31")
        #expect(megaMillions.draw.text == "6 28 31 52 53 + 12")
        #expect(megaMillions.prize(tier: 2) == .known(Money(minorUnits: 100_000_000, currency: .dollar)))
    }

    @Test func theNationalLotterysFileGivesDrawNumbersAsRounds() throws {
        let first = try Self.draw("euromillions-uk-2004-2005.csv", on: "2004-02-13")
        #expect(first.round == 1)
        #expect(first.draw.text == "16 29 32 36 41 + 7 9")
        #expect(first.prize(tier: 13) == .unknown)
    }

    /// EuroMillions had 11 Lucky Stars until 2016-09-23 and 12 from 2016-09-24: draw 941 of
    /// 2016-09-27 drew star 12, and is valid; the same star three days before the change is not.
    @Test func aRuleEraBoundaryIsAcceptedAndADrawBreakingItsEraIsRefused() throws {
        let after = try Self.draw("euromillions-uk-2016-2017.csv", on: "2016-09-27")
        #expect(after.draw.extraNumbers == [2, 12])
        #expect(after.game.extra?.range == 1...12)

        let before =
            "DrawDate,Ball 1,Ball 2,Ball 3,Ball 4,Ball 5,Lucky Star 1,Lucky Star 2,DrawNumber\n"
            + "23-Sep-2016,14,16,39,42,49,3,12,940\n"
        #expect(
            throws: DrawImportError(
                at: DrawSource(name: "f.csv", line: 2),
                "round 940: 12 is out of range (1-11) (euromillions rules from 2011-05-10: 5 of 1-50 + 2 of 1-11)")
        ) {
            try DrawImport.draws(in: Array(before.utf8), name: "f.csv")
        }
        // In 2004 there were 9 stars.
        let early =
            "DrawDate,Ball 1,Ball 2,Ball 3,Ball 4,Ball 5,Lucky Star 1,Lucky Star 2,DrawNumber\n"
            + "13-Feb-2004,16,29,32,36,41,7,10,1\n"
        #expect(throws: DrawImportError.self) { try DrawImport.draws(in: Array(early.utf8), name: "f.csv") }
        // Nor is a draw before the game's first.
        let tooEarly = "Draw Date,Winning Numbers,Mega Ball,Multiplier\n05/14/2002,01 02 03 04 05,06,\n"
        #expect(
            throws: DrawImportError(
                at: DrawSource(name: "m.csv", line: 2),
                "2002-05-14 is before the first megamillions draw lotto knows the rules of (2002-05-17)")
        ) {
            try DrawImport.draws(in: Array(tooEarly.utf8), name: "m.csv")
        }
    }

    /// UK Lotto's file has no sample here: its header, with the columns lotto skips, and 6 of
    /// 1-49 until 2015-10-09, 6 of 1-59 after.
    @Test func theNationalLotterysLottoFileFollowsItsEras() throws {
        let header =
            "DrawDate,Ball 1,Ball 2,Ball 3,Ball 4,Ball 5,Ball 6,Bonus Ball,Ball Set,Machine,Raffles,DrawNumber\n"
        let text =
            header + "14-Nov-2026,3,14,25,36,47,58,9,4,Merlin,\"ABC 1234, DEF 5678\",3100\n"
            + "12-Oct-2013,1,2,3,4,5,49,7,2,Arthur,,1850\n"
        let result = try DrawImport.draws(in: Array(text.utf8), name: "lotto.csv")
        #expect(result.draws.map(\.draw.game.id.rawValue) == ["uk-lotto", "uk-lotto"])
        #expect(result.draws.map(\.draw.draw.text) == ["3 14 25 36 47 58 + 9", "1 2 3 4 5 49 + 7"])
        #expect(result.draws.map(\.draw.round) == [3100, 1850])
        #expect(result.draws[0].draw.price == Money(minorUnits: 200, currency: .pound))
        let before = header + "07-Oct-2015,1,2,3,4,5,55,7,2,Arthur,,2050\n"
        #expect(throws: DrawImportError.self) { try DrawImport.draws(in: Array(before.utf8), name: "lotto.csv") }
    }

    /// New York's Powerball file begins in 2010, under 5 of 1-59 + 1 of 1-39.
    @Test func newYorksEarlierPowerballDrawsFollowTheirEra() throws {
        let header = "Draw Date,Winning Numbers,Multiplier\n"
        let early = try DrawImport.draws(in: Array((header + "02/03/2010,17 22 36 37 52 24,2\n").utf8), name: "p.csv")
        #expect(early.draws.first?.draw.game.extra?.range == 1...39)
        #expect(early.draws.first?.draw.price == Money(minorUnits: 100, currency: .dollar))
        #expect(throws: DrawImportError.self) {
            try DrawImport.draws(in: Array((header + "02/03/2010,17 22 36 37 60 24,2\n").utf8), name: "p.csv")
        }
    }

    @Test func aBadRecordNamesItsLineItsRoundAndTheValue() throws {
        var lines = String(decoding: try DrawSamples.bytes("kr645-dhlottery-1-300.jsonl"), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        lines[11] = lines[11].replacingOccurrences(of: #""tm3WnNo":"#, with: #""tm3WnNo":46,"x":"#)
        #expect(
            throws: DrawImportError(
                at: DrawSource(name: "k.jsonl", line: 12),
                "round 12: 46 is out of range (1-45) (kr645 rules from 2002-12-07: 6 of 1-45, 1 bonus ball drawn)")
        ) {
            try DrawImport.draws(in: Array(lines.joined(separator: "\n").utf8), name: "k.jsonl")
        }
    }

    @Test(arguments: [
        ("", "f: no draws in it", DrawImportError.Kind.empty),
        ("a,b\n1,2\n", "f:1: unknown CSV header 'a,b'", .badRecord),
        ("{\"x\":1}", "f:1: not a draw of a layout lotto reads", .badRecord),
        ("{\"data\":{\"list\":[]}}", "f:1: the response lists no draw", .badRecord),
        ("{\"returnValue\":\"fail\",\"drwNo\":2000}", "f:1: \"returnValue\" is 'fail'", .badRecord),
        ("[1,2]", "f:1: expected draw records", .badRecord),
        ("{\"data\":{\"list\":[0]}}", "f:1: \"list\" holds 0, not a draw record", .badRecord),
        ("[{\"data\":{\"list\":[0]}}]", "f:1: \"list\" holds 0, not a draw record", .badRecord),
        ("{\"data\":{\"list\":[\n0]}}", "f:2: \"list\" holds 0, not a draw record", .badRecord),
        ("{\"ltEpsd\":1,", "f:1: not JSON", .badRecord),
        (
            "Draw Date,Winning Numbers,Multiplier\n13/30/2017,28 36 41 51 58 24,2\n",
            "f:2: Draw Date '13/30/2017' is not a date like 12/30/2017", .badRecord
        ),
        (
            "Draw Date,Winning Numbers,Multiplier\n12/30/2017,28 36 41 51 58,2\n",
            "f:2: Winning Numbers '28 36 41 51 58' holds 5 numbers", .badRecord
        ),
        (
            "Draw Date,Winning Numbers,Multiplier\n12/30/2017,28 36 41 51 58 24\n", "f:2: expected 3 fields, got 2",
            .badRecord
        ),
    ])
    func badFilesAreRefusedWithTheReason(text: String, message: String, kind: DrawImportError.Kind) {
        do {
            let result = try DrawImport.draws(in: Array(text.utf8), name: "f")
            Issue.record("imported \(result.draws.count) draws from \(text.debugDescription)")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error)")
            #expect(error.kind == kind)
        }
    }

    @Test func aDrawOfAnotherGameThanTheOneAskedForIsRefused() throws {
        #expect(throws: DrawImportError.self) {
            try DrawImport.draws(
                in: DrawSamples.bytes("powerball-ny-2015-2017.csv"), name: "p.csv", game: .korean645)
        }
    }

    /// A publisher's answer is one game's results: past the most draws asked for, it is
    /// refused as it is read, before every draw is held.
    @Test func theDrawsReadCanBeBounded() throws {
        let bytes = try DrawSamples.bytes("powerball-ny-2015-2017.csv")
        #expect(try DrawImport.draws(in: bytes, name: "p.csv", mostDraws: 234).draws.count == 234)
        do {
            _ = try DrawImport.draws(in: bytes, name: "p.csv", mostDraws: 233)
            Issue.record("read more than 233 draws")
        } catch {
            #expect(error.kind == .tooLarge)
            #expect(error.description == "p.csv: more than 233 draws: not one game's results")
        }
        let answer = try DrawSamples.bytes("kr645-dhlottery-1-300.jsonl").split(separator: UInt8(ascii: "\n"))
        #expect(throws: DrawImportError.self) {
            try DrawImport.draws(in: Array(answer.joined(separator: [10])), name: "k", mostDraws: 299)
        }
    }

    @Test func aByteOrderMarkAndWindowsLineEndsAreRead() throws {
        let text = "\u{FEFF}Draw Date,Winning Numbers,Multiplier\r\n12/30/2017,28 36 41 51 58 24,2\r\n"
        let result = try DrawImport.draws(in: Array(text.utf8), name: "f")
        #expect(result.draws.map(\.draw.draw.text) == ["28 36 41 51 58 + 24"])
    }

    /// lotto's own JSON and CSV give back the same draws, and writing them again gives the
    /// same bytes.
    @Test func lottosOwnFormatsRoundTrip() throws {
        var all: [RecordedDraw] = []
        for file in DrawSamples.all { all += try Self.imported(file).draws.map(\.draw) }
        let history = DrawHistory(all)

        var json: [UInt8] = Array("[\n".utf8)
        var csv: [UInt8] = Array((DrawFileFormat.csvHeader.joined(separator: ",") + "\n").utf8)
        for (index, draw) in history.draws.enumerated() {
            if index > 0 { json += Array(",\n".utf8) }
            DrawFileFormat.appendJSON(draw, to: &json)
            csv += Array(DrawFileFormat.csvFields(draw).joined(separator: ",").utf8) + [UInt8(ascii: "\n")]
        }
        json += Array("\n]\n".utf8)

        let fromJSON = try DrawImport.draws(in: json, name: "d.json")
        #expect(fromJSON.layouts == [.lottoJSON])
        #expect(fromJSON.draws.map(\.draw) == history.draws)
        let fromCSV = try DrawImport.draws(in: csv, name: "d.csv")
        #expect(fromCSV.layouts == [.lottoCSV])
        #expect(fromCSV.draws.map(\.draw) == history.draws)
    }
}
