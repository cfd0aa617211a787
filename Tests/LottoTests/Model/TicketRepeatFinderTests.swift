import Testing

@testable import Lotto

/// The lines a save repeats: of its own tickets, and of earlier ones it is shown, newest first;
/// a multi-draw ticket shares a draw when the spans overlap; how far back a save looks.
@Suite struct TicketRepeatFinderTests {
    private func ticket(_ id: Int, _ numbers: [Int], _ date: String, count: Int = 1, saved: Int64 = 0) throws
        -> SavedTicket
    {
        SavedTicket(
            id: id, game: LottoGame.korean645.id, ticket: try LottoTicket(numbers: numbers),
            savedAt: Timestamp(secondsSince1970: saved), draw: TicketDraw(date: try #require(CivilDate(date))),
            drawCount: count)
    }

    @Test func aLineTwiceInTheSaveAndOnceBeforeIsFoundOnceEach() throws {
        let save = [
            try ticket(10, [1, 2, 3, 4, 5, 6], "2026-11-28"),
            try ticket(11, [1, 2, 3, 4, 5, 6], "2026-11-28"),
            try ticket(12, [1, 2, 3, 4, 5, 7], "2026-11-28"),
        ]
        var finder = TicketRepeatFinder(save)
        finder.compare(earlier: try ticket(8, [1, 2, 3, 4, 5, 6], "2026-11-28"))
        finder.compare(earlier: try ticket(4, [1, 2, 3, 4, 5, 6], "2026-11-28"))  // farther: not named
        finder.compare(earlier: try ticket(3, [1, 2, 3, 4, 5, 7], "2026-12-05"))  // another draw
        #expect(
            finder.repeats == [
                TicketRepeat(id: 10, earlierID: 8, draw: save[0].draw!),
                TicketRepeat(id: 11, earlierID: 10, draw: save[0].draw!),
            ])
    }

    @Test func spansShareADrawWhenTheyOverlap() throws {
        let span = try ticket(1, [1, 2, 3, 4, 5, 6], "2026-11-28", count: 3)  // to 2026-12-12
        #expect(
            TicketRepeat.sharedDraw(span, try ticket(2, [1, 2, 3, 4, 5, 6], "2026-12-12"))?.date.description
                == "2026-12-12")
        #expect(TicketRepeat.sharedDraw(span, try ticket(2, [1, 2, 3, 4, 5, 6], "2026-12-19")) == nil)
        let later = try ticket(2, [1, 2, 3, 4, 5, 6], "2026-12-05", count: 4)
        #expect(TicketRepeat.sharedDraw(span, later)?.date.description == "2026-12-05")
        #expect(TicketRepeat.sharedDraw(later, span)?.date.description == "2026-12-05")
    }

    /// 53 weeks before the save's first draw: a ticket saved earlier cannot share a draw.
    @Test func theSaveLooksBack53WeeksFromItsFirstDraw() throws {
        let finder = TicketRepeatFinder([
            try ticket(1, [1, 2, 3, 4, 5, 6], "2026-12-05"), try ticket(2, [1, 2, 3, 4, 5, 7], "2026-11-28"),
        ])
        let first = try #require(CivilDate("2026-11-28"))
        let edge = Timestamp(secondsSince1970: Int64(first.daysSince1970 - 371) * 86_400)
        #expect(finder.lookBackTo == edge)
        #expect(finder.mayShareDraw(savedAt: edge))
        #expect(!finder.mayShareDraw(savedAt: Timestamp(secondsSince1970: edge.secondsSince1970 - 1)))
        let noDraw = SavedTicket(
            id: 1, ticket: try LottoTicket(numbers: [1, 2, 3, 4, 5, 6]), savedAt: Timestamp(secondsSince1970: 0))
        #expect(TicketRepeatFinder([noDraw]).lookBackTo == nil, "no draw, nothing to compare")
    }
}
