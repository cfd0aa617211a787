/// A game as it was played from a date until the next era began: the numbers a ticket holds,
/// what a ticket cost, its prize tiers and the prizes the rules fixed. A draw is valid under the
/// era of its date (EuroMillions had 9 Lucky Stars and 12 tiers until 2011; Mega Millions' Mega
/// Ball went from 25 to 24 in 2025); a ticket drawn today follows today's era.
public struct GameEra: Hashable, Sendable {
    /// The first draw date under these rules; `nil` for an era whose start lotto does not know
    /// (a game whose history is not in its table).
    public let from: CivilDate?
    /// The main numbers a ticket holds.
    public let main: LottoRule
    /// The separate drum a ticket also picks from, if the game has one.
    public let extra: LottoRule?
    /// What one play cost, in the minor units of ``currency`` (else the game's); `nil` when
    /// the table does not know.
    public let price: Int?
    /// The money of the era's price and prizes when it is not the game's: SuperEnalotto was
    /// played in lire until the euro came. `nil` for the game's own.
    public let currency: Currency?
    /// The prizes, best first; a ticket wins the first tier it meets. A tier's number is its
    /// place here, 1 for the top: the era's own, since an era ranks its tiers by their odds,
    /// which change with the drums.
    public let tiers: [PrizeTier]
    /// The prize per winner that the rules fixed, in minor units, by the era's tier number;
    /// a tier not here was shared among its winners, so only a draw's record knows its prize.
    public let fixedPrizes: [Int: Int]
    /// The tiers, by the era's numbers, whose prize is a free play rather than money (UK
    /// Lotto's match of 2 wins a free Lucky Dip from 2015-10-10): never added to money won.
    public let freePlayTiers: Set<Int>
    /// The multiplier each play of the era carries, and the prizes it multiplies (Mega Millions
    /// from 2025-04-08); `nil` for an era without.
    public let playMultiplier: PlayMultiplier?
    /// How many sets of balls each draw of the era draws, every play playing them all (UK Lotto
    /// draws two from 2026-06-10): 1 for most eras. Each set is checked apart, its prizes paid
    /// apart.
    public let sets: Int

    public init(
        from: CivilDate?, main: LottoRule, extra: LottoRule?, price: Int?, currency: Currency? = nil,
        tiers: [PrizeTier], fixedPrizes: [Int: Int] = [:], freePlayTiers: Set<Int> = [],
        playMultiplier: PlayMultiplier? = nil, sets: Int = 1
    ) {
        self.from = from
        self.main = main
        self.extra = extra
        self.price = price
        self.currency = currency
        self.tiers = tiers
        self.fixedPrizes = fixedPrizes
        self.freePlayTiers = freePlayTiers
        self.playMultiplier = playMultiplier
        self.sets = sets
    }
}
