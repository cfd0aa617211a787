import Foundation
import TestSupport
import Testing

/// `lotto check` with no draw given: every game's saved tickets, in id order, each against its
/// own recorded draw; the summary game by game, with what the tickets cost (each at its game's
/// price on its draw's date), won and net, and what those pending cost. `--game` narrows it;
/// `LOTTO_GAME` does not.
@Suite struct CheckEveryGameTests {
    private let lotto = LottoExecutable()

    /// Before round 1252 (2026-11-28) is drawn: its ticket is pending; Powerball's draw of
    /// 2012-01-11, held long ago, is drawn but not recorded.
    init() {
        lotto.clock = "2026-11-23 12:00:00"
    }

    private static let heldNote =
        "lotto: 1 ticket is for a draw held but not recorded: 'lotto draws update' fetches them, "
        + "'lotto draws import <file>' reads them from a file\n"

    /// Tickets of two games, saved in turn, and both games' draws recorded from the samples:
    /// kr645 rounds 1 and 2 (2,000 won a ticket then), Powerball 2017-12-30 (28 36 41 51 58 +
    /// 24; $2, and a jackpot whose prize the file does not give), and two tickets whose draws
    /// are not recorded (a Powerball draw of 2012-01-11, when a ticket cost $1).
    private func saveTwoGames() throws {
        try lotto.saveEach([
            ["--draw", "1", "10", "16", "23", "29", "33", "37"],
            ["--game", "powerball", "--draw", "2017-12-30", "28", "36", "41", "51", "58", "+", "24"],
            ["--draw", "2002-12-14", "9", "13", "21", "25", "1", "3"],
            ["--game", "powerball", "--draw", "2017-12-30", "1", "2", "3", "4", "5", "+", "24"],
            ["--draw", "2026-11-28", "1", "2", "3", "4", "5", "6"],
            ["--game", "powerball", "--draw", "2012-01-11", "1", "2", "3", "4", "5", "+", "6"],
            ["--game", "powerball", "--draw", "2017-12-30", "1", "2", "3", "4", "5", "+", "1"],
        ])
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        try lotto.run(["draws", "import", DrawSamples.path("powerball-ny-2015-2017.csv")])
    }

    private static let koreanSummary = [
        "kr645 (South Korea Lotto 6/45)",
        "tier 2 (5+1): 1", "tier 4 (4): 1", "no prize: 0", "checked: 2", "pending: 1 ticket",
        // The two checked at 2,000 won and the one waiting for round 1252 at 1,000.
        "spent: 5,000 KRW", "won: 144,034,900 KRW",
        // Round 1's 143,934,100 less 31,665,060 withheld, round 2's 100,800 less 21,730 (taxed above
        // 50,000 won before 2023).
        "won after tax: 112,348,110 KRW", "unclaimed: 2 (144,034,900 KRW)", "net: 144,029,900 KRW",
        "no draw: 0",
    ]

    private static let powerballSummary = [
        "powerball (US Powerball)",
        "tier 1 (5+1): 1", "tier 9 (0+1): 1", "no prize: 1", "checked: 3", "pending: 0 tickets",
        "drawn, not recorded: 1 ticket: lotto draws update",
        // The three checked at $2 and the one of 2012-01-11, held but not recorded, at $1.
        "spent: 7.00 USD", "won: 4.00 USD and 1 prize unknown",
        "won after tax: 4.00 USD and 1 unknown (federal withholding only; state tax varies)",
        "unclaimed: 2 (4.00 USD and 1 prize unknown)", "net: -3.00 USD (not counting 1 prize unknown)",
        "no draw: 0",
    ]

    private static let powerballLines = [
        "#2  28 36 41 51 58 + 24  powerball  draw 2017-12-30  matched 28 36 41 51 58 + 24  tier 1  prize unknown"
            + "  claim deadline set by the state",
        "#4  1 2 3 4 5 + 24  powerball  draw 2017-12-30  matched + 24  tier 9  prize 4.00 USD" + Self.usClaim,
        "#6  1 2 3 4 5 + 6  powerball  draw 2012-01-11  drawn, not recorded: lotto draws update",
        "#7  1 2 3 4 5 + 1  powerball  draw 2017-12-30  matched none  no prize",
    ]

    /// What a US prize that has nothing withheld says after it.
    private static let usClaim =
        "  after tax 4.00 USD (federal withholding only; state tax varies)  claim deadline set by the state"

    private static let totalLine = "won after tax, all games: 112,348,110 KRW, 4.00 USD and 1 unknown"

    @Test func everyGamesTicketsAreCheckedAgainstTheirOwnDrawsAndSummedUpGameByGame() throws {
        try saveTwoGames()
        let text = try lotto.run(["check"])
        #expect(text.status == 0 && text.stderr == Self.heldNote, "\(text.stderr)")
        #expect(
            text.lines == [
                "#1  10 16 23 29 33 37  draw 2002-12-07 (round 1)  matched 10 23 29 33 37 + 16  tier 2  prize 143,934,100 KRW"
                    + "  after tax 112,269,040 KRW  claim by 2003-12-08",
                Self.powerballLines[0],
                "#3  1 3 9 13 21 25  draw 2002-12-14 (round 2)  matched 9 13 21 25  tier 4  prize 100,800 KRW"
                    + "  after tax 79,070 KRW  claim by 2003-12-15",
                Self.powerballLines[1],
                "#5  1 2 3 4 5 6  draw 2026-11-28 (round 1252)  pending",
                Self.powerballLines[2], Self.powerballLines[3],
            ] + Self.koreanSummary + Self.powerballSummary + [Self.totalLine])

        struct Checked: Decodable, Equatable {
            let id: Int
            let game: String
            let status: String
            let tier: Int?
            let prize: Double?
        }
        let json = try lotto.run(["check", "--json"])
        let records = try JSONDecoder().decode([Checked].self, from: Data(json.stdout.utf8))
        #expect(records.map(\.id) == [1, 2, 3, 4, 5, 6, 7], "one record a ticket, in id order, and nothing else")
        #expect(records.map(\.game) == ["kr645", "powerball", "kr645", "powerball", "kr645", "powerball", "powerball"])
        #expect(records.map(\.tier) == [2, 1, 4, 9, nil, nil, nil])
        #expect(records.map(\.prize) == [143_934_100, nil, 100_800, 4, nil, nil, 0])
        let csv = try lotto.run(["check", "--csv"]).lines
        #expect(
            csv.count == 8
                && csv[0]
                    == "id,game,draw,round,numbers,extra,matched,extraMatched,tier,prize,status,freePlay,set,"
                    + "afterTax,taxNote,claimBy,claimNote,drawn"
        )
        #expect(csv[6] == "6,powerball,2012-01-11,,1 2 3 4 5,6,,,,,pending,false,,,,,,true")
    }

    @Test func gameNarrowsTheCheckAndLottoGameDoesNot() throws {
        try saveTwoGames()
        let powerball = try lotto.run(["check", "--game", "powerball"])
        #expect(powerball.status == 0 && powerball.stderr == Self.heldNote, "\(powerball.stderr)")
        #expect(powerball.lines == Self.powerballLines + Self.powerballSummary)
        let everyGame = try lotto.run(["check"])
        lotto.environment["LOTTO_GAME"] = "powerball"
        #expect(try lotto.run(["check"]).stdout == everyGame.stdout, "LOTTO_GAME does not narrow it")
        #expect(try lotto.run(["check", "--game", "kr645"]).lines.suffix(Self.koreanSummary.count) == Self.koreanSummary[...])
        // Against one draw, LOTTO_GAME still names the game, as for drawing and saving.
        let latest = try lotto.run(["check", "--latest"])
        #expect(latest.lines.first == "powerball 2017-12-30: 28 36 41 51 58 + 24")
        #expect(latest.lines.filter { $0.hasPrefix("#") }.map { $0.prefix(2) } == ["#2", "#4", "#6", "#7"])
        lotto.environment["LOTTO_GAME"] = "nope"
        #expect(try lotto.run(["check"]).stdout == everyGame.stdout, "nor is it read")
        try lotto.run(["check", "--latest"]).expectFailure(64, naming: "'nope' in LOTTO_GAME")
    }

    @Test func aStoreOfOneGameOtherThanKr645IsCheckedWithoutAWordOfKr645() throws {
        try lotto.run(["save", "--game", "powerball", "--draw", "2017-12-30", "1", "2", "3", "4", "5", "+", "24"])
        try lotto.run(["draws", "import", DrawSamples.path("powerball-ny-2015-2017.csv")])
        let result = try lotto.run(["check"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(
            result.lines.first
                == "#1  1 2 3 4 5 + 24  powerball  draw 2017-12-30  matched + 24  tier 9  prize 4.00 USD" + Self.usClaim
        )
        #expect(!result.stdout.contains("kr645") && result.lines.contains("net: 2.00 USD"))
    }

    /// `--summary` prints the summary alone; with `--json` an object a game, with `--csv` a row.
    @Test func theSummaryAlone() throws {
        try saveTwoGames()
        let text = try lotto.run(["check", "--summary"])
        let prizesToClaim = [
            // The deadlines of 2003 have passed (the clock is 2026's): they come last.
            "prizes to claim, soonest deadline first:",
            "#2  powerball  draw 2017-12-30  tier 1  prize unknown  claim deadline set by the state",
            "#4  powerball  draw 2017-12-30  tier 9  prize 4.00 USD" + Self.usClaim,
            "#1  kr645  draw 2002-12-07  tier 2  prize 143,934,100 KRW  after tax 112,269,040 KRW  claim by 2003-12-08"
                + " (passed)",
            "#3  kr645  draw 2002-12-14  tier 4  prize 100,800 KRW  after tax 79,070 KRW  claim by 2003-12-15 (passed)",
        ]
        #expect(
            text.status == 0
                && text.lines == Self.koreanSummary + Self.powerballSummary + [Self.totalLine] + prizesToClaim,
            "\(text.stderr)")
        #expect(try lotto.run(["check", "--summary", "--winners"]).stdout == text.stdout)
        let json = try lotto.run(["check", "--summary", "--json"])
        #expect(json.status == 0 && json.stderr.isEmpty, "in text only")
        #expect(
            json.stdout == """
                [
                {"afterTaxUnknown":0,"checked":2,"currency":"KRW","freePlays":0,"game":"kr645","net":144029900,"noDraw":0,\
                "notRecorded":0,"notRecordedCost":0,\
                "pending":1,"pendingCost":1000,"prizesToClaim":[{"afterTax":112269040,"claimBy":"2003-12-08","claimNote":null,\
                "draw":"2002-12-07","id":1,"prize":143934100,"set":null,"taxNote":null,"tier":2},{"afterTax":79070,\
                "claimBy":"2003-12-15","claimNote":null,"draw":"2002-12-14","id":3,"prize":100800,"set":null,"taxNote":null,\
                "tier":4}],"spent":5000,"taxNote":null,"tiers":[{"rule":"6","tier":1,"winners":0},{"rule":"5+1","tier":2,\
                "winners":1},{"rule":"5","tier":3,"winners":0},{"rule":"4","tier":4,"winners":1},{"rule":"3","tier":5,\
                "winners":0}],"unclaimed":2,"unclaimedWon":144034900,"unknownPrizes":0,\
                "won":144034900,"wonAfterTax":112348110},
                {"afterTaxUnknown":1,"checked":3,"currency":"USD","freePlays":0,"game":"powerball","net":-3.00,"noDraw":0,\
                "notRecorded":1,"notRecordedCost":1.00,\
                "pending":1,"pendingCost":1.00,"prizesToClaim":[{"afterTax":null,"claimBy":null,"claimNote":"set by the state",\
                "draw":"2017-12-30","id":2,"prize":null,"set":null,"taxNote":null,"tier":1},{"afterTax":4.00,"claimBy":null,\
                "claimNote":"set by the state","draw":"2017-12-30","id":4,"prize":4.00,"set":null,\
                "taxNote":"federal withholding only; state tax varies","tier":9}],"spent":7.00,\
                "taxNote":"federal withholding only; state tax varies","tiers":[{"rule":"5+1","tier":1,"winners":1},\
                {"rule":"5","tier":2,"winners":0},{"rule":"4+1","tier":3,"winners":0},{"rule":"4","tier":4,"winners":0},\
                {"rule":"3+1","tier":5,"winners":0},{"rule":"3","tier":6,"winners":0},{"rule":"2+1","tier":7,"winners":0},\
                {"rule":"1+1","tier":8,"winners":0},{"rule":"0+1","tier":9,"winners":1}],"unclaimed":2,"unclaimedWon":4.00,"unknownPrizes":1,\
                "won":4.00,"wonAfterTax":4.00}
                ]

                """)
        #expect((try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) != nil)
        #expect(
            try lotto.run(["check", "--summary", "--csv"]).lines == [
                "checked,currency,game,net,noDraw,pending,pendingCost,spent,unknownPrizes,won,freePlays,wonAfterTax,"
                    + "afterTaxUnknown,prizesToClaim,nextClaimBy,unclaimed,unclaimedWon,notRecorded,notRecordedCost,tiers",
                "2,KRW,kr645,144029900,0,1,1000,5000,0,144034900,0,112348110,0,2,2003-12-08,2,144034900,0,0,0 1 0 1 0",
                "3,USD,powerball,-3.00,0,1,1.00,7.00,1,4.00,0,4.00,1,2,,2,4.00,1,1.00,1 0 0 0 0 0 0 0 1",
            ])
        let powerball = try lotto.run(["check", "--summary", "--json", "--game", "powerball"])
        #expect(powerball.stdout.hasPrefix("[\n{\"afterTaxUnknown\":1,\"checked\":3,") && powerball.lines.count == 3)
        try lotto.run(["check", "--summary", "--round", "1"]).expectFailure(64, naming: "--summary")
        try lotto.run(["check", "--summary", "1", "2", "3", "4", "5", "6", "+", "7"])
            .expectFailure(64, naming: "give no draw with it")
    }

    /// A ticket for no draw (of a game without a schedule, or saved before lotto knew draws) is
    /// neither checked nor pending: counted apart, costing nothing the summary adds; a
    /// EuroMillions play costs the euro countries' price.
    @Test func ticketsForNoDrawAndPricesNotKnownAreSaidToBe() throws {
        try lotto.run(["save", "--game", "6/45", "1", "2", "3", "4", "5", "6"])
        try lotto.run([
            "save", "--game", "euromillions", "--draw", "2016-10-04", "1", "2", "3", "4", "5", "+", "1", "2",
        ])
        try lotto.run(["draws", "import", DrawSamples.path("euromillions-uk-2016-2017.csv")])
        let text = try lotto.run(["check", "--summary"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.lines.starts(with: ["6/45 (Custom 6/45)", "no prize: 0", "checked: 0", "pending: 0 tickets"]))
        #expect(text.lines.contains("no draw: 1") && text.lines.contains("euromillions (EuroMillions)"))
        #expect(
            text.lines.suffix(6) == [
                "pending: 0 tickets", "spent: 2.50 EUR", "won: 0.00 EUR", "won after tax: 0.00 EUR", "net: -2.50 EUR",
                "no draw: 0",
            ])
        let json = try lotto.run(["check", "--summary", "--json"]).lines
        #expect(
            json[1]
                == #"{"afterTaxUnknown":0,"checked":0,"currency":null,"freePlays":0,"game":"6/45","net":0.00,"noDraw":1,"#
                + #""notRecorded":0,"notRecordedCost":0.00,"#
                + #""pending":0,"pendingCost":0.00,"prizesToClaim":[],"spent":0.00,"taxNote":null,"#
                + #""tiers":[{"rule":"6","tier":1,"winners":0}],"unclaimed":0,"#
                + #""unclaimedWon":0.00,"unknownPrizes":0,"won":0.00,"wonAfterTax":0.00},"#)
        #expect(json[2].contains(#""currency":"EUR""#) && json[2].contains(#""spent":2.50"#))
    }

    /// SuperEnalotto was played in lire until the euro: a check against a draw of 2001 is in
    /// lire, in the lira's form (no decimals); a check of each ticket against its own draw
    /// counts the tickets of the lira's days in a part of their own, in lire, never added to
    /// euros.
    @Test func aDrawPlayedInLireIsPricedInLireAndNotAddedToEuros() throws {
        for date in ["2001-12-29", "2016-02-02"] {
            try lotto.run([
                "draws", "add", "--game", "superenalotto", "--date", date, "1", "2", "3", "4", "5", "6", "+", "7",
            ])
            try lotto.run(["save", "--game", "superenalotto", "--draw", date, "1", "2", "3", "40", "50", "60"])
        }
        let lire = try lotto.run(["check", "--game", "superenalotto", "--date", "2001-12-29"])
        #expect(lire.status == 0, "\(lire.stderr)")
        #expect(
            lire.lines.suffix(2) == ["won: 0 ITL and 2 prizes unknown", "won after tax: 0 ITL and 2 unknown"],
            "\(lire.lines)")
        let own = try lotto.run(["check", "--game", "superenalotto", "--summary"])
        #expect(own.status == 0, "\(own.stderr)")
        #expect(own.lines.first == "superenalotto (Italy SuperEnalotto), in ITL", "\(own.lines)")
        #expect(
            own.lines.filter { $0.hasPrefix("spent: ") || $0.hasPrefix("won: ") } == [
                "spent: 500 ITL", "won: 0 ITL and 1 prize unknown",
                "spent: 1.00 EUR", "won: 0.00 EUR and 1 prize unknown",
            ], "\(own.lines)")
        #expect(own.lines.contains("superenalotto (Italy SuperEnalotto)"), "\(own.lines)")
        let json = try lotto.run(["check", "--game", "superenalotto", "--summary", "--json"])
        #expect(json.stdout.contains(#""currency":"ITL""#) && json.stdout.contains(#""spent":500,"#))
        #expect(json.stdout.contains(#""currency":"EUR""#) && json.stdout.contains(#""spent":1.00,"#))
    }
}
