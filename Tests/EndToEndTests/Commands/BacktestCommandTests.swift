import Foundation
import TestSupport
import Testing

/// `lotto backtest`, run as a user runs it, over Korea's first 350 draws.
@Suite struct BacktestCommandTests {
    private let lotto = LottoExecutable()

    init() throws {
        for file in [
            "kr645-dhlottery-1-300.jsonl", "kr645-dhlottery-legacy-301-350.json", "powerball-ny-2015-2017.csv",
        ] {
            try lotto.run(["draws", "import", DrawSamples.path(file)])
        }
        for ticket in [["10", "23", "29", "33", "37", "41"], ["1", "2", "3", "4", "5", "6"]] {
            try lotto.run(["save"] + ticket)
        }
        try lotto.run(["save", "--game", "powerball", "1", "2", "3", "4", "5", "+", "24"])
    }

    /// The figures of BacktesterTests, through the binary: ticket #1 won 5,190,500 won over
    /// the 350 draws, which cost 437,000 won a ticket.
    @Test func theSavedTicketsOfTheGameAreBacktestedWithTotals() throws {
        let result = try lotto.run(["backtest"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(
            result.lines == [
                "kr645: 350 draws, round 1 (2002-12-07) to round 350 (2009-08-15)",
                "#1  10 23 29 33 37 41  tier 3: 1, tier 5: 8  won 5,190,500 KRW",
                "#2  1 2 3 4 5 6  tier 4: 4, tier 5: 8  won 178,765 KRW, 1 prize unknown",
                "tier 1 (6): 0", "tier 2 (5+1): 0", "tier 3 (5): 1", "tier 4 (4): 4", "tier 5 (3): 16",
                "tickets: 2, plays: 700",
                "spent: 874,000 KRW",
                "won: 5,369,265 KRW and 1 prize unknown",
                "net: 4,495,265 KRW (not counting 1 prize unknown)",
                "return: 614.33% (not counting 1 prize unknown)",
            ])
    }

    @Test func theJSONIsOneObjectWithTheTicketsAndTheTotals() throws {
        let result = try lotto.run(["backtest", "1", "--json", "--to", "100"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["game"] as? String == "kr645" && object["currency"] as? String == "KRW")
        #expect(object["draws"] as? Int == 100)
        // Rounds 1-87 at 2,000 won, 88-100 at 1,000.
        #expect(object["spent"] as? Int == 87 * 2_000 + 13 * 1_000)
        // Round 1's 5,140,500 and three numbers in rounds 56, 78 (10,000) and 99 (5,000).
        #expect(object["won"] as? Int == 5_140_500 + 2 * 10_000 + 5_000)
        let tickets = try #require(object["tickets"] as? [[String: Any]])
        #expect(tickets.count == 1)
        #expect(tickets[0]["id"] as? Int == 1)
        #expect(tickets[0]["numbers"] as? [Int] == [10, 23, 29, 33, 37, 41])
        #expect(tickets[0]["hits"] as? [String: Int] == ["1": 0, "2": 0, "3": 1, "4": 0, "5": 3])
        #expect(tickets[0]["unknownPrizes"] as? Int == 0)
    }

    @Test func ticketsOnStandardInputHaveNoIdAndAPriceMayBeGiven() throws {
        let result = try lotto.run(
            ["backtest", "-", "--game", "powerball", "--price", "3", "--format", "json"],
            stdin: "28 36 41 51 58 + 1\n")
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let tickets = try #require(object["tickets"] as? [[String: Any]])
        #expect(tickets[0]["id"] is NSNull)
        #expect(object["spent"] as? Double == Double(234 * 3))
        // The last draw's five white balls: the fixed $1,000,000 of tier 2.
        #expect((tickets[0]["hits"] as? [String: Int])?["2"] == 1)
        #expect((object["won"] as? Double ?? 0) >= 1_000_000)
    }

    @Test func randomTicketsAreTheBaselineAndSeededOnesRepeat() throws {
        let first = try lotto.run(["backtest", "--random", "50", "--seed", "4", "--json"])
        let again = try lotto.run(["backtest", "--random", "50", "--seed", "4", "--json"])
        #expect(first.status == 0 && first.stdout == again.stdout)
        let object = try #require(JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        #expect((object["tickets"] as? [Any])?.isEmpty == true)
        #expect(object["plays"] as? Int == 50 * 350)
        #expect(object["spent"] as? Int == 50 * 437_000)
    }

    @Test func badRequestsAreRefused() throws {
        try lotto.run(["backtest", "9"]).expectFailure(65, naming: "no saved ticket has id 9")
        try lotto.run(["backtest", "1", "3"]).expectFailure(65, naming: "ticket #3 is a powerball ticket")
        try lotto.run(["backtest", "--game", "euromillions"]).expectFailure(66, naming: "no recorded euromillions draw")
        try lotto.run(["backtest", "--game", "powerball", "--price", "2.555"]).expectFailure(64, naming: "'2.555'")
        try lotto.run(["backtest", "--price", "2.50"]).expectFailure(64, naming: "KRW")
        try lotto.run(["backtest", "--random", "0"]).expectFailure(64, naming: "'0'")
        try lotto.run(["backtest", "--random", "5", "1"]).expectFailure(64, naming: "--random")
        try lotto.run(["backtest", "--seed", "5"]).expectFailure(64, naming: "--seed goes with --random")
        try lotto.run(["backtest", "-"], stdin: "").expectFailure(66, naming: "nothing to backtest")
        try lotto.run(["backtest", "--from", "400"]).expectFailure(66, naming: "no recorded kr645 draw")
        try lotto.run(["backtest", "--store", lotto.home.file("none.jsonl")])
            .expectFailure(66, naming: "no saved kr645 ticket")
    }

    /// A price is checked in the domain, in the money of the game the ids may decide, and worded
    /// with its option by the command: the whole line, pointing to the command's help.
    @Test func aBadPriceIsWordedWithItsOption() throws {
        let help = " (see 'lotto backtest --help')\n"
        let won = try lotto.run(["backtest", "--price", "2.50"])
        #expect(won.status == 64 && won.stdout.isEmpty)
        #expect(
            won.stderr == "lotto: error: invalid value '2.50' for '--price': expected an amount of KRW above 0, "
                + "like 1000" + help)
        let dollars = try lotto.run(["backtest", "3", "--price", "0"])
        #expect(
            dollars.stderr == "lotto: error: invalid value '0' for '--price': expected an amount of USD above 0, "
                + "like 2 or 2.50" + help)
        let dear = try lotto.run(["backtest", "--price", "2000000000000000"])
        #expect(dear.status == 64)
        #expect(
            dear.stderr == "lotto: error: invalid value '2000000000000000' for '--price': larger than any ticket "
                + "costs" + help)
    }
}
