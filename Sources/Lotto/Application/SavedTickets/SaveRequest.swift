/// A save: its terms (whose tickets, which game, which draw, how many draws, which multiplier),
/// checked once when they were made, and the tickets given, when they are given.
package struct SaveRequest: Sendable {
    package let terms: SaveTerms
    /// The tickets given, for terms of ``SaveTerms/Source/tickets``; none otherwise.
    package let tickets: [LottoTicket]
    /// The tickets' runs, in order, their counts adding up to the tickets': a run for no draw is
    /// for the terms' draw; one with its own draw (a QR code's round, with how its numbers were
    /// chosen; the draw a ticket on screen was drawn for) keeps it.
    package let runs: [TicketRun]

    /// A save of the last draw, or of a QR code's games: the terms say which.
    package init(_ terms: SaveTerms) {
        self.terms = terms
        tickets = []
        runs = []
    }

    /// A save of `tickets`, in `runs` (one run for no draw when not given).
    package init(_ terms: SaveTerms, tickets: [LottoTicket], runs: [TicketRun]? = nil) {
        self.terms = terms
        self.tickets = tickets
        self.runs = runs ?? [TicketRun(count: tickets.count, draw: nil)]
    }
}
