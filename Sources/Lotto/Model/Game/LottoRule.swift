/// What makes a valid ticket: how many distinct numbers, from which range.
///
/// Only Korean Lotto 6/45 exists today; the rule is data so that other games can be added as
/// more values rather than new code paths.
public struct LottoRule: Hashable, Sendable {
    /// How many distinct numbers a ticket holds.
    public let count: Int
    /// The numbers a ticket may hold.
    public let range: ClosedRange<Int>

    /// `count` distinct numbers from `range`.
    public init(count: Int, range: ClosedRange<Int>) {
        self.count = count
        self.range = range
    }

    /// South Korea's Lotto 6/45: six distinct numbers from 1 to 45.
    public static let korean645 = LottoRule(count: 6, range: 1...45)

    /// The largest number any rule may use: tickets are kept as bit sets of this size.
    package static let maximumNumber = 127
}
