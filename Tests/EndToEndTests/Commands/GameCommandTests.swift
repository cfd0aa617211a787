import Foundation
import TestSupport
import Testing

@testable import Lotto

/// `lotto games`, `new --game`, `save --game`, `list --game` and `check`, end to end.
@Suite struct GameCommandTests {
    private let lotto = LottoExecutable()

    @Test func gamesListsEveryGameAsTextAndJSON() throws {
        let text = try lotto.run(["games"])
        #expect(text.status == 0)
        for game in LottoGame.all {
            #expect(text.stdout.contains(game.id.rawValue) && text.stdout.contains(game.name))
        }
        #expect(text.stdout.contains("jackpot 1 in 8,145,060"))
        #expect(text.stdout.contains("price: 1,000 KRW\n"))
        #expect(text.stdout.contains("fixed prizes (KRW): tier 4 50,000, tier 5 5,000\n"))
        struct Game: Decodable {
            let currency: String?
            let fixedPrizes: [String: Double]
            let id: String
            let jackpotOdds: Int
            let name: String
            let price: Double?
            let rule: String
            let tiers: [String]
        }
        let games = try JSONDecoder().decode([Game].self, from: Data(try lotto.run(["games", "--json"]).stdout.utf8))
        #expect(games.map(\.id) == LottoGame.all.map(\.id.rawValue))
        #expect(games[1].tiers.count == 9 && games[1].jackpotOdds == 292_201_338)
        #expect(
            games[0].currency == "KRW" && games[0].price == 1_000 && games[0].fixedPrizes == ["4": 50_000, "5": 5_000])
        #expect(games[1].currency == "USD" && games[1].price == 2 && games[1].fixedPrizes["9"] == 4)
        // EuroMillions at the euro countries' price; every prize shared.
        #expect(games[3].currency == "EUR" && games[3].price == 2.5 && games[3].fixedPrizes.isEmpty)
        #expect(games.allSatisfy { $0.price != nil }, "every game of the table is priced")
    }

    @Test func drawsOfAnotherGameWithExclusionsAndInclusions() throws {
        let result = try lotto.run([
            "new", "--game", "powerball", "-n", "50", "--exclude", "1,2", "--exclude=3", "--include", "69",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        for line in result.lines {
            let halves = line.components(separatedBy: " + ")
            let main = halves[0].split(separator: " ").map { Int($0)! }
            #expect(main.count == 5 && main.contains(69) && !main.contains { [1, 2, 3].contains($0) })
            #expect(halves.count == 2 && (1...26).contains(Int(halves[1])!))
        }
        struct Drawn: Decodable {
            let extra: [Int]
            let game: String
            let numbers: [Int]
        }
        let json = try JSONDecoder().decode(
            [Drawn].self, from: Data(try lotto.run(["new", "--game", "loto7", "--json"]).stdout.utf8))
        #expect(json[0].game == "loto7" && json[0].numbers.count == 7 && json[0].extra.isEmpty)
    }

    @Test(arguments: [
        (["new", "--game", "nope"], "'nope'"), (["new", "--game", "6/45x"], "'6/45x'"),
        (["new", "--include", "1,2,3,4,5,6,7"], "7 numbers included"), (["new", "--exclude", "46"], "46"),
        (["new", "--exclude", "1,x"], "'1,x'"), (["new", "--include", "5", "--exclude", "5"], "5 is both"),
        (["check", "--bonus", "7"], "--bonus"), (["check", "1", "2", "-"], "'-'"),
        (["save", "--game", "powerball"], "--game"),
        (["stats", "--game", "nope"], "'nope'"), (["stats", "extra"], "'extra'"), (["games", "extra"], "'extra'"),
        (["stats", "--format"], "--format"), (["games", "--color", "pink"], "'pink'"),
    ])
    func badGameRequestsAreUsageErrors(arguments: [String], value: String) throws {
        try lotto.run(arguments).expectFailure(64, naming: value)
    }

    @Test func theLastDrawKeepsItsGameAndListFilters() throws {
        let drawn = try lotto.run(["new", "--game", "euromillions"]).stdout
        #expect(try lotto.run(["save"]).status == 0)
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        let all = try lotto.run(["list"]).lines
        #expect(all.count == 2 && all[0].contains(drawn.dropLast()) && all[0].contains("  euromillions  draw "))
        let filtered = try lotto.run(["list", "--game", "kr645"]).lines
        #expect(filtered.count == 1 && filtered[0].hasPrefix("#2  1 2 3 4 5 6"))
    }

    @Test func checkPrintsEachTicketsTierAndTheCountPerTier() throws {
        for ticket in [
            ["1", "2", "3", "4", "5", "6"], ["1", "2", "3", "4", "5", "7"], ["40", "41", "42", "43", "44", "45"],
        ] {
            try lotto.run(["save"] + ticket)
        }
        try lotto.run(["save", "--game", "powerball", "1", "2", "3", "4", "5", "+", "10"])
        let text = try lotto.run(["check", "1", "2", "3", "4", "5", "6", "--bonus", "7"])
        #expect(text.status == 0)
        #expect(
            text.lines.prefix(3) == [
                "#1  1 2 3 4 5 6  matched 1 2 3 4 5 6  tier 1  prize unknown",
                "#2  1 2 3 4 5 7  matched 1 2 3 4 5 + 7  tier 2  prize unknown",
                "#3  40 41 42 43 44 45  matched none  no prize",
            ])
        #expect(
            text.lines.suffix(5) == [
                "tier 1 (6): 1", "tier 2 (5+1): 1", "no prize: 1",
                "won: 0 KRW and 2 prizes unknown", "won after tax: 0 KRW and 2 unknown",
            ])
        struct Result: Decodable {
            let id: Int
            let numbers: [Int]
            let matched: [Int]
            let tier: Int?
        }
        let json = try JSONDecoder().decode(
            [Result].self, from: Data(try lotto.run(["check", "-", "--json"], stdin: "1 2 3 4 5 6 + 7\n").stdout.utf8))
        #expect(json.map(\.tier) == [1, 2, nil])
        #expect(json[1].matched == [1, 2, 3, 4, 5])
        let powerball = try lotto.run(["check", "--game", "powerball", "1", "2", "3", "4", "5", "+", "10"])
        #expect(
            powerball.lines.first
                == "#4  1 2 3 4 5 + 10  matched 1 2 3 4 5 + 10  tier 1  prize unknown  claim deadline set by the state")
    }

    @Test(arguments: [
        (["check", "1", "2", "3", "4", "5", "6"], "bonus"),
        (["check", "1", "2", "3", "4", "5", "6", "--bonus", "6"], "repeats"),
        (["check", "1", "2", "3", "4", "5", "46", "--bonus", "7"], "46"),
        (["check", "1", "2", "3", "--bonus", "7"], "got 3"),
        (["save", "--game", "powerball", "1", "2", "3", "4", "5", "27"], "27"),
    ])
    func badDrawsAndTicketsOfAGameAreBadData(arguments: [String], value: String) throws {
        try lotto.run(arguments).expectFailure(65, naming: value)
    }
}
