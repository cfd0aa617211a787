import Foundation
import TestSupport
import Testing

/// `lotto ui`'s `t` line, in a real terminal (tmux), takes text that comes together: keys that
/// arrive in one read (over SSH, typed fast) and a bracketed paste are typed into it, up to a
/// line break, which never saves it; outside the line, such text is still never keys.
@Suite(.enabled(if: RequiredTool.runs(needing: TmuxSession.isAvailable)))
struct InterfaceTicketLinePasteTests {
    let lotto = LottoExecutable()

    init() {
        lotto.environment["LANG"] = "C.UTF-8"
    }

    @Test func keysThatComeTogetherAndAPasteAreTypedOnTheLine() async throws { try await offThePool {
        let ui = try TmuxSession(lotto, columns: 100)
        try ui.waitFor("drew 1 kr645 ticket")
        // Outside the line, text that comes together is a paste: neither `t` nor `2` is a key.
        try ui.sendAtOnce("t2")
        try ui.waitFor("pasted text ignored")
        #expect(try !ui.capture().contains("Type a ticket"))
        try ui.send("t")
        try ui.waitFor("Type a ticket for the next draw")
        // One write: both keys typed.
        try ui.sendAtOnce("12")
        try ui.waitFor("> 12")
        try ui.send("BSpace")
        try ui.waitFor("> 1 ") { !$0.contains("> 12") }
        // A bracketed paste, typed up to its line break: what follows it is not, and the line
        // is not saved.
        try ui.paste(" 2 3 4 5 6\n7 8\n")
        try ui.waitFor("> 1 2 3 4 5 6")
        Thread.sleep(forTimeInterval: 0.5)
        let screen = try ui.capture()
        #expect(screen.contains("Type a ticket for the next draw"), "\(screen)")
        #expect(!screen.contains("> 1 2 3 4 5 67") && !screen.contains("6 7 8"), "\(screen)")
        #expect(try lotto.run(["list"]).stdout.isEmpty)
        try ui.send("Enter")
        try ui.waitFor("saved #1")
        #expect(try lotto.run(["list"]).stdout.hasPrefix("#1  1 2 3 4 5 6  "))
        // Closed, the line takes nothing pasted.
        try ui.paste("q")
        try ui.waitFor("pasted text ignored")
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }

    /// The line holds 200 characters: a paste or a key beyond them is not typed, and the status
    /// line says so.
    @Test func theLineSaysWhenItIsFull() async throws { try await offThePool {
        let ui = try TmuxSession(lotto, columns: 100)
        try ui.waitFor("drew 1 kr645 ticket")
        try ui.send("t")
        try ui.waitFor("Type a ticket for the next draw")
        try ui.paste(String(repeating: "1 ", count: 99))
        try ui.waitFor("1 1 1 1 1")
        #expect(try !ui.capture().contains("the line is full"))
        try ui.paste("2 3 4")
        try ui.waitFor("the line is full: it takes 200 characters at most")
        // The end shows: `2 ` typed, `3 4` not.
        let input = try #require(try ui.capture().split(separator: "\n").first { $0.hasPrefix("│ > ") })
        #expect(input.dropLast().trimmingCharacters(in: .whitespaces).hasSuffix("1 1 2"), "\(input)")
        try ui.send("Escape")
        try ui.waitFor("the line and what it said gone") {
            !$0.contains("Type a ticket") && !$0.contains("is full")
        }
        // A key beyond the room, as a paste.
        try ui.send("t")
        try ui.waitFor("Type a ticket for the next draw")
        try ui.paste(String(repeating: "7", count: 200))
        try ui.waitFor("7777777777")
        #expect(try !ui.capture().contains("the line is full"))
        try ui.send("9")
        try ui.waitFor("the line is full: it takes 200 characters at most")
        #expect(try !ui.capture().contains("79"))
        try ui.send("Escape")
        try ui.waitFor("the line closes") { !$0.contains("Type a ticket") }
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }
}
