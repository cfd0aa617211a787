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
    /// Whether each of the save's tickets is still sought among the earlier tickets: the first
    /// with its line, for a draw, not known to repeat none (``seekOnly(where:)``).
    private var isSought: [Bool]
    /// How many are.
    private var soughtCount = 0
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
        isSought = isRepeat
        var firstDay: Int32?
        for index in tickets.indices {
            let ticket = tickets[index]
            if let day = ticket.draw?.day { firstDay = min(firstDay ?? day, day) }
            guard let earlier = firstWithLine[ticket.ticket] else {
                firstWithLine[ticket.ticket] = index
                if ticket.draw != nil {
                    isSought[index] = true
                    soughtCount += 1
                }
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

    /// Seeks among the earlier tickets only the save's that `mayRepeat` (by their index) says
    /// may repeat one: the others are known to repeat none (see ``LineFilter``).
    package mutating func seekOnly(where mayRepeat: (Int) -> Bool) {
        for index in tickets.indices where isSought[index] && !mayRepeat(index) {
            isSought[index] = false
            soughtCount -= 1
        }
    }

    /// Whether every ticket sought was found to repeat an earlier one: no earlier ticket can
    /// change the repeats.
    package var hasFoundAll: Bool { soughtCount == 0 }

    /// Compares `earlier`, a ticket saved before the save's, with the save's tickets of its
    /// line: the first of them that it shares a draw with, and that no nearer one repeats,
    /// repeats it.
    package mutating func compare(earlier: SavedTicket) {
        guard let index = firstWithLine[earlier.ticket], isSought[index] else { return }
        let ticket = tickets[index]
        guard ticket.game == earlier.game, let draw = TicketRepeat.sharedDraw(earlier, ticket) else { return }
        isRepeat[index] = true
        isSought[index] = false
        soughtCount -= 1
        found.append(TicketRepeat(id: ticket.id, earlierID: earlier.id, draw: draw))
    }

    /// The repeats found, in id order.
    package var repeats: [TicketRepeat] { found.sorted { $0.id < $1.id } }
}
