/// The totals of a backtest: how many tickets and plays, the hits per tier, what was spent and
/// won.
public struct BacktestSummary: Equatable, Sendable {
    /// What the backtest runs over; `nil` before any.
    public var setup: BacktestSetup?
    /// The tickets backtested.
    public var tickets = 0
    /// The tickets checked, one per ticket and draw.
    public var plays = 0
    /// The times each tier was won: index 0 is tier 1.
    public var hits: [Int] = []
    /// The known prizes won, in minor units (sums saturate at `Int.max` rather than wrap).
    public var won = 0
    /// The prizes won whose amount is not known.
    public var unknownPrizes = 0
    /// Whether every ticket has been backtested.
    public var isComplete = false

    public init() {}

    /// What the tickets cost, in minor units; `nil` when a price is not known.
    public var spent: Int? {
        setup?.costPerTicket.map { $0.multipliedSaturated(by: tickets) }
    }

    /// The known prizes won minus what was spent; `nil` when the cost is not known.
    public var net: Int? {
        spent.map { won - $0 }
    }

    /// What came back for each 100 spent, in hundredths of a percent (413 is 4.13%); `nil` when
    /// nothing was spent or the cost is not known.
    public var returnBasisPoints: Int? {
        guard let spent, spent > 0 else { return nil }
        let (product, overflow) = won.multipliedReportingOverflow(by: 10_000)
        return overflow ? Int((Double(won) * 10_000 / Double(spent)).rounded()) : (product + spent / 2) / spent
    }
}
