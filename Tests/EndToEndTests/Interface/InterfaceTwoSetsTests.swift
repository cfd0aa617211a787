import Foundation
import TestSupport
import Testing

/// `lotto ui`'s Saved tab, in a real terminal (tmux), against a UK Lotto draw of two sets of
/// balls (2026-06-10): a line winning in the second set only shows that win, and one winning in
/// both shows each set's.
@Suite(.enabled(if: RequiredTool.runs(needing: TmuxSession.isAvailable)))
struct InterfaceTwoSetsTests {
    let lotto = LottoExecutable()

    @Test func theSavedTabShowsEachSetsWin() async throws { try await offThePool {
        let added = try lotto.run([
            "draws", "add", "--game", "uk-lotto", "--date", "2026-06-10", "1", "2", "3", "4", "5", "6", "+", "7", "/",
            "11", "12", "13", "14", "15", "16", "+", "17",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        try lotto.saveEach([
            ["--game", "uk-lotto", "--draw", "2026-06-10", "11", "12", "13", "14", "50", "51"],
            ["--game", "uk-lotto", "--draw", "2026-06-10", "1", "2", "3", "11", "12", "13"],
        ])
        let ui = try TmuxSession(lotto, columns: 160)
        try ui.waitFor("drew 1")
        try ui.send("2")
        try ui.waitFor("[ 2 Saved ]")
        // The separators are `·` in a UTF-8 locale, `|` in another: the test names the words.
        try ui.waitFor("set 2 tier 4") { $0.contains("50.00 GBP") }
        try ui.waitFor("set 1 tier 5") { $0.contains("set 2 tier 5") }
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }
}
