import Foundation
import TestSupport
import Testing

/// `u` in `lotto ui`, in a real terminal (tmux), against the local server (issue 47): when a
/// game's history still ends before the latest draw its schedule says is published, the
/// status line says which game, what it holds and what is due, and `e` says it whole as
/// `lotto draws update` does; when nothing is behind, the update is a plain success.
/// faketime sets lotto's clock, and so which draw is due.
@Suite(
    .enabled(if: RequiredTool.runs(needing: TmuxSession.isAvailable)),
    .enabled(if: RequiredTool.runs(needing: LottoExecutable.faketime), "needs faketime, to set the clock"))
struct InterfaceBehindTests {
    private let lotto = LottoExecutable()
    private let server: LocalHTTPServer

    init() throws {
        lotto.environment["LANG"] = "C.UTF-8"
        server = try LocalHTTPServer()
        try PublisherFixtures.serveAll(on: server)
        lotto.fetchesFrom(server)
    }

    /// The status line of a screen `rows` high, without its leading space.
    private static func statusLine(of screen: String, rows: Int) -> String {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.count > rows - 2 ? lines[rows - 2].trimmingCharacters(in: .whitespaces) : ""
    }

    /// `lotto ui` with its clock at `clock` (UTC), through faketime.
    private func ui(clock: String, columns: Int, rows: Int) throws -> TmuxSession {
        let command =
            "TZ=UTC \(LottoExecutable.faketime) -m --exclude-monotonic '\(clock)' "
            + "\(LottoExecutable.binary.path) ui; sleep 600"
        return try TmuxSession.running(command, for: lotto, columns: columns, rows: rows)
    }

    /// Today, years after the samples (kr645's end at round 300, 2008-08-30): the update records
    /// them, and the status line says kr645 is behind, and what it holds against what is due;
    /// `e` says each game behind in the command's words.
    @Test func anUpdateLeavingAGameBehindSaysSoAndEShowsTheWhole() async throws { try await offThePool {
        let ui = try TmuxSession(lotto, columns: 120, rows: 40)
        try ui.waitFor("drew 1")
        try ui.send("u")
        try ui.waitFor("the game behind", timeout: 30) { screen in
            let status = Self.statusLine(of: screen, rows: 40)
            return status.hasPrefix("updated, but ") && status.hasSuffix("(e: details)")
        }
        let status = Self.statusLine(of: try ui.capture(), rows: 40)
        #expect(status.contains(" games are behind: kr645 holds round 300, round "), "\(status)")
        #expect(!status.contains("draws updated:"))
        try ui.send("e")
        try ui.waitFor("┌ Last error")
        // Wrapped lines are joined without their spaces.
        let text = TmuxSession.framedText(of: try ui.capture())
        let expected = [
            "games are behind their schedule; 763 draws added",
            "kr645: the history ends at round 300 (2008-08-30), but round ",
            "should be published by now (12 hours after its draw); what came is recorded: try again later",
        ]
        for words in expected {
            #expect(text.filter { $0 != " " }.contains(words.filter { $0 != " " }), "\(words) in \(text)")
        }
        // Recorded all the same.
        #expect(try lotto.run(["draws", "--game", "kr645"]).lines.count == 300)
        try ui.send("Escape", "q")
        #expect(try ui.exitStatus() == "0")
    } }

    /// At the samples' time, every game holding the latest draw due (typed in where the
    /// samples end earlier): a plain success, and no error for `e`.
    @Test func anUpdateWithNothingBehindIsAPlainSuccess() async throws { try await offThePool {
        let clock = "2026-11-20 12:00:00"
        lotto.clock = clock
        // Each game's last draw held by now (`draws add` dates it); uk-lotto's sample ends at
        // 2026-11-18, its latest due.
        let added = [
            ["--game", "kr645", "1", "2", "3", "4", "5", "6", "+", "7"],
            ["--game", "powerball", "1", "2", "3", "4", "5", "+", "6"],
            ["--game", "megamillions", "1", "2", "3", "4", "5", "+", "6"],
            // After the sample's rounds (1011 on 2017-05-30), two a week.
            ["--game", "euromillions", "--round", "1999", "1", "2", "3", "4", "5", "+", "1", "2"],
        ]
        for arguments in added {
            let result = try lotto.run(["draws", "add"] + arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        let ui = try ui(clock: clock, columns: 80, rows: 24)
        try ui.waitFor("drew 1")
        try ui.send("u")
        try ui.waitFor("the update's end", timeout: 30) { screen in
            Self.statusLine(of: screen, rows: 24).hasPrefix("draws updated: ")
        }
        let status = Self.statusLine(of: try ui.capture(), rows: 24)
        #expect(status.hasSuffix(" added in 5 games"), "\(status)")
        #expect(!status.contains("behind"))
        try ui.send("e")
        try ui.waitFor("no error so far")
        try ui.send("q")
        try ui.waitFor("the app's end") { !$0.contains("no error so far") }
        #expect(try lotto.run(["draws", "--game", "kr645", "--last", "1"]).stdout.hasPrefix("#1250"))
    } }
}
