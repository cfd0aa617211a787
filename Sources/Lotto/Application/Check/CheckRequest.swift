/// What a check is asked: which saved tickets (one game's, or every game's) and what they are
/// checked against (a draw typed in, one recorded draw, or each ticket's own draw). Each case
/// names what it needs, so that no request can be made that a check could not honour: one draw
/// is always of one game, whose tickets alone are checked against it.
package enum CheckRequest: Equatable, Sendable {
    /// Every saved ticket of the draw's game against a draw typed in, taken as today's.
    case typed(WinningDraw)
    /// Every saved ticket of `game` against one of its recorded draws.
    case recorded(RecordedDrawChoice, of: GameID)
    /// Every saved ticket of `game`, or of every game (`nil`), against the recorded draw it is
    /// for; summed up as `summary` asks.
    case ownDraws(of: GameID?, summary: CheckSummaryRequest = .whole)

    /// The one game whose tickets are checked; `nil` for every game's.
    package var game: GameID? {
        switch self {
        case .typed(let draw): draw.game.id
        case .recorded(_, let game): game
        case .ownDraws(let game, _): game
        }
    }
}
