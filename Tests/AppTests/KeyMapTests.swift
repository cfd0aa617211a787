import Lotto
import Testing

@testable import lotto

/// ``KeyMap`` on what issue 35 found: a paste is no key, and a question takes its answer only
/// from a key typed after it opened.
@Suite struct KeyMapTests {
    static func saved(overlay: InterfaceOverlay? = nil) -> InterfaceState {
        var state = InterfaceState(game: LottoGame.korean645.id)
        state.tab = .saved
        state.selectedID = 3
        state.overlay = overlay
        return state
    }

    @Test func onlyDeleteAsksAQuestion() {
        #expect(KeyMap.command(for: .character("d"), in: Self.saved()).asksAQuestion)
        let others: [KeyMap.Command] = [.interface(.toggleHelp), .delete(id: 3), .interface(.closeOverlay), .quit]
        #expect(others.allSatisfy { !$0.asksAQuestion })
    }

    /// Keys that came in the read whose `d` asked (a paste in a terminal without bracketed
    /// paste) answer nothing, `n` and Esc included; the question waits for the next read.
    @Test func aQuestionTakesNoAnswerFromTheReadThatAskedIt() {
        let asking = Self.saved(overlay: .confirmDelete(id: 3))
        for key in [Key.character("y"), .character("Y"), .character("n"), .escape, .enter, .character("d")] {
            #expect(KeyMap.command(for: key, in: asking, cameWithTheQuestion: true) == .nothing, "\(key)")
        }
        #expect(KeyMap.command(for: .character("y"), in: asking, cameWithTheQuestion: false) == .delete(id: 3))
        #expect(KeyMap.command(for: .character("n"), in: asking) == .interface(.closeOverlay))
        // Quitting and suspending are no answer: they still work.
        #expect(KeyMap.command(for: .character("q"), in: asking, cameWithTheQuestion: true) == .quit)
        #expect(KeyMap.command(for: .controlZ, in: asking, cameWithTheQuestion: true) == .suspend)
    }

    /// A paste says on the status line that it was not read; over a question or the keys it
    /// does nothing, and the question stays.
    @Test func aPasteIsNotedAndAnswersNothing() {
        #expect(KeyMap.command(for: .paste, in: Self.saved()) == .interface(.report(.pasted)))
        var draw = Self.saved()
        draw.tab = .draw
        #expect(KeyMap.command(for: .paste, in: draw) == .interface(.report(.pasted)))
        #expect(KeyMap.command(for: .paste, in: Self.saved(overlay: .confirmDelete(id: 3))) == .nothing)
        #expect(KeyMap.command(for: .paste, in: Self.saved(overlay: .help)) == .nothing)
    }

    /// One key means one thing: a key that does something on both tabs does the same on both,
    /// but for the keys that move through whatever the tab lists (↑ ↓ j k, the wheel). `g` is
    /// the next game, on the Draw tab alone; the first and last ticket are Home and End, or
    /// `<` and `>`, on the Saved tab.
    @Test func aKeyMeansOneThingOnEitherTab() {
        var draw = Self.saved()
        draw.tab = .draw
        let saved = Self.saved()
        for byte in UInt8(0x21)...0x7E where !"jk".contains(Character(Unicode.Scalar(byte))) {
            let key = Key.character(Character(Unicode.Scalar(byte)))
            let onDraw = KeyMap.command(for: key, in: draw)
            let onSaved = KeyMap.command(for: key, in: saved)
            #expect(onDraw == .nothing || onSaved == .nothing || onDraw == onSaved, "\(key)")
        }
        #expect(KeyMap.command(for: .character("g"), in: draw) == .cycleGame(forward: true))
        #expect(KeyMap.command(for: .character("G"), in: draw) == .cycleGame(forward: false))
        #expect(KeyMap.command(for: .character("g"), in: saved) == .nothing)
        #expect(KeyMap.command(for: .character("G"), in: saved) == .nothing)
        for key in [Key.home, .character("<")] {
            #expect(KeyMap.command(for: key, in: saved) == .interface(.moveSelection(.first)))
        }
        for key in [Key.end, .character(">")] {
            #expect(KeyMap.command(for: key, in: saved) == .interface(.moveSelection(.last)))
        }
    }
}
