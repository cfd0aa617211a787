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

    public init(count: Int, draw: TicketDraw?, choice: TicketChoice? = nil, withMultiplier: Bool = false) {
        self.count = count
        self.draw = draw
        self.choice = choice
        self.withMultiplier = withMultiplier
    }

    /// The same tickets for `draw`.
    public func `for`(_ draw: TicketDraw?) -> TicketRun {
        TicketRun(count: count, draw: draw, choice: choice, withMultiplier: withMultiplier)
    }
}
