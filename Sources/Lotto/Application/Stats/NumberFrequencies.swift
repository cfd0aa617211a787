/// How often each number appears among the saved tickets of one game.
package struct NumberFrequencies: StreamSummary, Sendable {
    /// The game counted; `nil` before any count.
    package var game: GameID?
    /// Tickets counted.
    package var tickets = 0
    /// Main numbers: index n counts the number n.
    package var main = [Int](repeating: 0, count: LottoRule.maximumNumber + 1)
    /// A separate drum's numbers, likewise.
    package var extra = [Int](repeating: 0, count: LottoRule.maximumNumber + 1)
    /// Whether every saved ticket of the game has been counted.
    package var isComplete = false

    package init() {}

    /// The count of `game`'s tickets, before any is counted.
    init(_ game: GameID) {
        self.game = game
    }
}
