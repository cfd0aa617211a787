import Foundation
import TestSupport
import Testing

/// `lotto save --multi-draw N`, end to end, with New York's Powerball draws of 2015-2017: a
/// ticket for N consecutive draws of its game's schedule is checked on each (one result a draw,
/// named by it), listed once with its draws, and removed whole; a bad count, a game without a
/// schedule and a span past the dates lotto can write are refused, the store left as it was.
@Suite struct MultiDrawTests {
    private let lotto = LottoExecutable()

    /// The line `save` and `list` print of a ticket, without the time it was saved.
    private func withoutTime(_ line: String) -> String {
        line.replacing(#/\s{2}\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/#, with: "")
    }

    /// #1 3 9 16 20 61 + 3 for Wednesday 2017-12-20, Saturday 12-23 and Wednesday 12-27 (it
    /// matches 20 61, then 3, then 3 9 16 + 3); #2 a plain ticket for 12-30, the jackpot; #3 for
    /// 12-27, 12-30 and 2018-01-03, which the sample does not hold.
    private func saveTicketsAndImportTheDraws() throws {
        let saved = try lotto.run([
            "save", "--game", "powerball", "--draw", "2017-12-20", "--multi-draw", "3", "3", "9", "16", "20", "61", "+",
            "3",
        ])
        #expect(saved.status == 0 && saved.stderr.isEmpty, "\(saved.stderr)")
        #expect(
            saved.lines.map(withoutTime) == ["#1  3 9 16 20 61 + 3  powerball  draws 2017-12-20 to 2017-12-27, 3 draws"]
        )
        try lotto.saveEach([
            ["--game", "powerball", "--draw", "2017-12-30", "28", "36", "41", "51", "58", "+", "24"],
            ["--game", "powerball", "--draw", "2017-12-27", "--multi-draw", "3", "1", "2", "3", "4", "5", "+", "6"],
        ])
        try lotto.run(["draws", "import", DrawSamples.path("powerball-ny-2015-2017.csv")])
    }

    @Test func aMultiDrawTicketIsCheckedOnEachOfItsDrawsOneResultADraw() throws {
        try saveTicketsAndImportTheDraws()
        let text = try lotto.run(["check"])
        // 2018-01-03, long held, is not in the file: the check asks for it.
        #expect(
            text.status == 0
                && text.stderr.hasPrefix("lotto: 1 ticket is for a draw held but not recorded"), "\(text.stderr)")
        #expect(
            Array(text.lines.prefix(7)) == [
                "#1  3 9 16 20 61 + 3  powerball  draw 2017-12-20, 1 of 3  matched 20 61  no prize",
                "#1  3 9 16 20 61 + 3  powerball  draw 2017-12-23, 2 of 3  matched 3  no prize",
                "#1  3 9 16 20 61 + 3  powerball  draw 2017-12-27, 3 of 3  matched 3 9 16 + 3  tier 5  prize 100.00 USD"
                    + "  after tax 100.00 USD (federal withholding only; state tax varies)  claim deadline set by the state",
                "#2  28 36 41 51 58 + 24  powerball  draw 2017-12-30  matched 28 36 41 51 58 + 24  tier 1  prize unknown"
                    + "  claim deadline set by the state",
                "#3  1 2 3 4 5 + 6  powerball  draw 2017-12-27, 1 of 3  matched 3  no prize",
                "#3  1 2 3 4 5 + 6  powerball  draw 2017-12-30, 2 of 3  matched none  no prize",
                "#3  1 2 3 4 5 + 6  powerball  draw 2018-01-03, 3 of 3  drawn, not recorded: lotto draws update",
            ])
        // Each draw bought counts, at its price: six checked at $2, one waiting, $2 too.
        for line in [
            "no prize: 4", "checked: 6", "spent: 14.00 USD", "pending: 0 tickets",
            "drawn, not recorded: 1 ticket: lotto draws update",
        ] {
            #expect(text.lines.contains(line), "\(line)")
        }

        struct Checked: Decodable, Equatable {
            let id: Int
            let draw: String?
            let status: String
            let tier: Int?
        }
        let json = try lotto.run(["check", "--json"])
        let records = try JSONDecoder().decode([Checked].self, from: Data(json.stdout.utf8))
        #expect(records.map(\.id) == [1, 1, 1, 2, 3, 3, 3])
        #expect(
            records.map(\.draw) == [
                "2017-12-20", "2017-12-23", "2017-12-27", "2017-12-30", "2017-12-27", "2017-12-30", "2018-01-03",
            ])
        #expect(records.map(\.tier) == [nil, nil, 5, 1, nil, nil, nil])
        #expect(records.last?.status == "pending")
        let csv = try lotto.run(["check", "--csv", "--winners"]).lines
        #expect(
            Array(csv.dropFirst()) == [
                "1,powerball,2017-12-27,,3 9 16 20 61,3,3 9 16,3,5,100.00,checked,false,,100.00,"
                    + "federal withholding only; state tax varies,,set by the state,true",
                "2,powerball,2017-12-30,,28 36 41 51 58,24,28 36 41 51 58,24,1,,checked,false,,,,,set by the state,true",
            ])
        let summary = try lotto.run(["check", "--summary", "--json"])
        #expect(summary.stdout.contains(#""checked":6,"#) && summary.stdout.contains(#""spent":14.00,"#))
    }

    /// Against one recorded draw, every ticket is checked once; one with a draw on that day is
    /// not counted among those bought for other draws.
    @Test func aCheckAgainstOneDrawChecksItOnce() throws {
        try saveTicketsAndImportTheDraws()
        let checked = try lotto.run(["check", "--game", "powerball", "--date", "2017-12-23"])
        #expect(checked.status == 0)
        #expect(
            Array(checked.lines.prefix(4)) == [
                "powerball 2017-12-23: 1 3 13 15 44 + 25",
                "#1  3 9 16 20 61 + 3  matched 3  no prize",
                "#2  28 36 41 51 58 + 24  matched none  no prize",
                "#3  1 2 3 4 5 + 6  matched 1 3  no prize",
            ])
        #expect(checked.stderr.hasPrefix("lotto: 2 of 3 tickets were for other draws"), "\(checked.stderr)")
    }

    @Test func listShowsItOnceWithItsDraws() throws {
        try saveTicketsAndImportTheDraws()
        #expect(
            try lotto.run(["list"]).lines.map(withoutTime) == [
                "#1  3 9 16 20 61 + 3  powerball  draws 2017-12-20 to 2017-12-27, 3 draws",
                "#2  28 36 41 51 58 + 24  powerball  draw 2017-12-30",
                "#3  1 2 3 4 5 + 6  powerball  draws 2017-12-27 to 2018-01-03, 3 draws",
            ])

        struct Listed: Decodable, Equatable {
            let id: Int
            let draw: String?
            let draws: Int
            let lastDraw: String?
        }
        let json = try lotto.run(["list", "--json"])
        #expect(
            try JSONDecoder().decode([Listed].self, from: Data(json.stdout.utf8)) == [
                Listed(id: 1, draw: "2017-12-20", draws: 3, lastDraw: "2017-12-27"),
                Listed(id: 2, draw: "2017-12-30", draws: 1, lastDraw: "2017-12-30"),
                Listed(id: 3, draw: "2017-12-27", draws: 3, lastDraw: "2018-01-03"),
            ])
        let csv = try lotto.run(["list", "--csv"]).lines
        #expect(csv.first == "id,game,draw,round,numbers,extra,saved,chosen,draws,lastDraw,lastRound,multiplier")
        #expect(
            csv.count == 4 && csv[1].hasPrefix("1,powerball,2017-12-20,,") && csv[1].hasSuffix(",,3,2017-12-27,,false"))
        let store = String(decoding: try #require(lotto.storeBytes), as: UTF8.self)
        #expect(store.hasPrefix(#"{"format":"lotto-tickets","version":5}"#))
        #expect(store.contains(#"{"draw":{"count":3,"first":"2017-12-20"},"extra":[3],"game":"powerball","id":1,"#))
    }

    /// `delete ID` removes the ticket whole; `--before` once its last draw is before the date,
    /// `--checked` once every draw of it is recorded.
    @Test func deleteRemovesItWhole() throws {
        try saveTicketsAndImportTheDraws()
        let before = try lotto.run(["delete", "--before", "2017-12-30"])
        #expect(
            before.lines.map(withoutTime) == [
                "#1  3 9 16 20 61 + 3  powerball  draws 2017-12-20 to 2017-12-27, 3 draws"
            ])
        let checked = try lotto.run(["delete", "--checked", "--include-unclaimed"])
        #expect(checked.lines.map(withoutTime) == ["#2  28 36 41 51 58 + 24  powerball  draw 2017-12-30"])
        let byID = try lotto.run(["delete", "3"])
        #expect(
            byID.lines.map(withoutTime) == ["#3  1 2 3 4 5 + 6  powerball  draws 2017-12-27 to 2018-01-03, 3 draws"])
        #expect(try lotto.run(["list"]).stdout.isEmpty)
        // The deleted tickets are in the record: the summary still counts them, no line lists them.
        let check = try lotto.run(["check"])
        #expect(check.status == 0 && !check.stdout.contains("#"), "\(check.stderr)")
    }

    @Test func theLastDrawAndStandardInputTakeItToo() throws {
        try lotto.run(["new", "--seed", "7", "-n", "2", "--game", "powerball"])
        let last = try lotto.run(["save", "--multi-draw", "2", "--draw", "2017-12-20"])
        #expect(last.status == 0, "\(last.stderr)")
        #expect(
            last.lines.map(withoutTime) == [
                "#1  33 45 51 52 63 + 16  powerball  draws 2017-12-20 to 2017-12-23, 2 draws",
                "#2  23 30 42 50 57 + 26  powerball  draws 2017-12-20 to 2017-12-23, 2 draws",
            ])
        let piped = try lotto.run(
            ["save", "-", "--game", "powerball", "--multi-draw", "4"], stdin: "1 2 3 4 5 + 6\n")
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.hasSuffix(", 4 draws\n"), "the next open draw, then three after it")
    }

    @Test func badCountsAndImpossibleSpansAreRefusedAndTheStoreStaysAsItWas() throws {
        try lotto.saveEach([["--game", "powerball", "--draw", "2017-12-30", "28", "36", "41", "51", "58", "+", "24"]])
        let before = lotto.storeBytes
        let ticket = ["--game", "powerball", "--draw", "2017-12-20", "1", "2", "3", "4", "5", "+", "6"]
        for count in ["1", "53", "0", "x", "2.5"] {
            try lotto.run(["save", "--multi-draw", count] + ticket)
                .expectFailure(
                    64, naming: "invalid value '\(count)' for '--multi-draw': expected a whole number from 2 to 52")
        }
        try lotto.run(["save", "--multi-draw", "3", "--game", "6/45", "1", "2", "3", "4", "5", "6"])
            .expectFailure(64, naming: "6/45 has no schedule of draws")
        try lotto.run([
            "save", "--multi-draw", "3", "--game", "powerball", "--draw", "9999-12-27", "1", "2", "3", "4", "5", "+",
            "6",
        ])
        .expectFailure(64, naming: "3 powerball draws from 9999-12-27 run past 9999-12-31")
        // Powerball's red ball went from 1-35 to 1-26 on 2015-10-07: 30 breaks the second draw's rules.
        try lotto.run([
            "save", "--multi-draw", "2", "--game", "powerball", "--draw", "2015-10-03", "1", "2", "3", "4", "5", "+",
            "30",
        ])
        .expectFailure(65, naming: "not a powerball ticket of 2015-10-07: 30 is out of range (1-26)")
        try lotto.run(["save", "--multi-draw", "2", "--qr", "http://qr.dhlottery.co.kr/?v=1236m061722273744"])
            .expectFailure(64, naming: "--multi-draw")
        try lotto.run(["new", "--game", "6/45"])
        try lotto.run(["save", "--multi-draw", "2"]).expectFailure(64, naming: "6/45 has no schedule of draws")
        #expect(lotto.storeBytes == before)
    }
}
