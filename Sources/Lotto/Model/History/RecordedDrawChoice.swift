/// Which recorded draw of a game a command is about: to check every ticket against, to remove.
public enum RecordedDrawChoice: Equatable, Sendable {
    /// The latest recorded.
    case latest
    /// The one of this round.
    case round(Int)
    /// The one of this date (for games whose records have no round, as New York's).
    case date(CivilDate)
    /// The one of this round on this date: both must be its.
    case roundOnDate(Int, CivilDate)

    /// The draw chosen among a game's `draws`, oldest first.
    public func pick(from draws: some BidirectionalCollection<RecordedDraw>) -> RecordedDraw? {
        switch self {
        case .latest: draws.last
        case .round(let round): draws.first { $0.round == round }
        case .date(let date): draws.first { $0.date == date }
        case .roundOnDate(let round, let date): draws.first { $0.date == date && $0.round == round }
        }
    }
}
