import Foundation
import TestSupport
import Testing

/// `lotto draws stats`: how often each number was drawn, and how long ago.
@Suite struct DrawStatsTests {
    private let lotto = LottoExecutable()

    init() throws {
        for file in [
            "kr645-dhlottery-1-300.jsonl", "kr645-dhlottery-legacy-301-350.json", "megamillions-ny-2017-2018.csv",
        ] {
            try lotto.run(["draws", "import", DrawSamples.path(file)])
        }
    }

    /// Counted by a separate script from dhlottery's files: over rounds 1-350, 37 was drawn 59
    /// times (the most), 22 30 times (the least), 1 54 times; the bonus ball was 1 16 times.
    @Test func theCountsAreThoseOfThePublishersFiles() throws {
        let result = try lotto.run(["draws", "stats", "--json"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        struct Count: Decodable {
            let count: Int
            let lastSeen: Int?
            let number: Int
        }
        struct Stats: Decodable {
            let draws: Int
            let extra: [Count]
            let game: String
            let least: [Int]
            let most: [Int]
            let numbers: [Count]
        }
        let stats = try JSONDecoder().decode(Stats.self, from: Data(result.stdout.utf8))
        #expect(stats.draws == 350 && stats.game == "kr645")
        #expect(stats.most == [37] && stats.least == [22])
        #expect(stats.numbers.count == 45 && stats.numbers[0].count == 54 && stats.numbers[36].count == 59)
        #expect(stats.extra.count == 45 && stats.extra[0].count == 16)
        // Round 350 drew 1 8 18 24 29 33 + 35.
        #expect([1, 8, 18, 24, 29, 33].allSatisfy { stats.numbers[$0 - 1].lastSeen == 0 })
        #expect(stats.extra[34].lastSeen == 0)
        #expect(stats.numbers.map(\.count).reduce(0, +) == 350 * 6)
    }

    @Test func theChartEndsEachRowWithTheDrawsSinceTheNumberWasLastDrawn() throws {
        lotto.environment["COLUMNS"] = "40"
        lotto.environment["LANG"] = "C"
        let result = try lotto.run(["draws", "stats", "--from", "349"])
        #expect(result.lines.first == "main numbers:")
        // Round 349 drew 5 13 14 20 24 25 + 36; round 350 1 8 18 24 29 33 + 35. Bars of 26
        // cells: 40 columns less the number, the count, "  last 0" and the spaces between.
        let half = String(repeating: "#", count: 13) + String(repeating: " ", count: 13)
        #expect(result.lines[1] == " 1 \(half) 1  last 0")
        #expect(result.lines[2] == " 2 \(String(repeating: " ", count: 26)) 0  never")
        #expect(result.lines[5] == " 5 \(half) 1  last 1")
        #expect(result.lines[24] == "24 \(String(repeating: "#", count: 26)) 2  last 0")
        #expect(result.lines.last == "draws: 2")
        #expect(result.stdout.contains("bonus balls:"))
    }

    /// Mega Ball 25 was drawn until 2025: the chart of the 2017-2018 draws shows it.
    @Test func aNumberOfAnEarlierEraIsCounted() throws {
        let result = try lotto.run(["draws", "stats", "--game", "megamillions", "--csv"])
        #expect(result.lines.first == "count,drum,lastSeen,number")
        // Drawn 3 times, last 62 draws before the newest.
        #expect(result.lines.contains("3,extra,62,25"))
        #expect(result.lines.count == 1 + 70 + 25)
    }

    /// `--draws` is a path everywhere: the old `stats --draws` says where the counts went.
    @Test func theDrawsCountsMovedToDrawsStats() throws {
        try lotto.run(["stats", "--draws"]).expectFailure(64, naming: "'lotto draws stats'")
        try lotto.run(["stats", "--from", "3"]).expectFailure(64, naming: "unknown option '--from'")
        let other = lotto.home.file("other.jsonl")
        let empty = try lotto.run(["draws", "stats", "--draws", other, "--json"])
        #expect(empty.status == 0 && empty.stdout.hasPrefix(#"{"draws":0,"#))
        #expect(empty.stdout.contains(#""game":"kr645","least":[],"most":[],"#), "no number is most or least of none")
    }

    /// No draws: the JSON keeps its shape; text says how to get draws instead of a chart of zeros.
    @Test func noDrawsSayWhereToGetThem() throws {
        let none = try lotto.run(["draws", "stats", "--game", "powerball", "--json"])
        #expect(none.status == 0 && none.stdout.hasPrefix(#"{"draws":0,"#))
        let text = try lotto.run(["draws", "stats", "--game", "powerball"])
        #expect(text.status == 0 && text.stdout.isEmpty)
        #expect(
            text.stderr == "no powerball draws recorded: 'lotto draws update' fetches them, "
                + "'lotto draws import <file>' reads them from a file\n")
    }
}
