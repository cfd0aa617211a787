/// The last draw of `lotto new` or `lotto wheel`, as ``LastDrawFile`` keeps it for `lotto save`:
/// its game, the draw its tickets are for, its tickets, if there were few enough to keep, and,
/// for a wheel, how it was asked for (which makes its tickets again when they were too many).
package struct RememberedDraw: Equatable, Sendable {
    /// The most tickets kept: a draw of more is remembered by its count alone, and `lotto save`
    /// asks for it on standard input instead (a file rewritten on every draw stays small).
    package static let mostTickets = 100

    package let game: LottoGame
    /// How many tickets were drawn.
    package let count: Int
    /// The tickets, in drawn order; empty when there were more than ``mostTickets``.
    package let tickets: [LottoTicket]
    /// The draw they are for; `nil` for a game without a schedule.
    package let draw: TicketDraw?
    /// The wheel the tickets are, as it was asked for; `nil` for tickets drawn at random.
    package let wheel: WheelRequest?

    /// A draw of `count` tickets, whose `tickets` are kept if there are at most ``mostTickets``;
    /// `wheel` for a wheel's tickets.
    package init(
        game: LottoGame, count: Int, tickets: [LottoTicket], draw: TicketDraw?, wheel: WheelRequest? = nil
    ) {
        self.game = game
        self.count = count
        self.tickets = count <= Self.mostTickets && tickets.count == count ? tickets : []
        self.draw = draw
        self.wheel = wheel
    }

    /// Whether its tickets were kept.
    package var isWhole: Bool { tickets.count == count }
}
