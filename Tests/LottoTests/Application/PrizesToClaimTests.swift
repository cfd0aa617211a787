import Flux
import Testing

@testable import Lotto

/// The check summary's prizes won: each with its deadline and what is left after tax, listed
/// soonest deadline first by the one function a caller can filter (the claims a player marked).
@Suite struct PrizesToClaimTests: ReducerTesting {
    private func date(_ text: String) throws -> CivilDate { try #require(CivilDate(text)) }

    /// Tickets winning tier 3 of two kr645 draws, a Powerball tier 9, and one winning nothing,
    /// each checked against its own draw.
    private func summary() throws -> CheckSummary {
        let later = try RecordedDraw(
            game: .korean645, date: date("2025-01-04"), round: 1153, numbers: [1, 2, 3, 4, 5, 6], extra: [7],
            prizes: [PrizeRecord(tier: 3, winners: 1, amount: 2_000_001)])
        let earlier = try RecordedDraw(
            game: .korean645, date: date("2024-06-01"), round: 1122, numbers: [1, 2, 3, 4, 5, 6], extra: [7],
            prizes: [PrizeRecord(tier: 3, winners: 1, amount: 1_500_000)])
        let powerball = try RecordedDraw(
            game: LottoGame(.powerball), date: date("2025-01-04"), round: nil, numbers: [1, 2, 3, 4, 5], extra: [6])
        let fiveOfSix = try LottoTicket(numbers: [1, 2, 3, 4, 5, 10])
        func on(_ draw: RecordedDraw, _ id: Int, _ ticket: LottoTicket, game: GameID = LottoGame.korean645.id)
            -> SavedTicket
        {
            SavedTicket(
                id: id, game: game, ticket: ticket, savedAt: Timestamp(secondsSince1970: 0),
                draw: TicketDraw(date: draw.date))
        }
        let pick = try LottoTicket(numbers: [10, 11, 12, 13, 14], extra: [6], game: LottoGame(.powerball))
        let results = [
            later.check(on(later, 1, fiveOfSix)),
            powerball.check(on(powerball, 2, pick, game: LottoGame(.powerball).id)),
            earlier.check(on(earlier, 3, fiveOfSix)),
            earlier.check(on(earlier, 4, other)),
        ]
        let reducer = CheckSummaryReducer()
        return after(
            reducer, reducer.initialState,
            .ticketsChecked(.whole(results), against: .ownDraws(of: nil, recorded: [kr645, LottoGame(.powerball).id])),
            changes: true)
    }

    @Test func thePrizesWonAreListedSoonestDeadlineFirstWithWhatIsLeftAfterTax() throws {
        let state = try summary()
        let prizes = state.prizesToClaim()
        #expect(prizes.map(\.ticketID) == [3, 1, 2], "a deadline set by the state after the dated ones")
        #expect(
            try prizes.map(\.claim.deadline) == [
                .lastDay(date("2025-06-02")), .lastDay(date("2026-01-05")), .words("set by the state"),
            ])
        // 1,500,000 won untaxed from 2023; 2,000,001 less 399,800 and 39,980; $4 untaxed.
        #expect(prizes.map { $0.claim.afterTax?.amount?.minorUnits } == [1_500_000, 1_560_221, 400])
        #expect(state.games.map(\.wonAfterTax) == [3_060_221, 400])
        #expect(state.games.map(\.taxNote) == [nil, "federal withholding only; state tax varies"])
        #expect(state.prizesWon.count == 3, "the ticket that won nothing is no prize to claim")
    }

    @Test func aCallerFiltersThePrizesToClaim() throws {
        let state = try summary()
        let claimed: Set<Int> = [3]
        #expect(state.prizesToClaim { !claimed.contains($0.ticketID) }.map(\.ticketID) == [1, 2])
        #expect(state.prizesToClaim { $0.game == LottoGame(.powerball).id }.map(\.tier) == [9])
    }
}
