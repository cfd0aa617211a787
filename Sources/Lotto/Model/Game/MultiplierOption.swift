/// A game's option that multiplies a ticket's prizes by the multiplier drawn with the numbers:
/// Powerball's Power Play, Mega Millions' Megaplier. It costs more a play, never multiplies
/// the jackpot, and may pay a fixed prize for a tier instead.
public struct MultiplierOption: Hashable, Sendable {
    /// What the option is called, e.g. `Power Play`.
    public let name: String
    /// Which option it is: what a save names it by, each interface in its own words (the
    /// command line by a flag).
    public let kind: Kind
    /// What the option adds to a play, in the game's minor units.
    public let price: Int
    /// The first draw it could be bought for; `nil` for as far back as the game's table goes.
    public let from: CivilDate?
    /// The last draw it could be bought for; `nil` while it is still sold.
    public let until: CivilDate?
    /// Prizes the option fixes rather than multiplies, by the rule of the tier (Power Play's
    /// match of 5 pays 2,000,000 dollars), and from which date.
    let fixedPrizes: [FixedPrize]

    /// The options lotto knows, one a game that sells one.
    public enum Kind: Hashable, Sendable, CaseIterable {
        /// Powerball's Power Play.
        case powerPlay
        /// Mega Millions' Megaplier.
        case megaplier
    }

    /// A prize the option pays for a tier whatever the multiplier.
    struct FixedPrize: Hashable, Sendable {
        let tier: PrizeTier
        let from: CivilDate
        let amount: Int
    }

    /// Whether a ticket for a draw on `date` can carry the option.
    public func isSold(on date: CivilDate) -> Bool {
        (from.map { $0 <= date } ?? true) && (until.map { date <= $0 } ?? true)
    }

    /// What a winning ticket with the option was paid for `tier` (its rule `rule`; 1 is the
    /// jackpot, never multiplied) in a draw on `date` whose multiplier was `multiplier`, from the
    /// prize `base` the ticket won without it: unknown where the multiplier is not recorded.
    func prize(
        tier: Int, rule: PrizeTier, base: PrizeAmount, multiplier: Int?, on date: CivilDate, currency: Currency
    ) -> PrizeAmount {
        guard tier > 1 else { return base }
        if let fixed = fixedPrizes.last(where: { $0.tier == rule && $0.from <= date }) {
            return .known(Money(minorUnits: fixed.amount, currency: currency))
        }
        guard let multiplier, let money = base.money else { return .unknown }
        return .known(Money(minorUnits: money.minorUnits * Int128(multiplier), currency: money.currency))
    }
}
