import Foundation
import TestSupport
import Testing

/// `lotto ui`'s `t` line, in a real terminal (tmux): what the status line, the hints and the
/// box's title say around it (a refusal's hint, Esc taking the refusal away, a line saved
/// before for the draw, a game without draws, a save that waits for a locked store).
@Suite(.enabled(if: RequiredTool.runs(needing: TmuxSession.isAvailable)))
struct InterfaceTicketLineWordsTests {
    let lotto = LottoExecutable()

    init() {
        lotto.environment["LANG"] = "C.UTF-8"
    }

    /// The status line's last row, where the app says what happened.
    static func statusLine(_ screen: String) -> String {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let filled = rows.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        return filled.dropLast().last ?? ""
    }

    /// A refusal cut short on the status line points to the box, which shows it whole (`e` is a
    /// letter on the line); Esc takes it off the status line, and `e` still shows it.
    @Test func aRefusalsHintPointsToTheBoxAndEscTakesItAway() async throws { try await offThePool {
        let ui = try TmuxSession(lotto, arguments: "--game euromillions")
        try ui.waitFor("drew 1 euromillions ticket")
        try ui.send("t")
        try ui.waitFor("Type a ticket for the next draw")
        try ui.sendAtOnce("1 2 3 4 5 6")
        try ui.waitFor("> 1 2 3 4 5 6")
        try ui.send("Enter")
        try ui.waitFor(" cannot save: invalid ticket '1 2 3 4 5 6'")
        let status = Self.statusLine(try ui.capture())
        #expect(status.hasSuffix("(whole above)"), "\(status)")
        #expect(!status.contains("(e: details)"), "\(status)")
        try ui.send("Escape")
        try ui.waitFor("the line and its refusal gone") {
            !$0.contains("Type a ticket") && !$0.contains("cannot save")
        }
        try ui.send("e")
        try ui.waitFor("got 6 numbers")
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }

    /// A line saved before for the draw is saved again, with `lotto save`'s own warning.
    @Test func aRepeatedLineIsWarnedOfAsLottoSaveWarns() async throws { try await offThePool {
        let numbers = ["3", "11", "19", "27", "38", "42"]
        #expect(try lotto.run(["save"] + numbers).status == 0)
        let again = try lotto.run(["save"] + numbers)
        let warning = try #require(
            again.stderr.split(separator: "\n").first { $0.contains("repeats ticket 1's line") }
                .map { $0.replacingOccurrences(of: "lotto: warning: ", with: "") })
        #expect(warning.hasPrefix("ticket 2 repeats ticket 1's line for the draw of "), "\(warning)")
        let ui = try TmuxSession(lotto, columns: 100)
        try ui.waitFor("drew 1 kr645 ticket")
        try ui.send("t")
        try ui.waitFor("Type a ticket for the next draw")
        try ui.sendAtOnce(numbers.joined(separator: " "))
        try ui.waitFor("> 3 11 19 27 38 42")
        try ui.send("Enter")
        // As `lotto save` words it, naming the latest ticket the line repeats.
        let ours = warning.replacingOccurrences(of: "ticket 2 repeats ticket 1", with: "ticket 3 repeats ticket 2")
        try ui.waitFor("warning: " + ours)
        #expect(try lotto.run(["list"]).lines.count == 3)
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }

    /// A custom game has no draws: the box says the ticket is saved for none.
    @Test func aCustomGamesLineSaysItIsForNoDraw() async throws { try await offThePool {
        let ui = try TmuxSession(lotto, arguments: "--game 6/49")
        try ui.waitFor("drew 1 6/49 ticket")
        try ui.send("t")
        try ui.waitFor("Type a ticket (saved for no draw)")
        #expect(try !ui.capture().contains("next draw"))
        try ui.sendAtOnce("1 2 3 4 5 6")
        try ui.send("Enter")
        try ui.waitFor("saved #1")
        let listed = try lotto.run(["list", "--json"]).stdout
        #expect(listed.contains("\"draw\":null"), "\(listed)")
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }

    /// While the save waits for another process's lock, the line takes no key, and the hints
    /// say so rather than offering Esc.
    @Test func whileTheSaveWaitsTheHintsSayKeysAreIgnored() async throws { try await offThePool {
        lotto.environment["LOTTO_LOCK_TIMEOUT"] = "30"
        let ui = try TmuxSession(lotto, columns: 100)
        try ui.waitFor("drew 1 kr645 ticket")
        // Taken once tmux's server runs: it would hold the lock too, inheriting it.
        try FileManager.default.createDirectory(
            atPath: (lotto.storePath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let lock = try StoreLock(lotto.storePath + ".lock")
        try ui.send("t")
        try ui.waitFor("Enter save · Esc cancel")
        try ui.sendAtOnce("1 2 3 4 5 6")
        try ui.waitFor("> 1 2 3 4 5 6")
        try ui.send("Enter")
        try ui.waitFor("keys ignored while saving · Ctrl-C quit")
        #expect(try !ui.capture().contains("Esc cancel"))
        lock.release()
        try ui.waitFor("saved #1")
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }
}
