import Foundation
import TestSupport
import Testing

/// Text that a terminal pastes without brackets (tmux's `paste-buffer` without `-p`, an older
/// terminal), or that holds a paste's end marker, in `lotto ui`, in a real terminal (tmux): it
/// is never keys (issue 47: a bare `as` saved the draw, `quote` quit; `abc ESC[201~ s` in a
/// bracketed paste saved); and `s` then `q`, typed fast, saves and gives no false reason.
@Suite(.enabled(if: RequiredTool.runs(needing: TmuxSession.isAvailable)))
struct InterfaceBarePasteTests {
    let lotto = LottoExecutable()
    let pasteNote = "pasted text ignored: it is never read as keys"

    init() {
        lotto.environment["LANG"] = "C.UTF-8"
    }

    /// `as` and `quote` pasted bare save nothing and do not quit; the status line says the text
    /// was ignored. Keys typed one by one still do what they do.
    @Test func textPastedWithoutBracketsIsNotReadAsKeys() async throws { try await offThePool {
        let ui = try TmuxSession(lotto)
        try ui.waitFor("drew 1")
        try ui.pasteWithoutBrackets("as")
        try ui.waitFor(pasteNote)
        // A key that changes the status line, so that the note below is the next paste's.
        try ui.send("+")
        try ui.waitFor("each draw makes 2 tickets")
        try ui.pasteWithoutBrackets("quote")
        try ui.waitFor(pasteNote)
        #expect(lotto.storeBytes == nil, "a paste saved")
        #expect(try ui.capture().contains("[ 1 Draw ]"), "a paste quit")
        #expect(lotto.home.contents(of: "status") == nil, "a paste quit")

        try ui.send("s")
        try ui.waitFor("saved #1")
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
        #expect(try lotto.run(["list"]).stdout.split(separator: "\n").count == 1)
    } }

    /// A bracketed paste of `abc ESC[201~ s`: the terminal sends the text's own end marker
    /// first; the `s` after it is text too, and saves nothing.
    @Test func anEndMarkerInsideABracketedPasteEndsNothingEarly() async throws { try await offThePool {
        let ui = try TmuxSession(lotto)
        try ui.waitFor("drew 1")
        try ui.paste("abc\u{1B}[201~s")
        try ui.waitFor(pasteNote)
        // A later key is read: had the `s` been one, its save would have been said by now.
        try ui.send("+")
        try ui.waitFor("each draw makes 2 tickets")
        #expect(lotto.storeBytes == nil, "the paste saved")
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
        #expect(lotto.storeBytes == nil, "the paste saved")
    } }

    /// `s` then `q` typed fast, while the worker still reads a large draw history (20,000
    /// draws): the save is done before lotto ends, and nothing says that another process held
    /// the file, as none did. (Before: `quit while saving: it may not have been done (another
    /// lotto process held the file)`, and nothing saved.)
    @Test func saveThenQuitTypedFastSavesAndGivesNoFalseReason() async throws { try await offThePool {
        try lotto.home.write(SyntheticDraws.jsonLines(count: 20_000), to: "big.jsonl")
        try lotto.run(["draws", "import", lotto.home.file("big.jsonl")])
        let ui = try TmuxSession(lotto)
        try ui.waitFor("drew 1")
        try ui.type("s", "q")
        #expect(try ui.exitStatus(timeout: 20) == "0")
        let screen = try ui.capture()
        #expect(!screen.contains("another lotto process"), "\(screen)")
        #expect(!screen.contains("quit while saving"), "\(screen)")
        #expect(try lotto.run(["list"]).stdout.split(separator: "\n").count == 1)
    } }
}
