import Foundation
import TestSupport
import Testing

/// `lotto check --summary` of three games, end to end, the clock fixed: the text lists only the
/// tiers won (`no prize` alone for a game that won nothing), `--all-tiers` every tier, JSON and
/// CSV every tier always; what was spent counts every ticket bought, those waiting for their
/// draw (to come, or held and not recorded) too, which are counted, not priced; the net is won
/// less spent, in the summary, its tables by month and its JSON and CSV alike.
@Suite struct CheckSummaryTiersTests {
    private let lotto = LottoExecutable()

    /// Before round 1252 (2026-11-28) is drawn.
    init() {
        lotto.clock = "2026-11-23 12:00:00"
    }

    /// kr645: #1 wins tier 2 in round 1 (143,934,100 won), #2 tier 4 in round 2 (100,800 won),
    /// 2,000 won a ticket then; #3 waits for round 1252 (1,000 won). Powerball, 2017-12-30: #4
    /// wins tier 9 ($4), #5 nothing, $2 each; #6 is for 2012-01-11 ($1), held long ago, not in
    /// the sample. EuroMillions (2.50 euros a ticket in 2016): #7 and #8 win nothing.
    private func saveThreeGames() throws {
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        try lotto.run(["draws", "import", DrawSamples.path("powerball-ny-2015-2017.csv")])
        try lotto.run(["draws", "import", DrawSamples.path("euromillions-uk-2016-2017.csv")])
        try lotto.saveEach([
            ["--draw", "1", "10", "16", "23", "29", "33", "37"],
            ["--draw", "2002-12-14", "9", "13", "21", "25", "1", "3"],
            ["--draw", "2026-11-28", "1", "2", "3", "4", "5", "6"],
            ["--game", "powerball", "--draw", "2017-12-30", "1", "2", "3", "4", "5", "+", "24"],
            ["--game", "powerball", "--draw", "2017-12-30", "1", "2", "3", "4", "5", "+", "1"],
            ["--game", "powerball", "--draw", "2012-01-11", "1", "2", "3", "4", "5", "+", "6"],
            ["--game", "euromillions", "--draw", "2016-10-04", "1", "2", "3", "4", "5", "+", "1", "2"],
            ["--game", "euromillions", "--draw", "2016-10-07", "1", "2", "3", "4", "5", "+", "1", "2"],
        ])
    }

    @Test func theTextListsTheTiersWonAndSpentCountsThePendingTickets() throws {
        try saveThreeGames()
        let text = try lotto.run(["check", "--summary"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(
            Array(text.lines.prefix(35)) == [
                "kr645 (South Korea Lotto 6/45)",
                "tier 2 (5+1): 1", "tier 4 (4): 1", "no prize: 0", "checked: 2", "pending: 1 ticket",
                // 2 x 2,000 won checked and the 1,000 won of the ticket waiting for round 1252.
                "spent: 5,000 KRW", "won: 144,034,900 KRW", "won after tax: 112,348,110 KRW",
                "unclaimed: 2 (144,034,900 KRW)", "net: 144,029,900 KRW", "no draw: 0",
                "powerball (US Powerball)",
                "tier 9 (0+1): 1", "no prize: 1", "checked: 2", "pending: 0 tickets",
                "drawn, not recorded: 1 ticket: lotto draws update",
                // 2 x $2 checked and the $1 of 2012-01-11, held but not recorded.
                "spent: 5.00 USD", "won: 4.00 USD",
                "won after tax: 4.00 USD (federal withholding only; state tax varies)", "unclaimed: 1 (4.00 USD)",
                "net: -1.00 USD", "no draw: 0",
                "euromillions (EuroMillions)",
                "no prize: 2", "checked: 2", "pending: 0 tickets", "spent: 5.00 EUR", "won: 0.00 EUR",
                "won after tax: 0.00 EUR", "net: -5.00 EUR", "no draw: 0",
                "won after tax, all games: 112,348,110 KRW, 4.00 USD",
                "prizes to claim, soonest deadline first:",
            ], "\(text.lines)")
        #expect(!text.lines.contains { $0.hasSuffix("): 0") && $0.hasPrefix("tier ") }, "no tier at 0")

        // --all-tiers: every tier, at 0 too, the rest the same.
        let all = try lotto.run(["check", "--summary", "--all-tiers"])
        #expect(all.status == 0, "\(all.stderr)")
        let tiers = all.lines.filter { $0.hasPrefix("tier ") }
        #expect(tiers.count == 5 + 9 + 13, "\(tiers)")
        #expect(
            Array(tiers.prefix(5)) == [
                "tier 1 (6): 0", "tier 2 (5+1): 1", "tier 3 (5): 0", "tier 4 (4): 1", "tier 5 (3): 0",
            ])
        #expect(tiers.last == "tier 13 (2): 0")
        #expect(all.lines.filter { !$0.hasPrefix("tier ") } == text.lines.filter { !$0.hasPrefix("tier ") })
        #expect(Set(text.lines.filter { $0.hasPrefix("tier ") }).isSubset(of: Set(tiers)))

        // The check's own summary, after the tickets, likewise.
        let check = try lotto.run(["check", "--game", "euromillions"]).lines
        #expect(Array(check.dropFirst(2).prefix(2)) == ["euromillions (EuroMillions)", "no prize: 2"], "\(check)")
        let checkAll = try lotto.run(["check", "--game", "euromillions", "--all-tiers"]).lines
        #expect(checkAll.contains("tier 1 (5+2): 0") && checkAll.contains("tier 13 (2): 0"), "\(checkAll)")
    }

    @Test func jsonAndCSVGiveEveryTierAndTheSameSpentAndNet() throws {
        try saveThreeGames()
        struct Tier: Decodable, Equatable {
            let rule: String
            let tier: Int?
            let winners: Int
        }
        struct Part: Decodable {
            let game: String
            let pending: Int
            let pendingCost: Decimal?
            let spent: Decimal?
            let won: Decimal?
            let net: Decimal?
            let tiers: [Tier]
        }
        let json = try lotto.run(["check", "--summary", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let parts = try JSONDecoder().decode([Part].self, from: Data(json.stdout.utf8))
        #expect(parts.map(\.game) == ["kr645", "powerball", "euromillions"])
        #expect(
            parts[0].tiers == [
                Tier(rule: "6", tier: 1, winners: 0), Tier(rule: "5+1", tier: 2, winners: 1),
                Tier(rule: "5", tier: 3, winners: 0), Tier(rule: "4", tier: 4, winners: 1),
                Tier(rule: "3", tier: 5, winners: 0),
            ])
        #expect(parts[1].tiers.map(\.winners) == [0, 0, 0, 0, 0, 0, 0, 0, 1])
        #expect(parts[2].tiers.count == 13 && parts[2].tiers.allSatisfy { $0.winners == 0 })
        #expect(parts.map(\.pending) == [1, 1, 0])
        #expect(parts.map(\.pendingCost) == [1000, 1, 0])
        #expect(parts.map(\.spent) == [5000, 5, 5], "the pending tickets' cost is in what was spent")
        #expect(parts.map(\.won) == [144_034_900, 4, 0])
        for part in parts {
            #expect(part.net == part.won.flatMap { won in part.spent.map { won - $0 } }, "\(part.game)")
        }

        let csv = try lotto.run(["check", "--summary", "--csv"]).lines
        #expect(csv.first?.hasSuffix(",notRecorded,notRecordedCost,tiers") == true, "\(csv)")
        #expect(
            Array(csv.dropFirst()) == [
                "2,KRW,kr645,144029900,0,1,1000,5000,0,144034900,0,112348110,0,2,2003-12-08,2,144034900,0,0,0 1 0 1 0",
                "2,USD,powerball,-1.00,0,1,1.00,5.00,0,4.00,0,4.00,0,1,,1,4.00,1,1.00,0 0 0 0 0 0 0 0 1",
                "2,EUR,euromillions,-5.00,0,0,0.00,5.00,0,0.00,0,0.00,0,0,,0,0.00,0,0.00,0 0 0 0 0 0 0 0 0 0 0 0 0",
            ], "\(csv)")
    }

    /// By month, the pending tickets' cost lands in their draws' months' spent, and the column
    /// `pending` counts them; the total is the summary's.
    @Test func theTablesByMonthCountThePendingInSpentAndNet() throws {
        try saveThreeGames()
        let text = try lotto.run(["check", "--summary", "--by", "month", "--game", "kr645"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(
            Array(text.lines.prefix(5)) == [
                "kr645 (South Korea Lotto 6/45)",
                "month        spent              won              net  pending",
                "2002-12  4,000 KRW  144,034,900 KRW  144,030,900 KRW        0",
                "2026-11  1,000 KRW            0 KRW       -1,000 KRW        1",
                "total    5,000 KRW  144,034,900 KRW  144,029,900 KRW        1",
            ], "\(text.lines)")
        let november = try lotto.run(["check", "--summary", "--since", "2026-11-01", "--game", "kr645"]).lines
        #expect(
            Array(november.prefix(7)) == [
                "kr645 (South Korea Lotto 6/45)", "no prize: 0", "checked: 0", "pending: 1 ticket",
                "spent: 1,000 KRW", "won: 0 KRW", "won after tax: 0 KRW",
            ], "\(november)")
        #expect(november.contains("net: -1,000 KRW"))
    }
}
