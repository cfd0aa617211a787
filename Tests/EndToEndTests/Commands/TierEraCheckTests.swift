import Foundation
import TestSupport
import Testing

/// EuroMillions tickets checked against recorded draws of three eras (the UK samples of
/// 2004-2005 and 2016-2017): each by the tiers of its draw's day, numbered as that era numbered
/// them, and the summary counting each win under today's tier of the same rule. Until
/// 2011-05-09 there were 12 tiers, 2 won nothing and 3+1 ranked above 2+2; until 2016-09-23, 4
/// ranked above 3+2.
@Suite struct TierEraCheckTests {
    /// What follows a EuroMillions prize: neither its tax nor its deadline is one rule.
    private static let europe = "  tax set by the country  claim deadline set by the country"

    private let lotto = LottoExecutable()

    /// Each ticket, its draw and what it matches: 2005-12-30 drew 8 16 19 43 45 + 1 4,
    /// 2016-09-23 14 16 39 42 49 + 3 9, 2016-09-27 6 9 13 39 41 + 2 12.
    private static let tickets: [(draw: String, numbers: String)] = [
        ("2005-12-30", "8 16 1 2 3 + 2 3"),  // 2: no prize then
        ("2005-12-30", "8 16 19 1 2 + 1 2"),  // 3+1: tier 8 then
        ("2005-12-30", "8 16 1 2 3 + 1 4"),  // 2+2: tier 9 then
        ("2016-09-23", "14 16 39 42 1 + 1 2"),  // 4: tier 6 then
        ("2016-09-23", "14 16 39 1 2 + 3 9"),  // 3+2: tier 7 then
        ("2016-09-27", "6 9 13 39 1 + 1 3"),  // 4: tier 7
        ("2016-09-27", "6 9 13 1 2 + 2 12"),  // 3+2: tier 6
        ("2016-09-27", "6 9 1 2 3 + 1 3"),  // 2: tier 13
    ]

    private func saveAndImport() throws {
        try lotto.saveEach(
            Self.tickets.map {
                ["--game", "euromillions", "--draw", $0.draw] + $0.numbers.split(separator: " ").map(String.init)
            })
        for sample in ["euromillions-uk-2004-2005.csv", "euromillions-uk-2016-2017.csv"] {
            let imported = try lotto.run(["draws", "import", DrawSamples.path(sample)])
            #expect(imported.status == 0, "\(imported.stderr)")
        }
    }

    @Test func eachTicketHasItsErasTierAndTheSummaryCountsThemByRule() throws {
        try saveAndImport()
        let text = try lotto.run(["check"])
        #expect(text.status == 0 && text.stderr.isEmpty, "\(text.stderr)")
        #expect(
            text.lines == [
                "#1  1 2 3 8 16 + 2 3  euromillions  draw 2005-12-30  matched 8 16  no prize",
                "#2  1 2 8 16 19 + 1 2  euromillions  draw 2005-12-30  matched 8 16 19 + 1  tier 8  prize unknown"
                    + Self.europe,
                "#3  1 2 3 8 16 + 1 4  euromillions  draw 2005-12-30  matched 8 16 + 1 4  tier 9  prize unknown"
                    + Self.europe,
                "#4  1 14 16 39 42 + 1 2  euromillions  draw 2016-09-23  matched 14 16 39 42  tier 6  prize unknown"
                    + Self.europe,
                "#5  1 2 14 16 39 + 3 9  euromillions  draw 2016-09-23  matched 14 16 39 + 3 9  tier 7  prize unknown"
                    + Self.europe,
                "#6  1 6 9 13 39 + 1 3  euromillions  draw 2016-09-27  matched 6 9 13 39  tier 7  prize unknown"
                    + Self.europe,
                "#7  1 2 6 9 13 + 2 12  euromillions  draw 2016-09-27  matched 6 9 13 + 2 12  tier 6  prize unknown"
                    + Self.europe,
                "#8  1 2 3 6 9 + 1 3  euromillions  draw 2016-09-27  matched 6 9  tier 13  prize unknown" + Self.europe,
                "euromillions (EuroMillions)",
                "tier 6 (3+2): 2", "tier 7 (4): 2", "tier 8 (2+2): 1", "tier 9 (3+1): 1", "tier 13 (2): 1",
                "no prize: 1",
                // 2.00 a play until 2016-09-23, 2.50 from 2016-09-24: 5 x 2.00 + 3 x 2.50.
                "checked: 8", "pending: 0 tickets", "spent: 17.50 EUR", "won: 0.00 EUR and 7 prizes unknown",
                "won after tax: unknown (set by the country)",
                "unclaimed: 7 (7 prizes unknown)", "net: -17.50 EUR (not counting 7 prizes unknown)", "no draw: 0",
            ])

        struct Checked: Decodable {
            let id: Int
            let tier: Int?
            let prize: Double?
        }
        let json = try lotto.run(["check", "--json"])
        let records = try JSONDecoder().decode([Checked].self, from: Data(json.stdout.utf8))
        #expect(records.map(\.id) == Array(1...8))
        #expect(records.map(\.tier) == [nil, 8, 9, 6, 7, 7, 6, 13])
        #expect(records.map(\.prize) == [0, nil, nil, nil, nil, nil, nil, nil], "2 in 2005 is no prize, known")
    }

    /// Against one draw, the summary counts by that draw's era's tiers, as its lines number them.
    @Test func aCheckAgainstAnOlderDrawCountsByItsErasTiers() throws {
        try saveAndImport()
        // Every tier of the draw's era, as it numbered them.
        let result = try lotto.run(["check", "--game", "euromillions", "--date", "2005-12-30", "--all-tiers"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.first == "euromillions round 99 (2005-12-30): 8 16 19 43 45 + 1 4")
        #expect(
            result.lines.suffix(15) == [
                "tier 1 (5+2): 0", "tier 2 (5+1): 0", "tier 3 (5): 0", "tier 4 (4+2): 0", "tier 5 (4+1): 0",
                "tier 6 (4): 0", "tier 7 (3+2): 0", "tier 8 (3+1): 1", "tier 9 (2+2): 1", "tier 10 (3): 0",
                "tier 11 (1+2): 0", "tier 12 (2+1): 0", "no prize: 6", "won: 0.00 EUR and 2 prizes unknown",
                "won after tax: unknown (set by the country)",
            ])
    }

    /// `lotto games` lists today's tiers, then each older era's, as text, JSON and CSV.
    @Test func gamesListsTheTiersOfEachEra() throws {
        let text = try lotto.run(["games"])
        #expect(text.status == 0)
        let indent = String(repeating: " ", count: 15)
        #expect(
            text.stdout.contains(
                """
                \(indent)tiers: 5+2, 5+1, 5, 4+2, 4+1, 3+2, 4, 2+2, 3+1, 3, 1+2, 2+1, 2
                \(indent)tiers 2011-05-10 to 2016-09-23: 5+2, 5+1, 5, 4+2, 4+1, 4, 3+2, 2+2, 3+1, 3, 1+2, 2+1, 2
                \(indent)tiers 2004-02-13 to 2011-05-09: 5+2, 5+1, 5, 4+2, 4+1, 4, 3+2, 3+1, 2+2, 3, 1+2, 2+1
                \(indent)price: 2.50 EUR (in France, Spain and the other euro countries)

                """))
        // Eurojackpot's changed too (its order, in 2014 and 2022), UK Lotto's (2 from
        // 2015-10-10), Lotto 6/49's (2 and the bonus from 2004, 2 alone from 2013), and
        // SuperEnalotto's (2 from 2016-02-02); no other game's.
        #expect(
            text.lines.filter { $0.contains("tiers ") }.map { $0.trimmingCharacters(in: .whitespaces).prefix(30) } == [
                "tiers 2011-05-10 to 2016-09-23", "tiers 2004-02-13 to 2011-05-09", "tiers 2014-10-10 to 2022-03-24",
                "tiers 2012-03-23 to 2014-10-09", "tiers 1994-11-19 to 2015-10-09", "tiers 2004-06-02 to 2013-09-17",
                "tiers 1982-06-12 to 2004-06-01", "tiers 1997-12-03 to 2016-02-01",
            ])
        #expect(
            text.stdout.hasSuffix(
                """
                \(indent)tiers: 6, 5+1, 5, 4, 3, 2
                \(indent)tiers 1997-12-03 to 2016-02-01: 6, 5+1, 5, 4, 3
                \(indent)price: 1.00 EUR

                """))

        struct Game: Decodable {
            struct TierEra: Decodable, Equatable {
                let from: String?
                let tiers: [String]
            }
            let id: String
            let tierEras: [TierEra]
            let tiers: [String]
        }
        let games = try JSONDecoder().decode([Game].self, from: Data(try lotto.run(["games", "--json"]).stdout.utf8))
        let euroMillions = try #require(games.first { $0.id == "euromillions" })
        #expect(euroMillions.tierEras.map(\.from) == ["2004-02-13", "2011-05-10", "2016-09-24"])
        #expect(euroMillions.tierEras.map(\.tiers.count) == [12, 13, 13])
        #expect(euroMillions.tierEras[0].tiers[6...8] == ["3+2", "3+1", "2+2"])
        #expect(euroMillions.tierEras.last?.tiers == euroMillions.tiers)
        let kr645 = try #require(games.first)
        #expect(kr645.tierEras == [Game.TierEra(from: "2002-12-07", tiers: kr645.tiers)])
        #expect(games.first { $0.id == "loto6" }?.tierEras.first?.from == "2000-10-05")

        let csv = try lotto.run(["games", "--csv"]).lines
        #expect(csv[0] == "id,jackpotOdds,name,rule,tiers,tierEras,currency,fixedPrizes,price,freePlays")
        #expect(
            csv.first { $0.hasPrefix("euromillions,") }?.contains(
                ",2004-02-13: 5+2 5+1 5 4+2 4+1 4 3+2 3+1 2+2 3 1+2 2+1; 2011-05-10: 5+2 5+1 5 4+2 4+1 4 3+2 2+2 3+1 3 "
                    + "1+2 2+1 2; 2016-09-24: 5+2 5+1 5 4+2 4+1 3+2 4 2+2 3+1 3 1+2 2+1 2,EUR,") == true)
    }
}
