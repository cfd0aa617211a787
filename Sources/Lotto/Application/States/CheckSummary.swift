/// How the saved tickets fared against a draw: the count per prize tier.
public struct CheckSummary: Equatable, Sendable {
    /// The draw checked against; `nil` before any check.
    public var draw: WinningDraw?
    /// Tickets that won each tier: index 0 is tier 1.
    public var winnersPerTier: [Int] = []
    /// Tickets that won nothing.
    public var losers = 0
    /// Whether every ticket has been checked.
    public var isComplete = false

    public init() {}
}
