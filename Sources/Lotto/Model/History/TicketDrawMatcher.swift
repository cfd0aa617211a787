/// Finds the recorded draw each saved ticket is for, among the recorded draws of one game: by
/// the day the ticket keeps, as a ticket keeps its draw.
///
/// Tickets saved together are for one draw, so the last draw found is tried first.
public struct TicketDrawMatcher {
    /// The game, whose price on a draw's date each ticket cost.
    private let game: LottoGame
    private var byDay: [Int32: RecordedDraw] = [:]
    private var lastFound: (day: Int32, draw: RecordedDraw?, price: Money?)?

    /// - Parameters:
    ///   - game: the game of the tickets.
    ///   - draws: its recorded draws; of two on one day, the later wins.
    public init(game: LottoGame, draws: some Sequence<RecordedDraw>) {
        self.game = game
        for draw in draws {
            byDay[TicketDraw(date: draw.date).day] = draw
        }
    }

    /// The recorded draw `ticket` is for, `nil` while it is not recorded, and what a ticket for
    /// it cost.
    private mutating func find(_ ticket: TicketDraw) -> (draw: RecordedDraw?, price: Money?) {
        if let lastFound, lastFound.day == ticket.day { return (lastFound.draw, lastFound.price) }
        let found = (draw: byDay[ticket.day], price: game.price(on: ticket.date))
        lastFound = (ticket.day, found.draw, found.price)
        return found
    }

    /// The recorded draw `ticket` is for; `nil` while it is not recorded.
    public mutating func recordedDraw(for ticket: TicketDraw) -> RecordedDraw? {
        find(ticket).draw
    }

    /// `ticket` checked against the recorded draw it is for, with the prize it won and what it
    /// cost; pending while that draw is not recorded (with what it cost), and said to be for no
    /// draw when it has none.
    ///
    /// A ticket with its game's multiplier option cost the option's price more.
    public mutating func check(_ ticket: SavedTicket) -> CheckResult {
        guard let draw = ticket.draw else { return CheckResult(unchecked: ticket, .noDraw) }
        var (recorded, price) = find(draw)
        if ticket.withMultiplier, let play = price {
            price = game.multiplierOption.map {
                Money(minorUnits: play.minorUnits + Int128($0.price), currency: play.currency)
            }
        }
        guard let recorded else { return CheckResult(unchecked: ticket, .pending, price: price) }
        let result = recorded.check(ticket)
        return CheckResult(
            ticket: ticket, matched: result.matched, tier: result.tier, rule: result.rule, prize: result.prize,
            price: price)
    }
}
