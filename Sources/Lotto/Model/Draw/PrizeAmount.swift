/// What one winning ticket was paid in a draw, as far as lotto can know.
public enum PrizeAmount: Hashable, Sendable {
    /// The draw's recorded prize per winner, or the game's fixed prize of that day.
    case known(Money)
    /// A shared prize the record does not give, or that nobody won that day: never taken as 0.
    case unknown
    /// A free play of the game, not money (`free Lucky Dip`, as the game calls it): counted
    /// apart from the money won, never added to it.
    case freePlay(String)
    /// The base prize of a play whose own multiplier was not kept (Mega Millions from
    /// 2025-04-08): what it was paid is this times a multiplier lotto does not know, so it is
    /// not known either, and never counted as the base.
    case baseOnly(Money)

    /// The amount, if known.
    public var money: Money? {
        if case .known(let money) = self { return money }
        return nil
    }
}
