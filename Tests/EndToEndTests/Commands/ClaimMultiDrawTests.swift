import Foundation
import TestSupport
import Testing

/// `lotto claim` on a multi-draw ticket, with draws typed in: the claim keeps the dates of the
/// draws won so far, so that a later win of the same ticket is unclaimed again, and `delete
/// --checked` keeps the ticket until that one is claimed too.
@Suite struct ClaimMultiDrawTests {
    private let lotto = LottoExecutable()

    @Test func aLaterWinOfAClaimedMultiDrawTicketIsUnclaimedAgain() throws {
        lotto.clock = "2026-11-23 12:00:00"
        let saved = try lotto.run(
            ["save", "--multi-draw", "2", "--draw", "2026-11-28", "1", "2", "3", "4", "5", "6"])
        #expect(saved.status == 0, "\(saved.stderr)")
        lotto.clock = "2026-12-06 12:00:00"
        let december = lotto
        try december.run(["claim", "1"]).expectFailure(65, naming: "2026-11-28 is not recorded yet")
        // The first draw: three numbers, kr645's tier 5. The second, still to be recorded, is no
        // refusal once one draw won.
        let first = ["draws", "add", "--date", "2026-11-28", "1", "2", "3", "10", "11", "12", "+", "13"]
        #expect(try december.run(first).status == 0)
        let secondPending = try december.run(["check", "--summary"])
        #expect(secondPending.stdout.contains("unclaimed: 1 ("), "\(secondPending.stdout)")
        #expect(try december.run(["claim", "1"]).status == 0)
        #expect(String(decoding: lotto.storeBytes ?? Data(), as: UTF8.self).contains(#""claimed":["2026-11-28"]"#))
        #expect(!(try december.run(["check", "--summary"]).stdout.contains("unclaimed")))

        let second = ["draws", "add", "--date", "2026-12-05", "1", "2", "3", "4", "20", "21", "+", "22"]
        #expect(try december.run(second).status == 0)
        #expect(try december.run(["check", "--summary"]).stdout.contains("unclaimed: 1 ("), "the later win")
        let kept = try december.run(["delete", "--checked"])
        #expect(kept.stdout.isEmpty)
        #expect(kept.stderr.contains("kept 1 winning ticket not marked claimed: 1"), "\(kept.stderr)")

        #expect(try december.run(["claim", "1"]).status == 0)
        #expect(
            String(decoding: lotto.storeBytes ?? Data(), as: UTF8.self).contains(
                #""claimed":["2026-11-28","2026-12-05"]"#))
        let removed = try december.run(["delete", "--checked"])
        #expect(removed.status == 0 && removed.stderr.isEmpty && removed.lines.count == 1, "\(removed.stderr)")
    }
}
