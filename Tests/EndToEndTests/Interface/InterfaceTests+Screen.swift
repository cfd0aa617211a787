import Foundation
import TestSupport
import Testing

/// `lotto ui` in tmux: resizes, draws taller than the screen, and the terminal given back when
/// the app is killed.
extension InterfaceTests {
    // MARK: The screen's size, and the terminal given back

    @Test func aResizeRedrawsForTheNewSize() async throws { try await offThePool {
        let ui = try TmuxSession(lotto)
        try ui.waitFor("drew 1")
        try ui.tmux("resize-window -t 0 -x 100 -y 30")
        try ui.waitFor("the header spans 100 columns") { $0.split(separator: "\n").first?.count ?? 0 > 90 }
        try ui.tmux("resize-window -t 0 -x 40 -y 8")
        try ui.waitFor("terminal too small: 40x8")
        try ui.tmux("resize-window -t 0 -x 80 -y 24")
        try ui.waitFor("[ 1 Draw ]")
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }

    /// SIGTERM and SIGHUP end the app; a crash signal runs the crash handler. Each time the app
    /// gives the terminal back first, then dies of the signal (the shell sees 128 + its number).
    @Test(arguments: [
        ("TERM", "143"), ("HUP", "129"), ("SEGV", "139"), ("ABRT", "134"), ("QUIT", "131"), ("USR1", "138"),
        ("USR2", "140"), ("ALRM", "142"),
    ])
    func theTerminalComesBackWhenTheAppIsKilled(signal: String, status: String) async throws { try await offThePool {
        let ui = try TmuxSession(lotto)
        try ui.waitFor("drew 1")
        try lotto.shell("kill -\(signal) \(try ui.childOfShell())")
        #expect(try ui.exitStatus() == status)
        #expect(ui.terminalCameBack)
        #expect(try !ui.capture().contains("lotto  ["))  // the main screen is back
    } }

    /// `s` saves what the person saw: a draw taller than the screen is scrolled, says how many
    /// tickets are below, and is not saved until every ticket has been on screen.
    @Test func aDrawIsSavedOnlyOnceEveryTicketWasOnScreen() async throws { try await offThePool {
        let ui = try TmuxSession(lotto, columns: 60, rows: 10)
        try ui.waitFor("drew 1")
        for _ in 1..<10 { try ui.send("+") }
        try ui.waitFor("each draw makes 10 tickets")
        try ui.send("n")
        try ui.waitFor("↓ 8 more below")
        try ui.send("s")
        try ui.waitFor("not saved: 8 tickets are below the screen")
        #expect(try lotto.run(["list"]).stdout.isEmpty, "nothing saved unseen")
        for _ in 1...7 { try ui.send("j") }
        try ui.waitFor("↓ 1 more below")
        try ui.send("s")
        try ui.waitFor("not saved: 1 ticket is below the screen")
        try ui.send("Down")
        try ui.waitFor("every ticket seen") { $0.contains("↑ 8 above") && !$0.contains("more below") }
        try ui.type("k", "s")  // scrolled back up: all of them were seen
        try ui.waitFor("saved #1-#10")
        #expect(try lotto.run(["list"]).stdout.split(separator: "\n").count == 10)
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }

    /// At 80x24 a draw of 10 fits, a ticket a row, and is saved at once.
    @Test func aDrawOfTenFitsAnOrdinaryTerminal() async throws { try await offThePool {
        let ui = try TmuxSession(lotto)
        try ui.waitFor("drew 1")
        for _ in 1..<10 { try ui.send("+") }
        try ui.waitFor("each draw makes 10 tickets")
        try ui.send("n")
        try ui.waitFor("drew 10")
        let screen = try ui.capture()
        #expect(screen.contains("   10.") && !screen.contains("below"), "\(screen)")
        try ui.send("s")
        try ui.waitFor("saved #1-#10")
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }

    /// While another process holds the store's lock, the keys still answer: a save waits beside
    /// the key loop and lands when the lock is let go, and `q` quits at once, saying that a
    /// save was not done.
}
