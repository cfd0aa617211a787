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

    /// A multi-draw ticket goes whole: once every draw of it is recorded, once its last draw is
    /// before the date; never for its first draw alone.
    @Test func aMultiDrawTicketIsChosenByAllItsDraws() {
        let first = TicketDraw(date: CivilDate("2002-12-07")!, round: 1)
        let twoDraws = SavedTicket(
            id: 1, ticket: Self.numbers, savedAt: Timestamp(secondsSince1970: 0), draw: first, drawCount: 2)
        let threeDraws = SavedTicket(
            id: 2, ticket: Self.numbers, savedAt: Timestamp(secondsSince1970: 0), draw: first, drawCount: 3)
        func chosen(_ selection: SavedTicketSelection, _ history: DrawHistory) -> [Int] {
            var chooser = selection.chooser(history)
            return [twoDraws, threeDraws].filter { chooser.chooses($0) }.map(\.id)
        }
        let rounds1And2 = DrawHistory([DrawHistoryTests.first, DrawHistoryTests.second])
        #expect(chosen(SavedTicketSelection(drawRecorded: true), Self.history) == [], "round 2 is not recorded")
        #expect(chosen(SavedTicketSelection(drawRecorded: true), rounds1And2) == [1], "round 3 is not")
        #expect(chosen(SavedTicketSelection(drawBefore: CivilDate("2002-12-14")), rounds1And2) == [])
        #expect(chosen(SavedTicketSelection(drawBefore: CivilDate("2002-12-15")), rounds1And2) == [1])
        #expect(chosen(SavedTicketSelection(drawBefore: CivilDate("2002-12-22")), rounds1And2) == [1, 2])
    }

    /// Checked against its own draws, a multi-draw ticket has a result for each, in date order:
    /// checked where the draw is recorded (at that draw's price), pending where it is not.
    @Test func aMultiDrawTicketIsCheckedOnEachOfItsDraws() {
        let first = TicketDraw(date: CivilDate("2002-12-07")!, round: 1)
        let ticket = SavedTicket(
            id: 1, ticket: try! LottoTicket(numbers: [9, 10, 13, 21, 23, 29]), savedAt: Timestamp(secondsSince1970: 0),
            draw: first, drawCount: 3)
        var matchers = TicketDrawMatchers(DrawHistory([DrawHistoryTests.first, DrawHistoryTests.second]))
        var results: [CheckResult] = []
        matchers.check(ticket, into: &results)
        #expect(results.map(\.draw?.round) == [1, 2, 3])
        #expect(results.map(\.status) == [.checked, .checked, .pending])
        #expect(results.map(\.matched.numbers) == [[10, 23, 29], [9, 13, 21], []])
        #expect(results.map(\.tier) == [5, 5, nil])
        // 2,000 won a ticket until 2004-08-06: each draw costs its own.
        #expect(results.map(\.price) == Array(repeating: Money(minorUnits: 2_000, currency: .won), count: 3))
        #expect(results.allSatisfy { $0.ticket == ticket })
    }
}
