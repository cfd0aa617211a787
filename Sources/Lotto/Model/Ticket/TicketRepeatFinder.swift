/// Finds the tickets of a save that repeat a line saved before for a draw they share (see
/// ``TicketRepeat``): among the save's own tickets when it is made, then among the earlier
/// tickets it is shown, newest first, as a reader of the store going back from its end meets
/// them, until ``lookBackTo``.
///
/// Each ticket of the save is said to repeat one line at most: the nearest before it.
package struct TicketRepeatFinder<Tickets: RandomAccessCollection<SavedTicket>> where Tickets.Index == Int {
    /// How far before a draw a ticket for it can have been saved: 52 draws (the longest
    /// multi-draw span) of a game drawn once a week, and a week more of sales before its first.
    package static var lookBackDays: Int { 53 * 7 }

    private let tickets: Tickets
    /// The first of the save's tickets with each line.
    private var firstWithLine: [LottoTicket: Int] = [:]
    /// Whether each of the save's tickets was found to repeat a line.
    private var isRepeat: [Bool]
    /// The repeats found, in the order found.
    private var found: [TicketRepeat] = []
    /// The earliest time an earlier ticket can have been saved and still share a draw with one
    /// of the save's: ``lookBackDays`` before the save's first draw; `nil` when no ticket of the
    /// save is for a draw.
    package let lookBackTo: Timestamp?

    /// - Parameter tickets: a save's tickets, of one game, in id order.
    package init(_ tickets: Tickets) {
        self.tickets = tickets
        isRepeat = Array(repeating: false, count: tickets.count)
        var firstDay: Int32?
        for index in tickets.indices {
            let ticket = tickets[index]
            if let day = ticket.draw?.day { firstDay = min(firstDay ?? day, day) }
            guard let earlier = firstWithLine[ticket.ticket] else {
                firstWithLine[ticket.ticket] = index
                continue
            }
            if let draw = TicketRepeat.sharedDraw(tickets[earlier], ticket) {
                isRepeat[index] = true
                found.append(TicketRepeat(id: ticket.id, earlierID: tickets[earlier].id, draw: draw))
            }
        }
        lookBackTo = firstDay.map { Timestamp(secondsSince1970: (Int64($0) - Int64(Self.lookBackDays)) * 86_400) }
    }

    /// Whether a ticket saved at `time`, or earlier, can still share a draw with the save's.
    package func mayShareDraw(savedAt time: Timestamp) -> Bool {
        lookBackTo.map { time >= $0 } ?? false
    }

    /// Compares `earlier`, a ticket saved before the save's, with the save's tickets of its
    /// line: the first of them that it shares a draw with, and that no nearer one repeats,
    /// repeats it.
    package mutating func compare(earlier: SavedTicket) {
        guard let index = firstWithLine[earlier.ticket], !isRepeat[index] else { return }
        let ticket = tickets[index]
        guard ticket.game == earlier.game, let draw = TicketRepeat.sharedDraw(earlier, ticket) else { return }
        isRepeat[index] = true
        found.append(TicketRepeat(id: ticket.id, earlierID: earlier.id, draw: draw))
    }

    /// The repeats found, in id order.
    package var repeats: [TicketRepeat] { found.sorted { $0.id < $1.id } }
}
