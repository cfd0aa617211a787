/// A multiplier printed on each play and paid for in its price, as Mega Millions has had since
/// 2025-04-08: each $5 play carries its own (2, 3, 4, 5 or 10), which multiplies every prize of
/// that play but the jackpot. The draw has none, so only the ticket tells what a play won: one
/// saved without its multiplier has its base prize, never known as what it was paid.
public struct PlayMultiplier: Hashable, Sendable {
    /// The multipliers a play may carry, smallest first.
    public let values: [Int]
    /// Each tier's prize before the play's multiplier, in minor units, by the era's tier
    /// number; the jackpot (tier 1), shared and never multiplied, is not here.
    public let basePrizes: [Int: Int]

    /// What a play that won `tier` was paid: its base prize times `multiplier`, the play's; the
    /// base alone, as not known, for a play whose multiplier was not kept; `jackpot` (the draw's
    /// own prize of tier 1) unmultiplied.
    func prize(tier: Int, jackpot: PrizeAmount, multiplier: Int?, currency: Currency) -> PrizeAmount {
        guard tier > 1 else { return jackpot }
        guard let base = basePrizes[tier] else { return .unknown }
        guard let multiplier else { return .baseOnly(Money(minorUnits: base, currency: currency)) }
        return .known(Money(minorUnits: Int128(base) * Int128(multiplier), currency: currency))
    }

    /// `2, 3, 4, 5 or 10`.
    public var valuesText: String {
        values.dropLast().map(String.init).joined(separator: ", ") + " or \(values.last ?? 0)"
    }
}
