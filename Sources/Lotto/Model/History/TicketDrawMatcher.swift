/// Finds the recorded draw each saved ticket is for, among the recorded draws of one game: by
/// the day the ticket keeps, as a ticket keeps its draw.
///
/// Tickets saved together are for one draw, so the last draw found is tried first.
public struct TicketDrawMatcher {
    /// The game, whose price on a draw's date each ticket cost.
    private let game: LottoGame
    /// The game's schedule and the moment by which a draw of it counts as held, for a pending
    /// result to say whether its draw has been held (see ``CheckResult/isDrawHeld``).
    private let held: (schedule: DrawSchedule, by: Timestamp)?
    private var byDay: [Int32: RecordedDraw] = [:]
    private var lastFound: (day: Int32, draw: RecordedDraw?, price: Money?)?
    private var lastSpan: (first: TicketDraw, count: Int, draws: [TicketDraw], found: [Found])?

    /// A draw's record, `nil` while it is not recorded, and what a ticket for it cost.
    private typealias Found = (draw: RecordedDraw?, price: Money?)

    /// - Parameters:
    ///   - game: the game of the tickets.
    ///   - draws: its recorded draws; of two on one day, the later wins.
    ///   - moment: a draw whose time by its schedule is at or before it counts as held: a
    ///     pending result for it says so; `nil` counts none as held.
    public init(game: LottoGame, draws: some Sequence<RecordedDraw>, heldBy moment: Timestamp? = nil) {
        self.game = game
        held = moment.flatMap { moment in DrawSchedule.of(game.id).map { ($0, moment) } }
        for draw in draws {
            byDay[TicketDraw(date: draw.date).day] = draw
        }
    }

    /// The recorded draw `ticket` is for, `nil` while it is not recorded, and what a ticket for
    /// it cost.
    private mutating func find(_ ticket: TicketDraw) -> Found {
        if let lastFound, lastFound.day == ticket.day { return (lastFound.draw, lastFound.price) }
        let found = (draw: byDay[ticket.day], price: game.price(on: ticket.date))
        lastFound = (ticket.day, found.draw, found.price)
        return found
    }

    /// `ticket` checked against the recorded draw it is for, with the prize it won and what it
    /// cost; pending while that draw is not recorded (with what it cost), and said to be for no
    /// draw when it has none. A multi-draw ticket, checked against its first draw alone here,
    /// is checked against each by ``check(_:into:)``.
    public mutating func check(_ ticket: SavedTicket) -> CheckResult {
        guard let draw = ticket.draw else { return CheckResult(unchecked: ticket, .noDraw) }
        var results: [CheckResult] = []
        let found = find(draw)
        check(ticket, on: draw, found: found, place: 0, into: &results)
        return results[0]
    }

    /// Appends `ticket`'s results to `results`: one for each draw it is for, in date order, as
    /// ``check(_:)`` checks a ticket against its one draw (a multi-draw ticket costs the price
    /// of each draw, and waits for each), one a set of balls of a draw of two (the price with
    /// the first); one saying it is for no draw when it has none.
    public mutating func check(_ ticket: SavedTicket, into results: inout [CheckResult]) {
        guard let first = ticket.draw else { return results.append(CheckResult(unchecked: ticket, .noDraw)) }
        guard ticket.isMultiDraw else {
            // Found first: found in the call, it would have the matcher copied whole for it.
            let found = find(first)
            return check(ticket, on: first, found: found, place: 0, into: &results)
        }
        let span = span(of: ticket)
        for place in span.draws.indices {
            check(ticket, on: span.draws[place], found: span.found[place], place: place, into: &results)
        }
    }

    /// Whether every draw `ticket` is for is recorded; `false` for a ticket for no draw.
    public mutating func recordsEveryDraw(of ticket: SavedTicket) -> Bool {
        guard let draw = ticket.draw else { return false }
        guard ticket.isMultiDraw else { return find(draw).draw != nil }
        return span(of: ticket).found.allSatisfy { $0.draw != nil }
    }

    /// Appends `ticket` checked against `draw`, the draw at `place` among those it is for,
    /// `found` as its record and price: a result, or one a set of balls. A ticket with its
    /// game's multiplier option cost the option's price more.
    private func check(
        _ ticket: SavedTicket, on draw: TicketDraw, found: Found, place: Int, into results: inout [CheckResult]
    ) {
        let (recorded, playPrice) = found
        var price = playPrice
        if ticket.withMultiplier, let play = price {
            price = game.multiplierOption.map {
                Money(minorUnits: play.minorUnits + Int128($0.price), currency: play.currency)
            }
        }
        guard let recorded else {
            let isHeld = held.map { $0.schedule.hasDrawn(on: draw.date, by: $0.by) } ?? false
            return results.append(
                CheckResult(unchecked: ticket, .pending, price: price, draw: draw, place: place, isDrawHeld: isHeld))
        }
        for result in recorded.checkEachSet(ticket) {
            results.append(
                CheckResult(
                    ticket: ticket, matched: result.matched, tier: result.tier, rule: result.rule, prize: result.prize,
                    price: result.set == 2 ? nil : price, draw: draw, place: place, set: result.set))
        }
    }

    /// The draws multi-draw `ticket` is for (see ``SavedTicket/draws``), each with its record
    /// and price: laid out and found once for the tickets of a multi-draw save, which follow
    /// one another with the same draws.
    private mutating func span(of ticket: SavedTicket) -> (draws: [TicketDraw], found: [Found]) {
        let first = ticket.draw
        if let lastSpan, lastSpan.first == first, lastSpan.count == ticket.drawCount {
            return (lastSpan.draws, lastSpan.found)
        }
        let draws = ticket.draws
        let found = draws.map { find($0) }
        if let first { lastSpan = (first, ticket.drawCount, draws, found) }
        return (draws, found)
    }
}
