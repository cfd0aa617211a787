/// What saved tickets are checked against: one draw for them all, typed in or recorded, or each
/// ticket's own draw.
package enum CheckTarget: Equatable, Sendable {
    /// A draw typed in, taken as today's: its prizes are those today's rules of the game fix,
    /// the shared ones unknown.
    case typed(WinningDraw)
    /// A recorded draw, whose prizes are known.
    case recorded(RecordedDraw)
    /// Each ticket, of one game or of every game (`nil`), against the recorded draw it is for;
    /// `recorded` holds the games with at least one draw recorded, whose tickets can be checked
    /// as their draws come: the tickets of another game can only wait. `summary` says how their
    /// results are summed up; `today`, the day of the check by the action creator's clock, which
    /// prizes' last day to claim has passed (`nil`: none said to).
    case ownDraws(of: GameID?, recorded: Set<GameID>, summary: CheckSummaryRequest = .whole, today: CivilDate? = nil)

    /// The one game whose tickets are checked; `nil` for every game's.
    package var game: GameID? {
        switch self {
        case .typed(let draw): draw.game.id
        case .recorded(let recorded): recorded.game.id
        case .ownDraws(let game, _, _, _): game
        }
    }

    /// The one draw every ticket is checked against, if there is one.
    package var draw: WinningDraw? {
        switch self {
        case .typed(let draw): draw
        case .recorded(let recorded): recorded.draw
        case .ownDraws: nil
        }
    }
}
