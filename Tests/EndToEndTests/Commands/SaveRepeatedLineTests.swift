import Foundation
import TestSupport
import Testing

/// `lotto save` of a line (a game's main and extra numbers) already saved for a draw the new
/// ticket is for too: standard error names the earlier ticket, and the ticket is saved all the
/// same (exit 0), since a player may buy one line twice. faketime sets lotto's clock.
@Suite(.enabled(if: RequiredTool.runs(needing: LottoExecutable.faketime), "needs faketime, to set the clock"))
struct SaveRepeatedLineTests {
    private let lotto = LottoExecutable()

    init() {
        lotto.clock = "2026-11-23 12:00:00"
    }

    private func save(_ words: [String], stdin: String? = nil) throws -> LottoExecutable.Result {
        let saved = try lotto.run(["save"] + words, stdin: stdin)
        #expect(saved.status == 0, "\(saved.stderr)")
        return saved
    }

    private var savedCount: Int {
        get throws { try lotto.run(["list"]).lines.count }
    }

    @Test func theSameLineForTheSameDrawWarnsNamingTheEarlierTicket() throws {
        let first = try save(["--draw", "2026-11-28", "1", "2", "3", "4", "5", "6"])
        #expect(first.stderr.isEmpty, "\(first.stderr)")
        let again = try save(["--draw", "2026-11-28", "6", "5", "4", "3", "2", "1"])
        #expect(again.stderr == "lotto: warning: ticket 2 repeats ticket 1's line for the draw of 2026-11-28\n")
        #expect(again.lines == ["#2  1 2 3 4 5 6  2026-11-23T12:00:00Z  draw 2026-11-28 (round 1252)"])
        #expect(try savedCount == 2)
    }

    @Test func theSameLineForAnotherDrawOrAnotherLineSaysNothing() throws {
        _ = try save(["--draw", "2026-11-28", "1", "2", "3", "4", "5", "6"])
        let otherDraw = try save(["--draw", "2026-12-05", "1", "2", "3", "4", "5", "6"])
        #expect(otherDraw.stderr.isEmpty, "\(otherDraw.stderr)")
        let otherLine = try save(["--draw", "2026-11-28", "1", "2", "3", "4", "5", "7"])
        #expect(otherLine.stderr.isEmpty, "\(otherLine.stderr)")
        // The same main numbers with another extra ball are another line.
        _ = try save(["--game", "powerball", "--draw", "2026-11-28", "1", "2", "3", "4", "5", "+", "6"])
        let otherExtra = try save(["--game", "powerball", "--draw", "2026-11-28", "1", "2", "3", "4", "5", "+", "7"])
        #expect(otherExtra.stderr.isEmpty, "\(otherExtra.stderr)")
        #expect(try savedCount == 5)
    }

    @Test func aMultiDrawTicketSharingADrawWarnsEitherWay() throws {
        _ = try save(["--draw", "2026-11-28", "--multi-draw", "3", "1", "2", "3", "4", "5", "6"])
        let inside = try save(["--draw", "2026-12-12", "1", "2", "3", "4", "5", "6"])
        #expect(inside.stderr == "lotto: warning: ticket 2 repeats ticket 1's line for the draw of 2026-12-12\n")
        let after = try save(["--draw", "2026-12-19", "1", "2", "3", "4", "5", "6"])
        #expect(after.stderr.isEmpty, "\(after.stderr)")
        let overlapping = try save(["--draw", "2026-12-05", "--multi-draw", "4", "1", "2", "3", "4", "5", "6"])
        // The nearest earlier ticket it shares a draw with: #3, for 2026-12-19.
        #expect(overlapping.stderr == "lotto: warning: ticket 4 repeats ticket 3's line for the draw of 2026-12-19\n")
        #expect(try savedCount == 4)
    }

    @Test func aLineTwiceInOneSaveWarns() throws {
        let saved = try save(["-", "--draw", "2026-11-28"], stdin: "1 2 3 4 5 6\n7 8 9 10 11 12\n1 2 3 4 5 6\n")
        #expect(saved.stderr == "lotto: warning: ticket 3 repeats ticket 1's line for the draw of 2026-11-28\n")
        #expect(saved.lines.count == 3)
        #expect(try savedCount == 3)
    }

    /// A few repeats are a warning each; many are one warning, not a line each.
    @Test func manyRepeatsAreOneWarning() throws {
        let drawn = try lotto.run(["new", "-n", "150", "--seed", "7"])
        #expect(drawn.lines.count == 150)
        _ = try save(["-", "--draw", "2026-11-28"], stdin: drawn.stdout)
        let again = try save(["-", "--draw", "2026-11-28"], stdin: drawn.stdout)
        #expect(
            again.stderr
                == "lotto: warning: 150 tickets repeat a line saved before for their draw: ticket 151 repeats "
                + "ticket 1's line for the draw of 2026-11-28, and 149 more ('lotto list' shows them)\n")
        #expect(try savedCount == 300)
        let three = try save(["-", "--draw", "2026-11-28"], stdin: drawn.lines.prefix(3).joined(separator: "\n"))
        #expect(three.stderr.split(separator: "\n").count == 3, "\(three.stderr)")
        #expect(
            three.stderr.hasPrefix("lotto: warning: ticket 301 repeats ticket 151's line for the draw of 2026-11-28\n"))
    }

    /// The store is read back from its end across many blocks: a line saved first, 20,000
    /// tickets back, is found.
    @Test func aRepeatFarBackInALargeStoreIsFound() throws {
        _ = try save(["--draw", "2026-11-28", "1", "2", "3", "4", "5", "6"])
        let drawn = try lotto.run(["new", "-n", "20000", "--seed", "3", "--exclude", "1"])
        _ = try save(["-", "--draw", "2026-11-28"], stdin: drawn.stdout)
        let again = try save(["--draw", "2026-11-28", "1", "2", "3", "4", "5", "6"])
        #expect(again.stderr == "lotto: warning: ticket 20002 repeats ticket 1's line for the draw of 2026-11-28\n")
    }

    /// A line in the middle that is not a ticket (hand-edited, or longer than any ticket) ends
    /// the search for repeats, not the save: the lines after it are still compared.
    @Test func damageInTheMiddleEndsTheSearchNotTheSave() throws {
        _ = try save(["--draw", "2026-11-28", "1", "2", "3", "4", "5", "6"])
        _ = try save(["--draw", "2026-11-28", "7", "8", "9", "10", "11", "12"])
        for damage in ["not a ticket", "{\"note\":\"" + String(repeating: "x", count: 70_000) + "\"}"] {
            var lines = try String(contentsOfFile: lotto.storePath, encoding: .utf8).split(separator: "\n")
            lines.insert(Substring(damage), at: 2)
            try (lines.joined(separator: "\n") + "\n").write(
                toFile: lotto.storePath, atomically: false, encoding: .utf8)
            let before = try save(["--draw", "2026-11-28", "1", "2", "3", "4", "5", "6"])
            #expect(before.stderr.isEmpty, "#1 is before the damage: \(before.stderr)")
            let after = try save(["--draw", "2026-11-28", "7", "8", "9", "10", "11", "12"])
            #expect(after.stderr.hasPrefix("lotto: warning: ticket "), "\(after.stderr)")
            #expect(after.stderr.hasSuffix(" repeats ticket 2's line for the draw of 2026-11-28\n"))
            // Put back as it was, for the other damage.
            lines = try String(contentsOfFile: lotto.storePath, encoding: .utf8).split(separator: "\n")
            let undamaged = lines.filter { !$0.hasPrefix("not") && !$0.hasPrefix("{\"note") }.prefix(3)
            try (undamaged.joined(separator: "\n") + "\n").write(
                toFile: lotto.storePath, atomically: false, encoding: .utf8)
        }
    }

    /// A ticket saved more than 53 weeks before the draw cannot be for it, and is not read.
    @Test func ticketsSavedLongBeforeTheDrawAreNotCompared() throws {
        lotto.clock = "2025-10-01 12:00:00"
        _ = try save(["--draw", "2026-11-28", "1", "2", "3", "4", "5", "6"])
        lotto.clock = "2026-11-23 12:00:00"
        let again = try save(["--draw", "2026-11-28", "1", "2", "3", "4", "5", "6"])
        #expect(again.stderr.isEmpty, "\(again.stderr)")
    }
}
