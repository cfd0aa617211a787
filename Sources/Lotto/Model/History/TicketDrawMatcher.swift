/// Finds the recorded draw each saved ticket is for, among the recorded draws of one game: by
/// the day the ticket keeps, as a ticket keeps its draw.
///
/// Tickets saved together are for one draw, so the last draw found is tried first.
public struct TicketDrawMatcher {
    private var byDay: [Int32: RecordedDraw] = [:]
    private var lastFound: (day: Int32, draw: RecordedDraw?)?

    /// - Parameter draws: the recorded draws of one game; of two on one day, the later wins.
    public init(_ draws: some Sequence<RecordedDraw>) {
        for draw in draws {
            byDay[TicketDraw(date: draw.date).day] = draw
        }
    }

    /// The recorded draw `ticket` is for; `nil` while it is not recorded.
    public mutating func recordedDraw(for ticket: TicketDraw) -> RecordedDraw? {
        if let lastFound, lastFound.day == ticket.day { return lastFound.draw }
        let found = byDay[ticket.day]
        lastFound = (ticket.day, found)
        return found
    }

    /// `ticket` checked against the recorded draw it is for, with the prize it won; pending
    /// while that draw is not recorded, and said to be for no draw when it has none.
    public mutating func check(_ ticket: SavedTicket) -> CheckResult {
        guard let draw = ticket.draw else { return CheckResult(unchecked: ticket, .noDraw) }
        return recordedDraw(for: draw)?.check(ticket) ?? CheckResult(unchecked: ticket, .pending)
    }
}
