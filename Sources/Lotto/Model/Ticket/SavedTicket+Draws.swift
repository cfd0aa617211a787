extension SavedTicket {
    /// How many consecutive draws a multi-draw ticket may be for: from two (the fewest a
    /// lottery sells as one, Powerball's and Mega Millions' Multi-Draw) to 52, a year of a
    /// weekly game's draws.
    public static let multiDrawCounts = 2...52

    /// Whether it is for several draws in a row.
    public var isMultiDraw: Bool { drawCount > 1 }

    /// Every draw it is for, in date order: none, its one draw, or a multi-draw ticket's
    /// ``drawCount`` consecutive draws of its game's schedule from its first (see
    /// ``TicketDraw/consecutive(from:count:of:)``). A span lotto cannot lay out, which neither
    /// a save nor the store lets in, is its first draw alone.
    public var draws: [TicketDraw] {
        guard let draw else { return [] }
        guard isMultiDraw else { return [draw] }
        return TicketDraw.consecutive(from: draw, count: drawCount, of: game) ?? [draw]
    }

    /// The last draw it is for: its one draw, or a multi-draw ticket's last; `nil` for none.
    public var lastDraw: TicketDraw? {
        isMultiDraw ? draws.last : draw
    }

    /// Whether one of the draws it is for is on `date`.
    public func isFor(drawOn date: CivilDate) -> Bool {
        guard let draw else { return false }
        guard isMultiDraw else { return draw.date == date }
        return draws.contains { $0.date == date }
    }
}
