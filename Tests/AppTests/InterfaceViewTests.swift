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

    // MARK: The Draw tab and the status line

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
                " n draw · s save · t type · g/G game · +/- tickets · 1/2 tab · ? keys · q quit",
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

    /// The key hints at 60 columns: whole hints, those before `q quit` left out as needed.
    @Test func theHintsLeaveHintsOutWholeNeverCutOne() {
        let hints = "↑↓ move · PgUp/PgDn · Home/End · d delete · t type · 1/2 tab · ? keys · q quit"
        #expect(InterfaceView.fitted(hints, width: 79) == hints)
        #expect(InterfaceView.fitted(hints, width: 59) == "↑↓ move · PgUp/PgDn · Home/End · d delete · t type · q quit")
        #expect(InterfaceView.fitted(hints, width: 5) == "q quit")
    }

    /// Each ticket's result in its own draw: its tier and prize once recorded, else pending
    /// and the draw's date, or no draw; never another draw's.
}
