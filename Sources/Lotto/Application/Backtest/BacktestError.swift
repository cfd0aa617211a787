/// Why a backtest cannot run.
package enum BacktestError: Error, Equatable, CustomStringConvertible {
    /// No recorded draw of the game in the range asked for.
    case noDraws(GameID)
    /// No saved ticket of the game.
    case noTickets(GameID)
    /// No saved ticket has this id.
    case unknownTicket(id: Int)
    /// A ticket given by id is of another game than the backtest's.
    case otherGame(id: Int, game: GameID, expected: GameID)
    /// A price, as typed, that is not an amount of the game's money above 0.
    case invalidPrice(String, currency: Currency)
    /// A price, as typed, larger than any ticket costs.
    case priceTooLarge(String)
    /// A count of random tickets a draw outside 1 to ``BacktestRequest/mostRandomTickets``.
    case randomTicketCount(Int)

    package var description: String {
        switch self {
        case .noDraws(let game): "no recorded \(game) draw to backtest against"
        case .noTickets(let game): "no saved \(game) ticket to backtest"
        case .unknownTicket(let id): "no saved ticket has id \(id)"
        case .otherGame(let id, let game, let expected):
            "ticket #\(id) is a \(game) ticket, and the backtest is of \(expected): give one game's tickets"
        case .invalidPrice(let price, let currency):
            "invalid price \(price.quoted): expected \(Self.expectedPrice(in: currency))"
        case .priceTooLarge(let price): "invalid price \(price.quoted): larger than any ticket costs"
        case .randomTicketCount(let count):
            "invalid count of random tickets \(count): expected \(Self.expectedRandomTicketCount)"
        }
    }

    /// What a price in `currency` must be: `an amount of KRW above 0, like 1000`.
    package static func expectedPrice(in currency: Currency) -> String {
        let amount = currency.code.isEmpty ? "an amount" : "an amount of \(currency.code)"
        let example = currency.minorDigits == 0 ? "1000" : "2 or 2.50"
        return "\(amount) above 0, like \(example)"
    }

    /// What a count of random tickets a draw must be.
    package static let expectedRandomTicketCount = "a whole number from 1 to \(BacktestRequest.mostRandomTickets)"
}
