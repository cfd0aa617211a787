/// What a draw's publisher recorded of one prize tier: how many tickets won it and what each
/// was paid.
public struct PrizeRecord: Hashable, Sendable {
    /// The tier, 1 for the top prize.
    public let tier: Int
    /// The tickets that won the tier; `nil` when the record does not say.
    public let winners: Int?
    /// The prize per winning ticket, in the game's currency's minor units; `nil` when the
    /// record does not say, or nobody won the tier (a shared prize nobody won has no amount:
    /// the publisher's 0 there is not a prize).
    public let amount: Int?

    public init(tier: Int, winners: Int?, amount: Int?) {
        self.tier = tier
        self.winners = winners
        self.amount = winners == 0 ? nil : amount
    }
}
