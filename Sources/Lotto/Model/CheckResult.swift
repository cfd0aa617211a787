/// One saved ticket checked against a draw.
public struct CheckResult: Hashable, Sendable {
    /// The ticket.
    public let ticket: SavedTicket
    /// The numbers it matched: main numbers in `numbers`, extra balls in `extraNumbers`.
    public let matched: LottoTicket
    /// The prize tier won, 1 for the top prize; `nil` for none.
    public let tier: Int?
}
