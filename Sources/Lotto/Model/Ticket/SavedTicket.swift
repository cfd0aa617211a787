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
    /// How many consecutive draws of its game's schedule it is for, from ``draw``: 1 for a
    /// ticket for one draw (or none), 2 to 52 for a multi-draw ticket (see ``draws``). A byte,
    /// beside the draw, so that a saved ticket stays as small.
    private let storedDrawCount: UInt8
    /// The multiplier printed on the play (see ``playMultiplier``), 0 for none: a byte, as
    /// ``storedDrawCount``.
    private let storedPlayMultiplier: UInt8
    /// Which of its draws have their prize marked claimed (`lotto claim`).
    public let claimed: ClaimedDraws

    /// The multiplier printed on the play, in an era whose plays each carry one (Mega Millions
    /// from 2025-04-08: 2, 3, 4, 5 or 10); `nil` when not kept.
    public var playMultiplier: Int? { storedPlayMultiplier == 0 ? nil : Int(storedPlayMultiplier) }

    /// The draw it is for; `nil` for a ticket saved before lotto knew draws, or of a game
    /// without a schedule.
    public var draw: TicketDraw? { storedDraw.isNone ? nil : storedDraw }

    /// How many draws it is for: 0 for none, 1 for its one draw, or the count of a multi-draw
    /// ticket's consecutive draws (see ``draws``).
    public var drawCount: Int { storedDraw.isNone ? 0 : Int(storedDrawCount) }

    /// Makes a saved ticket.
    ///
    /// - Parameter drawCount: how many consecutive draws of the game's schedule it is for, from
    ///   `draw` (1 for that draw alone); more than 1 needs a draw, and at most
    ///   ``multiDrawCounts``'s last.
    /// - Parameter playMultiplier: the multiplier printed on the play, if kept (1 to 255).
    /// - Parameter claimed: which of its draws have their prize marked claimed.
    public init(
        id: Int, game: GameID = LottoGame.korean645.id, ticket: LottoTicket, savedAt: Timestamp,
        draw: TicketDraw? = nil, drawCount: Int = 1, choice: TicketChoice? = nil, withMultiplier: Bool = false,
        playMultiplier: Int? = nil, claimed: ClaimedDraws = .none
    ) {
        precondition(
            drawCount == 1 || (draw != nil && Self.multiDrawCounts.contains(drawCount)),
            "a ticket for several draws has a first draw, and at most \(Self.multiDrawCounts.upperBound)")
        self.id = id
        self.game = game
        self.ticket = ticket
        self.savedAt = savedAt
        storedDraw = draw ?? .none
        self.choice = choice
        self.withMultiplier = withMultiplier
        storedDrawCount = UInt8(drawCount)
        // A byte holds any multiplier a play carries; a larger one is refused before it is saved.
        storedPlayMultiplier = UInt8(clamping: playMultiplier ?? 0)
        self.claimed = claimed
    }
}
