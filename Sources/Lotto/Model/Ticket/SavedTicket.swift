/// A ticket as kept in the store: its id, its game, its numbers, when it was saved and the draw
/// it is for.
public struct SavedTicket: Hashable, Sendable {
    /// Stable and never reused: 1 for the first ticket saved, then one more for each.
    public let id: Int
    /// The ticket's game; `kr645` for tickets saved before lotto knew other games.
    public let game: GameID
    /// The numbers.
    public let ticket: LottoTicket
    /// When it was saved.
    public let savedAt: Timestamp
    /// The draw it is for, or ``TicketDraw/none``: not an optional, so that a saved ticket stays
    /// a value the compiler copies in place on `lotto list`'s path.
    private let storedDraw: TicketDraw
    /// How its numbers were chosen, where the ticket recorded it (a Korean ticket's QR code).
    public let choice: TicketChoice?
    /// Whether it was bought with its game's multiplier option (Power Play, Megaplier).
    public let withMultiplier: Bool

    /// The draw it is for; `nil` for a ticket saved before lotto knew draws, or of a game
    /// without a schedule.
    public var draw: TicketDraw? { storedDraw.isNone ? nil : storedDraw }

    /// Makes a saved ticket.
    public init(
        id: Int, game: GameID = LottoGame.korean645.id, ticket: LottoTicket, savedAt: Timestamp,
        draw: TicketDraw? = nil, choice: TicketChoice? = nil, withMultiplier: Bool = false
    ) {
        self.id = id
        self.game = game
        self.ticket = ticket
        self.savedAt = savedAt
        storedDraw = draw ?? .none
        self.choice = choice
        self.withMultiplier = withMultiplier
    }
}
