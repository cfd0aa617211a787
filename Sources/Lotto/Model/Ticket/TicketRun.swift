/// Consecutive tickets of one save that are for one draw and were chosen alike: a save of
/// typed or drawn tickets is one run; a Korean ticket's QR code adds a run for each way its
/// games were chosen.
public struct TicketRun: Hashable, Sendable {
    /// How many tickets.
    public let count: Int
    /// The draw they are for; to the action creator that saves them, `nil` is the game's next
    /// draw whose sales are open (none for a game without a schedule).
    public let draw: TicketDraw?
    /// How their numbers were chosen, where a ticket recorded it.
    public let choice: TicketChoice?
    /// Whether they were bought with the game's multiplier option (Power Play, Megaplier).
    public let withMultiplier: Bool
    /// The multiplier printed on each of their plays (see ``SavedTicket/playMultiplier``), if given.
    public let playMultiplier: Int?
    /// How many consecutive draws of the game's schedule each ticket is for, from `draw`: 1
    /// for that draw alone, else one of ``SavedTicket/multiDrawCounts``.
    public let drawCount: Int

    public init(
        count: Int, draw: TicketDraw?, choice: TicketChoice? = nil, drawCount: Int = 1, withMultiplier: Bool = false,
        playMultiplier: Int? = nil
    ) {
        self.count = count
        self.draw = draw
        self.choice = choice
        self.drawCount = drawCount
        self.withMultiplier = withMultiplier
        self.playMultiplier = playMultiplier
    }

    /// The same tickets for `draw`.
    public func `for`(_ draw: TicketDraw?) -> TicketRun {
        TicketRun(
            count: count, draw: draw, choice: choice, drawCount: drawCount, withMultiplier: withMultiplier,
            playMultiplier: playMultiplier)
    }
}
