import Foundation
import TestSupport
import Testing

/// `lotto check`'s summary at its edges, end to end, the clock fixed: `--new` prices only the
/// results it shows; a custom game's prize has no known amount after tax; `--all-tiers` is
/// refused where there are no tier lines; `--draw` is taken for `--round` or `--date`; the
/// help and docs/commands.md say what the summary's JSON really holds.
@Suite struct CheckSummaryEdgeTests {
    private let lotto: LottoExecutable = {
        let lotto = LottoExecutable()
        lotto.clock = "2026-11-30 12:00:00"
        return lotto
    }()

    /// Ten draws waiting (10,000 won) are counted at every `--new`, never priced again: the
    /// summary's spent and net are those of the one result shown (round 1, 2,000 won then).
    @Test func newPricesOnlyTheResultsItShows() throws {
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        try lotto.saveEach([["1", "2", "3", "4", "5", "6", "--multi-draw", "10"]])
        let waiting = try lotto.run(["check", "--new"])
        #expect(waiting.status == 0 && waiting.stdout.isEmpty, "nothing settled: \(waiting)")
        try lotto.saveEach([["10", "23", "29", "33", "37", "40", "--draw", "1"]])
        let shown = try lotto.run(["check", "--new"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.lines.filter { $0.hasPrefix("#") }.count == 1, "\(shown.stdout)")
        #expect(shown.lines.contains("pending: 10 tickets"), "\(shown.stdout)")
        #expect(shown.lines.contains("spent: 2,000 KRW"), "\(shown.stdout)")
        #expect(shown.lines.contains("net: -2,000 KRW (not counting 1 prize unknown)"), "\(shown.stdout)")
        // The whole summary still counts every ticket bought, the waiting too.
        let summary = try lotto.run(["check", "--summary"])
        #expect(summary.lines.contains("spent: 12,000 KRW"), "\(summary.stdout)")
    }

    /// lotto knows no custom game's tax: a prize won, known or not, is unknown after tax.
    @Test(arguments: [true, false])
    func aCustomGamesPrizeIsUnknownAfterTax(_ prizeGiven: Bool) throws {
        let prize = prizeGiven ? ["--prize", "1=100"] : []
        let added = try lotto.run(
            ["draws", "add", "--game", "6/49", "1", "2", "3", "4", "5", "6", "--date", "2026-11-20"] + prize)
        #expect(added.status == 0, "\(added.stderr)")
        try lotto.saveEach([["--game", "6/49", "1", "2", "3", "4", "5", "6", "--draw", "2026-11-20"]])
        let text = try lotto.run(["check", "--summary"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.lines.contains(prizeGiven ? "won: 100.00" : "won: 0.00 and 1 prize unknown"), "\(text.stdout)")
        #expect(text.lines.contains("won after tax: 0.00 and 1 unknown"), "\(text.stdout)")
        let json = try lotto.run(["check", "--summary", "--json"]).stdout
        #expect(json.contains(#""afterTaxUnknown":1,"#) && json.contains(#""wonAfterTax":0.00}"#), "\(json)")
    }

    /// JSON and CSV list every tier, and a --by table none: `--all-tiers` there is refused,
    /// never ignored, in one line naming it.
    @Test(arguments: [
        ["--summary", "--json"], ["--summary", "--csv"], ["--summary", "--format", "json"], ["--json"],
        ["--summary", "--by", "month"], ["--summary", "--by", "year", "--csv"],
    ])
    func allTiersWhereNoTierLinesAreIsAUsageError(_ words: [String]) throws {
        try lotto.saveEach([["1", "2", "3", "4", "5", "6", "--draw", "2026-11-28"]])
        let refused = try lotto.run(["check", "--all-tiers"] + words)
        refused.expectFailure(64, naming: "--all-tiers")
        #expect(refused.stdout.isEmpty && refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
        #expect(try lotto.run(["check", "--summary", "--all-tiers"]).status == 0)
    }

    @Test func drawOnCheckIsTakenForRoundOrDate() throws {
        let result = try lotto.run(["check", "--draw", "1"])
        result.expectFailure(64, naming: "'--draw': did you mean --round N or --date DATE?")
        #expect(!result.stderr.contains("--draws"), "\(result.stderr)")
    }

    @Test func theHelpNamesEveryKeyOfTheSummarysJSON() throws {
        let words = try lotto.run(["check", "--help"]).stdout.split(whereSeparator: \.isWhitespace)
        let help = words.joined(separator: " ")
        #expect(help.contains(#""taxNote", "tiers", "unclaimed""#), "\(help)")
    }

    /// docs/commands.md's `--summary --by month` example, text and JSON, is what lotto prints:
    /// kr645 wins tier 4 in October (50,000 won) and tier 5 in November (5,000 won); a Powerball
    /// ticket waits for tonight's draw.
    @Test func theDocumentedSummaryByMonthIsTheRealOutput() throws {
        try lotto.run(["draws", "add", "--date", "2026-10-31", "1", "2", "3", "4", "20", "21", "+", "22"])
        try lotto.run(["draws", "add", "--date", "2026-11-28", "1", "2", "3", "30", "31", "32", "+", "33"])
        let tickets = [
            ("2026-10-31", "1 2 3 4 5 6"), ("2026-10-31", "10 11 12 13 14 15"), ("2026-11-28", "1 2 3 40 41 42"),
            ("2026-11-28", "10 11 12 13 14 15"), ("2026-11-28", "16 17 18 19 23 24"),
            ("2026-11-28", "25 26 27 28 29 34"),
        ]
        try lotto.saveEach(
            tickets.map { ["--draw", $0.0] + $0.1.split(separator: " ").map(String.init) }
                + [["--game", "powerball", "--draw", "2026-11-30", "1", "2", "3", "4", "5", "+", "6"]])
        let docs = try String(
            contentsOf: DocumentedExamplesTests.root.appendingPathComponent("docs/commands.md"), encoding: .utf8)
        let lines = docs.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { $0 == " " } }
        for command in ["check --summary --by month", "check --summary --by month --json"] {
            let start = try #require(lines.firstIndex { $0 == "$ lotto \(command)" }) + 1
            let shown = lines[start...].prefix { !$0.hasPrefix("$ ") && !$0.hasPrefix("```") }.map(String.init)
            let real = try lotto.run(command.split(separator: " ").map(String.init))
            #expect(real.status == 0, "\(real.stderr)")
            #expect(real.lines == shown, "\(command)")
        }
    }
}
