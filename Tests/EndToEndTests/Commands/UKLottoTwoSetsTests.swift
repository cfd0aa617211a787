import Foundation
import TestSupport
import Testing

/// UK Lotto from 2026-06-10, end to end: two sets of balls a draw, typed in with the second after
/// a '/', shown by `draws` in every format, read back by `draws import`; a line checked against
/// each set with its own result and prize (5 pays 1,000, 4 50, 3 10, 2 1 pound), its price
/// counted once; backtest and stats counting both sets.
@Suite struct UKLottoTwoSetsTests {
    private let lotto = LottoExecutable()

    private static let twoSets = [
        "1", "2", "3", "4", "5", "6", "+", "7", "/", "11", "12", "13", "14", "15", "16", "+", "17",
    ]

    private func addDraw(date: String = "2026-06-10") throws {
        let added = try lotto.run(
            ["draws", "add", "--game", "uk-lotto", "--date", date, "--round", "3179"] + Self.twoSets)
        #expect(added.status == 0 && added.stderr.isEmpty, "\(added.stderr)")
        #expect(added.stdout == "#3179  \(date)  1 2 3 4 5 6 + 7 / 11 12 13 14 15 16 + 17  uk-lotto\n")
    }

    /// Three lines: 5 in set 1 only, 4 in set 2 only, 3 in each; and one that wins nothing.
    private func saveLines() throws {
        try lotto.saveEach([
            ["--game", "uk-lotto", "--draw", "2026-06-10", "1", "2", "3", "4", "5", "40"],
            ["--game", "uk-lotto", "--draw", "2026-06-10", "11", "12", "13", "14", "50", "51"],
            ["--game", "uk-lotto", "--draw", "2026-06-10", "1", "2", "3", "11", "12", "13"],
            ["--game", "uk-lotto", "--draw", "2026-06-10", "30", "31", "32", "33", "34", "35"],
        ])
    }

    @Test func aSecondSetIsRefusedBeforeItsEraAndNeededInIt() throws {
        try addDraw()
        let before = try Data(contentsOf: URL(fileURLWithPath: lotto.historyPath))
        let early = try lotto.run(["draws", "add", "--game", "uk-lotto", "--date", "2026-06-06"] + Self.twoSets)
        #expect(early.status == 65 && early.stdout.isEmpty)
        #expect(
            early.stderr
                == "lotto: error: uk-lotto drew one set of balls on 2026-06-06, two a draw from 2026-06-10: no second "
                + "set before\n")
        let oneSet = try lotto.run(
            ["draws", "add", "--game", "uk-lotto", "--date", "2026-06-13"] + Self.twoSets.prefix(8))
        #expect(oneSet.status == 65 && oneSet.stderr.contains("give the second after a '/'"), "\(oneSet.stderr)")
        let badSecond = try lotto.run(
            ["draws", "add", "--game", "uk-lotto", "--date", "2026-06-13"] + Self.twoSets.prefix(9) + ["1", "2"])
        #expect(badSecond.status == 65 && badSecond.stderr.contains("second set: "), "\(badSecond.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: lotto.historyPath)) == before, "the history is unchanged")
    }

    @Test func drawsShowsBothSetsAndImportReadsThemBack() throws {
        try addDraw()
        let json = try lotto.run(["draws", "--game", "uk-lotto", "--json"])
        #expect(
            json.lines[1]
                == #"{"date":"2026-06-10","extra":[7],"game":"uk-lotto","numbers":[1,2,3,4,5,6],"prizes":[],"round":3179,"#
                + #""second":{"extra":[17],"numbers":[11,12,13,14,15,16]}}"#)
        let csv = try lotto.run(["draws", "--game", "uk-lotto", "--csv"])
        #expect(
            csv.lines == [
                "date,extra,game,numbers,prizes,round,multiplier,second",
                "2026-06-10,7,uk-lotto,1 2 3 4 5 6,,3179,,11 12 13 14 15 16 + 17",
            ])
        // Each form, imported into a history of its own, gives the same draw back.
        for (name, text) in [("draws.json", json.stdout), ("draws.csv", csv.stdout)] {
            try lotto.home.write(text, to: name)
            let history = lotto.home.file("again-\(name).jsonl")
            let imported = try lotto.run(["draws", "import", lotto.home.file(name), "--draws", history])
            #expect(imported.status == 0, "\(imported.stderr)")
            let shown = try lotto.run(["draws", "--game", "uk-lotto", "--json", "--draws", history])
            #expect(shown.stdout == json.stdout, "\(name)")
        }
        // A two-set record dated before the era is refused by the importer too.
        try lotto.home.write(
            csv.stdout.replacingOccurrences(of: "2026-06-10", with: "2026-06-06"), to: "early.csv")
        let early = try lotto.run([
            "draws", "import", lotto.home.file("early.csv"), "--draws", lotto.home.file("e.jsonl"),
        ])
        #expect(early.status == 65 && early.stderr.contains("no second set before"), "\(early.stderr)")
    }

    /// What follows a prize of the draw of 2026-06-10: no tax, 180 days to claim it.
    private static func claim(_ pounds: Int) -> String {
        "  after tax \(pounds == 1_000 ? "1,000" : String(pounds)).00 GBP  claim by 2026-12-07"
    }

    @Test func aLineIsCheckedAgainstEachSet() throws {
        try addDraw()
        try saveLines()
        let text = try lotto.run(["check"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(
            Array(text.lines.prefix(8)) == [
                "#1  1 2 3 4 5 40  uk-lotto  draw 2026-06-10  set 1  matched 1 2 3 4 5  tier 3  prize 1,000.00 GBP"
                    + Self.claim(1_000),
                "#1  1 2 3 4 5 40  uk-lotto  draw 2026-06-10  set 2  matched none  no prize",
                "#2  11 12 13 14 50 51  uk-lotto  draw 2026-06-10  set 1  matched none  no prize",
                "#2  11 12 13 14 50 51  uk-lotto  draw 2026-06-10  set 2  matched 11 12 13 14  tier 4  prize 50.00 GBP"
                    + Self.claim(50),
                "#3  1 2 3 11 12 13  uk-lotto  draw 2026-06-10  set 1  matched 1 2 3  tier 5  prize 10.00 GBP"
                    + Self.claim(10),
                "#3  1 2 3 11 12 13  uk-lotto  draw 2026-06-10  set 2  matched 11 12 13  tier 5  prize 10.00 GBP"
                    + Self.claim(10),
                "#4  30 31 32 33 34 35  uk-lotto  draw 2026-06-10  set 1  matched none  no prize",
                "#4  30 31 32 33 34 35  uk-lotto  draw 2026-06-10  set 2  matched none  no prize",
            ], "\(text.stdout)")
        // Every prize counted, each line's 2.00 once.
        for line in [
            "tier 3 (5): 1", "tier 4 (4): 1", "tier 5 (3): 2", "checked: 8", "spent: 8.00 GBP", "won: 1,070.00 GBP",
        ] {
            #expect(text.lines.contains(line), "\(line) in \(text.stdout)")
        }
        let json = try lotto.run(["check", "--json"])
        let objects = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]], "\(json.stdout)")
        #expect(objects.map { $0["set"] as? Int } == [1, 2, 1, 2, 1, 2, 1, 2])
        #expect(objects.map { $0["prize"] as? Double } == [1000, 0, 0, 50, 10, 10, 0, 0])
        let csv = try lotto.run(["check", "--csv"]).lines
        #expect(csv[0].hasSuffix(",tier,prize,status,freePlay,set,afterTax,taxNote,claimBy,claimNote,drawn"))
        #expect(
            csv[1].hasSuffix(",3,1000.00,checked,false,1,1000.00,,2026-12-07,,true")
                && csv[4].hasSuffix(",4,50.00,checked,false,2,50.00,,2026-12-07,,true"), "\(csv)")
        // Against the one draw named, the same results, after the draw's two sets.
        let named = try lotto.run(["check", "--game", "uk-lotto", "--round", "3179"])
        #expect(named.lines.first == "uk-lotto round 3179 (2026-06-10): 1 2 3 4 5 6 + 7 / 11 12 13 14 15 16 + 17")
        #expect(
            named.lines[4] == "#2  11 12 13 14 50 51  set 2  matched 11 12 13 14  tier 4  prize 50.00 GBP"
                + Self.claim(50))
    }

    @Test func aMatchOfTwoPaysAPoundInEachSet() throws {
        try addDraw()
        try lotto.saveEach([["--game", "uk-lotto", "--draw", "2026-06-10", "1", "2", "11", "12", "40", "41"]])
        let text = try lotto.run(["check"])
        #expect(text.lines[0].hasSuffix("set 1  matched 1 2  tier 6  prize 1.00 GBP" + Self.claim(1)), "\(text.stdout)")
        #expect(
            text.lines[1].hasSuffix("set 2  matched 11 12  tier 6  prize 1.00 GBP" + Self.claim(1)), "\(text.stdout)")
        #expect(text.lines.contains("won: 2.00 GBP") && text.lines.contains("spent: 2.00 GBP"), "\(text.stdout)")
    }

    @Test func backtestAndStatsCountBothSets() throws {
        try addDraw()
        try saveLines()
        let backtest = try lotto.run(["backtest", "--game", "uk-lotto", "1", "2", "3", "4"])
        #expect(backtest.status == 0, "\(backtest.stderr)")
        #expect(backtest.lines.contains("#3  1 2 3 11 12 13  tier 5: 2  won 20.00 GBP"), "\(backtest.stdout)")
        #expect(backtest.lines.contains("#2  11 12 13 14 50 51  tier 4: 1  won 50.00 GBP"), "\(backtest.stdout)")
        #expect(backtest.lines.contains("spent: 8.00 GBP") && backtest.lines.contains("won: 1,070.00 GBP"))
        let stats = try lotto.run(["draws", "stats", "--game", "uk-lotto", "--json"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any], "\(stats.stdout)")
        let main = try #require(object["numbers"] as? [[String: Any]])
        let extra = try #require(object["extra"] as? [[String: Any]])
        let drawn = Set(main.filter { $0["count"] as? Int == 1 }.compactMap { $0["number"] as? Int })
        #expect(drawn == [1, 2, 3, 4, 5, 6, 11, 12, 13, 14, 15, 16])
        #expect(Set(extra.filter { $0["count"] as? Int == 1 }.compactMap { $0["number"] as? Int }) == [7, 17])
    }

    @Test func gamesListsTheEra() throws {
        let text = try lotto.run(["games"]).stdout
        #expect(
            text.contains(
                "fixed prizes (GBP): tier 2 1,000,000.00, tier 3 1,000.00, tier 4 50.00, tier 5 10.00, tier 6 1.00\n"),
            "\(text)")
        #expect(
            text.contains(
                "2 sets of balls a draw from 2026-06-10: a play plays each, each paying its fixed prizes; one jackpot "
                    + "shared by every set's winners"), "\(text)")
    }
}
