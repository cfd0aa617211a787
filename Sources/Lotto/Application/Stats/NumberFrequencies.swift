/// How often each number appears among the saved tickets of one game.
public struct NumberFrequencies: StreamSummary, Sendable {
    /// The game counted; `nil` before any count.
    public var game: GameID?
    /// Tickets counted.
    public var tickets = 0
    /// Main numbers: index n counts the number n.
    public var main = [Int](repeating: 0, count: LottoRule.maximumNumber + 1)
    /// A separate drum's numbers, likewise.
    public var extra = [Int](repeating: 0, count: LottoRule.maximumNumber + 1)
    /// Whether every saved ticket of the game has been counted.
    public var isComplete = false

    public init() {}

    /// The count of `game`'s tickets, before any is counted.
    init(_ game: GameID) {
        self.game = game
    }
}
