import Foundation
import TestSupport
import Testing

/// `lotto ui`'s Saved tab, in a real terminal (tmux), with Mega Millions plays of 2025-04-08 on:
/// a play saved with its multiplier shows it and its prize multiplied; one without shows its
/// base prize and that its multiplier is unknown.
@Suite(.enabled(if: RequiredTool.runs(needing: TmuxSession.isAvailable)))
struct InterfacePlayMultiplierTests {
    let lotto = LottoExecutable()

    @Test func theSavedTabShowsThePlaysMultiplierAndItsPrize() async throws { try await offThePool {
        try PlayMultiplierTests.saveTickets(lotto)
        let ui = try TmuxSession(lotto, columns: 160)
        try ui.waitFor("drew 1")
        try ui.send("2")
        try ui.waitFor("[ 2 Saved ]")
        // The separators are `·` in a UTF-8 locale, `|` in another: the test names the words.
        try ui.waitFor("megamillions  tier 3") { $0.contains("30,000.00 USD") && $0.contains("multiplier 3") }
        try ui.waitFor("prize unknown: base 10,000.00 USD, multiplier unknown")
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }
}
