import Foundation
import TestSupport
import Testing

/// `lotto ui` says why, in a real terminal (tmux) too narrow for the whole of it: the status
/// line puts the reason first and ends with `(e: details)`, and `e` shows the whole error
/// (the full address, the service's answer, a store's path) until any key.
@Suite(.enabled(if: RequiredTool.runs(needing: TmuxSession.isAvailable)))
struct InterfaceErrorTests {
    let lotto = LottoExecutable()

    init() {
        lotto.environment["LANG"] = "C.UTF-8"
    }

    /// The status line of a screen 24 rows high, without its leading space.
    private static func statusLine(of screen: String) -> String {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.count > 22 ? lines[22].trimmingCharacters(in: .whitespaces) : ""
    }

    @Test func aFailedUpdateSaysItsReasonFirstAndEShowsTheWholeAddress() async throws { try await offThePool {
        let server = try LocalHTTPServer()
        try PublisherFixtures.serveAll(on: server)
        server.serve(PublisherFixtures.megaMillionsPath, .respond(status: 500, body: Array("down\n".utf8)))
        for variable in ["LOTTO_DHLOTTERY_URL", "LOTTO_NY_OPEN_DATA_URL", "LOTTO_NATIONAL_LOTTERY_URL"] {
            lotto.environment[variable] = server.address
        }
        let ui = try TmuxSession(lotto, columns: 60, rows: 24)
        try ui.waitFor("drew 1")
        // No error yet: `e` says so.
        try ui.send("e")
        try ui.waitFor("no error so far")
        try ui.send("u")
        // 500 is asked again three times, a second, two and four apart.
        try ui.waitFor("the reason first", timeout: 30) { screen in
            let status = Self.statusLine(of: screen)
            return status.hasPrefix("cannot update megamillions: answered 500") && status.hasSuffix("(e: details)")
        }
        #expect(Self.statusLine(of: try ui.capture()).count <= 59)
        try ui.send("e")
        try ui.waitFor("┌ Last error")
        let address = server.address + PublisherFixtures.megaMillionsPath
        try ui.waitFor("the whole error") { screen in
            let text = TmuxSession.framedText(of: screen)
            return text.contains("cannot update 1 of 5 games;")
                && text.contains("megamillions: answered 500 Internal Server Error")
                && text.contains("address: \(address)")
        }
        // The games behind their schedule follow the failure, and the box scrolls.
        #expect(try ui.capture().contains(" any other key closes · q quit"))
        // Any key but `q` closes it; the app goes on.
        try ui.send("Space")
        try ui.waitFor("the error closes") { !$0.contains("Last error") }
        try ui.send("2")
        try ui.waitFor("[ 2 Saved ]")
        // The key is in the keys overlay.
        try ui.send("?")
        try ui.waitFor("the last error, whole")
        try ui.send("Escape", "q")
        #expect(try ui.exitStatus() == "0")
        #expect(ui.terminalCameBack)
    } }

    /// A draw history the app cannot read: the reason first on the status line, the path
    /// whole under `e`.
    @Test func anUnreadableHistorySaysItsReasonFirstAndEShowsItsPath() async throws { try await offThePool {
        try FileManager.default.createDirectory(
            atPath: lotto.home.file("data/lotto"), withIntermediateDirectories: true)
        // Bad contents, not permissions: the tests may run as root, whom no mode stops.
        try lotto.home.write("not a history\n", to: "data/lotto/draws.jsonl")
        let ui = try TmuxSession(lotto, columns: 60, rows: 24)
        try ui.waitFor("the reason first") { screen in
            let status = Self.statusLine(of: screen)
            return status.hasPrefix("cannot read the draws: line 1: not a lotto") && status.hasSuffix("(e: details)")
        }
        try ui.send("e")
        try ui.waitFor("the whole error") { screen in
            let text = TmuxSession.framedText(of: screen)
            return text.contains("cannot read the draws")
                && text.contains("line 1: not a lotto draw history")
                && text.contains("file: \(lotto.home.file("data/lotto/draws.jsonl"))")
        }
        try ui.send("Escape")
        try ui.waitFor("the error closes") { !$0.contains("Last error") }
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }
}
