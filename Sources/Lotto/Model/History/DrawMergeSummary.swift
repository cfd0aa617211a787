/// What recording draws did to the history.
public struct DrawMergeSummary: Equatable, Sendable {
    /// Draws not recorded before.
    public var added = 0
    /// Draws recorded before, given what their record lacked (a round, a prize tier).
    public var updated = 0
    /// Draws recorded before with other numbers, round or prizes, replaced as asked.
    public var replaced = 0
    /// Draws recorded before exactly so: nothing to do.
    public var kept = 0

    public init() {}

    /// Whether the history changed.
    public var changed: Bool { added + updated + replaced > 0 }
}
