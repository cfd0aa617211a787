import Foundation
import Testing

@testable import Lotto

/// Each tier of each game's checker, table-driven: a draw, a ticket, and the tier it wins.
@Suite struct CheckTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let game: String
        let draw: [Int]
        let bonus: [Int]
        let ticket: String
        let tier: Int?
        var testDescription: String { "\(game) \(ticket) → \(tier.map(String.init) ?? "none")" }
    }

    static let cases: [Case] = [
        // Korea: 6; 5+bonus; 5; 4; 3. The boundary: 5 with and without the bonus.
        Case(game: "kr645", draw: [1, 2, 3, 4, 5, 6], bonus: [7], ticket: "1 2 3 4 5 6", tier: 1),
        Case(game: "kr645", draw: [1, 2, 3, 4, 5, 6], bonus: [7], ticket: "1 2 3 4 5 7", tier: 2),
        Case(game: "kr645", draw: [1, 2, 3, 4, 5, 6], bonus: [7], ticket: "1 2 3 4 5 8", tier: 3),
        Case(game: "kr645", draw: [1, 2, 3, 4, 5, 6], bonus: [7], ticket: "1 2 3 4 7 8", tier: 4),
        Case(game: "kr645", draw: [1, 2, 3, 4, 5, 6], bonus: [7], ticket: "1 2 3 7 8 9", tier: 5),
        Case(game: "kr645", draw: [1, 2, 3, 4, 5, 6], bonus: [7], ticket: "1 2 7 8 9 10", tier: nil),
        // Powerball: 5+PB ... 0+PB; 2 without the Powerball wins nothing.
        Case(game: "powerball", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 2 3 4 5 + 9", tier: 1),
        Case(game: "powerball", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 2 3 4 5 + 8", tier: 2),
        Case(game: "powerball", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 2 3 4 6 + 9", tier: 3),
        Case(game: "powerball", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 2 3 4 6 + 8", tier: 4),
        Case(game: "powerball", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 2 3 6 7 + 9", tier: 5),
        Case(game: "powerball", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 2 3 6 7 + 8", tier: 6),
        Case(game: "powerball", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 2 6 7 8 + 9", tier: 7),
        Case(game: "powerball", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 6 7 8 10 + 9", tier: 8),
        Case(game: "powerball", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "6 7 8 10 11 + 9", tier: 9),
        Case(game: "powerball", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 2 6 7 8 + 1", tier: nil),
        // Mega Millions: the same tiers, Mega Ball from 1-24.
        Case(game: "megamillions", draw: [10, 20, 30, 40, 50], bonus: [24], ticket: "10 20 30 40 50 + 24", tier: 1),
        Case(game: "megamillions", draw: [10, 20, 30, 40, 50], bonus: [24], ticket: "1 2 3 4 5 + 24", tier: 9),
        // EuroMillions: 13 tiers; 2 main alone is the last.
        Case(game: "euromillions", draw: [1, 2, 3, 4, 5], bonus: [1, 2], ticket: "1 2 3 4 5 + 1 2", tier: 1),
        Case(game: "euromillions", draw: [1, 2, 3, 4, 5], bonus: [1, 2], ticket: "1 2 3 4 5 + 1 3", tier: 2),
        Case(game: "euromillions", draw: [1, 2, 3, 4, 5], bonus: [1, 2], ticket: "1 2 3 4 6 + 3 4", tier: 7),
        Case(game: "euromillions", draw: [1, 2, 3, 4, 5], bonus: [1, 2], ticket: "1 2 6 7 8 + 3 4", tier: 13),
        Case(game: "euromillions", draw: [1, 2, 3, 4, 5], bonus: [1, 2], ticket: "1 6 7 8 9 + 3 4", tier: nil),
        // Eurojackpot: 12 tiers; 2 main alone wins nothing, 2+1 is the last.
        Case(game: "eurojackpot", draw: [1, 2, 3, 4, 5], bonus: [1, 2], ticket: "1 2 6 7 8 + 1 3", tier: 12),
        Case(game: "eurojackpot", draw: [1, 2, 3, 4, 5], bonus: [1, 2], ticket: "1 2 6 7 8 + 3 4", tier: nil),
        // UK: 6; 5+bonus; 5; 4; 3; 2.
        Case(game: "uk-lotto", draw: [1, 2, 3, 4, 5, 6], bonus: [59], ticket: "1 2 3 4 5 59", tier: 2),
        Case(game: "uk-lotto", draw: [1, 2, 3, 4, 5, 6], bonus: [59], ticket: "1 2 10 11 12 59", tier: 6),
        // Loto 6: 5+bonus is 2nd.
        Case(game: "loto6", draw: [1, 2, 3, 4, 5, 6], bonus: [43], ticket: "1 2 3 4 5 43", tier: 2),
        Case(game: "loto6", draw: [1, 2, 3, 4, 5, 6], bonus: [43], ticket: "1 2 3 10 11 43", tier: 5),
        // Loto 7: 6 + one bonus is 2nd; 3 needs one or two bonus balls.
        Case(game: "loto7", draw: [1, 2, 3, 4, 5, 6, 7], bonus: [36, 37], ticket: "1 2 3 4 5 6 7", tier: 1),
        Case(game: "loto7", draw: [1, 2, 3, 4, 5, 6, 7], bonus: [36, 37], ticket: "1 2 3 4 5 6 36", tier: 2),
        Case(game: "loto7", draw: [1, 2, 3, 4, 5, 6, 7], bonus: [36, 37], ticket: "1 2 3 4 5 6 10", tier: 3),
        Case(game: "loto7", draw: [1, 2, 3, 4, 5, 6, 7], bonus: [36, 37], ticket: "1 2 3 4 5 36 37", tier: 4),
        Case(game: "loto7", draw: [1, 2, 3, 4, 5, 6, 7], bonus: [36, 37], ticket: "1 2 3 10 11 12 36", tier: 6),
        Case(game: "loto7", draw: [1, 2, 3, 4, 5, 6, 7], bonus: [36, 37], ticket: "1 2 3 10 11 36 37", tier: 6),
        Case(game: "loto7", draw: [1, 2, 3, 4, 5, 6, 7], bonus: [36, 37], ticket: "1 2 3 10 11 12 13", tier: nil),
        // Canada: 2+bonus and 2 are prizes (the last two tiers).
        Case(game: "lotto649", draw: [1, 2, 3, 4, 5, 6], bonus: [49], ticket: "1 2 10 11 12 49", tier: 6),
        Case(game: "lotto649", draw: [1, 2, 3, 4, 5, 6], bonus: [49], ticket: "1 2 10 11 12 13", tier: 7),
        // SuperEnalotto: 5+Jolly.
        Case(game: "superenalotto", draw: [1, 2, 3, 4, 5, 6], bonus: [90], ticket: "1 2 3 4 5 90", tier: 2),
        Case(game: "superenalotto", draw: [1, 2, 3, 4, 5, 6], bonus: [90], ticket: "1 20 30 40 50 60", tier: nil),
        // A custom game: only everything wins.
        Case(game: "5/69+1/26", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 2 3 4 5 + 9", tier: 1),
        Case(game: "5/69+1/26", draw: [1, 2, 3, 4, 5], bonus: [9], ticket: "1 2 3 4 5 + 8", tier: nil),
    ]

    @Test(arguments: cases)
    func ticketsWinTheirTier(_ example: Case) throws {
        let game = try #require(LottoGame.named(example.game))
        let draw = try WinningDraw(numbers: example.draw, bonus: example.bonus, game: game)
        let ticket = try LottoTicket(parsing: example.ticket[...], game: game)
        let result = draw.check(
            SavedTicket(id: 1, game: game.id, ticket: ticket, savedAt: Timestamp(secondsSince1970: 0)))
        #expect(result.tier == example.tier)
    }

    @Test func badDrawsAreRefused() throws {
        #expect(throws: WinningDraw.Problem.bonusRepeats(6)) {
            try WinningDraw(numbers: [1, 2, 3, 4, 5, 6], bonus: [6], game: .korean645)
        }
        #expect(throws: WinningDraw.Problem.wrongBonusCount(found: 2, expected: 1)) {
            try WinningDraw(numbers: [1, 2, 3, 4, 5, 6], bonus: [7, 8], game: .korean645)
        }
        #expect(throws: WinningDraw.Problem.ticket(.repeated(5))) {
            try WinningDraw(numbers: [1, 2, 3, 4, 5, 5], bonus: [7], game: .korean645)
        }
        let powerball = try #require(LottoGame.named("powerball"))
        #expect(throws: WinningDraw.Problem.ticket(.outOfRange("27", 1...26))) {
            try WinningDraw(numbers: [1, 2, 3, 4, 5], bonus: [27], game: powerball)
        }
        #expect(throws: Never.self) { try WinningDraw(numbers: [1, 2, 3, 4, 5], bonus: [5], game: powerball) }
    }
}

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
        struct Game: Decodable {
            let id: String
            let jackpotOdds: Int
            let name: String
            let rule: String
            let tiers: [String]
        }
        let games = try JSONDecoder().decode([Game].self, from: Data(try lotto.run(["games", "--json"]).stdout.utf8))
        #expect(games.map(\.id) == LottoGame.all.map(\.id.rawValue))
        #expect(games[1].tiers.count == 9 && games[1].jackpotOdds == 292_201_338)
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
        (["check"], "winning numbers"), (["check", "1", "2", "-"], "'-'"),
        (["save", "--game", "powerball"], "--game"),
        (["stats", "--game", "nope"], "'nope'"), (["stats", "extra"], "'extra'"), (["games", "extra"], "'extra'"),
        (["stats", "--format"], "--format"), (["games", "--csv"], "'--csv'"),
    ])
    func badGameRequestsAreUsageErrors(arguments: [String], value: String) throws {
        try lotto.run(arguments).expectFailure(64, naming: value)
    }

    @Test func theLastDrawKeepsItsGameAndListFilters() throws {
        let drawn = try lotto.run(["new", "--game", "euromillions"]).stdout
        #expect(try lotto.run(["save"]).status == 0)
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        let all = try lotto.run(["list"]).lines
        #expect(all.count == 2 && all[0].contains(drawn.dropLast()) && all[0].hasSuffix("  euromillions"))
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
                "#1  1 2 3 4 5 6  matched 1 2 3 4 5 6  tier 1", "#2  1 2 3 4 5 7  matched 1 2 3 4 5 + 7  tier 2",
                "#3  40 41 42 43 44 45  matched none  no prize",
            ])
        #expect(
            text.lines.suffix(6) == [
                "tier 1 (6): 1", "tier 2 (5+1): 1", "tier 3 (5): 0", "tier 4 (4): 0", "tier 5 (3): 0", "no prize: 1",
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
        #expect(powerball.lines.first == "#4  1 2 3 4 5 + 10  matched 1 2 3 4 5 + 10  tier 1")
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
