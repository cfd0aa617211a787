import Foundation
import TestSupport
import Testing

/// `lotto check` with a ticket for a draw held but not recorded and one for a draw still to
/// come: the first says `drawn, not recorded: lotto draws update`, the second `pending`, in
/// text, JSON (`drawn`), CSV and the summary, and the next step asks for the update. A draw
/// counts as held once its results are due: for kr645, 12 hours (dhlottery's grace) after its
/// draw at 20:35 in Seoul. faketime sets lotto's clock.
@Suite(.enabled(if: RequiredTool.runs(needing: LottoExecutable.faketime), "needs faketime, to set the clock"))
struct CheckHeldDrawTests {
    private let lotto = LottoExecutable()

    /// Round 1251 (2026-11-21) recorded and a ticket for it; tickets for round 1252
    /// (2026-11-28, drawn at 11:35 UTC) and round 1253 (2026-12-05), neither recorded.
    private func saveThreeDraws() throws {
        lotto.clock = "2026-11-23 12:00:00"
        let added = try lotto.run(["draws", "add", "--date", "2026-11-21", "1", "2", "3", "4", "5", "6", "+", "7"])
        #expect(added.status == 0, "\(added.stderr)")
        try lotto.saveEach([
            ["--draw", "1251", "1", "2", "3", "10", "11", "12"],
            ["--draw", "1252", "1", "2", "3", "4", "5", "6"],
            ["--draw", "1253", "1", "2", "3", "4", "5", "6"],
        ])
    }

    @Test func aDrawHeldButNotRecordedSaysSoApartFromOneToCome() throws {
        try saveThreeDraws()
        lotto.clock = "2026-11-30 12:00:00"
        let checked = try lotto.run(["check"])
        #expect(checked.status == 0)
        #expect(
            Array(checked.lines.prefix(3)) == [
                "#1  1 2 3 10 11 12  draw 2026-11-21 (round 1251)  matched 1 2 3  tier 5  prize 5,000 KRW"
                    + "  after tax 5,000 KRW  claim by 2027-11-22",
                "#2  1 2 3 4 5 6  draw 2026-11-28 (round 1252)  drawn, not recorded: lotto draws update",
                "#3  1 2 3 4 5 6  draw 2026-12-05 (round 1253)  pending",
            ])
        #expect(
            Array(checked.lines.drop { $0 != "checked: 1" }.prefix(4)) == [
                "checked: 1", "pending: 1 ticket", "drawn, not recorded: 1 ticket: lotto draws update",
                // Every ticket bought: the one checked, the one to come, the one held.
                "spent: 3,000 KRW",
            ], "\(checked.lines)")
        #expect(
            checked.stderr
                == "lotto: 1 ticket is for a draw held but not recorded: 'lotto draws update' fetches them, "
                + "'lotto draws import <file>' reads them from a file\n")
    }

    @Test func jsonAndCSVSayWhetherThePendingDrawWasHeld() throws {
        try saveThreeDraws()
        lotto.clock = "2026-11-30 12:00:00"
        let json = try lotto.run(["check", "--json"])
        #expect(json.status == 0 && json.stderr.isEmpty, "\(json.stderr)")
        let records = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(records.map { $0["status"] as? String } == ["checked", "pending", "pending"])
        #expect(records.map { $0["drawn"] as? Bool } == [true, true, false])

        let csv = try lotto.run(["check", "--csv"])
        #expect(csv.lines.first?.hasSuffix(",status,freePlay,set,afterTax,taxNote,claimBy,claimNote,drawn") == true)
        #expect(
            csv.lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).last } == [
                "true", "true", "false",
            ])

        let summary = try lotto.run(["check", "--summary", "--json"])
        let games = try #require(try JSONSerialization.jsonObject(with: Data(summary.stdout.utf8)) as? [[String: Any]])
        #expect(games.count == 1)
        #expect(games.first?["pending"] as? Int == 2)
        #expect(games.first?["pendingCost"] as? Int == 2000)
        #expect(games.first?["notRecorded"] as? Int == 1)
        #expect(games.first?["notRecordedCost"] as? Int == 1000)
        let summaryCSV = try lotto.run(["check", "--summary", "--csv"])
        #expect(summaryCSV.lines.first?.hasSuffix(",unclaimed,unclaimedWon,notRecorded,notRecordedCost,tiers") == true)
        #expect(summaryCSV.lines.last?.hasSuffix(",1,5000,1,1000,0 0 0 0 1") == true, "\(summaryCSV.stdout)")
    }

    /// Within dhlottery's 12 hours after the draw, an update need not find it yet: pending.
    @Test func aDrawWhoseResultsAreNotDueYetIsPending() throws {
        try saveThreeDraws()
        lotto.clock = "2026-11-28 13:00:00"
        let checked = try lotto.run(["check"])
        #expect(checked.lines.contains("#2  1 2 3 4 5 6  draw 2026-11-28 (round 1252)  pending"))
        #expect(checked.lines.contains("pending: 2 tickets") && checked.lines.contains("spent: 3,000 KRW"))
        #expect(!checked.stdout.contains("not recorded") && checked.stderr.isEmpty, "\(checked.stderr)")
        lotto.clock = "2026-11-28 23:40:00"
        let due = try lotto.run(["check"])
        #expect(
            due.lines.contains("#2  1 2 3 4 5 6  draw 2026-11-28 (round 1252)  drawn, not recorded: lotto draws update")
        )
    }

    /// Every ticket waiting, one for a draw held: the next step is the update, not waiting.
    @Test func everyTicketWaitingForAHeldDrawAsksForTheUpdate() throws {
        lotto.clock = "2026-11-23 12:00:00"
        try lotto.run(["draws", "add", "--date", "2026-11-21", "1", "2", "3", "4", "5", "6", "+", "7"])
        try lotto.saveEach([["--draw", "1252", "1", "2", "3", "4", "5", "6"]])
        let before = try lotto.run(["check"])
        #expect(before.lines.first == "#1  1 2 3 4 5 6  draw 2026-11-28 (round 1252)  pending")
        #expect(before.stderr.hasPrefix("lotto: every ticket waits for its draw"), "\(before.stderr)")
        lotto.clock = "2026-11-30 12:00:00"
        let after = try lotto.run(["check", "--summary"])
        #expect(
            Array(after.lines.drop { $0 != "checked: 0" }.prefix(4)) == [
                "checked: 0", "pending: 0 tickets", "drawn, not recorded: 1 ticket: lotto draws update",
                "spent: 1,000 KRW",
            ], "\(after.lines)")
        #expect(after.stderr.hasPrefix("lotto: 1 ticket is for a draw held but not recorded"), "\(after.stderr)")
    }
}
