/// How often each number was drawn in one game's selected draws, and how many draws ago each
/// was last drawn: main numbers and extra balls (bonus balls or a separate drum's) apart.
package struct DrawFrequencies: Equatable, Sendable {
    /// The game counted; `nil` before any count.
    package var game: GameID?
    /// The draws counted.
    package var draws = 0
    /// The main numbers the draws could hold: every era's, together (Mega Ball 25 was drawn
    /// until 2025).
    package var mainRange: ClosedRange<Int> = 1...1
    /// The extra balls the draws could hold; `nil` for a game that draws none.
    package var extraRange: ClosedRange<Int>?
    /// Main numbers: index n counts the number n.
    package var main = [Int](repeating: 0, count: LottoRule.maximumNumber + 1)
    /// Extra balls, likewise.
    package var extra = [Int](repeating: 0, count: LottoRule.maximumNumber + 1)
    /// How many draws before the latest each main number was last drawn (0: in the latest);
    /// `nil` for never.
    package var mainLastSeen = [Int?](repeating: nil, count: LottoRule.maximumNumber + 1)
    /// The same for extra balls.
    package var extraLastSeen = [Int?](repeating: nil, count: LottoRule.maximumNumber + 1)

    package init() {}
}
