/// Which recorded draw of a game to check every ticket against.
public enum RecordedDrawChoice: Equatable, Sendable {
    /// The latest recorded.
    case latest
    /// The one of this round.
    case round(Int)
    /// The one of this date (for games whose records have no round, as New York's).
    case date(CivilDate)
}
