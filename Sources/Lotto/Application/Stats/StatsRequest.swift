/// What a count of numbers is asked: how often each number was saved, or drawn, in one game.
/// A count is of one game's numbers, so each case names its game.
package enum StatsRequest: Equatable, Sendable {
    /// The numbers of the saved tickets of the game.
    case savedNumbers(of: GameID)
    /// The numbers of the game's recorded draws that the selection selects (its game is set to
    /// the game's).
    case drawnNumbers(of: GameID, in: DrawSelection)

    /// The game whose numbers are counted.
    package var game: GameID {
        switch self {
        case .savedNumbers(let game), .drawnNumbers(let game, _): game
        }
    }
}
