import Foundation
import TestSupport
import Testing

/// `lotto ui` in a real terminal (tmux, 80x24): every key, a change from another process, a
/// resize, and the terminal given back however the app ends. Without tmux the suite is
/// skipped, except in CI, where `.ci/run` installs it and a missing tmux fails.
@Suite(.enabled(if: RequiredTool.runs(needing: TmuxSession.isAvailable)))
struct InterfaceTests {
    let lotto = LottoExecutable()

    /// A UTF-8 terminal, as most are: its lines, arrows and dots (ASCII ones are
    /// InterfaceFirstHourTests' business).
    init() {
        lotto.environment["LANG"] = "C.UTF-8"
    }

    @Test func drawingSavingBrowsingAndDeletingWithTheKeys() throws {
        let ui = try TmuxSession(lotto)
        try ui.waitFor("drew 1 kr645 ticket")
        #expect(try ui.capture().contains("[ 1 Draw ]"))
        try ui.send("+", "+")
        try ui.waitFor("each draw makes 3 tickets")
        try ui.send("-")
        try ui.waitFor("each draw makes 2 tickets")
        try ui.send("n")
        try ui.waitFor("drew 2 kr645 tickets")
        let before = try ui.capture()
        try ui.send("Space")
        try ui.waitFor("a new draw") { $0 != before }  // read before `s`: together they are text
        try ui.send("s")
        try ui.waitFor("saved #1-#2")
        #expect(try lotto.run(["list"]).stdout.split(separator: "\n").count == 2)

        try ui.send("2")
        try ui.waitFor("[ 2 Saved ]")
        try ui.waitFor("> #2")
        try ui.send("Up")
        try ui.waitFor("> #1")
        try ui.send("j")
        try ui.waitFor("> #2")
        try ui.type("k", "d")
        try ui.waitFor("Delete #1")
        try ui.send("n")
        try ui.waitFor("the question closes") { !$0.contains("Delete #1") }
        // The answer comes after the question opened: a `y` sent with the `d` would not count.
        try ui.send("d")
        try ui.waitFor("Delete #1")
        try ui.send("y")
        try ui.waitFor("deleted #1")
        #expect(try lotto.run(["list"]).stdout.hasPrefix("#2 "))

        try ui.send("?")
        try ui.waitFor("┌ Keys")
        try ui.send("Escape")
        try ui.waitFor("the keys close") { !$0.contains("┌ Keys") }
        try ui.send("Tab")
        try ui.waitFor("[ 1 Draw ]")
        try ui.send("BTab")
        try ui.waitFor("[ 2 Saved ]")
        try ui.type("1", "g")
        try ui.waitFor("powerball · US Powerball")
        try ui.waitFor("drew 2 powerball tickets")
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
        #expect(ui.terminalCameBack)
    }

    @Test func pagingThroughManyTickets() throws {
        let numbers = (1...60).map { "1 2 3 4 5 \(6 + $0 % 39)" }.joined(separator: "\n")
        try lotto.run(["save", "-"], stdin: numbers + "\n")
        let ui = try TmuxSession(lotto)
        try ui.waitFor("drew 1")
        try ui.send("2")
        try ui.waitFor("60 of 60")
        try ui.send("PPage")
        try ui.waitFor("41 of 60")
        try ui.send("Home")
        try ui.waitFor("1 of 60")
        try ui.send("NPage")
        try ui.waitFor("20 of 60")
        try ui.send("End")
        try ui.waitFor("60 of 60")
        // `<` and `>` too; `g`, the next game on the Draw tab, moves nothing here.
        try ui.send("'<'")
        try ui.waitFor("1 of 60")
        try ui.send("'>'")
        try ui.waitFor("60 of 60")
        try ui.type("g", "'<'")
        try ui.waitFor("1 of 60")
        #expect(try ui.capture().contains("kr645 · South Korea Lotto 6/45"))
        try ui.send("C-c")
        #expect(try ui.exitStatus() == "0")
        #expect(ui.terminalCameBack)
    }

    /// `u` updates the draws on a thread of its own: the keys answer while a service hangs,
    /// the status line shows the progress, then what was done; a draw recorded shows at once.
    @Test func uUpdatesTheDrawsInTheBackground() throws {
        let server = try LocalHTTPServer()
        try PublisherFixtures.serveAll(on: server)
        server.serve(PublisherFixtures.megaMillionsPath, .hang)
        for variable in ["LOTTO_DHLOTTERY_URL", "LOTTO_NY_OPEN_DATA_URL", "LOTTO_NATIONAL_LOTTERY_URL"] {
            lotto.environment[variable] = server.address
        }
        lotto.environment["LOTTO_HTTP_TIMEOUT"] = "4"
        try lotto.run(["save", "--draw", "300", "10", "23", "29", "33", "37", "41"])
        // Wide enough for the whole status line.
        let ui = try TmuxSession(lotto, columns: 200)
        try ui.waitFor("drew 1")
        try ui.send("2")
        try ui.waitFor("pending · 2008-08-30")
        try ui.send("u")
        try ui.waitFor("updating megamillions: 1 request, 0 B", timeout: 10)
        // Round 300 was recorded before megamillions: the ticket's result is there already,
        // and the keys answer while the service hangs.
        try ui.waitFor("no prize", timeout: 3)
        try ui.send("1")
        try ui.waitFor("for the draw of")
        // The reason first, then the address, then the hint: more happened (draws added).
        try ui.waitFor("cannot update megamillions: nothing came for 4 seconds · http://127.0.0.1:", timeout: 10)
        try ui.waitFor("accessType=DOWNLOAD (e: details)")
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
        #expect(try lotto.run(["draws", "--game", "kr645"]).lines.count == 300)
        #expect(try lotto.run(["draws", "--game", "uk-lotto"]).lines.count == 3)
        #expect(try lotto.run(["draws", "--game", "megamillions"]).stdout.isEmpty)
    }

    /// `q` while `u` waits on a service that hangs ends the app at once, and its curl with
    /// it: nothing is left running.
    @Test func quittingWhileUpdatingLeavesNoCurlBehind() throws {
        let server = try LocalHTTPServer()
        server.serve(PublisherFixtures.dhlotteryPath("all"), .hang)
        for variable in ["LOTTO_DHLOTTERY_URL", "LOTTO_NY_OPEN_DATA_URL", "LOTTO_NATIONAL_LOTTERY_URL"] {
            lotto.environment[variable] = server.address
        }
        let ui = try TmuxSession(lotto, columns: 200)
        try ui.waitFor("drew 1")
        try ui.send("u")
        try ui.waitFor("updating kr645: 1 request", timeout: 10)
        let curls = { ProcessTable.commandLines(of: "curl", containing: server.address + "/") }
        #expect(ProcessTable.waitUntil(timeout: 5) { !curls().isEmpty })
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
        ProcessTable.waitUntil(timeout: 3) { curls().isEmpty }
        #expect(curls() == [])
    }

    @Test func changesFromOtherProcessesAppearWithoutAKey() throws {
        let ui = try TmuxSession(lotto)
        try ui.waitFor("drew 1")
        try ui.waitFor("for the draw of")
        try ui.send("2")
        try ui.waitFor("No saved tickets")
        try lotto.run(["save", "--draw", "301", "10", "23", "29", "33", "37", "41"])
        try ui.waitFor("#1   10 23 29 33 37 41", timeout: 3)
        try ui.waitFor("pending · 2008-09-06", timeout: 3)
        // Its draw, recorded elsewhere, gives the row its prize.
        #expect(try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")]).status == 0)
        #expect(
            try lotto.run([
                "draws", "add", "--round", "301", "--date", "2008-09-06", "10", "23", "29", "33", "37", "40", "+", "16",
            ]).status == 0)
        try ui.waitFor("tier 3", timeout: 3)
        try lotto.run(["clear", "--yes"])
        try ui.waitFor("No saved tickets", timeout: 3)
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    }

    /// A store another program broke is reported on the status line, naming what did not
    /// happen; the app goes on, and neither a save nor a delete touches the file.
    @Test func aDamagedStoreIsReportedAndLeftAsItWas() throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        let ui = try TmuxSession(lotto)
        try ui.waitFor("drew 1")
        let handle = try #require(FileHandle(forWritingAtPath: lotto.storePath))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("garbage{\n".utf8))
        try handle.close()
        let damaged = lotto.storeBytes
        // The reason first; the path, whole, under `e`.
        try ui.waitFor("cannot read the saved tickets: line 3: expected '{'", timeout: 3)
        try ui.send("s")
        try ui.waitFor("cannot save: line 3: expected '{'")
        try ui.type("2", "d")
        try ui.waitFor("Delete #1")
        try ui.send("y")
        try ui.waitFor("cannot delete #1: line 3: expected '{'")
        try ui.send("e")
        try ui.waitFor("the path, whole") { TmuxSession.framedText(of: $0).contains("file: \(lotto.storePath)") }
        try ui.send("x")
        try ui.waitFor("the error closes") { !$0.contains("Last error") }
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
        #expect(lotto.storeBytes == damaged)
    }

    @Test func aResizeRedrawsForTheNewSize() throws {
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
    }

    /// SIGTERM and SIGHUP end the app; a crash signal runs the crash handler. Each time the app
    /// gives the terminal back first, then dies of the signal (the shell sees 128 + its number).
    @Test(arguments: [
        ("TERM", "143"), ("HUP", "129"), ("SEGV", "139"), ("ABRT", "134"), ("QUIT", "131"), ("USR1", "138"),
        ("USR2", "140"), ("ALRM", "142"),
    ])
    func theTerminalComesBackWhenTheAppIsKilled(signal: String, status: String) throws {
        let ui = try TmuxSession(lotto)
        try ui.waitFor("drew 1")
        try lotto.shell("kill -\(signal) \(try ui.childOfShell())")
        #expect(try ui.exitStatus() == status)
        #expect(ui.terminalCameBack)
        #expect(try !ui.capture().contains("lotto  ["))  // the main screen is back
    }

    /// `s` saves what the person saw: a draw taller than the screen is scrolled, says how many
    /// tickets are below, and is not saved until every ticket has been on screen.
    @Test func aDrawIsSavedOnlyOnceEveryTicketWasOnScreen() throws {
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
    }

    /// At 80x24 a draw of 10 fits, a ticket a row, and is saved at once.
    @Test func aDrawOfTenFitsAnOrdinaryTerminal() throws {
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
    }

    /// While another process holds the store's lock, the keys still answer: a save waits beside
    /// the key loop and lands when the lock is let go, and `q` quits at once, saying that a
    /// save was not done.
    @Test func theKeysAnswerWhileAnotherProcessHoldsTheStore() throws {
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
    }

    /// A failure to read the draws leaves the status line once the draws read again.
    @Test func aReadErrorIsClearedOnceTheFileReadsAgain() throws {
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
    }

    @Test func ctrlZGivesTheTerminalBackAndFgTakesItAgain() throws {
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
    }

    @Test func noColorGivesAMonochromeScreen() throws {
        let coloured = try TmuxSession(lotto)
        try coloured.waitFor("drew 1")
        #expect(try coloured.capture(colours: true).contains("38;5;"))
        lotto.environment["NO_COLOR"] = "1"
        let plain = try TmuxSession(lotto)
        try plain.waitFor("drew 1")
        #expect(try !plain.capture(colours: true).contains("38;5;"))
    }

    @Test func withoutATerminalTheAppSaysSo() throws {
        let result = try lotto.run(["ui"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("lotto ui needs a terminal"))
        #expect(result.stdout.isEmpty)
    }
}

/// Another process's hold on a store: the exclusive `flock` every lotto takes, on the lock file.
private struct StoreLock {
    private let descriptor: Int32

    init(_ path: String) throws {
        descriptor = open(path, O_RDWR | O_CREAT, 0o600)
        guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else { throw CocoaError(.fileLocking) }
    }

    func release() {
        close(descriptor)
    }
}
