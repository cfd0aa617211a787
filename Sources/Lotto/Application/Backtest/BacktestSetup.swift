/// What a backtest runs over: the game, the draws, and the money.
package struct BacktestSetup: Equatable, Sendable {
    package let game: GameID
    /// The tiers the hits count, by rule (see ``Backtester/tiers``): the game's today, then any
    /// an older era had that today's lack.
    package let tiers: [PrizeTier]
    /// How many of ``tiers`` are the game's today: a hit at index `i` below it is of tier `i + 1`.
    package let todaysTierCount: Int
    /// The draws, oldest first.
    package let draws: [RecordedDraw]
    package let currency: Currency
    /// What one ticket costs over all the draws, in minor units; `nil` when unknown.
    package let costPerTicket: Int128?
    /// What the game's multiplier option adds to a ticket that plays it, over the draws that
    /// sold it, in minor units (0 for a game without one).
    package let multiplierCostPerTicket: Int128
    /// The fresh random tickets a draw, for a backtest of random tickets; `nil` for tickets given.
    package let randomTicketsPerDraw: Int?

    package init(
        game: GameID, tiers: [PrizeTier], draws: [RecordedDraw], currency: Currency, costPerTicket: Int128?,
        multiplierCostPerTicket: Int128 = 0, randomTicketsPerDraw: Int?
    ) {
        self.multiplierCostPerTicket = multiplierCostPerTicket
        self.game = game
        self.tiers = tiers
        todaysTierCount = LottoGame(game).tiers.count
        self.draws = draws
        self.currency = currency
        self.costPerTicket = costPerTicket
        self.randomTicketsPerDraw = randomTicketsPerDraw
    }
}
