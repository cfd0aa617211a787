import Foundation
import TestSupport
import Testing

/// `lotto check NUMBERS` and `lotto check -`: every ticket of the game against a draw typed in,
/// with the prizes today's rules of the game fix (kr645: tier 4 50,000 won, tier 5 5,000), a
/// shared prize unknown (never 0), no prize 0; the summary ends with what was won.
@Suite struct CheckTypedDrawTests {
    private let lotto = LottoExecutable()

    /// Against 1 2 3 4 5 6 + 7: tier 1 (shared), tier 4, tier 5 and nothing.
    private func saveFourTickets() throws {
        try lotto.saveEach([
            ["--draw", "2026-11-28", "1", "2", "3", "4", "5", "6"],
            ["--draw", "2026-11-28", "1", "2", "3", "4", "7", "8"],
            ["--draw", "2026-11-28", "1", "2", "3", "10", "11", "12"],
            ["--draw", "2026-11-28", "20", "21", "22", "23", "24", "25"],
        ])
    }

    private static let tickets = [
        "#1  1 2 3 4 5 6  matched 1 2 3 4 5 6  tier 1  prize unknown",
        // A draw typed in has no date: no deadline; taxed by today's rule, under which neither is.
        "#2  1 2 3 4 7 8  matched 1 2 3 4 + 7  tier 4  prize 50,000 KRW  after tax 50,000 KRW",
        "#3  1 2 3 10 11 12  matched 1 2 3  tier 5  prize 5,000 KRW  after tax 5,000 KRW",
        "#4  20 21 22 23 24 25  matched none  no prize",
    ]

    private static let summary = [
        "tier 1 (6): 1", "tier 4 (4): 1", "tier 5 (3): 1", "no prize: 1",
        "won: 55,000 KRW and 1 prize unknown", "won after tax: 55,000 KRW and 1 unknown",
    ]

    @Test func eachWinningTicketGetsTodaysFixedPrizeAndTheSummarySaysWhatWasWon() throws {
        try saveFourTickets()
        let text = try lotto.run(["check", "1", "2", "3", "4", "5", "6", "+", "7"])
        #expect(text.status == 0 && text.stderr.isEmpty, "\(text.stderr)")
        #expect(text.lines == Self.tickets + Self.summary)
        let fromStandardInput = try lotto.run(["check", "-"], stdin: "1 2 3 4 5 6 + 7\n")
        #expect(fromStandardInput.status == 0 && fromStandardInput.stderr.isEmpty, "\(fromStandardInput.stderr)")
        #expect(fromStandardInput.stdout == text.stdout)
        let winners = try lotto.run(["check", "1", "2", "3", "4", "5", "6", "--bonus", "7", "--winners"])
        #expect(winners.lines == Array(Self.tickets.prefix(3)) + Self.summary, "the summary counts every ticket")

        let json = try lotto.run(["check", "1", "2", "3", "4", "5", "6", "+", "7", "--json"])
        #expect(json.status == 0 && json.stderr.isEmpty)
        let objects = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["prize"] is NSNull } == [true, false, false, false], "unknown is null, never 0")
        #expect(objects.map { $0["prize"] as? Int } == [nil, 50_000, 5_000, 0])
        #expect(objects.map { $0["tier"] as? Int } == [1, 4, 5, nil])

        let csv = try lotto.run(["check", "-", "--csv"], stdin: "1 2 3 4 5 6 + 7\n")
        #expect(csv.status == 0 && csv.stderr.isEmpty)
        #expect(
            csv.lines == [
                "id,game,draw,round,numbers,extra,matched,extraMatched,tier,prize,freePlay,set,"
                    + "afterTax,taxNote,claimBy,claimNote",
                "1,kr645,2026-11-28,1252,1 2 3 4 5 6,,1 2 3 4 5 6,,1,,false,,,,,",
                "2,kr645,2026-11-28,1252,1 2 3 4 7 8,,1 2 3 4,7,4,50000,false,,50000,,,",
                "3,kr645,2026-11-28,1252,1 2 3 10 11 12,,1 2 3,,5,5000,false,,5000,,,",
                "4,kr645,2026-11-28,1252,20 21 22 23 24 25,,,,,0,false,,,,,",
            ])
    }

    /// Another game's fixed prizes, in its currency; its jackpot is shared, so unknown.
    @Test func aGameWithASeparateDrumGetsItsOwnFixedPrizes() throws {
        try lotto.saveEach([
            ["--game", "powerball", "--draw", "2026-11-28", "1", "2", "3", "4", "5", "+", "6"],
            ["--game", "powerball", "--draw", "2026-11-28", "10", "20", "30", "40", "50", "+", "6"],
        ])
        let text = try lotto.run(["check", "--game", "powerball", "1", "2", "3", "4", "5", "+", "6"])
        #expect(text.status == 0 && text.stderr.isEmpty, "\(text.stderr)")
        #expect(
            Array(text.lines.prefix(2)) == [
                // The deadline is the state's, whatever the draw's date.
                "#1  1 2 3 4 5 + 6  matched 1 2 3 4 5 + 6  tier 1  prize unknown  claim deadline set by the state",
                "#2  10 20 30 40 50 + 6  matched + 6  tier 9  prize 4.00 USD"
                    + "  after tax 4.00 USD (federal withholding only; state tax varies)  claim deadline set by the state",
            ])
        #expect(
            text.lines.suffix(2) == [
                "won: 4.00 USD and 1 prize unknown",
                "won after tax: 4.00 USD and 1 unknown (federal withholding only; state tax varies)",
            ])
    }

    /// Today is the clock's: in 2003 kr645's tier 4 was shared and tier 5 paid 10,000 won.
    @Test(.enabled(if: RequiredTool.runs(needing: LottoExecutable.faketime), "needs faketime, to set the clock"))
    func todayIsTheClocks() throws {
        try saveFourTickets()
        lotto.clock = "2003-06-01 12:00:00"
        let text = try lotto.run(["check", "1", "2", "3", "4", "5", "6", "+", "7"])
        #expect(text.status == 0 && text.stderr.isEmpty, "\(text.stderr)")
        #expect(
            text.lines[1].hasSuffix("tier 4  prize unknown")
                && text.lines[2].hasSuffix("tier 5  prize 10,000 KRW  after tax 10,000 KRW"))
        #expect(
            text.lines.suffix(2) == ["won: 10,000 KRW and 2 prizes unknown", "won after tax: 10,000 KRW and 2 unknown"])
    }
}
