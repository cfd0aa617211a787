import Foundation
import Lotto
import Testing

@testable import lotto

/// `lotto ui`'s screens, rendered into memory and compared whole (ratatui's `TestBackend` is
/// the model): both tabs, the overlays, a terminal too small, and what the renderer writes.
@Suite struct InterfaceViewTests {
    static let game = LottoGame.korean645

    static let powerball = LottoGame.named("powerball")!

    static func saved(
        _ id: Int, _ numbers: [Int], extra: [Int] = [], game: LottoGame = game, draw: String? = nil
    ) -> SavedTicket {
        SavedTicket(
            id: id, game: game.id, ticket: try! LottoTicket(numbers: numbers, extra: extra, game: game),
            savedAt: Timestamp(secondsSince1970: 1_700_000_000),
            draw: draw.map { TicketDraw(date: CivilDate($0)!) })
    }

    static func state(_ tab: InterfaceTab, rows: Int = 12, columns: Int = 80) -> InterfaceState {
        var state = InterfaceState(game: game.id)
        state.tab = tab
        state.layout = InterfaceLayout(rows: rows, columns: columns)
        return state
    }

    static func draw(_ tickets: [[Int]]) -> CurrentDraw {
        var draw = CurrentDraw()
        draw.game = game.id
        draw.tickets = tickets.map { try! LottoTicket(numbers: $0) }
        draw.count = tickets.count
        draw.isComplete = true
        return draw
    }

    /// kr645 round 1 as recorded, tier 3 paying 5,140,500 won.
    static func round1() throws -> RecordedDraw {
        try RecordedDraw(
            game: game, date: #require(CivilDate("2002-12-07")), round: 1, numbers: [10, 23, 29, 33, 37, 40],
            extra: [16], prizes: [PrizeRecord(tier: 3, winners: 28, amount: 5_140_500)])
    }

    static func screen(
        _ state: InterfaceState, draw: CurrentDraw = CurrentDraw(), tickets: [SavedTicket] = [],
        history: DrawHistory = DrawHistory()
    ) -> [String] {
        InterfaceView(state: state, draw: draw, tickets: ContiguousArray(tickets), history: history).render().lines
    }

    @Test func theDrawTabShowsTheTicketsAndWhatADrawMakes() {
        var state = Self.state(.draw)
        state.ticketsPerDraw = 2
        state.status = .drew(count: 2, game: Self.game.id)
        var draw = Self.draw([[3, 11, 19, 27, 38, 42], [1, 2, 3, 4, 5, 45]])
        draw.draw = TicketDraw(date: CivilDate(year: 2026, month: 11, day: 28)!, round: 1252)
        #expect(
            Self.screen(state, draw: draw) == [
                " lotto  [ 1 Draw ]   2 Saved                     kr645 · South Korea Lotto 6/45",
                String(repeating: "─", count: 80),
                "",
                "  6 of 1-45, 1 bonus ball drawn · each draw makes 2 tickets · 1,000 KRW a ticket",
                "  for the draw of Saturday 2026-11-28 (round 1252)",
                "    1.   3  11  19  27  38  42",
                "",
                "    2.   1   2   3   4   5  45",
                "",
                "",
                " drew 2 kr645 tickets",
                " n draw · s save · g game · +/- tickets · 1/2 tab · ? keys · q quit",
            ])
    }

    /// Each thing the status line says, in its words.
    @Test func theStatusLineWordsWhatHappened() {
        let words: [(StatusLine?, String)] = [
            (nil, ""),
            (.drew(count: 1, game: Self.game.id), "drew 1 kr645 ticket"),
            (.drew(count: 2, game: Self.game.id), "drew 2 kr645 tickets"),
            (.saved(ids: 1...1), "saved #1"),
            (.saved(ids: 1...10), "saved #1-#10"),
            (.deleted(ids: 2...2), "deleted #2"),
            (.ticketsPerDraw(1), "each draw makes 1 ticket"),
            (.ticketsPerDraw(10), "each draw makes 10 tickets"),
            (.updateEnded(added: 3, games: 1, failures: []), "draws updated: 3 added in 1 game"),
            (
                .updateEnded(
                    added: 1, games: 5, failures: [ShownError(subject: "kr645", reason: "a"), ShownError(reason: "b")]),
                "cannot update 2 of 5 games: kr645: a (e: details)"
            ),
            (.updatingTheDraws, "updating the draws…"),
            (.alreadyUpdating, "the draws are being updated already"),
            (.saving(count: 1), "saving 1 ticket…"),
            (.deleting(id: 4), "deleting #4…"),
            (.nothingToSave, "nothing to save: press n to draw"),
            (.alreadySaved(ids: 1...1), "already saved as #1: press n to draw new tickets"),
            (.unseen(count: 1), "not saved: 1 ticket is below the screen; scroll down (↓) to see it first"),
            (.unseen(count: 8), "not saved: 8 tickets are below the screen; scroll down (↓) to see them first"),
            (.pasted, "pasted text ignored: it is never read as keys"),
            (.failure(.save, ShownError(reason: "locked")), "cannot save: locked"),
            (.failure(.delete(id: 1), ShownError(reason: "locked")), "cannot delete #1: locked"),
            (.failure(.readTickets, ShownError(reason: "bad")), "cannot read the saved tickets: bad"),
            (.failure(.readDraws, ShownError(reason: "bad")), "cannot read the draws: bad"),
            (.warning("torn line"), "warning: torn line"),
            (.noError, "no error so far"),
        ]
        for (status, text) in words {
            #expect(StatusLineView(status: status, layout: InterfaceLayout()).text == text)
        }
    }

    @Test func theBallsHaveLottoNewsColours() {
        let screen = InterfaceView(
            state: Self.state(.draw), draw: Self.draw([[3, 11, 19, 27, 38, 42]]), tickets: [], history: DrawHistory()
        ).render()
        // 3 is yellow (220), 42 green (40), as `lotto new` colours them.
        #expect(screen.cells[5][9].character == "3" && screen.cells[5][9].style.foreground == 220)
        #expect(screen.cells[5][29].character == "2" && screen.cells[5][29].style.foreground == 40)
    }

    /// Each ticket's result in its own draw: its tier and prize once recorded, else pending
    /// and the draw's date, or no draw; never another draw's.
    @Test func theSavedTabShowsEachTicketsResultInItsOwnDraw() throws {
        let round1 = try Self.round1()
        let round2 = try RecordedDraw(
            game: Self.game, date: #require(CivilDate("2002-12-14")), round: 2, numbers: [9, 13, 21, 25, 32, 42],
            extra: [2])
        var state = Self.state(.saved)
        state.selectedID = 2
        let tickets = [
            Self.saved(1, [10, 23, 29, 33, 37, 41], draw: "2002-12-07"),
            Self.saved(2, [1, 2, 3, 4, 5, 6], draw: "2002-12-07"),
            Self.saved(3, [10, 16, 23, 29, 33, 37], draw: "2002-12-07"),
            Self.saved(4, [10, 23, 29, 33, 37, 41], draw: "2002-12-14"),
            Self.saved(5, [10, 23, 29, 33, 37, 41], draw: "2002-12-21"), Self.saved(6, [10, 23, 29, 33, 37, 41]),
            Self.saved(7, [1, 2, 3, 4, 5], extra: [6], game: Self.powerball, draw: "2002-12-07"),
        ]
        #expect(
            Self.screen(state, tickets: tickets, history: DrawHistory([round1, round2])) == [
                " lotto    1 Draw   [ 2 Saved ]                   kr645 · South Korea Lotto 6/45",
                String(repeating: "─", count: 80),
                "  id   numbers            saved       game       result                  2 of 7",
                "  #1   10 23 29 33 37 41  2023-11-14  kr645      tier 3 · 5,140,500 KRW",
                "> #2   1 2 3 4 5 6        2023-11-14  kr645      no prize",
                "  #3   10 16 23 29 33 37  2023-11-14  kr645      tier 2 · prize unknown",
                "  #4   10 23 29 33 37 41  2023-11-14  kr645      no prize",
                "  #5   10 23 29 33 37 41  2023-11-14  kr645      pending · 2002-12-21",
                "  #6   10 23 29 33 37 41  2023-11-14  kr645      no draw",
                "  #7   1 2 3 4 5 + 6      2023-11-14  powerball  pending · 2002-12-07",
                "",
                " ↑↓ move · PgUp/PgDn · Home/End · d delete · 1/2 tab · ? keys · q quit",
            ])
    }

    /// A ticket saved from a Korean ticket's QR code says how its numbers were chosen.
    @Test func theSavedTabSaysHowAQRTicketsNumbersWereChosen() throws {
        let qr = try KoreanTicketQR(
            "http://qr.dhlottery.co.kr/?v=0001m102329333741q010203040506s091321253242n000000000000")
        let tickets = zip(1..., qr.games).map { id, game in
            SavedTicket(
                id: id, ticket: game.ticket, savedAt: Timestamp(secondsSince1970: 1_700_000_000), draw: qr.draw,
                choice: game.choice)
        }
        let round1 = try Self.round1()
        let rows = Self.screen(Self.state(.saved), tickets: tickets, history: DrawHistory([round1]))[3...5]
        #expect(
            Array(rows) == [
                "  #1   10 23 29 33 37 41  2023-11-14  kr645  tier 3 · 5,140,500 KRW · manual",
                "  #2   1 2 3 4 5 6        2023-11-14  kr645  no prize · automatic",
                "  #3   9 13 21 25 32 42   2023-11-14  kr645  no prize · semi-automatic",
            ])
    }

    /// A multi-draw ticket is one row, its results summed up: pending with its first draw and
    /// how many, then its best tier and what it won so far, and how many of its draws are in.
    @Test func theSavedTabShowsAMultiDrawTicketOnceWithItsDrawsSummedUp() throws {
        let round1 = try Self.round1()
        let round2 = try RecordedDraw(
            game: Self.game, date: #require(CivilDate("2002-12-14")), round: 2, numbers: [9, 13, 21, 25, 32, 42],
            extra: [2], prizes: [PrizeRecord(tier: 4, winners: 2_000, amount: 100_000)])
        func multiDraw(_ id: Int, _ numbers: [Int], from date: String, count: Int) throws -> SavedTicket {
            SavedTicket(
                id: id, ticket: try LottoTicket(numbers: numbers), savedAt: Timestamp(secondsSince1970: 1_700_000_000),
                draw: TicketDraw(date: try #require(CivilDate(date))), drawCount: count)
        }
        let tickets = [
            try multiDraw(1, [9, 10, 13, 21, 23, 25], from: "2002-12-07", count: 3),
            try multiDraw(2, [1, 2, 3, 4, 5, 6], from: "2002-12-07", count: 2),
            try multiDraw(3, [1, 2, 3, 4, 5, 6], from: "2002-12-21", count: 4),
        ]
        let rows = Self.screen(Self.state(.saved), tickets: tickets, history: DrawHistory([round1, round2]))[3...5]
        #expect(
            Array(rows) == [
                "  #1   9 10 13 21 23 25  2023-11-14  kr645  tier 4 · 100,000 KRW · 2 of 3 drawn",
                "  #2   1 2 3 4 5 6       2023-11-14  kr645  no prize · 2 draws",
                "  #3   1 2 3 4 5 6       2023-11-14  kr645  pending · 2002-12-21, 4 draws",
            ])
    }

    /// Ids of two widths line up: the id column is as wide as the last ticket's, `#9 ` above
    /// `#10`, and the numbers start in one column.
    @Test func theSavedTabLinesUpIdsOfTwoWidths() {
        var state = Self.state(.saved, rows: 24)
        state.selectedID = 10
        let lines = Self.screen(state, tickets: (1...10).map { Self.saved($0, [1, 2, 3, 4, 5, 5 + $0]) })
        #expect(lines[11].hasPrefix("  #9   1 2 3 4 5 14  "), "\(lines[11])")
        #expect(lines[12].hasPrefix("> #10  1 2 3 4 5 15  "), "\(lines[12])")
    }

    /// The Draw tab numbers its tickets right-aligned: `9.` above `10.`.
    @Test func theDrawTabLinesUpTicketsNineAndTen() {
        var state = Self.state(.draw, rows: 30)
        state.ticketsPerDraw = 10
        let lines = Self.screen(state, draw: Self.draw((1...10).map { [1, 2, 3, 4, 5, 5 + $0] }))
        let nine = lines.first { $0.hasPrefix("    9.") }
        let ten = lines.first { $0.hasPrefix("   10.") }
        #expect(nine?.hasPrefix("    9.   1   2   3   4   5  14") == true, "\(lines)")
        #expect(ten?.hasPrefix("   10.   1   2   3   4   5  15") == true, "\(lines)")
    }

    @Test func aLongListShowsTheRowsFromTheScrolledPosition() {
        var state = Self.state(.saved, rows: 10)
        state.selectedID = 40
        state.firstVisibleRow = 35
        let tickets = (1...100).map { Self.saved($0, [1, 2, 3, 4, 5, 6 + $0 % 39]) }
        let lines = Self.screen(state, tickets: tickets)
        #expect(lines[2].hasSuffix("40 of 100"))
        #expect(lines[3...7].map { String($0.prefix(5)) } == ["  #36", "  #37", "  #38", "  #39", "> #40"])
    }

    /// With six-digit ids and counts the position still shows whole; the heads that no longer
    /// fit beside it are left out whole, from the right.
    @Test func theListPositionShowsWholeBesideAsManyHeadsAsFit() {
        let tickets = (1...100_000).map { Self.saved($0, [10, 23, 29, 33, 37, 41]) }
        var state = Self.state(.saved)
        state.selectedID = 100_000
        state.firstVisibleRow = 100_000 - state.layout.listHeight
        #expect(
            Self.screen(state, tickets: tickets)[2]
                == "  id       numbers            saved       game   result        100000 of 100000")
        state.layout.columns = 60
        #expect(
            Self.screen(state, tickets: tickets)[2] == "  id       numbers            saved        100000 of 100000")
    }

    @Test func theSavedTabSaysHowToSaveWhenNothingIs() {
        #expect(
            Self.screen(Self.state(.saved))[3] == "  No saved tickets. Draw on the Draw tab (1) and press s to save.")
    }

    @Test func theKeysOverlayListsEveryKey() {
        var state = Self.state(.draw, rows: 24)
        state.overlay = .help
        let lines = Self.screen(state)
        #expect(lines[2].contains("┌ Keys ─") && lines[20].contains("└────"))
        #expect(lines[3].contains("│ n, space                draw anew (Draw tab)"))
        #expect(lines[11].contains("│ u                       update the draws from the lotteries"))
        #expect(lines[12].contains("│ e                       the last error, whole (any key closes it)"))
        #expect(lines[14].contains("│ click                   a tab: show it; a saved ticket: select it"))
        #expect(lines[19].contains("│ Ctrl-Z                  suspend (fg resumes)"))
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
        for state in [Self.state(.draw), Self.state(.saved), help] {
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
        case .paste: "paste"
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
