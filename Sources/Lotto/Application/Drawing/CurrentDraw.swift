/// The draw on screen: the tickets the last draw made.
public struct CurrentDraw: StreamSummary, Sendable {
    /// How many tickets the draw has made so far.
    public var count = 0
    /// The draw's game; `nil` before the first draw.
    public var game: GameID?
    /// The draw of the game's schedule the tickets are for; `nil` for a game without one.
    public var draw: TicketDraw?
    /// The draw's latest tickets, in drawn order: all of a draw of a few, the last ones (up to
    /// the reducer's window) of a draw of millions.
    public var tickets: [LottoTicket] = []
    /// Whether the whole draw has arrived.
    public var isComplete = false

    public init() {}
}
