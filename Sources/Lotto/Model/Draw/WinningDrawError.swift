/// Why some numbers are not a valid draw of the game.
public enum WinningDrawError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The main numbers or the separate drum's are not a valid ticket.
    case ticket(TicketError)
    /// The wrong number of bonus balls for the game.
    case wrongBonusCount(found: Int, expected: Int)
    /// A same-drum bonus ball that repeats a main number (or another bonus ball).
    case bonusRepeats(Int)

    public var description: String {
        switch self {
        case .ticket(let error): "\(error)"
        case .wrongBonusCount(let found, let expected):
            "this game draws \(expected) bonus ball\(expected == 1 ? "" : "s"), got \(found)"
        case .bonusRepeats(let number): "bonus \(number) repeats a number already drawn"
        }
    }
}
