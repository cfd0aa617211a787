/// A draw as far as it has been dispatched: its game, the draw it is for, how many tickets, and
/// the tickets themselves while there are few enough to remember (see ``RememberedDraw``).
struct DrawnSoFar {
    let game: LottoGame
    let draw: TicketDraw?
    private(set) var count = 0
    /// Every ticket, in drawn order, while there are at most ``RememberedDraw/mostTickets``;
    /// none after: a larger draw is remembered by its count alone.
    private(set) var tickets: [LottoTicket] = []

    init(game: LottoGame, draw: TicketDraw?) {
        self.game = game
        self.draw = draw
    }

    /// Adds the next page of the draw.
    mutating func add(_ page: [LottoTicket]) {
        count += page.count
        if count <= RememberedDraw.mostTickets {
            tickets += page
        } else if !tickets.isEmpty {
            tickets = []
        }
    }

    /// The draw as it is remembered.
    var remembered: RememberedDraw {
        RememberedDraw(game: game, count: count, tickets: tickets, draw: draw)
    }
}
