import Foundation
import TestSupport
import Testing

/// `lotto new` before a draw's sales close, `lotto save` after: the tickets are saved for the
/// draw they were drawn for, and standard error says its sales closed; `--draw` chooses another
/// without a word. faketime sets lotto's clock.
@Suite(.enabled(if: RequiredTool.runs(needing: LottoExecutable.faketime), "needs faketime, to set the clock"))
struct SaveAfterSalesCloseTests {
    private let lotto = LottoExecutable()

    /// Draws two tickets at 19:30 in Seoul on 2026-11-28, before round 1252's sales close at 20:00.
    private func drawBeforeTheClose() throws {
        lotto.clock = "2026-11-28 10:30:00"
        let drawn = try lotto.run(["new", "-n", "2"])
        #expect(drawn.status == 0 && drawn.lines.count == 2, "\(drawn.stderr)")
    }

    @Test func aSaveAfterTheCloseSaysSoAndWhichDrawTheTicketsAreFor() throws {
        try drawBeforeTheClose()
        lotto.clock = "2026-11-28 11:30:00"
        let saved = try lotto.run(["save"])
        #expect(saved.status == 0)
        #expect(saved.lines.count == 2 && saved.lines.allSatisfy { $0.hasSuffix("draw 2026-11-28 (round 1252)") })
        #expect(
            saved.stderr
                == "lotto: warning: sales for kr645 2026-11-28 (round 1252) closed at 2026-11-28T11:00:00Z; the "
                + "tickets are saved for that draw (--draw names another)\n")
    }

    @Test func aSaveBeforeTheCloseSaysNothing() throws {
        try drawBeforeTheClose()
        lotto.clock = "2026-11-28 10:50:00"
        let saved = try lotto.run(["save"])
        #expect(saved.status == 0 && saved.stderr.isEmpty && saved.lines.count == 2, "\(saved.stderr)")
    }

    @Test func drawChoosesTheNextDrawWithoutAWarning() throws {
        try drawBeforeTheClose()
        lotto.clock = "2026-11-28 11:30:00"
        let saved = try lotto.run(["save", "--draw", "1253"])
        #expect(saved.status == 0 && saved.stderr.isEmpty, "\(saved.stderr)")
        #expect(saved.lines.count == 2 && saved.lines.allSatisfy { $0.hasSuffix("draw 2026-12-05 (round 1253)") })
    }
}
