/// The draw on screen: the tickets the last draw made.
package struct CurrentDraw: StreamSummary, Sendable {
    /// How many tickets the draw has made so far.
    package var count = 0
    /// The draw's game; `nil` before the first draw.
    package var game: GameID?
    /// The draw of the game's schedule the tickets are for; `nil` for a game without one.
    package var draw: TicketDraw?
    /// The draw's latest tickets, in drawn order: all of a draw of a few, the last ones (up to
    /// the reducer's window) of a draw of millions.
    package var tickets: [LottoTicket] = []
    /// Whether the whole draw has arrived.
    package var isComplete = false

    package init() {}
}
