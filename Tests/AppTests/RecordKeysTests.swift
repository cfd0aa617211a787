import Lotto
import Testing

@testable import lotto

/// The record (`r`): the key opens it from either tab and puts it away as `?` puts the keys
/// away, `q` still quits; the screen's state follows the check behind it.
@Suite struct RecordKeysTests {
    private static func state(tab: InterfaceTab = .draw, overlay: InterfaceOverlay? = nil) -> InterfaceState {
        var state = InterfaceState(game: LottoGame.korean645.id)
        state.tab = tab
        state.overlay = overlay
        return state
    }

    @Test func rOpensTheRecordFromEitherTabAndPutsItAway() {
        for tab in InterfaceTab.allCases {
            #expect(KeyMap.command(for: .character("r"), in: Self.state(tab: tab)) == .record)
        }
        let shown = Self.state(overlay: .record)
        for key in [Key.character("r"), .escape, .enter] {
            #expect(KeyMap.command(for: key, in: shown) == .record, "\(key)")
        }
        #expect(KeyMap.command(for: .character("q"), in: shown) == .quit)
        #expect(KeyMap.command(for: .character("u"), in: shown) == .updateDraws)
        // Under the record, the tabs' keys do nothing: no draw, no save, no tab unseen.
        for key in [Key.character("n"), .character("s"), .character("d"), .character("2"), .tab, .paste] {
            #expect(KeyMap.command(for: key, in: shown) == .nothing, "\(key)")
        }
        // Over the keys or a question, `r` is no key of theirs.
        #expect(KeyMap.command(for: .character("r"), in: Self.state(overlay: .help)) == .nothing)
    }

    @Test func theStateFollowsTheCheck() {
        let reducer = InterfaceReducer()
        let tickets: [SavedTicket] = []
        var state = reducer.reduce(Self.state(), .interface(.toggleRecord), tickets: tickets)
        #expect(state.overlay == .record)
        state = reducer.reduce(state, .interface(.report(.checkingRecord)), tickets: tickets)
        state = reducer.reduce(state, .interface(.recordCheck(.checking)), tickets: tickets)
        #expect(state.recordCheck == .checking && state.status == .checkingRecord)
        // The check's last page ends it, and the status line's word of it.
        let target = CheckTarget.ownDraws(of: nil, recorded: [], summary: .whole)
        let last = Page<CheckResult>(items: [], isFirst: true, isLast: true)
        state = reducer.reduce(state, .lotto(.ticketsChecked(last, against: target)), tickets: tickets)
        #expect(state.recordCheck == .checked && state.status == nil)
        // No ticket to check is said as such, not as the sums of the last check.
        state = reducer.reduce(state, .interface(.recordCheck(.nothingSaved)), tickets: tickets)
        #expect(state.recordCheck == .nothingSaved)
        state = reducer.reduce(state, .interface(.toggleRecord), tickets: tickets)
        #expect(state.overlay == nil)
    }
}
