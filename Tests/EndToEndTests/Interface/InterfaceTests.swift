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

    // MARK: The keys, updates and other processes

    @Test func drawingSavingBrowsingAndDeletingWithTheKeys() async throws { try await offThePool {
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
    } }

    /// `G` goes back through the games as `g` goes forward: from the first (kr645) to the last
    /// of `lotto games`' list in one key, and `g` back again, each drawing in the game it shows.
    @Test func capitalGPlaysThePreviousGameAndGTheNext() async throws { try await offThePool {
        let ui = try TmuxSession(lotto)
        try ui.waitFor("drew 1 kr645 ticket")
        try ui.send("G")
        try ui.waitFor("superenalotto · Italy SuperEnalotto")
        try ui.waitFor("drew 1 superenalotto ticket")
        try ui.send("g")
        try ui.waitFor("kr645 · South Korea Lotto 6/45")
        try ui.waitFor("drew 1 kr645 ticket")
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }

    @Test func pagingThroughManyTickets() async throws { try await offThePool {
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
    } }

    /// `u` updates the draws on a thread of its own: the keys answer while a service hangs,
    /// the status line shows the progress, then what was done; a draw recorded shows at once.
    @Test func uUpdatesTheDrawsInTheBackground() async throws { try await offThePool {
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
    } }

    /// `q` while `u` waits on a service that hangs ends the app at once, and its curl with
    /// it: nothing is left running.
    @Test func quittingWhileUpdatingLeavesNoCurlBehind() async throws { try await offThePool {
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
    } }

    @Test func changesFromOtherProcessesAppearWithoutAKey() async throws { try await offThePool {
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
    } }

    /// A store another program broke is reported on the status line, naming what did not
    /// happen; the app goes on, and neither a save nor a delete touches the file.
    @Test func aDamagedStoreIsReportedAndLeftAsItWas() async throws { try await offThePool {
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
    } }
}
