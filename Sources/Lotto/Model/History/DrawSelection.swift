/// Which recorded draws a command is about: one game's (or every game's), from a round or date
/// to another, or only the last few.
public struct DrawSelection: Equatable, Sendable {
    /// One end of a range of draws: a round, or a date.
    public enum Bound: Equatable, Sendable, CustomStringConvertible {
        case round(Int)
        case date(CivilDate)

        /// Reads `301` (a round) or `2008-09-06` (a date).
        public init?(_ text: String) {
            if let round = WholeNumber.parse(text), round > 0 {
                self = .round(round)
            } else if let date = CivilDate(text) {
                self = .date(date)
            } else {
                return nil
            }
        }

        public var description: String {
            switch self {
            case .round(let round): "round \(round)"
            case .date(let date): "\(date)"
            }
        }
    }

    /// The game; `nil` for every game.
    public var game: GameID?
    /// The first draw: its round, or its earliest date; `nil` from the first recorded.
    public var from: Bound?
    /// The last draw: its round, or its latest date; `nil` to the last recorded.
    public var to: Bound?
    /// Only the last this many draws of each game (after `from` and `to`); `nil` for all.
    public var last: Int?

    public init(game: GameID? = nil, from: Bound? = nil, to: Bound? = nil, last: Int? = nil) {
        self.game = game
        self.from = from
        self.to = to
        self.last = last
    }

    /// Whether a bound is a round: draws without a round (New York's) are then left out.
    public var usesRounds: Bool {
        [from, to].contains { if case .round? = $0 { true } else { false } }
    }

    /// The selected draws of `history`, in its order (by game, then date).
    public func draws(in history: DrawHistory) -> [RecordedDraw] {
        let games = game.map { [$0] } ?? history.games
        var selected: [RecordedDraw] = []
        for game in games {
            let inRange = history.draws(of: game).filter { draw in
                isAfterStart(draw) && isBeforeEnd(draw)
            }
            selected += last.map { Array(inRange.suffix($0)) } ?? inRange
        }
        return selected
    }

    private func isAfterStart(_ draw: RecordedDraw) -> Bool {
        switch from {
        case nil: true
        case .round(let round): draw.round.map { $0 >= round } ?? false
        case .date(let date): draw.date >= date
        }
    }

    private func isBeforeEnd(_ draw: RecordedDraw) -> Bool {
        switch to {
        case nil: true
        case .round(let round): draw.round.map { $0 <= round } ?? false
        case .date(let date): draw.date <= date
        }
    }
}
