/// A draw as far as it has been dispatched: its game, the draw it is for, how many tickets, the
/// tickets themselves while there are few enough to remember, and the wheel they are, if they
/// are one (see ``RememberedDraw``).
struct DrawnSoFar {
    let game: LottoGame
    let draw: TicketDraw?
    let wheel: WheelRequest?
    private(set) var count = 0
    /// Every ticket, in drawn order, while there are at most ``RememberedDraw/mostTickets``;
    /// none after: a larger draw is remembered by its count alone.
    private(set) var tickets: [LottoTicket] = []

    init(game: LottoGame, draw: TicketDraw?, wheel: WheelRequest? = nil) {
        self.game = game
        self.draw = draw
        self.wheel = wheel
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
        RememberedDraw(game: game, count: count, tickets: tickets, draw: draw, wheel: wheel)
    }
}
