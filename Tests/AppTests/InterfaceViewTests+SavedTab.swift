import Foundation
import Lotto
import Testing

@testable import lotto

/// `lotto ui`'s Saved tab rendered whole: each ticket's result, QR tickets, multi-draw tickets, ids
/// of two widths; and lists longer than the screen.
extension InterfaceViewTests {
    // MARK: The Saved tab, and lists longer than the screen

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
                " ↑↓ move · PgUp/PgDn · Home/End · d delete · t type · 1/2 tab · ? keys · q quit",
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

    /// A multi-draw ticket is one row, its results summed up: pending with its first draw, then
    /// its best tier and what it won so far; then its span, with how many of its draws are in.
    /// The date saved is left out for the spans to show; one still too long loses its end.
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
                "  #1   9 10 13 21 23 25  kr645  tier 4 · 100,000 KRW · 2 of 3 drawn",
                "  #2   1 2 3 4 5 6       kr645  no prize · 2 draws to 2002-12-14",
                "  #3   1 2 3 4 5 6       kr645  pending · 2002-12-21 · 4 draws to 2003-01-11",
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
}
