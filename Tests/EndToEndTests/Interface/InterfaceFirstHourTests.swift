import Foundation
import TestSupport
import Testing

/// `lotto ui` as a newcomer meets it, in a real terminal (tmux): the mouse, a second `s`, a
/// locale that is not UTF-8, and a terminal that cannot move the cursor.
@Suite(.enabled(if: RequiredTool.runs(needing: TmuxSession.isAvailable)))
struct InterfaceFirstHourTests {
    let lotto = LottoExecutable()

    /// Sends what a terminal in SGR mouse mode sends: `ESC [ < button ; column ; row M`, from 1.
    private func mouse(_ ui: TmuxSession, button: Int, row: Int, column: Int) throws {
        let report = "\u{1B}[<\(button);\(column + 1);\(row + 1)M"
        try ui.tmux("send-keys -t 0 -H " + report.utf8.map { String($0, radix: 16) }.joined(separator: " "))
    }

    @Test func aClickShowsATabOrSelectsATicketAndTheWheelScrolls() async throws { try await offThePool {
        try lotto.run(["save", "-"], stdin: (1...12).map { "1 2 3 4 5 \(6 + $0)" }.joined(separator: "\n"))
        let ui = try TmuxSession(lotto)
        try ui.waitFor("drew 1 kr645 ticket")
        // " lotto " then "[ 1 Draw ]" from column 8, then " 2 Saved " from column 19.
        try mouse(ui, button: 0, row: 0, column: 22)
        try ui.waitFor("[ 2 Saved ]")
        try ui.waitFor("> #12")
        // Twelve tickets fit: the list's first row, the screen's fourth, is #1; the fifth #2.
        try mouse(ui, button: 0, row: 4, column: 10)
        try ui.waitFor("> #2 ")
        try mouse(ui, button: 65, row: 10, column: 10)
        try ui.waitFor("> #5 ")
        try mouse(ui, button: 64, row: 10, column: 10)
        try ui.waitFor("> #2 ")
        try mouse(ui, button: 0, row: 0, column: 12)
        try ui.waitFor("[ 1 Draw ]")
        // Below the last ticket, a click selects nothing.
        try mouse(ui, button: 0, row: 0, column: 22)
        try mouse(ui, button: 0, row: 20, column: 10)
        try ui.send("?")
        try ui.waitFor("Keys")
        #expect(try ui.capture().contains("> #2 "))
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
        #expect(ui.terminalCameBack)
    } }

    @Test func savingTheSameDrawAgainSaysItIsSaved() async throws { try await offThePool {
        let ui = try TmuxSession(lotto)
        try ui.waitFor("drew 1 kr645 ticket")
        try ui.send("s")
        try ui.waitFor("saved #1")
        try ui.send("s")
        try ui.waitFor("already saved as #1: press n to draw new tickets")
        try ui.send("n")
        try ui.waitFor("drew 1 kr645 ticket")
        try ui.send("s")
        try ui.waitFor("saved #2")
        #expect(try lotto.run(["list"]).lines.count == 2, "each draw saved once")
        try ui.send("q")
    } }

    @Test func aLocaleThatIsNotUTF8GetsASCIILines() async throws { try await offThePool {
        lotto.environment["LANG"] = "C"
        let ui = try TmuxSession(lotto)
        try ui.waitFor("drew 1 kr645 ticket")
        try ui.send("?")
        try ui.waitFor("+ Keys -")
        let screen = try ui.capture()
        #expect(screen.unicodeScalars.allSatisfy { $0.isASCII }, "\(screen)")
        #expect(screen.contains("kr645 | South Korea Lotto 6/45") && screen.contains("-----"))
        try ui.send("q")
        lotto.environment["LANG"] = "C.UTF-8"
        let unicode = try TmuxSession(lotto)
        try unicode.waitFor("drew 1 kr645 ticket")
        #expect(try unicode.capture().contains("kr645 · South Korea Lotto 6/45"))
    } }

    @Test func aDumbTerminalIsRefusedInOneLine() async throws { try await offThePool {
        lotto.environment["TERM"] = "dumb"
        let result = try lotto.shell("script -qec \"$LOTTO ui\" /dev/null")
        #expect(result.status == 64, "\(result.stdout)")
        let lines = result.stdout.split(whereSeparator: \.isNewline)
        #expect(
            lines.count == 1 && lines[0].hasPrefix("lotto: error: lotto ui needs a terminal that can move the cursor"))
        #expect(!result.stdout.contains("\u{1B}["), "no full screen was started")
    } }
}
