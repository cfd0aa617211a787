/// Why a draw named for tickets (`lotto save --draw`) is not one of their game. Each case names
/// the bad value.
public enum TicketDrawError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither a date (`2026-11-28`) nor a round number.
    case notADrawName(String)
    /// A date on which the game is not drawn, with the days it is drawn on then.
    case notADrawDay(CivilDate, game: GameID, days: Set<Weekday>)
    /// A date before the game's first draw.
    case beforeFirstDraw(CivilDate, game: GameID, first: CivilDate)
    /// A date after the game's first draw, before the first era whose rules lotto knows: a
    /// ticket for it could never be checked.
    case rulesNotKnown(CivilDate, game: GameID, knownFrom: CivilDate)
    /// A round, for a game whose draws lotto cannot number.
    case noRounds(Int, game: GameID)
    /// A round number past any the game will reach (its date would be past the year 9999).
    case roundOutOfRange(Int, game: GameID)

    public var description: String {
        switch self {
        case .notADrawName(let text): "\(text.quoted) is neither a date like 2026-11-28 nor a round number"
        case .notADrawDay(let date, let game, let days):
            "\(date) is a \(Weekday(of: date)), and \(game) is drawn on \(Self.list(days)) then"
        case .beforeFirstDraw(let date, let game, let first):
            "\(date) is before \(game)'s first draw, on \(first)"
        case .rulesNotKnown(let date, let game, let knownFrom):
            "lotto knows \(game)'s rules from \(knownFrom) on, so a ticket for \(date) could never be checked"
        case .noRounds(let round, let game):
            "\(game) draws are not numbered by lotto, so round \(round) names none; give its date"
        case .roundOutOfRange(let round, let game): "round \(round) is past any draw of \(game)"
        }
    }

    /// `Wednesdays and Saturdays`, in week order.
    private static func list(_ days: Set<Weekday>) -> String {
        let names = days.sorted().map { "\($0)s" }
        guard names.count > 1, let last = names.last else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
