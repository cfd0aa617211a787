import Foundation
import TestSupport
import Testing

/// `lotto ui` in tmux: a store another process holds, a read error, Ctrl-Z, no colour, no
/// terminal.
extension InterfaceTests {
    // MARK: Locks, read errors, suspension and colour

    @Test func theKeysAnswerWhileAnotherProcessHoldsTheStore() async throws { try await offThePool {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        let ui = try TmuxSession(lotto)
        try ui.waitFor("drew 1")
        var lock = try StoreLock(lotto.storePath + ".lock")
        try ui.send("s")
        try ui.waitFor("saving 1 ticket…")
        try ui.send("2")
        try ui.waitFor("[ 2 Saved ]")
        try ui.send("1")
        try ui.waitFor("[ 1 Draw ]")
        lock.release()
        try ui.waitFor("saved #2")
        // A new draw: the one on screen is saved, and s would only say so.
        try ui.send("n")
        try ui.waitFor("drew 1")
        lock = try StoreLock(lotto.storePath + ".lock")
        try ui.send("s")
        try ui.waitFor("saving 1 ticket…")
        try ui.send("q")
        #expect(try ui.exitStatus() == "0", "the app ended while the store was still locked")
        let warning = "quit while saving: it may not have been done (another lotto process held the file)"
        #expect(try ui.tmux("capture-pane -p -J -t 0").contains(warning))  // -J: the line whole
        lock.release()
        #expect(try lotto.run(["list"]).stdout.split(separator: "\n").count == 2)
    } }

    /// A failure to read the draws leaves the status line once the draws read again.
    @Test func aReadErrorIsClearedOnceTheFileReadsAgain() async throws { try await offThePool {
        let draws = lotto.home.file("data/lotto/draws.jsonl")
        try FileManager.default.createDirectory(
            atPath: lotto.home.file("data/lotto"), withIntermediateDirectories: true)
        try lotto.home.write("not a history\n", to: "data/lotto/draws.jsonl")
        let ui = try TmuxSession(lotto)
        try ui.waitFor("cannot read the draws:")
        try FileManager.default.removeItem(atPath: draws)
        try lotto.run(["draws", "add", "--date", "2002-12-07", "10", "23", "29", "33", "37", "40", "+", "16"])
        try ui.waitFor("the error is gone") { !$0.contains("cannot read the draws") }
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }

    @Test func ctrlZGivesTheTerminalBackAndFgTakesItAgain() async throws { try await offThePool {
        let shell = try TmuxSession.interactiveShell(lotto)
        let settings = lotto.home.file("stty")
        try shell.typeLine("stty -a > \(settings)-before; \(LottoExecutable.binary.path) ui")
        try shell.waitFor("drew 1")
        try shell.send("2")
        try shell.waitFor("[ 2 Saved ]")
        try shell.send("C-z")
        try shell.waitFor("Stopped")
        #expect(try !shell.capture().contains("[ 2 Saved ]"))  // the main screen is back
        try shell.typeLine("stty -a > \(settings)-stopped")
        try shell.typeLine("fg")
        try shell.waitFor("[ 2 Saved ]")  // redrawn, on the tab it was on
        try shell.send("1")  // one key, no Enter: raw mode again
        try shell.waitFor("[ 1 Draw ]")
        try shell.send("q")
        try shell.waitFor("the main screen") { !$0.contains("lotto  [") }
        try shell.typeLine("stty -a > \(settings)-after")
        try shell.waitFor("the settings written") { _ in lotto.home.contents(of: "stty-after")?.isEmpty == false }
        let before = lotto.home.contents(of: "stty-before")
        #expect(before != nil)
        #expect(lotto.home.contents(of: "stty-stopped") == before)
        #expect(lotto.home.contents(of: "stty-after") == before)
    } }

    @Test func noColorGivesAMonochromeScreen() async throws { try await offThePool {
        let coloured = try TmuxSession(lotto)
        try coloured.waitFor("drew 1")
        #expect(try coloured.capture(colours: true).contains("38;5;"))
        lotto.environment["NO_COLOR"] = "1"
        let plain = try TmuxSession(lotto)
        try plain.waitFor("drew 1")
        #expect(try !plain.capture(colours: true).contains("38;5;"))
    } }

    @Test func withoutATerminalTheAppSaysSo() async throws { try await offThePool {
        let result = try lotto.run(["ui"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("lotto ui needs a terminal"))
        #expect(result.stdout.isEmpty)
    } }
}
