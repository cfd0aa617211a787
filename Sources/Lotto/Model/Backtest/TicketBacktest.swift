/// How one ticket (or, for random tickets, all of them together) fared over a backtest's draws.
package struct TicketBacktest: Equatable, Sendable {
    /// The ticket; `nil` for the sum of a backtest's random tickets.
    package let ticket: BacktestTicket?
    /// The times each prize tier was won, by rule (see ``Backtester/tiers``): index 0 is tier 1.
    package let hits: [Int]
    /// The known prizes won, in minor units of the game's currency: exact (see ``Money``).
    package let won: Int128
    /// The prizes won whose amount is not known.
    package let unknownPrizes: Int
    /// The tickets checked, one per ticket and draw.
    package let plays: Int

    package init(ticket: BacktestTicket?, hits: [Int], won: Int128, unknownPrizes: Int, plays: Int) {
        self.ticket = ticket
        self.hits = hits
        self.won = won
        self.unknownPrizes = unknownPrizes
        self.plays = plays
    }
}
