/// One draw of a game's schedule: its date, its round where the game numbers its draws, and
/// when its sales close and it is drawn.
public struct ScheduledDraw: Hashable, Sendable {
    public let date: CivilDate
    public let round: Int?
    public let salesClose: Timestamp
    public let drawn: Timestamp
}
