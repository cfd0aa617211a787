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
                // Taxed above 50,000 won in 2002, less the ticket's 2,000 won; paid until a year from the
                // day after the draw.
                "#1  10 16 23 29 33 37  matched 10 23 29 33 37 + 16  tier 2  prize 143,934,100 KRW"
                    + "  after tax 112,269,040 KRW  claim by 2003-12-08",
                "#2  10 23 29 33 37 41  matched 10 23 29 33 37  tier 3  prize 5,140,500 KRW"
                    + "  after tax 4,010,030 KRW  claim by 2003-12-08",
                "#3  1 2 3 10 23 29  matched 10 23 29  tier 5  prize 10,000 KRW  after tax 10,000 KRW  claim by 2003-12-08",
                "#4  1 2 3 4 5 6  matched none  no prize",
                "tier 2 (5+1): 1", "tier 3 (5): 1", "tier 5 (3): 1", "no prize: 1",
                "won: 149,084,600 KRW", "won after tax: 116,289,070 KRW",
            ])
        let json = try lotto.run(["check", "--round", "1", "--json"])
        let objects = try #require(
            JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["prize"] as? Int } == [143_934_100, 5_140_500, 10_000, 0])
        let csv = try lotto.run(["check", "--round", "1", "--format", "csv"])
        #expect(
            csv.lines.first
                == "id,game,draw,round,numbers,extra,matched,extraMatched,tier,prize,freePlay,set,"
                + "afterTax,taxNote,claimBy,claimNote")
        #expect(
            csv.lines[1]
                == "1,kr645,2002-12-07,1,10 16 23 29 33 37,,10 23 29 33 37,16,2,143934100,false,,112269040,,2003-12-08,"
        )
    }

    /// A shared prize nobody won that day has no known amount: unknown (null), never 0.
    @Test func aTierNobodyWonHasAnUnknownPrize() throws {
        // Round 1 had no first-prize winner.
        try save(["10", "23", "29", "33", "37", "40"])
        let text = try lotto.run(["check", "--round", "1"])
        #expect(
            text.lines[1]
                == "#1  10 23 29 33 37 40  matched 10 23 29 33 37 40  tier 1  prize unknown  claim by 2003-12-08")
        #expect(text.lines.suffix(2) == ["won: 0 KRW and 1 prize unknown", "won after tax: 0 KRW and 1 unknown"])
        let json = try lotto.run(["check", "--round", "1", "--json"])
        #expect(json.stdout.contains(#""prize":null,"round":1,"set":null,"taxNote":null,"tier":1"#))
        #expect(json.stdout.contains(#"{"afterTax":null,"claimBy":"2003-12-08","claimNote":null,"draw":"#))
    }

    /// New York's files give no prizes: the game's fixed prizes of the day apply, the jackpot is
    /// unknown.
    @Test func theLatestDrawUsesTheFixedPrizesOfItsDay() throws {
        try save(["--game", "powerball", "1", "2", "3", "4", "5", "+", "24"], draw: "2017-12-30")
        try save(["--game", "powerball", "28", "36", "41", "51", "58", "+", "1"], draw: "2017-12-30")
        let text = try lotto.run(["check", "--game", "powerball", "--latest"])
        #expect(text.lines.first == "powerball 2017-12-30: 28 36 41 51 58 + 24")
        let us = " (federal withholding only; state tax varies)  claim deadline set by the state"
        #expect(text.lines[1] == "#1  1 2 3 4 5 + 24  matched + 24  tier 9  prize 4.00 USD  after tax 4.00 USD" + us)
        // 25% of the prize less the $2 play withheld in 2017.
        #expect(
            text.lines[2]
                == "#2  28 36 41 51 58 + 1  matched 28 36 41 51 58  tier 2  prize 1,000,000.00 USD"
                + "  after tax 750,000.50 USD" + us)
        #expect(
            text.lines.suffix(2) == [
                "won: 1,000,004.00 USD",
                "won after tax: 750,004.50 USD (federal withholding only; state tax varies)",
            ])
        let json = try lotto.run(["check", "--game", "powerball", "--latest", "--json"])
        #expect(
            json.stdout.contains(
                #""prize":4.00,"round":null,"set":null,"taxNote":"federal withholding only; state tax varies","tier":9"#
            ))
    }

    /// Every ticket of the game is checked against the one draw, whatever draw it is for; the
    /// text's standard error then says how many were for other draws (a ticket for no draw is
    /// not), and standard output is as it was. JSON and CSV name each ticket's own draw.
    @Test func ticketsForOtherDrawsAreSaidToBeOnStandardError() throws {
        try FileManager.default.createDirectory(
            atPath: lotto.home.file("data/lotto"), withIntermediateDirectories: true)
        try Data(
            (#"{"format":"lotto-tickets","version":1}"# + "\n"
                + #"{"id":1,"numbers":[10,23,29,33,37,41],"saved":"2026-11-22T10:15:30Z"}"# + "\n").utf8
        ).write(to: URL(fileURLWithPath: lotto.storePath))
        try save(["10", "16", "23", "29", "33", "37"])  // #2, round 1
        try save(["1", "2", "3", "4", "5", "6"])  // #3, round 1
        try save(["9", "13", "21", "25", "1", "3"], draw: "2")  // #4, round 2
        try save(["1", "2", "3", "4", "5", "6"], draw: "2026-11-28")  // #5, not recorded
        let note = "'lotto check' alone checks each against its own\n"

        let round1 = try lotto.run(["check", "--round", "1"])
        #expect(round1.status == 0)
        #expect(round1.stderr == "lotto: 2 of 5 tickets were for other draws; " + note)
        #expect(round1.lines.first == "kr645 round 1 (2002-12-07): 10 23 29 33 37 40 + 16")
        #expect(
            round1.lines.filter { $0.hasPrefix("#") }.count == 5
                && round1.lines.suffix(2) == ["won: 149,074,600 KRW", "won after tax: 116,279,070 KRW"])
        let byDate = try lotto.run(["check", "--date", "2002-12-07"])
        #expect(byDate.status == 0 && byDate.stdout == round1.stdout && byDate.stderr == round1.stderr)
        let winners = try lotto.run(["check", "--round", "1", "--winners"])
        #expect(winners.stderr == round1.stderr, "counted over every ticket, as the summary is")

        let round2 = try lotto.run(["check", "--round", "2"])
        #expect(round2.status == 0 && round2.stderr == "lotto: 3 of 5 tickets were for other draws; " + note)
        let latest = try lotto.run(["check", "--latest"])
        #expect(latest.status == 0 && latest.stderr == "lotto: 4 of 5 tickets were for other draws; " + note)
        for format in ["--json", "--csv"] {
            let result = try lotto.run(["check", "--round", "1", format])
            #expect(result.status == 0 && result.stderr.isEmpty, "\(format): \(result.stderr)")
        }
        let typed = try lotto.run(["check", "1", "2", "3", "4", "5", "6", "+", "7"])
        #expect(typed.status == 0 && typed.stderr.isEmpty, "a draw typed in is no ticket's own")
    }

    /// Nothing is said when every ticket is for the draw; the words follow the count.
    @Test func ticketsAllForTheDrawAreNotSaidToBeForOthers() throws {
        try save(["--game", "powerball", "1", "2", "3", "4", "5", "+", "24"], draw: "2017-12-30")
        let same = try lotto.run(["check", "--game", "powerball", "--latest"])
        #expect(same.status == 0 && same.stderr.isEmpty, "\(same.stderr)")
        let note = "'lotto check' alone checks each against its own\n"
        let one = try lotto.run(["check", "--game", "powerball", "--date", "2017-12-27"])
        #expect(one.status == 0 && one.stderr == "lotto: the ticket was for another draw; " + note)
        try save(["--game", "powerball", "1", "2", "3", "4", "5", "+", "6"], draw: "2017-12-27")
        let each = try lotto.run(["check", "--game", "powerball", "--latest"])
        #expect(each.status == 0 && each.stderr == "lotto: 1 of 2 tickets was for another draw; " + note)
        let both = try lotto.run(["check", "--game", "powerball", "--date", "2017-12-23"])
        #expect(both.status == 0 && both.stderr == "lotto: all 2 tickets were for other draws; " + note)
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
