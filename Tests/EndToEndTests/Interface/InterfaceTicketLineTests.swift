import Foundation
import TestSupport
import Testing

/// `lotto ui`'s `t`, in a real terminal (tmux): a line to type a ticket bought elsewhere, of
/// the game on screen, saved for its next draw as `lotto save` saves numbers given, refused in
/// its words.
@Suite(.enabled(if: RequiredTool.runs(needing: TmuxSession.isAvailable)))
struct InterfaceTicketLineTests {
    let lotto = LottoExecutable()

    init() {
        lotto.environment["LANG"] = "C.UTF-8"
    }

    @Test func aTicketTypedOnTheLineIsSavedForTheNextDrawAsLottoSaveSavesIt() async throws { try await offThePool {
        let ui = try TmuxSession(lotto)
        try ui.waitFor("drew 1 kr645 ticket")
        try ui.send("t")
        try ui.waitFor("kr645 takes 6 of 1-45, as in 1 2 3 4 5 6")
        try ui.waitFor("Enter save · Esc cancel")
        try Self.typeText("3 11 19 27 38 42", into: ui)
        try ui.waitFor("> 3 11 19 27 38 42")
        try ui.send("Enter")
        try ui.waitFor("saved #1")
        try ui.waitFor("the line closes") { !$0.contains("Type a ticket") }
        let listed = try lotto.run(["list"])
        #expect(listed.lines.count == 1)
        #expect(listed.stdout.hasPrefix("#1  3 11 19 27 38 42  "))
        // The next draw, as `lotto save` chooses it at the same moment.
        let saved = try lotto.run(["save", "--json", "3", "11", "19", "27", "38", "42"])
        let ours = try #require(listed.stdout.firstRange(of: "draw ").map { listed.stdout[$0.upperBound...] })
        #expect(saved.stdout.contains(#""draw":"\#(ours.prefix(10))""#), "\(saved.stdout) against \(ours)")
        try ui.send("2")
        try ui.waitFor("#1   3 11 19 27 38 42")
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }

    /// A ticket of the wrong shape is refused in `lotto save`'s own words, on the status line
    /// (its start, at 80 columns) and whole in the line's box; nothing is saved and the line
    /// stays, to be corrected and saved.
    @Test func aWrongShapeIsRefusedInSavesWordsAndTheLineStaysForCorrection() async throws { try await offThePool {
        let refusal = try lotto.run(["save", "--game", "euromillions", "1", "2", "3", "4", "5", "6"])
        #expect(refusal.status == 65)
        let words = refusal.stderr.replacingOccurrences(of: "lotto: error: ", with: "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(words.hasPrefix("invalid ticket '1 2 3 4 5 6': euromillions takes 5 of 1-50 + 2 of 1-12"))
        let ui = try TmuxSession(lotto, arguments: "--game euromillions")
        try ui.waitFor("drew 1 euromillions ticket")
        try ui.send("t")
        try ui.waitFor("euromillions takes 5 of 1-50 + 2 of 1-12, as in 1 2 3 4 5 + 6 7")
        try Self.typeText("1 2 3 4 5 6", into: ui)
        try ui.waitFor("> 1 2 3 4 5 6")
        try ui.send("Enter")
        try ui.waitFor(" cannot save: invalid ticket '1 2 3 4 5 6'")
        // Whole in the box, wrapped (the box's lines read joined, without their spaces).
        try ui.waitFor("the whole refusal in the box") {
            let whole = ("cannot save: " + words).filter { $0 != " " }
            return TmuxSession.framedText(of: $0).filter { $0 != " " }.contains(whole)
        }
        #expect(try lotto.run(["list"]).stdout.isEmpty)
        #expect(try ui.capture().contains("> 1 2 3 4 5 6"))
        try ui.send("BSpace")
        try ui.waitFor("> 1 2 3 4 5 ") { !$0.contains("> 1 2 3 4 5 6") }
        // A '+' typed, one Lucky Star short: the shape again, and the count on each side.
        try Self.typeText("+ 6", into: ui)
        try ui.waitFor("> 1 2 3 4 5 + 6")
        try ui.send("Enter")
        try ui.waitFor("the shape in the box") {
            TmuxSession.framedText(of: $0).filter { $0 != " " }.contains("asin12345+67;got5numbers+1")
        }
        #expect(try lotto.run(["list"]).stdout.isEmpty)
        try Self.typeText(" 7", into: ui)
        try ui.waitFor("> 1 2 3 4 5 + 6 7")
        try ui.send("Enter")
        try ui.waitFor("saved #1")
        #expect(try lotto.run(["list"]).stdout.hasPrefix("#1  1 2 3 4 5 + 6 7  "))
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
    } }

    /// Esc closes the line and saves nothing; `q` on the line is a letter (refused as a
    /// number, in save's words), not a way out.
    @Test func escCancelsAndQIsTypedOnTheLine() async throws { try await offThePool {
        let ui = try TmuxSession(lotto, columns: 120)
        try ui.waitFor("drew 1 kr645 ticket")
        try ui.send("t")
        try ui.waitFor("Type a ticket for the next draw")
        try Self.typeText("1 2 3", into: ui)
        try ui.waitFor("> 1 2 3")
        try ui.send("Escape")
        try ui.waitFor("the line closes") { !$0.contains("Type a ticket") }
        #expect(try lotto.run(["list"]).stdout.isEmpty)
        try ui.send("t")
        try ui.waitFor("Type a ticket for the next draw")
        // Opened afresh: empty.
        #expect(try !ui.capture().contains("> 1 2 3"))
        try ui.send("q")
        try ui.waitFor("> q")
        try ui.send("Enter")
        try ui.waitFor("cannot save: invalid ticket 'q': 'q' is not a whole number")
        #expect(try lotto.run(["list"]).stdout.isEmpty)
        try ui.send("Escape")
        try ui.waitFor("the line closes") { !$0.contains("Type a ticket") }
        try ui.send("q")
        #expect(try ui.exitStatus() == "0")
        #expect(ui.terminalCameBack)
    } }

    /// Types `text` as a person does, a key a tenth of a second apart (keys that come together
    /// are a paste, never typed).
    static func typeText(_ text: String, into ui: TmuxSession) throws {
        for character in text {
            try ui.type(character == " " ? "Space" : "'\(character)'")
            Thread.sleep(forTimeInterval: 0.1)
        }
    }
}
