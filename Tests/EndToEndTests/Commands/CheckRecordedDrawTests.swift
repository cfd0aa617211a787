import Foundation
import TestSupport
import Testing

/// `lotto check --round` and `--latest`: saved tickets against a recorded draw, with prizes.
@Suite struct CheckRecordedDrawTests {
    private let lotto = LottoExecutable()

    init() throws {
        for file in ["kr645-dhlottery-1-300.jsonl", "powerball-ny-2015-2017.csv"] {
            try lotto.run(["draws", "import", DrawSamples.path(file)])
        }
    }

    /// Saves a ticket for `draw`: kr645's round 1 unless said.
    private func save(_ words: [String], draw: String = "1") throws {
        let result = try lotto.run(["save", "--draw", draw] + words)
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Round 1 (2002-12-07) drew 10 23 29 33 37 40 + 16; dhlottery recorded tier 2 at
    /// 143,934,100 won (1 winner), tier 3 at 5,140,500, tier 5 at 10,000, and no tier-1 winner.
    @Test func eachWinningTicketGetsTheRecordedPrizeOfItsTier() throws {
        try save(["10", "16", "23", "29", "33", "37"])  // 5 + bonus: tier 2
        try save(["10", "23", "29", "33", "37", "41"])  // 5: tier 3
        try save(["1", "2", "3", "10", "23", "29"])  // 3: tier 5
        try save(["1", "2", "3", "4", "5", "6"])  // nothing
        let text = try lotto.run(["check", "--round", "1"])
        #expect(text.status == 0 && text.stderr.isEmpty)
        #expect(
            text.lines == [
                "kr645 round 1 (2002-12-07): 10 23 29 33 37 40 + 16",
                "#1  10 16 23 29 33 37  matched 10 23 29 33 37 + 16  tier 2  prize 143,934,100 KRW",
                "#2  10 23 29 33 37 41  matched 10 23 29 33 37  tier 3  prize 5,140,500 KRW",
                "#3  1 2 3 10 23 29  matched 10 23 29  tier 5  prize 10,000 KRW",
                "#4  1 2 3 4 5 6  matched none  no prize",
                "tier 1 (6): 0", "tier 2 (5+1): 1", "tier 3 (5): 1", "tier 4 (4): 0", "tier 5 (3): 1", "no prize: 1",
                "won: 149,084,600 KRW",
            ])
        let json = try lotto.run(["check", "--round", "1", "--json"])
        let objects = try #require(
            JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["prize"] as? Int } == [143_934_100, 5_140_500, 10_000, 0])
        let csv = try lotto.run(["check", "--round", "1", "--format", "csv"])
        #expect(csv.lines.first == "id,game,draw,round,numbers,extra,matched,extraMatched,tier,prize")
        #expect(csv.lines[1] == "1,kr645,2002-12-07,1,10 16 23 29 33 37,,10 23 29 33 37,16,2,143934100")
    }

    /// A shared prize nobody won that day has no known amount: unknown (null), never 0.
    @Test func aTierNobodyWonHasAnUnknownPrize() throws {
        // Round 1 had no first-prize winner.
        try save(["10", "23", "29", "33", "37", "40"])
        let text = try lotto.run(["check", "--round", "1"])
        #expect(text.lines[1] == "#1  10 23 29 33 37 40  matched 10 23 29 33 37 40  tier 1  prize unknown")
        #expect(text.lines.last == "won: 0 KRW and 1 prize unknown")
        let json = try lotto.run(["check", "--round", "1", "--json"])
        #expect(json.stdout.contains(#""prize":null,"round":1,"tier":1"#))
    }

    /// New York's files give no prizes: the game's fixed prizes of the day apply, the jackpot is
    /// unknown.
    @Test func theLatestDrawUsesTheFixedPrizesOfItsDay() throws {
        try save(["--game", "powerball", "1", "2", "3", "4", "5", "+", "24"], draw: "2017-12-30")
        try save(["--game", "powerball", "28", "36", "41", "51", "58", "+", "1"], draw: "2017-12-30")
        let text = try lotto.run(["check", "--game", "powerball", "--latest"])
        #expect(text.lines.first == "powerball 2017-12-30: 28 36 41 51 58 + 24")
        #expect(text.lines[1] == "#1  1 2 3 4 5 + 24  matched + 24  tier 9  prize 4.00 USD")
        #expect(text.lines[2] == "#2  28 36 41 51 58 + 1  matched 28 36 41 51 58  tier 2  prize 1,000,000.00 USD")
        #expect(text.lines.last == "won: 1,000,004.00 USD")
        let json = try lotto.run(["check", "--game", "powerball", "--latest", "--json"])
        #expect(json.stdout.contains(#""prize":4.00,"round":null,"tier":9"#))
    }

    @Test func aMissingDrawOrAMixedRequestIsRefused() throws {
        try lotto.run(["check", "--round", "999"]).expectFailure(66, naming: "round 999")
        try lotto.run(["check", "--latest", "--game", "euromillions"]).expectFailure(66, naming: "no euromillions draw")
        try lotto.run(["check", "--round", "1", "1", "2", "3", "4", "5", "6"]).expectFailure(64, naming: "no numbers")
        try lotto.run(["check", "--round", "1", "--latest"]).expectFailure(64, naming: "disagree")
        try lotto.run(["check", "--round", "x"]).expectFailure(64, naming: "'x'")
    }

    /// A round not recorded, or a game with no recorded draw, is nothing to check against:
    /// exit 66, saying how draws are recorded.
    @Test func aDrawThatIsNotRecordedIsNothingToCheckAgainst() throws {
        try save(["1", "2", "3", "4", "5", "6"])
        try lotto.run(["check", "--round", "9999"])
            .expectFailure(66, naming: "no kr645 draw of round 9999 is recorded (see 'lotto draws --game kr645'")
        try lotto.run(["check", "--latest", "--game", "uk-lotto"])
            .expectFailure(
                66, naming: "no uk-lotto draw is recorded ('lotto draws update --game uk-lotto' fetches them")
    }
}
