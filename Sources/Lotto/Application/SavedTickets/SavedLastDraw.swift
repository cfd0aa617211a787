/// What saving the last draw did: the ids its tickets were saved with, the draw they are for,
/// and whether that draw's sales had closed when they were saved.
public struct SavedLastDraw: Equatable, Sendable {
    /// The ids the tickets were saved with.
    public let ids: Range<Int>
    /// The game of the tickets.
    public let game: GameID
    /// The draw they are for; `nil` for a game without a schedule.
    public let draw: TicketDraw?
    /// When the remembered draw's sales closed, if they had closed by the time of the save: its
    /// tickets are then for a draw nobody could buy them for any more. `nil` when they are
    /// still open, and for a draw the user named (`--draw` chooses knowingly).
    public let salesClosedAt: Timestamp?
}
