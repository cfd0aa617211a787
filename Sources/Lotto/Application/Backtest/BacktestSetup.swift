/// What a backtest runs over: the game, the draws, and the money.
public struct BacktestSetup: Equatable, Sendable {
    public let game: GameID
    /// The tiers the hits count, by rule (see ``Backtester/tiers``): the game's today, then any
    /// an older era had that today's lack.
    public let tiers: [PrizeTier]
    /// How many of ``tiers`` are the game's today: a hit at index `i` below it is of tier `i + 1`.
    public let todaysTierCount: Int
    /// The draws, oldest first.
    public let draws: [RecordedDraw]
    public let currency: Currency
    /// What one ticket costs over all the draws, in minor units; `nil` when unknown.
    public let costPerTicket: Int128?
    /// What the game's multiplier option adds to a ticket that plays it, over the draws that
    /// sold it, in minor units (0 for a game without one).
    public let multiplierCostPerTicket: Int128
    /// The fresh random tickets a draw, for a backtest of random tickets; `nil` for tickets given.
    public let randomTicketsPerDraw: Int?

    public init(
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
