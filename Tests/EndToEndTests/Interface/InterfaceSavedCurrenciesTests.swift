import Foundation
import TestSupport
import Testing

/// `lotto ui`'s Saved tab, in a real terminal (tmux): a multi-draw ticket whose draws paid in
/// two currencies (SuperEnalotto's lire of 2001, its euros of 2002) shows a sum per currency,
/// as `lotto check --summary` counts them, never lire and euros added up.
@Suite(
    .enabled(if: RequiredTool.runs(needing: TmuxSession.isAvailable)),
    .enabled(if: RequiredTool.runs(needing: LottoExecutable.faketime), "needs faketime, to set the clock"))
struct InterfaceSavedCurrenciesTests {
    let lotto = LottoExecutable()

    init() {
        lotto.environment["LANG"] = "C.UTF-8"
        lotto.clock = "2026-11-29 12:00:00"
    }

    @Test func prizesInTwoCurrenciesAreSummedApart() async throws { try await offThePool {
        let ticket = ["1", "2", "3", "4", "5", "6", "--draw", "2001-12-26", "--multi-draw", "4"]
        try lotto.saveEach([["--game", "superenalotto"] + ticket])
        // Lire to the end of 2001, euros from 2002.
        let prizes = [
            ("2001-12-26", "20000"), ("2001-12-29", "20000"), ("2002-01-02", "10.50"), ("2002-01-05", "10.50"),
        ]
        let numbers = ["1", "2", "3", "10", "11", "12", "+", "13"]
        for (date, prize) in prizes {
            let added = try lotto.run(
                ["draws", "add", "--game", "superenalotto"] + numbers + ["--date", date, "--prize", "5=\(prize)"]
            )
            #expect(added.status == 0, "\(added.stderr)")
        }
        // The summary's own sums, a row per currency.
        let summary = try lotto.run(["check", "--summary"]).stdout
        #expect(summary.contains("40,000 ITL"), "\(summary)")
        #expect(summary.contains("21.00 EUR"), "\(summary)")
        let ui = try TmuxSession(lotto, arguments: "--game superenalotto", columns: 120)
        try ui.waitFor("drew 1")
        try ui.send("2")
        try ui.waitFor("#1 ")
        let row = try #require(InterfaceSavedOptionsTests.listRows(ui.capture()).first)
        #expect(row.contains("tier 5 · 40,000 ITL + 21.00 EUR · 4 draws to 2002-01-05"), "\(row)")
        #expect(!row.contains("42,100"), "\(row)")
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }
}
