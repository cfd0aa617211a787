/// Why a backtest cannot run.
public enum BacktestError: Error, Equatable, CustomStringConvertible {
    /// No recorded draw of the game in the range asked for.
    case noDraws(GameID)
    /// No saved ticket of the game.
    case noTickets(GameID)
    /// No saved ticket has this id.
    case unknownTicket(id: Int)
    /// A ticket given by id is of another game than the backtest's.
    case otherGame(id: Int, game: GameID, expected: GameID)

    public var description: String {
        switch self {
        case .noDraws(let game): "no recorded \(game) draw to backtest against"
        case .noTickets(let game): "no saved \(game) ticket to backtest"
        case .unknownTicket(let id): "no saved ticket has id \(id)"
        case .otherGame(let id, let game, let expected):
            "ticket #\(id) is a \(game) ticket, and the backtest is of \(expected): give one game's tickets"
        }
    }
}
