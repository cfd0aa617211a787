import Foundation
import TestSupport
import Testing

/// Pasted text in `lotto ui`, in a real terminal (tmux): it is never keys (issue 35: pasting
/// `ready` on the Saved tab deleted a ticket, `d` then `y`), a question takes only an answer
/// typed after it opened, and bracketed paste, on while the app runs, is off again however it
/// ends or stops.
@Suite(.enabled(if: RequiredTool.runs(needing: TmuxSession.isAvailable)))
struct InterfacePasteTests {
    let lotto = LottoExecutable()
    let pasteNote = "pasted text ignored: it is never read as keys"

    init() {
        lotto.environment["LANG"] = "C.UTF-8"
    }

    /// Starts the app on the Saved tab with one saved ticket, #1, selected.
    private func savedTab() throws -> TmuxSession {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        let ui = try TmuxSession(lotto)
        try ui.waitFor("drew 1")
        try ui.send("2")
        try ui.waitFor("> #1 ")
        return ui
    }

    /// A bracketed paste of `ready` deletes nothing and asks nothing; the status line says why
    /// nothing happened. `d`, then `y` once the question shows, still deletes.
    @Test func aPastedWordIsNotReadAsKeys() async throws { try await offThePool {
        let ui = try savedTab()
        let store = lotto.storeBytes
        try ui.paste("ready")
        try ui.waitFor(pasteNote)
        #expect(try !ui.capture().contains("Delete #1"))
        #expect(try lotto.run(["list"]).stdout.hasPrefix("#1 "))
        #expect(lotto.storeBytes == store)

        try ui.send("d")
        try ui.waitFor("Delete #1")
        try ui.send("y")
        try ui.waitFor("deleted #1")
        #expect(try lotto.run(["list"]).stdout.isEmpty)
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }

    /// `dy` in one write, as a terminal without bracketed paste sends a paste: pasted text (issue
    /// 47; before, the `d` asked and the `y` that came with it was no answer). `d`, then a `y`
    /// typed after the question opened, deletes.
    @Test func aKeyThatCameWithTheQuestionDoesNotAnswerIt() async throws { try await offThePool {
        let ui = try savedTab()
        let store = lotto.storeBytes
        try ui.sendAtOnce("dy")
        try ui.waitFor(pasteNote)
        let screen = try ui.capture()
        #expect(!screen.contains("Delete #1") && !screen.contains("deleting"), "\(screen)")
        #expect(try lotto.run(["list"]).stdout.hasPrefix("#1 "))
        #expect(lotto.storeBytes == store)

        try ui.send("d")
        try ui.waitFor("Delete #1")
        try ui.send("y")
        try ui.waitFor("deleted #1")
        #expect(try lotto.run(["list"]).stdout.isEmpty)
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }

    /// Bracketed paste is on while the app runs (a paste is noted, not read), and off once it
    /// has ended, by `q`, by SIGTERM (the loop's way out) or by a crash (the handler's): the
    /// shell's terminal then echoes a paste bare, with no `^[[200~` around it.
    @Test(arguments: [("q", "0"), ("TERM", "143"), ("SEGV", "139")])
    func bracketedPasteIsOffOnceTheAppEnds(ending: String, status: String) async throws { try await offThePool {
        let ui = try TmuxSession(lotto)
        try ui.waitFor("drew 1")
        try ui.paste("x")
        try ui.waitFor(pasteNote)
        if ending == "q" {
            try ui.send("q")
        } else {
            try lotto.shell("kill -\(ending) \(try ui.childOfShell())")
        }
        #expect(try ui.exitStatus() == status)
        // The pane now runs `sleep`, in the settings the app gave back: echo on.
        try ui.paste("after-the-app")
        try ui.waitFor("after-the-app")
        #expect(try !ui.capture().contains("[200~"))
    } }

    /// Ctrl-Z turns bracketed paste off for the shell, and `fg` on again. Readline would turn it
    /// on at the prompt and off for a command itself; it is told not to, so that what `cat -v`
    /// shows of a paste is what the app left.
    @Test func bracketedPasteIsOffWhileTheAppIsSuspended() async throws { try await offThePool {
        let shell = try TmuxSession.interactiveShell(lotto)
        try shell.typeLine("bind 'set enable-bracketed-paste off'")
        try shell.typeLine("\(LottoExecutable.binary.path) ui")
        try shell.waitFor("drew 1")
        try shell.paste("x")
        try shell.waitFor(pasteNote)
        try shell.send("C-z")
        try shell.waitFor("Stopped")
        // Echo off: a paste that comes before `cat` starts, while readline has the terminal, is
        // not echoed, one that comes after is; with none, only what `cat -v` prints shows.
        try shell.typeLine("stty -echo; cat -v")
        try shell.paste("while-stopped")
        try shell.send("Enter")
        try shell.waitFor("cat printed the paste") { $0.contains("while-stopped") }
        #expect(try !shell.capture().contains("[200~"))
        try shell.send("C-d")
        try shell.typeLine("fg")
        try shell.waitFor("[ 1 Draw ]")
        // A key that changes the status line, so that the note below is the new paste's.
        try shell.send("+")
        try shell.waitFor("each draw makes 2 tickets")
        try shell.paste("y")
        try shell.waitFor(pasteNote)
        try shell.send("q")
        try shell.waitFor("the main screen") { !$0.contains("lotto  [") }
    } }
}
