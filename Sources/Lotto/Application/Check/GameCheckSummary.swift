/// One game's part of a check summary: its tickets by outcome (each prize tier, no prize,
/// pending, no draw) and the money, in the game's currency: what the tickets bought cost (those
/// checked and those waiting for their draw alike) and won, and what those waiting cost.
package struct GameCheckSummary: Equatable, Sendable {
    /// The game: as played today in a check against each ticket's own draw, as played on the
    /// draw's day in a check against one draw.
    package let game: LottoGame
    /// The tiers counted, by rule: the game's tiers of every era (see
    /// ``LottoGame/tiersOfEveryEra``), so that the first are its tiers, numbered as it numbers
    /// them; a win by a rule none of its eras has is added at the end rather than lost.
    package var tiers: [PrizeTier]
    /// Tickets that won each of ``tiers``: index 0 is the game's tier 1.
    package var winnersPerTier: [Int]
    /// Tickets checked that won nothing.
    package var losers = 0
    /// Tickets whose own draw is not recorded yet.
    package var pending = 0
    /// Of the ``pending`` tickets, those whose draw has been held (see
    /// ``CheckResult/isDrawHeld``): drawn, not recorded.
    package var notRecorded = 0
    /// What the ``notRecorded`` tickets cost, as ``pendingCost`` counts it.
    package var notRecordedCost: Int128? = 0
    /// Tickets for no draw, in a check against their own.
    package var withoutDraw = 0
    /// Tickets bought for another draw than the recorded one they were all checked against: the
    /// check says nothing of how they did in their own. A ticket for no draw is not counted.
    package var forOtherDraws = 0
    /// The known prizes won, in minor units of the game's currency.
    package var won: Int128 = 0
    /// Winning tickets whose prize is not known: never counted as 0.
    package var unknownPrizes = 0
    /// Winning tickets whose prize is a free play (UK Lotto's free Lucky Dip): not money, so
    /// never in ``won``.
    package var freePlays = 0
    /// The known prizes won less the tax withheld (the US's federal withholding alone), in minor
    /// units of the game's currency: see ``PrizeClaim``.
    package var wonAfterTax: Int128 = 0
    /// Prizes won whose amount after tax is not known: a prize not known, or a tax set by the
    /// country (EuroMillions), or a prize of a game whose tax lotto does not know (a custom
    /// game); a free play, no money, is not counted.
    package var afterTaxUnknown = 0
    /// What the amounts after tax leave out, or who sets the tax (`federal withholding only;
    /// state tax varies`), from the last prize that said; `nil` when none did.
    package var taxNote: String?
    /// Prizes won that are not marked claimed (``CheckResult/claimed``), in a check against
    /// each ticket's own draws.
    package var unclaimedPrizes = 0
    /// The known amounts of ``unclaimedPrizes``, in minor units of the game's currency.
    package var unclaimedWon: Int128 = 0
    /// Those of ``unclaimedPrizes`` whose amount is not known: never counted as 0.
    package var unclaimedUnknownPrizes = 0
    /// Those of ``unclaimedPrizes`` that are a free play (UK Lotto's free Lucky Dip): no money.
    package var unclaimedFreePlays = 0
    /// What the tickets bought cost, each at its game's price on its draw's date, in minor
    /// units: those checked and the ``pending`` alike, since a ticket waiting for its draw was
    /// paid for all the same; `nil` once one's price is not known.
    package var spent: Int128? = 0
    /// What the pending tickets cost, likewise (a part of ``spent``); `nil` once one's price is
    /// not known.
    package var pendingCost: Int128? = 0
    /// The same sums, period by period, by the date of each draw checked or waited for, when
    /// the summary is asked by period (``CheckSummaryRequest/period``); empty otherwise. A
    /// part's periods have none of their own.
    package var periods: [CheckPeriod: GameCheckSummary] = [:]

    /// The currency of its prices and prizes (``Currency/unnamed`` for a custom game): the
    /// money of its tickets' draws' days, so that a game that changed its money (SuperEnalotto's
    /// lire, until 2001) has a part for each, never one sum of two.
    package let currency: Currency

    /// A summary of `game`'s tickets before any is counted, in `currency` (the game's own by
    /// default).
    package init(_ game: LottoGame, currency: Currency? = nil) {
        self.game = game
        self.currency = currency ?? game.currency ?? .unnamed
        tiers = game.tiersOfEveryEra
        winnersPerTier = Array(repeating: 0, count: tiers.count)
    }

    /// The tickets checked: those that won and those that did not (a multi-draw ticket counts
    /// once for each draw it was checked against).
    package var checked: Int { winnersPerTier.reduce(losers, +) }

    /// This part as `lotto check --new` shows it, the results settled alone: what was spent is
    /// what they cost, the pending counted but never priced (each run would price them again).
    package var settledOnly: GameCheckSummary {
        var settled = self
        settled.spent = spent.flatMap { spent in pendingCost.map { spent - $0 } }
        settled.pendingCost = 0
        settled.notRecordedCost = 0
        return settled
    }

    /// The known prizes won minus what the tickets bought cost (``spent``, the pending
    /// included); `nil` when that is not known.
    package var net: Int128? { spent.map { won - $0 } }
}
