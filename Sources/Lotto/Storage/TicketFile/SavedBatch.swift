/// The tickets one save added to the store: consecutive ids, one game, one time, one draw.
///
/// A collection made on demand from the tickets, so that a save of millions of tickets keeps
/// only the tickets themselves in memory, not a ``SavedTicket`` for each.
public struct SavedBatch: RandomAccessCollection, Sendable {
    /// The tickets, in the order of their ids.
    let tickets: [LottoTicket]
    /// The id of the first ticket.
    let firstID: Int
    /// The tickets' game.
    let game: GameID
    /// When they were saved.
    let savedAt: Timestamp
    /// The draw they are for.
    let draw: TicketDraw?

    /// The ids the tickets were saved with.
    var ids: Range<Int> { firstID..<firstID + tickets.count }

    public var startIndex: Int { tickets.startIndex }
    public var endIndex: Int { tickets.endIndex }

    public subscript(position: Int) -> SavedTicket {
        SavedTicket(id: firstID + position, game: game, ticket: tickets[position], savedAt: savedAt, draw: draw)
    }
}
