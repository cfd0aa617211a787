import Foundation
import TestSupport
import Testing

/// `lotto draws`, `draws import` and `draws add`, run as a user runs them.
@Suite struct DrawsCommandTests {
    private let lotto = LottoExecutable()

    /// The default history of this sandbox: `$XDG_DATA_HOME/lotto/draws.jsonl`.
    private var historyPath: String { lotto.home.file("data/lotto/draws.jsonl") }
    private var historyBytes: Data? { FileManager.default.contents(atPath: historyPath) }

    private func importAllSamples() throws {
        for file in DrawSamples.all {
            let result = try lotto.run(["draws", "import", DrawSamples.path(file)])
            #expect(result.status == 0 && result.stderr.isEmpty, "\(file): \(result.stderr)")
        }
    }

    @Test func everySampleImportsAndIsListedOldestFirst() throws {
        let first = try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        #expect(first.status == 0 && first.stderr.isEmpty)
        #expect(
            first.stdout
                == "imported 300 draws from \(DrawSamples.path("kr645-dhlottery-1-300.jsonl")) (dhlottery JSON): "
                + "300 added, 0 updated, 0 replaced, 0 kept\n")
        try importAllSamples()
        let korea = try lotto.run(["draws", "--game", "kr645"])
        #expect(korea.lines.count == 350)
        #expect(korea.lines.first == "#1  2002-12-07  10 23 29 33 37 40 + 16")
        #expect(korea.lines.last == "#350  2009-08-15  1 8 18 24 29 33 + 35")
        let powerball = try lotto.run(["draws", "--game", "powerball", "--last", "1"])
        #expect(powerball.stdout == "2017-12-30  28 36 41 51 58 + 24  powerball\n")
        let all = try lotto.run(["draws", "--json"])
        #expect(all.lines.count == 300 + 50 + 234 + 122 + 99 + 104 + 2)
        let attributes = try FileManager.default.attributesOfItem(atPath: historyPath)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func importingTheSameFileTwiceAddsNothingAndWritesNothing() throws {
        let file = DrawSamples.path("euromillions-uk-2016-2017.csv")
        try lotto.run(["draws", "import", file])
        let before = try #require(historyBytes)
        let modified = try FileManager.default.attributesOfItem(atPath: historyPath)[.modificationDate] as? Date
        let again = try lotto.run(["draws", "import", file, "--json"])
        #expect(again.status == 0)
        #expect(
            again.stdout
                == #"{"added":0,"draws":104,"kept":104,"layouts":["National Lottery CSV"],"replaced":0,"source":"\#(file)","updated":0}"#
                + "\n")
        #expect(historyBytes == before)
        #expect(try FileManager.default.attributesOfItem(atPath: historyPath)[.modificationDate] as? Date == modified)
    }

    /// `lotto draws --format json` and `csv` import back into the same history, byte for byte.
    @Test(arguments: ["json", "csv"])
    func lottosOwnOutputRoundTripsByteForByte(format: String) throws {
        try importAllSamples()
        let listed = try lotto.run(["draws", "--format", format])
        #expect(listed.status == 0)
        let exported = lotto.home.file("exported.\(format)")
        try Data(listed.stdout.utf8).write(to: URL(fileURLWithPath: exported))
        let other = lotto.home.file("other.jsonl")
        let imported = try lotto.run(["draws", "import", exported, "--draws", other])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("(lotto \(format.uppercased())): 909 added"))
        #expect(try lotto.run(["draws", "--format", format, "--draws", other]).stdout == listed.stdout)
        #expect(FileManager.default.contents(atPath: other) == historyBytes)
    }

    @Test func aBadRecordIsRefusedNamingFileLineAndValueAndNothingIsImported() throws {
        try lotto.run(["draws", "import", DrawSamples.path("powerball-ny-2015-2017.csv")])
        let before = try #require(historyBytes)
        var rows = String(decoding: try DrawSamples.bytes("megamillions-ny-2017-2018.csv"), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
        rows[40] = rows[40].replacing(/,\d\d,/, with: ",26,")
        let file = lotto.home.file("mega.csv")
        try Data(rows.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: file))
        try lotto.run(["draws", "import", file]).expectFailure(65, naming: "\(file):41: 26 is out of range (1-25)")
        #expect(historyBytes == before)
        #expect(try lotto.run(["draws", "--game", "megamillions"]).stdout.isEmpty)
    }

    @Test func aDrawRecordedWithOtherNumbersIsRefusedUnlessReplaced() throws {
        try lotto.run(["draws", "add", "--date", "2002-12-07", "--round", "1", "1", "2", "3", "4", "5", "6", "+", "7"])
        let before = try #require(historyBytes)
        let file = DrawSamples.path("kr645-dhlottery-1-300.jsonl")
        try lotto.run(["draws", "import", file]).expectFailure(
            65,
            naming: "\(file):1: kr645 round 1 (2002-12-07) is recorded with numbers 1 2 3 4 5 6 + 7, "
                + "not 10 23 29 33 37 40 + 16 (--replace replaces it)")
        #expect(historyBytes == before)
        let replaced = try lotto.run(["draws", "import", file, "--replace"])
        #expect(replaced.stdout.hasSuffix("299 added, 0 updated, 1 replaced, 0 kept\n"))
        #expect(
            try lotto.run(["draws", "--last", "1", "--to", "1"]).stdout == "#1  2002-12-07  10 23 29 33 37 40 + 16\n")
    }

    @Test func aDrawTypedInTakesTheRoundOfItsDateAndTodaysDate() throws {
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-legacy-301-350.json")])
        // kr645's rounds are weeks from 2002-12-07: 2009-08-22 is round 351.
        let added = try lotto.run([
            "draws", "add", "--date", "2009-08-22", "1", "2", "3", "4", "5", "6", "+", "7", "--json",
        ])
        #expect(added.status == 0 && added.stderr.isEmpty, "\(added.stderr)")
        #expect(
            added.stdout
                == "[\n"
                + #"{"date":"2009-08-22","extra":[7],"game":"kr645","numbers":[1,2,3,4,5,6],"prizes":[],"round":351}"#
                + "\n]\n")
        // A game without a schedule: today, and the round after its last (none yet: 1).
        let custom = try lotto.run(["draws", "add", "--game", "6/49", "1", "2", "3", "4", "5", "6", "--json"])
        #expect(custom.stdout.contains(#"{"date":"\#(Self.todayUTC())","#) && custom.stdout.contains(#""round":1}"#))
        // A table game's first draw has no round (its publisher's number is not known); a date
        // after today is refused.
        let euro = try lotto.run([
            "draws", "add", "--game", "euromillions", "--date", "2016-09-27", "6", "9", "13", "39", "41", "+", "2",
            "12",
        ])
        #expect(euro.stdout == "2016-09-27  6 9 13 39 41 + 2 12  euromillions\n")
        try lotto.run(["draws", "add", "--date", "2999-01-01", "1", "2", "3", "4", "5", "6", "+", "7"])
            .expectFailure(65, naming: "is after today")
        // Under the rules of its date: 12 Lucky Stars only from 2016-09-24.
        try lotto.run([
            "draws", "add", "--game", "euromillions", "--date", "2016-09-23", "6", "9", "13", "39", "41", "+", "2",
            "12",
        ]).expectFailure(65, naming: "12 is out of range (1-11)")
    }

    /// `draws add` checks a draw by the rules of its date, warns when the date is not a draw
    /// day of the game's schedule then, and a conflict names the round recorded on the date.
    @Test func aDrawTypedInFollowsItsDate() throws {
        // The Mega Ball ran 1-25 until 2025-04-04; 1-24 since 2025-04-08.
        let old = try lotto.run([
            "draws", "add", "--game", "megamillions", "--date", "2025-04-04", "1", "2", "3", "4", "5", "+", "25",
        ])
        #expect(old.status == 0 && old.stderr.isEmpty, "\(old.stderr)")
        try lotto.run([
            "draws", "add", "--game", "megamillions", "--date", "2025-04-08", "1", "2", "3", "4", "5", "+", "25",
        ])
        .expectFailure(65, naming: "25 is out of range (1-24)")
        let tuesday = try lotto.run(["draws", "add", "--date", "2026-11-17", "1", "2", "3", "4", "5", "6", "+", "7"])
        #expect(tuesday.status == 0 && tuesday.stdout == "2026-11-17  1 2 3 4 5 6 + 7\n", "no round: not a draw day")
        #expect(
            tuesday.stderr
                == "lotto: warning: 2026-11-17 is a Tuesday, and kr645 is drawn on Saturdays then; recorded all the same\n"
        )
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        // A round and a date that disagree are refused before the history is read.
        try lotto.run(["draws", "add", "--date", "2002-12-07", "--round", "9", "1", "2", "3", "4", "5", "6", "+", "7"])
            .expectFailure(65, naming: "2002-12-07 is round 1's date, and round 9 is drawn on 2003-02-01")
    }

    /// `draws delete` removes one recorded draw, by round or date, and prints it; no such draw
    /// is exit 66 with nothing changed.
    @Test func oneRecordedDrawIsRemoved() throws {
        try lotto.run(["draws", "delete", "--round", "1"]).expectFailure(66, naming: "no kr645 draw of round 1")
        #expect(historyBytes == nil, "nothing made")
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        try lotto.run(["draws", "import", DrawSamples.path("powerball-ny-2015-2017.csv")])
        let byRound = try lotto.run(["draws", "delete", "--round", "2"])
        #expect(byRound.status == 0 && byRound.stdout == "#2  2002-12-14  9 13 21 25 32 42 + 2\n", "\(byRound.stderr)")
        let byDate = try lotto.run(["draws", "delete", "--game", "powerball", "--date", "2017-12-30", "--json"])
        #expect(byDate.stdout.contains(#""date":"2017-12-30","extra":[24],"game":"powerball""#))
        #expect(try lotto.run(["draws", "--game", "kr645"]).lines.count == 299)
        #expect(try lotto.run(["draws", "--game", "powerball", "--last", "1"]).stdout.contains("2017-12-27"))
        let before = try #require(historyBytes)
        try lotto.run(["draws", "delete", "--round", "2"]).expectFailure(66, naming: "no kr645 draw of round 2")
        try lotto.run(["draws", "delete", "--date", "2002-12-08"]).expectFailure(66, naming: "2002-12-08")
        try lotto.run(["draws", "delete"]).expectFailure(64, naming: "--round or --date")
        try lotto.run(["draws", "delete", "--round", "1", "--date", "2002-12-14"])
            .expectFailure(64, naming: "2002-12-14 is round 2's date")
        try lotto.run(["draws", "delete", "--round", "x"]).expectFailure(64, naming: "'x'")
        #expect(historyBytes == before)
    }

    @Test func standardInputImportsToo() throws {
        let text = String(decoding: try DrawSamples.bytes("powerball-ny-2015-2017.csv"), as: UTF8.self)
        let result = try lotto.run(["draws", "import", "-"], stdin: text)
        #expect(result.stdout.hasPrefix("imported 234 draws from standard input (New York Open Data CSV): 234 added"))
    }

    @Test func filesThatAreNotDrawResultsAreRefused() throws {
        // A file that is not there is missing input (66); one that cannot be read, an I/O error.
        try lotto.run(["draws", "import", lotto.home.file("missing.csv")])
            .expectFailure(66, naming: "missing.csv: No such file or directory")
        try FileManager.default.createSymbolicLink(
            atPath: lotto.home.file("dangling.csv"), withDestinationPath: lotto.home.file("nowhere.csv"))
        try lotto.run(["draws", "import", lotto.home.file("dangling.csv")]).expectFailure(66, naming: "dangling.csv")
        try lotto.run(["draws", "import", lotto.home.path]).expectFailure(74, naming: "a folder")
        try Data().write(to: URL(fileURLWithPath: lotto.home.file("empty.csv")))
        try lotto.run(["draws", "import", lotto.home.file("empty.csv")]).expectFailure(66, naming: "no draws in it")
        try lotto.run(["draws", "import", "-"], stdin: "a,b\n").expectFailure(65, naming: "unknown CSV header 'a,b'")
        try lotto.run(["draws", "import"]).expectFailure(64, naming: "give the file to import")
        try lotto.run(["draws", "import", ""]).expectFailure(64, naming: "names no file")
        try lotto.run(["draws", "imprt", "x"]).expectFailure(64, naming: "'draws imprt'")
        #expect(historyBytes == nil)
        #expect(!FileManager.default.fileExists(atPath: lotto.home.file("data/lotto")))
    }

    @Test func theHistoryIsFoundByOptionThenEnvironment() throws {
        let named = lotto.home.file("named.jsonl")
        try lotto.run([
            "draws", "add", "--draws", named, "--date", "2020-01-04", "1", "2", "3", "4", "5", "6", "+", "7",
        ])
        #expect(FileManager.default.fileExists(atPath: named) && historyBytes == nil)
        lotto.environment["LOTTO_DRAWS"] = named
        #expect(try lotto.run(["draws"]).stdout == "#892  2020-01-04  1 2 3 4 5 6 + 7\n")
        try lotto.run(["draws", "--from", "x"]).expectFailure(64, naming: "'x'")
        try lotto.run(["draws", "--last", "0"]).expectFailure(64, naming: "'0'")
    }

    /// A history file that is not lotto's is refused by every command, untouched.
    @Test func aForeignHistoryIsRefusedUntouched() throws {
        let foreign = Data("Draw Date,Winning Numbers,Multiplier\n".utf8)
        try FileManager.default.createDirectory(
            atPath: lotto.home.file("data/lotto"), withIntermediateDirectories: true)
        try foreign.write(to: URL(fileURLWithPath: historyPath))
        try lotto.run(["draws"]).expectFailure(65, naming: "not a lotto draw history")
        try lotto.run(["draws", "import", DrawSamples.path("powerball-ny-2015-2017.csv")])
            .expectFailure(65, naming: "not a lotto draw history")
        #expect(historyBytes == foreign)
        #expect(try FileManager.default.contentsOfDirectory(atPath: lotto.home.file("data/lotto")) == ["draws.jsonl"])
    }

    static func todayUTC() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter.string(from: Date())
    }
}
