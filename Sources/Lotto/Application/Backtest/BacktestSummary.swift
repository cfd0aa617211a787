/// The totals of a backtest: how many tickets and plays, the hits per tier, what was spent and
/// won.
package struct BacktestSummary: StreamSummary, Sendable {
    /// What the backtest runs over; `nil` before any.
    package var setup: BacktestSetup?
    /// The tickets backtested.
    package var tickets = 0
    /// Those of them that play the game's multiplier option.
    package var ticketsWithMultiplier = 0
    /// The tickets checked, one per ticket and draw.
    package var plays = 0
    /// The times each of the setup's tiers was won: index 0 is tier 1.
    package var hits: [Int] = []
    /// The known prizes won, in minor units: exact (see ``Money``).
    package var won: Int128 = 0
    /// The prizes won whose amount is not known.
    package var unknownPrizes = 0
    /// Whether every ticket has been backtested.
    package var isComplete = false

    package init() {}

    /// The totals of a backtest of `setup`, before any ticket is counted.
    init(_ setup: BacktestSetup) {
        self.setup = setup
        hits = Array(repeating: 0, count: setup.tiers.count)
    }

    /// What the tickets cost, in minor units; `nil` when a price is not known. Exact: a
    /// ticket's cost is at most 10^15 a draw, and there are fewer than 2^63 plays.
    package var spent: Int128? {
        setup.flatMap { setup in
            setup.costPerTicket.map {
                $0 * Int128(tickets) + setup.multiplierCostPerTicket * Int128(ticketsWithMultiplier)
            }
        }
    }

    /// The known prizes won minus what was spent; `nil` when the cost is not known.
    package var net: Int128? {
        spent.map { won - $0 }
    }

    /// What came back for each 100 spent, in hundredths of a percent (413 is 4.13%), rounded
    /// half up; `nil` when nothing was spent or the cost is not known. Exact integer
    /// arithmetic: both sums are below 10^34, so ten thousand times either fits in 128 bits.
    package var returnBasisPoints: Int128? {
        guard let spent, spent > 0 else { return nil }
        return (won * 10_000 + spent / 2) / spent
    }
}
