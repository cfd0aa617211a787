/// A ticket saved whose line (its game, main and extra numbers) is that of a ticket saved
/// before it for a draw they share: a player may buy one line twice, but mostly did not mean
/// to.
public struct TicketRepeat: Hashable, Sendable {
    /// The ticket that repeats a line.
    public let id: Int
    /// The nearest ticket before it with that line for a draw they share.
    public let earlierID: Int
    /// The first draw the two share.
    public let draw: TicketDraw

    public init(id: Int, earlierID: Int, draw: TicketDraw) {
        self.id = id
        self.earlierID = earlierID
        self.draw = draw
    }

    /// The first draw that `earlier` and `later`, of one game, are both for; `nil` when they
    /// share none or either is for no draw. A multi-draw ticket's draws follow its game's
    /// schedule in a row, so two spans share a draw when they overlap: the later first draw.
    static func sharedDraw(_ earlier: SavedTicket, _ later: SavedTicket) -> TicketDraw? {
        guard let first = earlier.draw, let other = later.draw else { return nil }
        if !earlier.isMultiDraw && !later.isMultiDraw { return first.day == other.day ? other : nil }
        guard let last = earlier.lastDraw, let otherLast = later.lastDraw else { return nil }
        let start = first.day >= other.day ? first : other
        return start.day <= min(last.day, otherLast.day) ? start : nil
    }
}
