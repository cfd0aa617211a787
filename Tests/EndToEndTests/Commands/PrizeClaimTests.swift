import Foundation
import TestSupport
import Testing

/// Issue 50, items 4 and 5: each prize `check` prints says the last day to claim it and what is
/// left after the tax withheld, in text, JSON and CSV; `check --summary` adds what was won after
/// tax and lists the prizes to claim, soonest deadline first.
@Suite struct PrizeClaimTests {
    private let lotto = LottoExecutable()

    /// Before the deadlines of 2026 and after those of 2003 and July 2025.
    init() {
        lotto.clock = "2025-12-01 12:00:00"
    }

    private func add(_ arguments: [String]) throws {
        let added = try lotto.run(["draws", "add"] + arguments)
        #expect(added.status == 0 && added.stderr.isEmpty, "\(added.stderr)")
    }

    /// kr645 round 1 from dhlottery's sample (2002: taxed above 50,000 won) and two draws typed
    /// in after 2023 (none up to 2,000,000 won); Powerball's $50,000 typed in; a UK Lotto win.
    private func saveWinners() throws {
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        try add(["--date", "2025-01-04", "1", "2", "3", "4", "5", "6", "+", "7", "--prize", "3=1500000"])
        try add(["--date", "2025-01-11", "1", "2", "3", "4", "5", "6", "+", "7", "--prize", "3=2000001"])
        try add([
            "--game", "powerball", "--date", "2025-01-04", "1", "2", "3", "4", "5", "+", "6", "--prize", "3=50000",
        ])
        try add(["--game", "uk-lotto", "--date", "2025-01-04", "1", "2", "3", "4", "5", "6", "+", "7"])
        try lotto.saveEach([
            ["--draw", "1", "10", "23", "29", "33", "37", "41"],  // round 1, tier 3: 5,140,500 won
            ["--draw", "2025-01-04", "1", "2", "3", "4", "5", "10"],  // tier 3: 1,500,000 won
            ["--draw", "2025-01-04", "1", "2", "3", "4", "10", "11"],  // tier 4: 50,000 won
            ["--draw", "2025-01-11", "1", "2", "3", "4", "5", "10"],  // tier 3: 2,000,001 won
            ["--game", "powerball", "--draw", "2025-01-04", "1", "2", "3", "4", "9", "+", "6"],  // 4+PB
            ["--game", "uk-lotto", "--draw", "2025-01-04", "1", "2", "3", "10", "11", "12"],  // 3: 30 pounds
        ])
    }

    private static let lines = [
        "#1  10 23 29 33 37 41  draw 2002-12-07 (round 1)  matched 10 23 29 33 37  tier 3  prize 5,140,500 KRW"
            + "  after tax 4,010,030 KRW  claim by 2003-12-08",
        "#2  1 2 3 4 5 10  draw 2025-01-04 (round 1153)  matched 1 2 3 4 5  tier 3  prize 1,500,000 KRW"
            + "  after tax 1,500,000 KRW  claim by 2026-01-05",
        "#3  1 2 3 4 10 11  draw 2025-01-04 (round 1153)  matched 1 2 3 4  tier 4  prize 50,000 KRW"
            + "  after tax 50,000 KRW  claim by 2026-01-05",
        "#4  1 2 3 4 5 10  draw 2025-01-11 (round 1154)  matched 1 2 3 4 5  tier 3  prize 2,000,001 KRW"
            + "  after tax 1,560,221 KRW  claim by 2026-01-12",
        "#5  1 2 3 4 9 + 6  powerball  draw 2025-01-04  matched 1 2 3 4 + 6  tier 3  prize 50,000.00 USD"
            + "  after tax 38,000.48 USD (federal withholding only; state tax varies)  claim deadline set by the state",
        "#6  1 2 3 10 11 12  uk-lotto  draw 2025-01-04  matched 1 2 3  tier 5  prize 30.00 GBP"
            + "  after tax 30.00 GBP  claim by 2025-07-03",
    ]

    @Test func eachPrizeSaysItsDeadlineAndWhatIsLeftAfterTax() throws {
        try saveWinners()
        let text = try lotto.run(["check", "--winners"])
        #expect(text.status == 0 && text.stderr.isEmpty, "\(text.stderr)")
        #expect(Array(text.lines.prefix(6)) == Self.lines, "\(text.stdout)")
        // The games' summaries, each with what was won after tax, then a total in each money.
        #expect(text.lines.contains("won after tax: 7,120,251 KRW"), "\(text.stdout)")
        #expect(
            text.lines.contains("won after tax: 38,000.48 USD (federal withholding only; state tax varies)"),
            "\(text.stdout)")
        #expect(text.lines.contains("won after tax: 30.00 GBP"), "\(text.stdout)")
        #expect(text.lines.last == "won after tax, all games: 7,120,251 KRW, 38,000.48 USD, 30.00 GBP")

        struct Checked: Decodable {
            let id: Int
            let afterTax: Double?
            let taxNote: String?
            let claimBy: String?
            let claimNote: String?
        }
        let json = try lotto.run(["check", "--json"])
        let records = try JSONDecoder().decode([Checked].self, from: Data(json.stdout.utf8))
        #expect(records.map(\.afterTax) == [4_010_030, 1_500_000, 50_000, 1_560_221, 38_000.48, 30])
        #expect(records.map(\.claimBy) == ["2003-12-08", "2026-01-05", "2026-01-05", "2026-01-12", nil, "2025-07-03"])
        #expect(records.map(\.claimNote) == [nil, nil, nil, nil, "set by the state", nil])
        #expect(records.map(\.taxNote) == [nil, nil, nil, nil, "federal withholding only; state tax varies", nil])
        #expect(json.stdout.contains(#""afterTax":38000.48,"claimBy":null,"claimNote":"set by the state","#))

        let csv = try lotto.run(["check", "--csv"]).lines
        #expect(csv[0].hasSuffix(",status,freePlay,set,afterTax,taxNote,claimBy,claimNote,drawn"), "\(csv[0])")
        #expect(csv[4].hasSuffix(",3,2000001,checked,false,,1560221,,2026-01-12,,true"), "\(csv[4])")
        #expect(
            csv[5].hasSuffix(
                ",3,50000.00,checked,false,,38000.48,federal withholding only; state tax varies,,set by the state,true"),
            "\(csv[5])")
    }

    @Test func theSummaryListsThePrizesToClaimSoonestFirst() throws {
        try saveWinners()
        let text = try lotto.run(["check", "--summary"])
        #expect(text.status == 0 && text.stderr.isEmpty, "\(text.stderr)")
        let list = Array(text.lines.drop { $0 != "prizes to claim, soonest deadline first:" })
        #expect(
            list == [
                "prizes to claim, soonest deadline first:",
                "#2  kr645  draw 2025-01-04  tier 3  prize 1,500,000 KRW  after tax 1,500,000 KRW  claim by 2026-01-05",
                "#3  kr645  draw 2025-01-04  tier 4  prize 50,000 KRW  after tax 50,000 KRW  claim by 2026-01-05",
                "#4  kr645  draw 2025-01-11  tier 3  prize 2,000,001 KRW  after tax 1,560,221 KRW  claim by 2026-01-12",
                "#5  powerball  draw 2025-01-04  tier 3  prize 50,000.00 USD  after tax 38,000.48 USD"
                    + " (federal withholding only; state tax varies)  claim deadline set by the state",
                // Too late to claim, by the clock: last, soonest first, and said so.
                "#1  kr645  draw 2002-12-07  tier 3  prize 5,140,500 KRW  after tax 4,010,030 KRW  claim by 2003-12-08"
                    + " (passed)",
                "#6  uk-lotto  draw 2025-01-04  tier 5  prize 30.00 GBP  after tax 30.00 GBP  claim by 2025-07-03 (passed)",
            ], "\(text.stdout)")
        #expect(text.lines.contains("won after tax: 7,120,251 KRW"))

        let json = try lotto.run(["check", "--summary", "--json"])
        let games = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]], "\(json.stdout)")
        let korean = try #require(games.first { $0["game"] as? String == "kr645" })
        #expect(korean["wonAfterTax"] as? Int == 7_120_251 && korean["afterTaxUnknown"] as? Int == 0)
        let prizes = try #require(korean["prizesToClaim"] as? [[String: Any]])
        #expect(prizes.map { $0["id"] as? Int } == [2, 3, 4, 1], "the one passed last")
        #expect(prizes.map { $0["claimBy"] as? String } == ["2026-01-05", "2026-01-05", "2026-01-12", "2003-12-08"])
        let csv = try lotto.run(["check", "--summary", "--csv"]).lines
        #expect(
            csv[0].hasSuffix(
                ",freePlays,wonAfterTax,afterTaxUnknown,prizesToClaim,nextClaimBy,unclaimed,unclaimedWon,notRecorded,"
                    + "notRecordedCost,tiers"),
            "\(csv[0])")
        #expect(csv.contains { $0.contains(",kr645,") && $0.contains(",7120251,0,4,2026-01-05,4,") }, "\(csv)")
    }

    /// Over many wins the text lists ten and says how many more; JSON gives them all.
    @Test func aLongListOfPrizesStaysAScreen() throws {
        try add(["--game", "uk-lotto", "--date", "2025-01-04", "1", "2", "3", "4", "5", "6", "+", "7"])
        try lotto.saveEach(
            (0..<12).map { ["--game", "uk-lotto", "--draw", "2025-01-04", "1", "2", "3", "\(20 + $0)", "40", "50"] })
        let text = try lotto.run(["check", "--summary"])
        #expect(text.status == 0, "\(text.stderr)")
        let list = Array(text.lines.drop { $0 != "prizes to claim, soonest deadline first:" })
        #expect(list.count == 12 && list.last == "and 2 more (all in --json)", "\(list)")
        let json = try lotto.run(["check", "--summary", "--json"])
        #expect(json.stdout.components(separatedBy: #""claimBy":"2025-07-03""#).count == 13, "\(json.stdout)")
    }
}
