import Foundation
import TestSupport
import Testing

/// The player's loop: tickets saved for a draw (`lotto save --draw`, or the next one), the draw
/// recorded, and `lotto check` checking each ticket against its own draw. Every draw a test
/// depends on is named with `--draw`, so that no test depends on today.
@Suite struct PlayersLoopTests {
    private let lotto = LottoExecutable()

    private struct Checked: Decodable {
        let id: Int
        let draw: String?
        let round: Int?
        let status: String
        let tier: Int?
        let prize: Int?
        let matched: [Int]?
    }

    private func checked(_ arguments: [String]) throws -> [Checked] {
        let result = try lotto.run(["check", "--json"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode([Checked].self, from: Data(result.stdout.utf8))
    }

    private func save(_ words: [String]) throws {
        let result = try lotto.run(["save"] + words)
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// `--draw` takes a date on which the game is drawn, or a round where lotto numbers the
    /// game's draws; the ticket keeps it, and `list` shows it.
    @Test func aTicketIsForTheDrawItNames() throws {
        try save(["--draw", "2026-11-28", "1", "2", "3", "4", "5", "6"])
        try save(["--draw", "1252", "7", "8", "9", "10", "11", "12"])
        try save(["--game", "powerball", "--draw", "2026-11-23", "1", "2", "3", "4", "5", "+", "6"])
        let lines = try lotto.run(["list"]).lines
        #expect(lines[0].hasSuffix("  draw 2026-11-28 (round 1252)"))
        #expect(lines[1].hasSuffix("  draw 2026-11-28 (round 1252)"), "round 1252 is 2002-12-07 + 1251 weeks")
        #expect(lines[2].hasSuffix("  powerball  draw 2026-11-23"), "a Monday, drawn since 2021-08-23")
    }

    @Test(arguments: [
        (["--draw", "2026-11-29"], "2026-11-29 is a Sunday, and kr645 is drawn on Saturdays then"),
        (["--draw", "2002-11-30"], "before kr645's first draw, on 2002-12-07"),
        (["--draw", "0"], "'0' is neither a date"), (["--draw", "2026-02-30"], "'2026-02-30'"),
        (["--draw", "500000"], "round 500000 is past any draw of kr645"),
        (["--game", "powerball", "--draw", "5", "+", "6"], "powerball draws are not numbered by lotto"),
        (["--game", "powerball", "--draw", "2021-08-16", "+", "6"], "Wednesdays and Saturdays then"),
    ])
    func aDrawThatIsNotOneOfTheGamesIsRefused(arguments: [String], message: String) throws {
        let numbers = ["1", "2", "3", "4", "5"] + (arguments.contains("powerball") ? [] : ["6"])
        var words = arguments
        if let plus = words.firstIndex(of: "+") {
            words.insert(contentsOf: numbers, at: plus)
        } else {
            words += numbers
        }
        try lotto.run(["save"] + words).expectFailure(64, naming: message)
        #expect(lotto.storeBytes == nil, "nothing saved")
    }

    /// With no --draw, a ticket is for the game's next draw whose sales are still open: a draw
    /// day of the game, no more than eight days away. (The exact draw, by the clock, is the
    /// schedule's unit tests'.)
    @Test func withoutADrawATicketIsForTheNextOne() throws {
        try save(["1", "2", "3", "4", "5", "6"])
        try save(["--game", "6/49", "1", "2", "3", "4", "5", "6"])
        struct Saved: Decodable {
            let draw: String?
            let round: Int?
        }
        let saved = try JSONDecoder().decode([Saved].self, from: Data(try lotto.run(["list", "--json"]).stdout.utf8))
        let draw = try #require(saved[0].draw)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = TimeZone(identifier: "Asia/Seoul")
        let date = try #require(formatter.date(from: draw))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Seoul")!
        #expect(calendar.component(.weekday, from: date) == 7, "\(draw) is a Saturday")
        #expect(date.timeIntervalSinceNow > -86_400 && date.timeIntervalSinceNow < 8 * 86_400)
        let weeks = calendar.dateComponents([.day], from: formatter.date(from: "2002-12-07")!, to: date).day! / 7
        #expect(saved[0].round == weeks + 1)
        #expect(saved[1].draw == nil && saved[1].round == nil, "a custom game has no schedule")
    }

    /// The loop: tickets for two recorded draws, one not recorded yet, one from a store written
    /// before lotto knew draws; `check` checks each against its own, and `--winners` prints only
    /// the winners while the summary counts them all.
    @Test func checkChecksEachTicketAgainstItsOwnDraw() throws {
        // Before round 1252 (2026-11-28) is drawn: its ticket is pending, not drawn.
        lotto.clock = "2026-11-23 12:00:00"
        // Round 1 (2002-12-07) drew 10 23 29 33 37 40 + 16; round 2 (2002-12-14) 9 13 21 25 32 42 + 2.
        try FileManager.default.createDirectory(
            atPath: lotto.home.file("data/lotto"), withIntermediateDirectories: true)
        try Data(
            (#"{"format":"lotto-tickets","version":1}"# + "\n"
                + #"{"id":1,"numbers":[10,23,29,33,37,41],"saved":"2026-11-22T10:15:30Z"}"# + "\n").utf8
        ).write(to: URL(fileURLWithPath: lotto.storePath))
        try save(["--draw", "1", "10", "16", "23", "29", "33", "37"])  // 5 + bonus: tier 2
        try save(["--draw", "2002-12-14", "10", "16", "23", "29", "33", "37"])  // round 2: nothing
        try save(["--draw", "2002-12-14", "9", "13", "21", "25", "1", "3"])  // round 2: 4, tier 4, pari-mutuel before round 401
        try save(["--draw", "2026-11-28", "1", "2", "3", "4", "5", "6"])  // not recorded
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])

        let results = try checked([])
        #expect(results.map(\.id) == [1, 2, 3, 4, 5])
        #expect(results.map(\.status) == ["no draw", "checked", "checked", "checked", "pending"])
        #expect(results.map(\.round) == [nil, 1, 2, 2, 1252])
        #expect(results.map(\.tier) == [nil, 2, nil, 4, nil])
        #expect(results.map(\.prize) == [nil, 143_934_100, 0, 100_800, nil])
        #expect(results[0].matched == nil && results[4].matched == nil && results[3].matched == [9, 13, 21, 25])

        let text = try lotto.run(["check"])
        #expect(text.status == 0 && text.stderr.isEmpty)
        #expect(
            text.lines == [
                "#1  10 23 29 33 37 41  no draw",
                "#2  10 16 23 29 33 37  draw 2002-12-07 (round 1)  matched 10 23 29 33 37 + 16  tier 2  prize 143,934,100 KRW"
                    + "  after tax 112,269,040 KRW  claim by 2003-12-08",
                "#3  10 16 23 29 33 37  draw 2002-12-14 (round 2)  matched none  no prize",
                "#4  1 3 9 13 21 25  draw 2002-12-14 (round 2)  matched 9 13 21 25  tier 4  prize 100,800 KRW"
                    + "  after tax 79,070 KRW  claim by 2003-12-15",
                "#5  1 2 3 4 5 6  draw 2026-11-28 (round 1252)  pending",
                "kr645 (South Korea Lotto 6/45)",
                "tier 2 (5+1): 1", "tier 4 (4): 1", "no prize: 1", "checked: 3", "pending: 1 ticket",
                // Rounds 1 and 2 were drawn when a ticket cost 2,000 won; round 1252 costs 1,000.
                "spent: 7,000 KRW", "won: 144,034,900 KRW", "won after tax: 112,348,110 KRW",
                "unclaimed: 2 (144,034,900 KRW)",
                "net: 144,027,900 KRW", "no draw: 1",
            ])
        let winners = try lotto.run(["check", "--winners"])
        #expect(winners.lines.filter { $0.hasPrefix("#") }.map { $0.prefix(2) } == ["#2", "#4"])
        #expect(winners.lines.suffix(12) == text.lines.suffix(12), "the summary counts every ticket")
        #expect(try checked(["--winners"]).map(\.id) == [2, 4])
        let csv = try lotto.run(["check", "--format", "csv"]).lines
        #expect(
            csv[0]
                == "id,game,draw,round,numbers,extra,matched,extraMatched,tier,prize,status,freePlay,set,"
                + "afterTax,taxNote,claimBy,claimNote,drawn")
        #expect(csv[5] == "5,kr645,2026-11-28,1252,1 2 3 4 5 6,,,,,,pending,false,,,,,,false")
    }

    /// `--round`, `--latest` and `--date` still check every ticket against that one draw;
    /// `--date` serves games whose records have no round.
    @Test func oneNamedDrawChecksEveryTicket() throws {
        try lotto.run(["draws", "import", DrawSamples.path("powerball-ny-2015-2017.csv")])
        try save(["--game", "powerball", "--draw", "2017-12-30", "28", "36", "41", "51", "58", "+", "1"])
        try save(["--game", "powerball", "--draw", "2017-12-27", "28", "36", "41", "51", "58", "+", "24"])
        let byDate = try lotto.run(["check", "--game", "powerball", "--date", "2017-12-30"])
        #expect(byDate.lines.first == "powerball 2017-12-30: 28 36 41 51 58 + 24")
        #expect(byDate.lines.filter { $0.hasPrefix("#") }.count == 2)
        #expect(
            byDate.lines[2].hasSuffix("tier 1  prize unknown  claim deadline set by the state"),
            "checked against the 30th, not its own draw")
        let own = try checked(["--game", "powerball"])
        #expect(own.map(\.status) == ["checked", "checked"] && own.map(\.tier) == [2, nil])
        try lotto.run(["check", "--game", "powerball", "--date", "2017-12-31"])
            .expectFailure(66, naming: "no powerball draw of 2017-12-31")
        try lotto.run(["check", "--date", "2017-13-01"]).expectFailure(64, naming: "'2017-13-01'")
        try lotto.run(["check", "--date", "2017-12-30", "--latest"]).expectFailure(64, naming: "--date and --latest")
    }

    /// No ticket to check is exit 66, in every way of checking, with nothing printed: none of
    /// any game for a check of their own draws, none of the game for --game or one draw.
    @Test func noTicketToCheckIsNoInput() throws {
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        try lotto.run(["check"]).expectFailure(66, naming: "no ticket is saved")
        try lotto.run(["check", "--latest", "--json"]).expectFailure(66, naming: "no kr645 ticket is saved")
        try lotto.run(["check", "1", "2", "3", "4", "5", "6", "+", "7"]).expectFailure(66, naming: "kr645")
        try save(["--game", "euromillions", "--draw", "2026-11-27", "1", "2", "3", "4", "5", "+", "1", "2"])
        try lotto.run(["check", "--game", "kr645"]).expectFailure(66, naming: "no kr645 ticket is saved")
        #expect(try checked([]).map(\.status) == ["pending"], "every game's tickets, the euromillions one")
        #expect(try checked(["--game", "euromillions"]).map(\.status) == ["pending"])
    }

    /// `lotto save` with no numbers saves the whole last draw, each ticket for the draw it was
    /// drawn for (or the one --draw names); a draw too large to keep says how to save it.
    @Test func theWholeLastDrawIsSaved() throws {
        let drawn = try lotto.run(["new", "-n", "4", "--game", "eurojackpot", "--seed", "3"]).lines
        let saved = try lotto.run(["save", "--draw", "2026-11-27"])
        #expect(saved.status == 0 && saved.lines.count == 4, "\(saved.stderr)")
        for (line, ticket) in zip(saved.lines, drawn) {
            #expect(line.contains("  \(ticket)  ") && line.hasSuffix("  eurojackpot  draw 2026-11-27"))
        }
        try lotto.run(["save", "--draw", "2026-11-26"]).expectFailure(64, naming: "a Thursday")
        try lotto.run(["new", "-n", "101"])
        try lotto.run(["save"]).expectFailure(66, naming: "lotto new -n 101 | lotto save -")
        #expect(try lotto.run(["list"]).lines.count == 4, "nothing more saved")
    }

    /// `LOTTO_GAME` is the game of every command that takes --game, unless --game is given.
    @Test func lottoGameIsTheDefaultGame() throws {
        lotto.environment["LOTTO_GAME"] = "powerball"
        let drawn = try lotto.run(["new", "--seed", "1"])
        #expect(drawn.status == 0 && drawn.stdout.contains(" + "), "a powerball ticket: \(drawn.stdout)")
        try save([])  // the last draw keeps its game: LOTTO_GAME is not a --game
        try save(["--draw", "2026-11-28", "--game", "kr645", "1", "2", "3", "4", "5", "6"])
        #expect(try lotto.run(["list"]).lines.count == 1, "list shows LOTTO_GAME's tickets")
        #expect(try lotto.run(["list", "--game", "kr645"]).lines.count == 1)
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        let backtest = try lotto.run(["backtest", "2"])
        #expect(backtest.status == 0, "tickets given by id keep their own game: \(backtest.stderr)")
        lotto.environment["LOTTO_GAME"] = "nope"
        try lotto.run(["new"]).expectFailure(64, naming: "'nope' in LOTTO_GAME")
        #expect(try lotto.run(["new", "--game", "kr645"]).status == 0, "--game beats it")
        #expect(try lotto.run(["clear", "--yes"]).status == 0, "a command without --game does not read it")
    }
}
