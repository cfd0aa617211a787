/// One saved ticket checked against a draw.
public struct CheckResult: Hashable, Sendable {
    /// The ticket.
    public let ticket: SavedTicket
    /// The numbers it matched: main numbers in `numbers`, extra balls in `extraNumbers`.
    public let matched: LottoTicket
    /// The prize tier won, 1 for the top prize; `nil` for none.
    public let tier: Int?
    /// What the ticket won, for a check against a recorded draw (0 for no prize; unknown for a
    /// shared prize the record does not give); `nil` for a draw typed in, whose prizes lotto
    /// does not know.
    public let prize: PrizeAmount?

    public init(ticket: SavedTicket, matched: LottoTicket, tier: Int?, prize: PrizeAmount? = nil) {
        self.ticket = ticket
        self.matched = matched
        self.tier = tier
        self.prize = prize
    }
}
