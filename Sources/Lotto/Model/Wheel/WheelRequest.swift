/// What a wheel was asked for: its numbers, its promise, the picks of a separate drum that
/// every ticket holds, and the search's seed. The same request always makes the same wheel
/// (``Wheel`` is deterministic, its work counted in steps rather than seconds), so that a
/// request stands for its tickets: asking it again makes them again.
public struct WheelRequest: Equatable, Sendable {
    /// The numbers wheeled, ascending.
    public let numbers: [Int]
    /// What the tickets promise.
    public let guarantee: WheelGuarantee
    /// The separate drum's picks on every ticket, ascending; none for a game without one.
    public let extra: [Int]
    /// The search's seed.
    public let seed: UInt64

    /// A request of `numbers` (in any order: a wheel sorts them) keeping `guarantee`.
    public init(numbers: [Int], guarantee: WheelGuarantee, extra: [Int] = [], seed: UInt64 = 0) {
        self.numbers = numbers.sorted()
        self.guarantee = guarantee
        self.extra = extra.sorted()
        self.seed = seed
    }
}
