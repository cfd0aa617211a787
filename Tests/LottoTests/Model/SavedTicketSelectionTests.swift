import Testing

@testable import Lotto

/// Choosing saved tickets to remove: by their draw, recorded or before a date, of one game or
/// of every game; never a ticket for no draw.
@Suite struct SavedTicketSelectionTests {
    private static let powerball = GameID(.powerball)
    private static let numbers = try! LottoTicket(numbers: [1, 2, 3, 4, 5, 6], extra: [], game: .korean645)

    /// A kr645 ticket, or one of `game`, for the draw on `date` (`nil`: for no draw).
    private static func ticket(_ id: Int, _ date: String?, game: GameID = LottoGame.korean645.id) -> SavedTicket {
        SavedTicket(
            id: id, game: game, ticket: numbers, savedAt: Timestamp(secondsSince1970: 0),
            draw: date.map { TicketDraw(date: CivilDate($0)!) })
    }

    /// Round 1 of kr645 is recorded; nothing of Powerball is.
    private static let history = DrawHistory([DrawHistoryTests.first])

    private static let tickets = [
        ticket(1, "2002-12-07"),  // recorded
        ticket(2, "2002-12-14"),  // pending
        ticket(3, nil),  // no draw
        ticket(4, "2017-12-30", game: powerball),  // pending
        ticket(5, "2002-12-07", game: powerball),  // kr645's day, another game: pending
    ]

    private func chosen(_ selection: SavedTicketSelection) -> [Int] {
        var chooser = selection.chooser(Self.history)
        return Self.tickets.filter { chooser.chooses($0) }.map(\.id)
    }

    @Test func checkedChoosesTheTicketsWhoseOwnGamesDrawIsRecorded() {
        #expect(chosen(SavedTicketSelection(drawRecorded: true)) == [1])
        #expect(chosen(SavedTicketSelection(game: Self.powerball, drawRecorded: true)) == [])
    }

    @Test func beforeChoosesTheTicketsForEarlierDrawsButNeverOneForNoDraw() {
        #expect(chosen(SavedTicketSelection(drawBefore: CivilDate("2017-12-30"))) == [1, 2, 5])
        #expect(chosen(SavedTicketSelection(drawBefore: CivilDate("2002-12-07"))) == [], "the date itself is kept")
        #expect(chosen(SavedTicketSelection(game: Self.powerball, drawBefore: CivilDate("9999-01-01"))) == [4, 5])
    }

    @Test func bothTogetherChooseOnlyWhatBothChoose() {
        #expect(chosen(SavedTicketSelection(drawRecorded: true, drawBefore: CivilDate("2002-12-31"))) == [1])
        #expect(chosen(SavedTicketSelection(drawRecorded: true, drawBefore: CivilDate("2002-12-01"))) == [])
    }

    @Test func onlyTheCheckedSelectionNeedsTheDrawHistory() {
        #expect(SavedTicketSelection(drawRecorded: true).needsDrawHistory)
        #expect(!SavedTicketSelection(drawBefore: CivilDate("2026-01-01")).needsDrawHistory)
    }
}
