/// How the saved tickets fared in a check: the count per prize tier, and for recorded draws,
/// what they won.
public struct CheckSummary: StreamSummary, Sendable {
    /// What the tickets were checked against; `nil` before any check.
    public var target: CheckTarget?
    /// Tickets that won each tier: index 0 is tier 1.
    public var winnersPerTier: [Int] = []
    /// Tickets checked that won nothing.
    public var losers = 0
    /// Tickets whose own draw is not recorded yet.
    public var pending = 0
    /// Tickets for no draw, in a check against their own.
    public var withoutDraw = 0
    /// The known prizes won, in minor units of the game's currency (recorded draws only).
    public var won: Int128 = 0
    /// Winning tickets whose prize is not known (recorded draws only).
    public var unknownPrizes = 0
    /// Whether every ticket has been checked.
    public var isComplete = false

    public init() {}

    /// The summary of a check against `target`, before any ticket is counted.
    init(_ target: CheckTarget) {
        self.target = target
        winnersPerTier = Array(repeating: 0, count: target.game.tiers.count)
    }

    /// The one draw every ticket was checked against, if there was one.
    public var draw: WinningDraw? {
        switch target {
        case .typed(let draw)?: draw
        case .recorded(let recorded)?: recorded.draw
        case .ownDraws?, nil: nil
        }
    }

    /// The one recorded draw every ticket was checked against, if there was one.
    public var recorded: RecordedDraw? {
        if case .recorded(let recorded)? = target { recorded } else { nil }
    }
}
