import Foundation
import TestSupport
import Testing

/// `lotto check --summary --by month|year`, `--since` and `--until`, end to end, with the
/// samples' real draws (kr645 rounds 1, 2 and 5; New York's Powerball of 2017) and the clock
/// fixed: each game's spent, won and net period by period, by each draw's date, a ticket for
/// several draws counted in the period of each; the bounds inclusive; text, JSON and CSV; bad
/// values refused with the store left as it was.
@Suite struct CheckByPeriodTests {
    private let lotto = LottoExecutable()

    init() {
        lotto.clock = "2026-11-30 12:00:00"
    }

    /// kr645: #1 wins tier 2 in round 1 (2002-12-07, 143,934,100 won), #2 tier 4 in round 2
    /// (12-14, 100,800 won), #3 nothing in round 5 (2003-01-04), 2,000 won a ticket then.
    /// Powerball, $2 a play: #4 for 2017-11-29, 12-02 and 12-06 (across a month's end), nothing;
    /// #5 the jackpot of 12-30, a prize the file does not give; #6 for 12-30 (the Powerball
    /// alone, $4) and 2018-01-03, which the sample does not hold: pending.
    private func saveTicketsOverSeveralMonths() throws {
        try lotto.saveEach([
            ["--draw", "1", "10", "16", "23", "29", "33", "37"],
            ["--draw", "2002-12-14", "9", "13", "21", "25", "1", "3"],
            ["--draw", "2003-01-04", "1", "2", "3", "4", "5", "6"],
            ["--game", "powerball", "--draw", "2017-11-29", "--multi-draw", "3", "3", "9", "16", "20", "61", "+", "3"],
            ["--game", "powerball", "--draw", "2017-12-30", "28", "36", "41", "51", "58", "+", "24"],
            ["--game", "powerball", "--draw", "2017-12-30", "--multi-draw", "2", "1", "2", "3", "4", "5", "+", "24"],
        ])
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        try lotto.run(["draws", "import", DrawSamples.path("powerball-ny-2015-2017.csv")])
    }

    /// What a check says of #5's second draw, 2018-01-03, held but not in the sample.
    private static let heldHint =
        "lotto: 1 ticket is for a draw held but not recorded: 'lotto draws update' fetches them, "
        + "'lotto draws import <file>' reads them from a file\n"

    @Test func eachGameMonthByMonthWithItsTotalAndEachCurrencysTotal() throws {
        try saveTicketsOverSeveralMonths()
        let text = try lotto.run(["check", "--summary", "--by", "month"])
        // The draw of 2018-01-03 is held (the clock is 2026's) but not in the sample.
        #expect(text.status == 0 && text.stderr == Self.heldHint, "\(text.stderr)")
        // The tables, then the prizes to claim (see PrizeClaimTests).
        #expect(text.lines.dropFirst(11).first == "prizes to claim, soonest deadline first:", "\(text.lines)")
        #expect(
            Array(text.lines.prefix(11)) == [
                "kr645 (South Korea Lotto 6/45)",
                "month        spent              won              net",
                "2002-12  4,000 KRW  144,034,900 KRW  144,030,900 KRW",
                "2003-01  2,000 KRW            0 KRW       -2,000 KRW",
                "total    6,000 KRW  144,034,900 KRW  144,028,900 KRW",
                "powerball (US Powerball)",
                // The draw of 2018-01-03 waits, counted in spent and as pending.
                "month        spent       won        net  pending",
                "2017-11   2.00 USD  0.00 USD  -2.00 USD        0",
                "2017-12   8.00 USD  4.00 USD  -4.00 USD        0  not counting 1 prize unknown",
                "2018-01   2.00 USD  0.00 USD  -2.00 USD        1",
                "total    12.00 USD  4.00 USD  -8.00 USD        1  not counting 1 prize unknown",
            ], "a currency of one game has its total in its table")
        // Each game's total is the summary's, and each period's the tickets' of its draws.
        let whole = try lotto.run(["check", "--summary"]).lines
        for line in [
            "spent: 6,000 KRW", "net: 144,028,900 KRW", "spent: 12.00 USD",
            "drawn, not recorded: 1 ticket: lotto draws update",
        ] {
            #expect(whole.contains(line), "\(line)")
        }
        let years = try lotto.run(["check", "--summary", "--by", "year", "--game", "powerball"])
        #expect(
            Array(years.lines.prefix(5)) == [
                "powerball (US Powerball)",
                "year       spent       won        net  pending",
                "2017   10.00 USD  4.00 USD  -6.00 USD        0  not counting 1 prize unknown",
                "2018    2.00 USD  0.00 USD  -2.00 USD        1",
                "total  12.00 USD  4.00 USD  -8.00 USD        1  not counting 1 prize unknown",
            ], "\(years.stderr)")
    }

    /// Games that share a currency (EuroMillions, from the sample, and Eurojackpot, typed in)
    /// each have their table, then a total of each currency: euros added to euros, never to won.
    @Test func gamesOfOneCurrencyAreAlsoAddedUpAndNeverWithAnother() throws {
        try lotto.run(["draws", "import", DrawSamples.path("euromillions-uk-2016-2017.csv")])
        try lotto.run([
            "draws", "add", "--game", "eurojackpot", "--date", "2016-10-07", "1", "2", "3", "4", "5", "+", "1", "2",
        ])
        try lotto.run(["draws", "add", "--round", "1", "10", "23", "29", "33", "37", "40", "+", "16"])
        try lotto.saveEach([
            ["--game", "euromillions", "--draw", "2016-10-04", "1", "2", "3", "4", "5", "+", "1", "2"],
            ["--game", "eurojackpot", "--draw", "2016-10-07", "10", "11", "12", "13", "14", "+", "3", "4"],
            ["--game", "eurojackpot", "--draw", "2016-10-14", "10", "11", "12", "13", "14", "+", "3", "4"],
            ["--draw", "1", "1", "2", "3", "4", "5", "6"],
        ])
        let text = try lotto.run(["check", "--summary", "--by", "year"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(
            Array(text.lines.suffix(4)) == [
                "total by currency",
                "currency      spent       won         net  pending",
                "EUR        6.50 EUR  0.00 EUR   -6.50 EUR        1",
                "KRW       2,000 KRW     0 KRW  -2,000 KRW        0",
            ], "\(text.lines)")
        #expect(text.lines.contains("2016   2.50 EUR  0.00 EUR  -2.50 EUR"), "EuroMillions' year: \(text.lines)")
        #expect(text.lines.contains("2016   4.00 EUR  0.00 EUR  -4.00 EUR        1"), "Eurojackpot's: \(text.lines)")
    }

    /// JSON: an object a game and period, the summary's fields for that period after `period`;
    /// the periods of a game add up to its summary. CSV: the same, a row each.
    @Test func jsonAndCSVGiveARecordAGameAndPeriod() throws {
        try saveTicketsOverSeveralMonths()
        struct Record: Decodable {
            let period: String?
            let game: String
            let checked: Int
            let pending: Int
            let spent: Decimal?
            let won: Decimal?
            let net: Decimal?
            let unknownPrizes: Int
        }
        let json = try lotto.run(["check", "--summary", "--by", "month", "--json"])
        #expect(json.status == 0 && json.stderr.isEmpty, "\(json.stderr)")
        #expect(
            json.lines[1] == #"{"period":"2002-12","afterTaxUnknown":0,"checked":2,"currency":"KRW","freePlays":0,"#
                + #""game":"kr645","net":144030900,"noDraw":0,"notRecorded":0,"notRecordedCost":0,"pending":0,"#
                + #""pendingCost":0,"prizesToClaim":["#
                + #"{"afterTax":112269040,"claimBy":"2003-12-08","claimNote":null,"draw":"2002-12-07","id":1,"#
                + #""prize":143934100,"set":null,"taxNote":null,"tier":2},{"afterTax":79070,"claimBy":"2003-12-15","#
                + #""claimNote":null,"draw":"2002-12-14","id":2,"prize":100800,"set":null,"taxNote":null,"tier":4}],"#
                + #""spent":4000,"taxNote":null,"tiers":[{"rule":"6","tier":1,"winners":0},{"rule":"5+1","tier":2,"#
                + #""winners":1},{"rule":"5","tier":3,"winners":0},{"rule":"4","tier":4,"winners":1},{"rule":"3","#
                + #""tier":5,"winners":0}],"unclaimed":2,"unclaimedWon":144034900,"unknownPrizes":0,"won":144034900,"#
                + #""wonAfterTax":112348110},"#)
        let periods = try JSONDecoder().decode([Record].self, from: Data(json.stdout.utf8))
        #expect(
            periods.map { "\($0.game) \($0.period ?? "")" } == [
                "kr645 2002-12", "kr645 2003-01", "powerball 2017-11", "powerball 2017-12", "powerball 2018-01",
            ])
        let games = try JSONDecoder().decode(
            [Record].self, from: Data(try lotto.run(["check", "--summary", "--json"]).stdout.utf8))
        for game in games {
            let its = periods.filter { $0.game == game.game }
            #expect(its.map(\.checked).reduce(0, +) == game.checked && its.map(\.pending).reduce(0, +) == game.pending)
            #expect(
                its.compactMap(\.spent).reduce(0, +) == game.spent && its.compactMap(\.won).reduce(0, +) == game.won)
            #expect(its.compactMap(\.net).reduce(0, +) == game.net)
            #expect(its.map(\.unknownPrizes).reduce(0, +) == game.unknownPrizes)
        }
        let csv = try lotto.run(["check", "--summary", "--by", "year", "--csv"])
        #expect(
            csv.lines == [
                "period,checked,currency,game,net,noDraw,pending,pendingCost,spent,unknownPrizes,won,freePlays,"
                    + "wonAfterTax,afterTaxUnknown,prizesToClaim,nextClaimBy,unclaimed,unclaimedWon,notRecorded,"
                    + "notRecordedCost,tiers",
                "2002,2,KRW,kr645,144030900,0,0,0,4000,0,144034900,0,112348110,0,2,2003-12-08,2,144034900,0,0,0 1 0 1 0",
                "2003,1,KRW,kr645,-2000,0,0,0,2000,0,0,0,0,0,0,,0,0,0,0,0 0 0 0 0",
                "2017,5,USD,powerball,-6.00,0,0,0.00,10.00,1,4.00,0,4.00,1,2,,2,4.00,0,0.00,1 0 0 0 0 0 0 0 1",
                // The draw of 2018-01-03, held but not recorded, bought all the same.
                "2018,0,USD,powerball,-2.00,0,1,2.00,2.00,0,0.00,0,0.00,0,0,,0,0.00,1,2.00,0 0 0 0 0 0 0 0 0",
            ], "\(csv.stderr)")
    }

    /// `--since` and `--until` count the draws of their own dates, with `--by` or without:
    /// #4's draw of 12-02 is in from 12-02 on and out from 12-03 on; the two of 12-30 in up to
    /// 12-30 and out up to 12-29.
    @Test func sinceAndUntilAreInclusive() throws {
        try saveTicketsOverSeveralMonths()
        // Within the bounds, a draw may wait, held: the summary then says so, as it does unbounded.
        func counted(_ bounds: [String]) throws -> [String] {
            let result = try lotto.run(["check", "--summary", "--game", "powerball"] + bounds)
            let hint = bounds == ["--since", "2018-01-03"] ? Self.heldHint : ""
            #expect(result.status == 0 && result.stderr == hint, "\(bounds): \(result.stderr)")
            return result.lines.filter {
                $0.hasPrefix("checked: ") || $0.hasPrefix("spent: ") || $0.hasPrefix("pending: ")
            }
        }
        #expect(
            try counted(["--since", "2017-12-02", "--until", "2017-12-30"]) == [
                "checked: 4", "pending: 0 tickets", "spent: 8.00 USD",
            ])
        #expect(
            try counted(["--since", "2017-12-03", "--until", "2017-12-30"]) == [
                "checked: 3", "pending: 0 tickets", "spent: 6.00 USD",
            ])
        #expect(try counted(["--until", "2017-12-29"]) == ["checked: 3", "pending: 0 tickets", "spent: 6.00 USD"])
        // The draw of 2018-01-03 is held, not recorded: bought, so spent.
        #expect(try counted(["--since", "2018-01-03"]) == ["checked: 0", "pending: 0 tickets", "spent: 2.00 USD"])
        #expect(
            try counted(["--since", "2017-12-30", "--until", "2017-12-30"]) == [
                "checked: 2", "pending: 0 tickets", "spent: 4.00 USD",
            ])
        let december = try lotto.run([
            "check", "--summary", "--by", "month", "--since", "2017-12-02", "--until", "2017-12-30",
        ])
        #expect(
            Array(december.lines.prefix(4)) == [
                "powerball (US Powerball)",
                "month       spent       won        net",
                "2017-12  8.00 USD  4.00 USD  -4.00 USD  not counting 1 prize unknown",
                "total    8.00 USD  4.00 USD  -4.00 USD  not counting 1 prize unknown",
            ], "kr645's draws are all out: it has no part; \(december.stderr)")
        // Nothing in the bounds: an empty summary, said on standard error in text.
        let none = try lotto.run(["check", "--summary", "--by", "month", "--since", "2026-01-01"])
        #expect(
            none.status == 0 && none.stdout.isEmpty && none.stderr == "no ticket is for a draw from 2026-01-01 on\n")
        let noneJSON = try lotto.run(["check", "--summary", "--since", "2026-01-01", "--until", "2026-02-01", "--json"])
        #expect(noneJSON.status == 0 && noneJSON.stdout == "[]\n" && noneJSON.stderr.isEmpty)
    }

    @Test(arguments: [
        (["--summary", "--by", "week"], "invalid value 'week' for '--by': expected month or year"),
        (["--summary", "--since", "2026-13-01"], "invalid value '2026-13-01' for '--since'"),
        (["--summary", "--until", "2026-02-30"], "invalid value '2026-02-30' for '--until'"),
        (["--summary", "--since", "26-01-01"], "invalid value '26-01-01' for '--since'"),
        (
            ["--summary", "--since", "2026-03-01", "--until", "2026-02-28"],
            "--since 2026-03-01 is after --until 2026-02-28"
        ),
        (["--by", "month"], "--by shapes the summary; give --summary with it"),
        (["--since", "2017-01-01", "--json"], "--since shapes the summary; give --summary with it"),
        (["--until", "2017-01-01", "--latest"], "--until shapes the summary; give --summary with it"),
        (["--summary", "--by", "month", "--round", "1"], "--summary sums up each ticket against its own draw"),
    ])
    func badValuesAreUsageErrorsAndLeaveTheStoreAsItWas(arguments: [String], message: String) throws {
        try lotto.run(["save", "--draw", "1", "10", "16", "23", "29", "33", "37"])
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        let store = try Data(contentsOf: URL(fileURLWithPath: lotto.storePath))
        try lotto.run(["check"] + arguments).expectFailure(64, naming: message)
        #expect(try Data(contentsOf: URL(fileURLWithPath: lotto.storePath)) == store)
    }
}
