/// A draw typed in, as recorded: the date it was recorded on, and why that is not a draw day of
/// its game, if it is not.
public struct DrawTypedIn: Equatable, Sendable {
    public let date: CivilDate
    /// Set when the game is not drawn on `date` by its schedule.
    public let notADrawDay: TicketDrawError?
}
