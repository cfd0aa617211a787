/// What saved tickets are checked against: one draw for them all, typed in or recorded, or each
/// ticket's own draw.
public enum CheckTarget: Equatable, Sendable {
    /// A draw typed in, whose prizes lotto does not know.
    case typed(WinningDraw)
    /// A recorded draw, whose prizes are known.
    case recorded(RecordedDraw)
    /// Each ticket of the game against the recorded draw it is for.
    case ownDraws(LottoGame)

    /// Whether what the tickets won is known: recorded draws' prizes are, a typed draw's not.
    public var knowsPrizes: Bool {
        if case .typed = self { false } else { true }
    }

    /// The game of the tickets checked, as played today (a recorded draw's, as played that day).
    public var game: LottoGame {
        switch self {
        case .typed(let draw): draw.game
        case .recorded(let recorded): recorded.game
        case .ownDraws(let game): game
        }
    }
}
