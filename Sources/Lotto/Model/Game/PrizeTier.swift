/// One prize of a game: how many main numbers must match, and how many extra balls (the
/// same-drum bonus balls a ticket's numbers hit, or the separate-drum picks that match).
public struct PrizeTier: Hashable, Sendable, CustomStringConvertible {
    /// Main numbers matched, exactly.
    public let main: Int
    /// Extra balls matched: a range, since some tiers take "one or two bonus" or "any".
    public let extra: ClosedRange<Int>

    /// A tier of `main` main numbers and `extra` extra balls.
    public init(main: Int, extra: ClosedRange<Int>) {
        self.main = main
        self.extra = extra
    }

    /// Whether a ticket that matched `main` and `extra` wins this tier.
    func isWon(main: Int, extra: Int) -> Bool {
        main == self.main && self.extra.contains(extra)
    }

    /// `5`, `5+1` or `3+1-2`, as the games table lists tiers.
    public var description: String {
        switch (extra.lowerBound, extra.upperBound) {
        case (0, 0): "\(main)"
        case (let low, let high) where low == high: "\(main)+\(low)"
        case (0, _): "\(main)"
        case (let low, let high): "\(main)+\(low)-\(high)"
        }
    }
}
