/// The tickets one save added to the store: consecutive ids, one game, one time, in runs of
/// one draw and one way of choosing (see ``TicketRun``).
///
/// A collection made on demand from the tickets, so that a save of millions of tickets keeps
/// only the tickets themselves in memory, not a ``SavedTicket`` for each.
package struct SavedBatch: RandomAccessCollection, Sendable {
    /// The tickets, in the order of their ids.
    let tickets: [LottoTicket]
    /// The id of the first ticket.
    let firstID: Int
    /// The tickets' game.
    let game: GameID
    /// When they were saved.
    let savedAt: Timestamp
    /// The runs, in order; their counts add up to the tickets'.
    let runs: [TicketRun]
    /// The tickets that repeat a line saved before them for a draw they share, among the batch
    /// and the store's tickets before it, in id order (see ``LottoNumberSaver/append(_:game:runs:at:)``).
    package internal(set) var repeats: [TicketRepeat] = []
    /// Where each run ends among the tickets.
    private let runEnds: [Int]

    init(tickets: [LottoTicket], firstID: Int, game: GameID, savedAt: Timestamp, runs: [TicketRun]) {
        precondition(runs.reduce(0) { $0 + $1.count } == tickets.count, "the runs cover every ticket")
        // A line the store's reader refuses must never be written: the action creator lays
        // out a multi-draw ticket's draws before it saves one.
        precondition(
            runs.allSatisfy { run in
                run.drawCount == 1
                    || run.draw.flatMap { TicketDraw.consecutive(from: $0, count: run.drawCount, of: game) } != nil
            }, "a multi-draw run is for draws of the game's schedule")
        self.tickets = tickets
        self.firstID = firstID
        self.game = game
        self.savedAt = savedAt
        self.runs = runs
        var end = 0
        runEnds = runs.map { run in
            end += run.count
            return end
        }
    }

    /// The ids the tickets were saved with.
    var ids: Range<Int> { firstID..<firstID + tickets.count }

    package var startIndex: Int { tickets.startIndex }
    package var endIndex: Int { tickets.endIndex }

    package subscript(position: Int) -> SavedTicket {
        // A save has one run, or a few from QR codes: the first whose end is past the position.
        let run = runs.count == 1 ? runs[0] : runs[runEnds.firstIndex { position < $0 } ?? runs.count - 1]
        return SavedTicket(
            id: firstID + position, game: game, ticket: tickets[position], savedAt: savedAt, draw: run.draw,
            drawCount: run.drawCount, choice: run.choice, withMultiplier: run.withMultiplier,
            playMultiplier: run.playMultiplier)
    }
}
