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
}
