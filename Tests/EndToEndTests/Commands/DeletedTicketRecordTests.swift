import Foundation
import TestSupport
import Testing

/// Deleting keeps the money, end to end: every way of deleting moves the tickets to the record
/// beside the store (`tickets.jsonl.record`), `check --summary` counts them as before, plain
/// `check` lists the store's alone, and `delete --checked` leaves the winners not marked
/// claimed, naming them.
@Suite struct DeletedTicketRecordTests {
    private let lotto = LottoExecutable()

    init() {
        lotto.clock = "2026-11-30 12:00:00"
    }

    /// #1 kr645 round 1, tier 2 (143,934,100 KRW); #2 round 1, no prize; #3 round 2, tier 4
    /// (the round's 4th prize); #4 2026-12-05, pending.
    private func saveTicketsWithWinners() throws {
        try lotto.saveEach([
            ["--draw", "1", "10", "16", "23", "29", "33", "37"],
            ["--draw", "1", "1", "2", "3", "4", "5", "6"],
            ["--draw", "2", "9", "13", "21", "25", "1", "3"],
            ["--draw", "2026-12-05", "1", "2", "3", "4", "5", "6"],
        ])
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
    }

    private var recordPath: String { lotto.storePath + ".record" }
    private var recordBytes: Data? { FileManager.default.contents(atPath: recordPath) }
    private var recordLines: [String] {
        String(decoding: recordBytes ?? Data(), as: UTF8.self).split(separator: "\n").map(String.init)
    }

    private func listedIDs() throws -> [String] {
        try lotto.run(["list"]).lines.map { String($0.prefix { $0 != " " }) }
    }

    private func summary() throws -> String {
        let result = try lotto.run(["check", "--summary"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test func deletingByIDMovesTheTicketToTheRecordAndTheSummaryStaysTheSame() throws {
        try saveTicketsWithWinners()
        let before = try summary()
        let deleted = try lotto.run(["delete", "2"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(try listedIDs() == ["#1", "#3", "#4"])
        #expect(try summary() == before)
        #expect(recordLines.first == #"{"format":"lotto-record","version":1}"#)
        // The clock runs on from 12:00:00: a loaded machine may reach the delete a second or two
        // later, which the line's `deleted` then says.
        let deletedAt = #/"deleted":"2026-11-30T12:00:0[0-9]Z"/#
        #expect(
            recordLines.dropFirst().map { $0.replacing(deletedAt, with: #""deleted":"2026-11-30T12:00:0SZ""#) }
                == [
                    #"{"deleted":"2026-11-30T12:00:0SZ","draw":"2002-12-07","id":2,"numbers":[1,2,3,4,5,6],"round":1,"#
                        + #""saved":"2026-11-30T12:00:00Z"}"#
                ])
        let mode = try FileManager.default.attributesOfItem(atPath: recordPath)[.posixPermissions] as? Int
        #expect(mode == 0o600, "owner-only")
        let check = try lotto.run(["check"])
        #expect(!check.stdout.contains("#2 "), "plain check lists the store's tickets alone")
    }

    @Test func checkedKeepsTheUnclaimedWinnersNamingThemAndTheSummaryStaysTheSame() throws {
        try saveTicketsWithWinners()
        // In 2003, before the last days to claim #1's and #3's prizes (2003-12-08 and -15).
        lotto.clock = "2003-06-01 12:00:00"
        let before = try summary()
        #expect(before.contains("unclaimed: 2 ("))
        let deleted = try lotto.run(["delete", "--checked"])
        #expect(deleted.status == 0)
        #expect(
            deleted.stderr
                == "lotto: kept 2 winning tickets not marked claimed: 1, 3 (lotto claim ID, or --include-unclaimed)\n")
        #expect(try listedIDs() == ["#1", "#3", "#4"])
        #expect(try summary() == before)
    }

    /// A prize whose last day to claim has passed can no longer be claimed: it keeps no winner.
    @Test func checkedTakesTheWinnersWhosePrizesCanNoLongerBeClaimed() throws {
        try saveTicketsWithWinners()
        let before = try summary()
        #expect(before.contains("claim by 2003-12-08 (passed)"), "\(before)")
        let deleted = try lotto.run(["delete", "--checked"])
        #expect(deleted.status == 0 && deleted.stderr.isEmpty, "\(deleted.stderr)")
        #expect(try listedIDs() == ["#4"])
        #expect(try summary() == before, "the money stays in the record")
    }

    @Test func claimedWinnersGoWithCheckedAndUndoBringsTheirClaimBack() throws {
        try saveTicketsWithWinners()
        let claim = try lotto.run(["claim", "1", "#3"])
        #expect(claim.status == 0 && claim.stdout.isEmpty && claim.stderr.isEmpty, "\(claim.stderr)")
        let store = String(decoding: lotto.storeBytes ?? Data(), as: UTF8.self)
        #expect(store.contains(#""claimed":["2002-12-07"],"draw":"2002-12-07","id":1,"#))
        #expect(store.hasPrefix(#"{"format":"lotto-tickets","nextId":5,"version":5}"#))
        let before = try summary()
        #expect(!before.contains("unclaimed"))
        let deleted = try lotto.run(["delete", "--checked"])
        #expect(deleted.status == 0 && deleted.stderr.isEmpty, "\(deleted.stderr)")
        #expect(try listedIDs() == ["#4"])
        #expect(try summary() == before, "the deleted tickets still count")
        // A winner deleted may still have its claim undone, in the record.
        let undo = try lotto.run(["claim", "--undo", "1"])
        #expect(undo.status == 0, "\(undo.stderr)")
        #expect(recordLines.contains { $0.contains(#""id":1,"#) && !$0.contains("claimed") })
        #expect(try summary().contains("unclaimed: 1 (143,934,100 KRW)"))
    }

    @Test func includeUnclaimedRemovesTheWinnersAnyway() throws {
        try saveTicketsWithWinners()
        let before = try summary()
        let deleted = try lotto.run(["delete", "--checked", "--include-unclaimed"])
        #expect(deleted.status == 0 && deleted.stderr.isEmpty, "\(deleted.stderr)")
        #expect(try listedIDs() == ["#4"])
        #expect(recordLines.count == 4)
        #expect(try summary() == before)
        try lotto.run(["delete", "--include-unclaimed", "4"]).expectFailure(64, naming: "--include-unclaimed")
    }

    @Test func beforeAndClearMoveToTheRecordAndTheSummaryStaysTheSame() throws {
        try saveTicketsWithWinners()
        let before = try summary()
        #expect(try lotto.run(["delete", "--before", "2002-12-10"]).status == 0)
        #expect(try listedIDs() == ["#3", "#4"])
        #expect(try summary() == before)
        #expect(try lotto.run(["clear", "--yes"]).status == 0)
        #expect(try listedIDs() == [])
        #expect(recordLines.count == 5)
        #expect(try summary() == before, "a cleared store's summary still counts what it held")
    }

    @Test func refusalsLeaveTheStoreAndTheRecordByteForByte() throws {
        try saveTicketsWithWinners()
        #expect(try lotto.run(["delete", "2"]).status == 0)
        let (store, record) = (lotto.storeBytes, recordBytes)
        try lotto.run(["claim", "9"]).expectFailure(65, naming: "id 9")
        try lotto.run(["claim", "1", "2"]).expectFailure(65, naming: "ticket 2 won no prize")
        try lotto.run(["claim", "4"]).expectFailure(65, naming: "2026-12-05 is not recorded yet")
        try lotto.run(["claim", "--undo", "1"]).expectFailure(65, naming: "ticket 1 has no prize marked claimed")
        try lotto.run(["claim"]).expectFailure(64, naming: "ids")
        try lotto.run(["delete", "9"]).expectFailure(65, naming: "id 9")
        #expect(lotto.storeBytes == store && recordBytes == record)

        // A record that is not lotto's is refused, and neither file is touched.
        try Data("not a record\n".utf8).write(to: URL(fileURLWithPath: recordPath))
        let foreign = recordBytes
        try lotto.run(["delete", "3"]).expectFailure(65, naming: "tickets.jsonl.record")
        try lotto.run(["claim", "1"]).expectFailure(65, naming: "tickets.jsonl.record")
        try lotto.run(["check", "--summary"]).expectFailure(65, naming: "tickets.jsonl.record")
        #expect(lotto.storeBytes == store && recordBytes == foreign)
    }

    @Test func aStoreReachedThroughALinkKeepsItsRecordBesideItsRealFile() throws {
        try saveTicketsWithWinners()
        let link = lotto.home.file("linked.jsonl")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: lotto.storePath)
        #expect(try lotto.run(["delete", "--store", link, "2"]).status == 0)
        #expect(recordLines.count == 2)
        #expect(!FileManager.default.fileExists(atPath: link + ".record"))
    }
}
