import Foundation
import Lotto
import Testing

@testable import lotto

/// `lotto ui`'s overlays (the keys, a delete asked), a terminal too small, what the renderer
/// writes, and the keys decoded.
extension InterfaceViewTests {
    // MARK: The overlays, a terminal too small, the renderer and the keys

    @Test func theKeysOverlayListsEveryKey() {
        var state = Self.state(.draw, rows: 24)
        state.overlay = .help
        let lines = Self.screen(state)
        #expect(lines[1].contains("┌ Keys ─") && lines[21].contains("└────"))
        #expect(lines[2].contains("│ n, space                draw anew (Draw tab)"))
        #expect(lines[4].contains("│ t                       type in a ticket bought elsewhere"))
        #expect(lines[11].contains("│ u                       update the draws from the lotteries"))
        #expect(lines[12].contains("│ r                       the record: spent, won, net by month"))
        #expect(lines[13].contains("│ e                       the last error, whole (any key closes it)"))
        #expect(lines[15].contains("│ click                   a tab: show it; a saved ticket: select it"))
        #expect(lines[20].contains("│ Ctrl-Z                  suspend (fg resumes)"))
        #expect(lines[23] == " Esc close · q quit")
    }

    /// No key does something the overlay keeps quiet about: every key that maps to a command,
    /// on either tab or in the overlay itself, is named there.
    @Test func everyKeyThatDoesSomethingIsInTheOverlay() {
        let named = Set(
            KeysOverlayView.keys.flatMap { $0.keys.split(whereSeparator: { $0 == " " || $0 == "," }) }.map(String.init))
        let printable = (0x20...0x7E).map { Key.character(Character(Unicode.Scalar(UInt8($0)))) }
        let special: [Key] = [
            .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .tab, .backTab, .enter, .escape, .backspace,
            .controlC, .controlZ, .mouse(.init(kind: .click, row: 0, column: 9)),
            .mouse(.init(kind: .wheelDown, row: 5, column: 5)),
        ]
        var help = Self.state(.draw)
        help.overlay = .help
        var record = Self.state(.saved)
        record.overlay = .record
        for state in [Self.state(.draw), Self.state(.saved), help, record] {
            for key in printable + special where KeyMap.command(for: key, in: state) != .nothing {
                #expect(
                    named.contains(Self.label(key)),
                    "\(key) on \(state.tab), overlay \(String(describing: state.overlay))")
            }
        }
    }

    /// How the overlay writes `key`.
    static func label(_ key: Key) -> String {
        switch key {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .controlC: "Ctrl-C"
        case .controlZ: "Ctrl-Z"
        case .mouse(let event): event.kind == .click ? "click" : "wheel"
        case .paste, .text: "paste"
        case .unknown: "?"
        }
    }

    @Test func deletingAsksWithTheTicket() {
        var state = Self.state(.saved)
        state.selectedID = 7
        state.overlay = .confirmDelete(id: 7)
        let lines = Self.screen(state, tickets: [Self.saved(7, [3, 11, 19, 27, 38, 42])])
        #expect(lines[5] == "                     ┌ Delete ───────────────────────────┐")
        #expect(lines[6] == "                     │ Delete #7  3 11 19 27 38 42?  y/n │")
        #expect(lines[11] == " y delete · n keep")
    }

    @Test func aTerminalTooSmallIsToldSo() {
        #expect(
            Self.screen(Self.state(.draw, rows: 8, columns: 40)) == [
                "", "", "", "        terminal too small: 40x8", "     lotto ui needs 60x10; q quits", "", "", "",
            ])
    }

    @Test func theRendererWritesOnlyTheRowsThatChangedAndNoColourWhenAskedNot() {
        var state = Self.state(.draw)
        let draw = Self.draw([[3, 11, 19, 27, 38, 42]])
        var renderer = ScreenRenderer(usesColor: true, usesUnicode: true)
        let first = renderer.frame(
            InterfaceView(state: state, draw: draw, tickets: [], history: DrawHistory()).render())
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}[0m\u{1B}[2J") && text.contains("38;5;220"))
        #expect(
            renderer.frame(InterfaceView(state: state, draw: draw, tickets: [], history: DrawHistory()).render())
                .isEmpty)
        state.status = .saved(ids: 1...1)
        let next = String(
            decoding: renderer.frame(
                InterfaceView(state: state, draw: draw, tickets: [], history: DrawHistory()).render()),
            as: UTF8.self)
        // One row: the status line, the 11th.
        #expect(
            next.hasPrefix("\u{1B}[11;1H")
                && next.components(separatedBy: "\u{1B}[").filter { $0.contains(";1H") }.count == 1)
        #expect(next.contains("saved #1"))

        var monochrome = ScreenRenderer(usesColor: false, usesUnicode: true)
        let plain = String(
            decoding: monochrome.frame(
                InterfaceView(state: state, draw: draw, tickets: [], history: DrawHistory()).render()),
            as: UTF8.self)
        // The tab shown is still marked, by brackets and inverse video.
        #expect(!plain.contains("38;5") && plain.contains("[\u{1B}[0;7m 1 Draw \u{1B}[0m]"))
    }

    /// A read each typed key, as a person types them (keys typed together are a paste).
    @Test func keysDecodeFromWhatTheTerminalSends() {
        let reads = [
            "q", "\u{1B}[A\u{1B}[B\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}OF\u{1B}[Z", "\t", "\u{03}", "\u{1A}", "\u{1B}",
        ]
        var reader = KeyReader()
        #expect(
            reads.flatMap { reader.keys(in: Array($0.utf8)) } == [
                .character("q"), .up, .down, .pageUp, .pageDown, .home, .end, .backTab, .tab, .controlC, .controlZ,
                .escape,
            ])
    }
}
