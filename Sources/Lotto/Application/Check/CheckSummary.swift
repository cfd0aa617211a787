/// How the saved tickets fared against a draw: the count per prize tier, and for a recorded
/// draw, what they won.
public struct CheckSummary: Equatable, Sendable {
    /// The draw checked against; `nil` before any check.
    public var draw: WinningDraw?
    /// The recorded draw checked against, whose prizes are known; `nil` for a draw typed in.
    public var recorded: RecordedDraw?
    /// Tickets that won each tier: index 0 is tier 1.
    public var winnersPerTier: [Int] = []
    /// Tickets that won nothing.
    public var losers = 0
    /// The known prizes won, in minor units of the draw's currency (recorded draws only).
    public var won: Int128 = 0
    /// Winning tickets whose prize is not known (recorded draws only).
    public var unknownPrizes = 0
    /// Whether every ticket has been checked.
    public var isComplete = false

    public init() {}
}
