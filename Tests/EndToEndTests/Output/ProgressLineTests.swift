import Foundation
import TestSupport
import Testing

/// Long work's progress line, in a real terminal (script(1), tmux): drawn on standard error
/// in place, erased before the result and on Ctrl-C, and never where it is not wanted (standard
/// error not a terminal, TERM=dumb, tickets printed on the same terminal).
@Suite(.enabled(if: RequiredTool.runs(needing: "/usr/bin/script"))) struct ProgressLineTests {
    private let lotto = LottoExecutable()

    /// What the terminal received while `command` ran in it (script(1)), `$LOTTO` naming the
    /// binary; CI installs script (`.ci/run`).
    private func inTerminal(_ command: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let quoted = command.replacingOccurrences(of: "'", with: #"'\''"#)
        let result = try lotto.shell("script -qec '\(quoted)' /dev/null", timeout: 300, sourceLocation: sourceLocation)
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout
    }

    /// The lines drawn in place: what follows each `\r ESC [K`.
    private func progressLines(_ terminal: String) -> [String] {
        terminal.components(separatedBy: "\r\u{1B}[K").dropFirst().map { $0 }
    }

    @Test func aLargeDrawShowsHowFarItHasGoneThenErasesTheLine() async throws { try await offThePool {
        let terminal = try inTerminal(#"$LOTTO new -n 1000000 --seed 1 > "$HOME/tickets""#)
        let drawn = progressLines(terminal)
        let shown = drawn.filter { $0.hasPrefix("drawing tickets: ") }
        #expect(!shown.isEmpty, "\(terminal.prefix(300))")
        #expect(shown.allSatisfy { $0.contains(" of 1,000,000 (") })
        // Erased at the end: the last thing drawn is the empty line.
        #expect(drawn.last?.trimmingCharacters(in: .whitespacesAndNewlines) == "")
        // The tickets are whole, and the same as without a terminal.
        let tickets = try String(contentsOfFile: lotto.home.file("tickets"), encoding: .utf8)
        #expect(tickets.split(separator: "\n").count == 1_000_000)
        let plain = try lotto.shell(#"$LOTTO new -n 1000000 --seed 1 | cksum"#)
        #expect(try lotto.shell(#"cksum < "$HOME/tickets""#).stdout == plain.stdout)
    } }

    /// A reader that goes away (`| head`) ends `lotto new` of SIGPIPE, as before, or, where
    /// the parent ignores SIGPIPE (lotto then inherits that), with the broken pipe's error:
    /// either way the line is erased first.
    @Test func aReaderThatGoesAwayLeavesNoLineBehind() async throws { try await offThePool {
        let terminal = try inTerminal(#"$LOTTO new -n 5000000 | head -c 3000000 > /dev/null"#)
        let drawn = progressLines(terminal)
        #expect(drawn.contains { $0.hasPrefix("drawing tickets: ") }, "\(terminal.suffix(300))")
        let after = drawn.last?.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(
            after == "" || after == "lotto: error: cannot write to standard output: Broken pipe",
            "\(terminal.suffix(300))")
    } }

    @Test func nothingIsShownWhenStandardErrorIsNotATerminal() async throws { try await offThePool {
        let result = try lotto.run(["new", "-n", "1000000"], stdout: FileHandle(forWritingAtPath: "/dev/null"))
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        // Nor in a terminal whose standard error goes to a file.
        let terminal = try inTerminal(#"$LOTTO new -n 1000000 2> "$HOME/errors" > /dev/null"#)
        #expect(!terminal.contains("drawing tickets"))
        #expect(try String(contentsOfFile: lotto.home.file("errors"), encoding: .utf8).isEmpty)
    } }

    @Test func nothingIsShownOnADumbTerminalOrOverTicketsOnTheSameTerminal() async throws { try await offThePool {
        let dumb = try inTerminal(#"TERM=dumb $LOTTO new -n 1000000 > /dev/null"#)
        #expect(!dumb.contains("drawing tickets") && !dumb.contains("\u{1B}"))
        // Tickets printed on the terminal show themselves going by.
        let onTerminal = try inTerminal(#"$LOTTO new -n 300000"#)
        #expect(!onTerminal.contains("drawing tickets"))
        #expect(onTerminal.utf8.count { $0 == UInt8(ascii: "\n") } >= 300_000)
    } }

    @Test func aBacktestOfRandomTicketsCountsItsDrawsThenPrintsItsTotals() async throws { try await offThePool {
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        let terminal = try inTerminal(#"$LOTTO backtest --random 20000 --seed 3"#)
        let drawn = progressLines(terminal)
        #expect(
            drawn.contains { $0.hasPrefix("backtest: ") && $0.contains(" of 300 draws (") }, "\(terminal.prefix(300))")
        // The line is erased, then the totals follow on a clean line, as without a terminal.
        // As long as the terminal's run may take on a loaded machine (a debug build).
        let plain = try lotto.run(["backtest", "--random", "20000", "--seed", "3"], timeout: 300)
        #expect(drawn.last?.replacingOccurrences(of: "\r\n", with: "\n") == plain.stdout)
    } }

    @Test func aLargeImportSaysTheLineItReadsAndThatItRecords() async throws { try await offThePool {
        try lotto.home.write(SyntheticDraws.jsonLines(count: 60_000), to: "big.jsonl")
        let terminal = try inTerminal(#"$LOTTO draws import "$HOME/big.jsonl""#)
        let drawn = progressLines(terminal)
        #expect(
            drawn.contains {
                $0.hasPrefix("import: reading ") && $0.contains("big.jsonl, line ") && $0.contains(" of 60,001 (")
            }
                || drawn.contains { $0.hasPrefix("import: recording 60,000 draws") },
            "\(terminal.prefix(300))")
        #expect(drawn.last?.hasPrefix("imported ") == true, "\(drawn.last ?? "")")
        #expect(try lotto.run(["draws", "--game", "6/43"]).lines.count == 60_000)
    } }

    /// A long check (6,000 tickets of 52 draws each) says how far it has read the store, by
    /// ticket id, then erases the line before the summary, which is as without a terminal; with
    /// the results printed on the terminal, no line is drawn over them.
    @Test func aLongCheckSaysHowFarItHasReadThenPrintsItsSummary() async throws { try await offThePool {
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        let lines = try lotto.run(["new", "-n", "6000", "--seed", "5", "--game", "kr645"]).stdout
        try lotto.run(["save", "-", "--game", "kr645", "--draw", "2004-03-06", "--multi-draw", "52"], stdin: lines)
        let terminal = try inTerminal(#"$LOTTO check --summary"#)
        let drawn = progressLines(terminal)
        #expect(
            drawn.contains { $0.hasPrefix("check: ticket #") && $0.contains(" of #6000 (") }, "\(terminal.prefix(300))")
        let plain = try lotto.run(["check", "--summary"])
        #expect(plain.status == 0 && plain.stderr.isEmpty, "\(plain.stderr)")
        #expect(drawn.last?.replacingOccurrences(of: "\r\n", with: "\n") == plain.stdout)
        // The results written to a file as they are checked: the line shows, the file is whole.
        let toFile = try inTerminal(#"$LOTTO check > "$HOME/results""#)
        #expect(progressLines(toFile).contains { $0.hasPrefix("check: ticket #") }, "\(toFile.prefix(300))")
        let results = try lotto.run(["check"])
        #expect(results.lines.count > 312_000)
        #expect(try String(contentsOfFile: lotto.home.file("results"), encoding: .utf8) == results.stdout)
        // On the terminal, the results go by: nothing is drawn over them (in colour but for
        // NO_COLOR, as without a terminal).
        let winners = try inTerminal(#"NO_COLOR=1 $LOTTO check --winners"#)
        #expect(!winners.contains("check: ticket"))
        let plainWinners = try lotto.run(["check", "--winners"])
        #expect(winners.replacingOccurrences(of: "\r\n", with: "\n") == plainWinners.stdout)
    } }

    /// Ctrl-C during a wheel's search: the line is erased, and lotto ends of the signal.
    @Test(.enabled(if: RequiredTool.runs(needing: TmuxSession.isAvailable)))
    func ctrlCErasesTheLineOfAWheelsSearch() async throws { try await offThePool {
        let shell = try TmuxSession.interactiveShell(lotto)
        try shell.typeLine(
            "\(LottoExecutable.binary.path) wheel --game 6/49 $(seq 1 20) --guarantee 3if6 > /dev/null")
        #expect(
            try shell.waitFor("the search's line", timeout: 60) { $0.contains("wheel: searching for fewer tickets") })
        try Self.interruptLeavingNothing(shell)
    } }

    /// Pieces of a progress line: none may stay on screen once it is erased.
    private static let fragments = ["drawing", "tickets:", "wheel:", "searching", "400,000,000", "%)", "left", "..."]

    /// Ctrl-C to the command `shell` runs: it ends of SIGINT (130), and no piece of its line
    /// is left on screen.
    private static func interruptLeavingNothing(
        _ shell: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try shell.send("C-c")
        // Typed only once the line is gone: the terminal echoes what is typed ahead, after it.
        // The shell drops the rest of a line whose command Ctrl-C ended: the status is asked on
        // a line of its own.
        try shell.waitFor("the erase", timeout: 10, sourceLocation: sourceLocation) { screen in
            !fragments.contains { screen.contains($0) }
        }
        try shell.typeLine("echo \"ended $?\"")
        let ended = try shell.waitFor("the end", timeout: 10, sourceLocation: sourceLocation) {
            $0.contains("ended 130")
        }
        #expect(ended, sourceLocation: sourceLocation)
        let screen = try shell.capture()
        #expect(!fragments.contains { screen.contains($0) }, "\(screen)", sourceLocation: sourceLocation)
    }

    /// Ctrl-C in a narrow window: the line leaves room for the terminal's `^C`, which would
    /// otherwise wrap to a row of its own, the only one the erase reached.
    @Test(
        .enabled(if: RequiredTool.runs(needing: TmuxSession.isAvailable)),
        arguments: [
            ("new -n 400000000 > /dev/null", "drawing tickets", 40),
            ("new -n 400000000 > /dev/null", "drawing tickets", 60),
            ("wheel --game 6/49 $(seq 1 20) --guarantee 3if6 > /dev/null", "wheel: searching", 40),
        ])
    func ctrlCInANarrowWindowLeavesNoPieceOfTheLine(command: String, shown: String, columns: Int) async throws { try await offThePool {
        let shell = try TmuxSession.interactiveShell(lotto, columns: columns, rows: 15)
        try shell.typeLine("\(LottoExecutable.binary.path) \(command)")
        #expect(try shell.waitFor("the line", timeout: 60) { $0.contains(shown) })
        try Self.interruptLeavingNothing(shell)
    } }

    /// A window narrowed while the line shows rewraps it (tmux, like most terminals, does): it
    /// is erased on every row it then takes and drawn again at the new width, with no piece of
    /// the old left; Ctrl-C then leaves nothing.
    @Test(.enabled(if: RequiredTool.runs(needing: TmuxSession.isAvailable)))
    func aWindowNarrowedWhileTheLineShowsKeepsOneWholeLine() async throws { try await offThePool {
        let shell = try TmuxSession.interactiveShell(lotto, columns: 100, rows: 15)
        try shell.typeLine("\(LottoExecutable.binary.path) new -n 400000000 > /dev/null")
        #expect(try shell.waitFor("the whole line", timeout: 60) { $0.contains(" left") && $0.contains("drawing") })
        for columns in [40, 30, 70] {
            try shell.resize(columns: columns, rows: 15)
            #expect(
                try shell.waitFor("one line at \(columns) columns") { screen in
                    // Nothing of the old line: no second copy of its start, no row of its end.
                    let rows = screen.split(separator: "\n").filter { $0.contains("drawing tickets: ") }
                    guard rows.count == 1, rows[0].count <= columns - 3 else { return false }
                    return columns > 60 || !(screen.contains("%)") || screen.contains("left"))
                })
        }
        try Self.interruptLeavingNothing(shell)
    } }
}
