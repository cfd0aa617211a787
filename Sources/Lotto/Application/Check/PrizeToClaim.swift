/// A prize a check found won, with what a player needs to claim it: the ticket, the draw, what
/// it won, the last day to claim it and what is left after tax.
package struct PrizeToClaim: Equatable, Sendable {
    /// The ticket's id.
    package let ticketID: Int
    package let game: GameID
    /// The date of the draw it won in; `nil` for a draw typed in.
    package let draw: CivilDate?
    /// The tier won, numbered as the draw's era numbers them.
    package let tier: Int
    /// What it won; `nil` when the check matched numbers alone.
    package let prize: PrizeAmount?
    /// Which set of a draw of two it won in; `nil` for a draw of one set.
    package let set: Int?
    /// Its deadline and what is left after tax.
    package let claim: PrizeClaim
    /// The money of the summary's part it is counted in (``GameCheckSummary/currency``).
    package let currency: Currency

    init(_ result: CheckResult, drawnOn date: CivilDate?, claim: PrizeClaim, currency: Currency) {
        self.currency = currency
        ticketID = result.ticket.id
        game = result.ticket.game
        draw = date
        tier = result.tier ?? 0
        prize = result.prize
        set = result.set
        self.claim = claim
    }
}
