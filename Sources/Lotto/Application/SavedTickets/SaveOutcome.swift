/// What a save did: the ids its tickets were saved with, their game and the draw they are for,
/// and, for the last draw saved for the draw it was drawn for, whether that draw's sales had
/// closed when they were saved; and which of them repeat a line saved before for their draw.
package struct SaveOutcome: Equatable, Sendable {
    /// The ids the tickets were saved with.
    package let ids: Range<Int>
    /// The game of the tickets.
    package let game: GameID
    /// The draw they are for (the first run's); `nil` for a game without a schedule.
    package let draw: TicketDraw?
    /// When the remembered draw's sales closed, if they had closed by the time of the save: its
    /// tickets are then for a draw nobody could buy them for any more. `nil` when they are
    /// still open, for a draw the user named (`--draw` chooses knowingly), and for every
    /// other save.
    package let salesClosedAt: Timestamp?
    /// The tickets saved that repeat a line saved before them for a draw they share (of the
    /// save, or of the store), in id order: saved all the same (a player may buy one line
    /// twice).
    package let repeats: [TicketRepeat]

    package init(
        ids: Range<Int>, game: GameID, draw: TicketDraw?, salesClosedAt: Timestamp? = nil, repeats: [TicketRepeat] = []
    ) {
        self.ids = ids
        self.game = game
        self.draw = draw
        self.salesClosedAt = salesClosedAt
        self.repeats = repeats
    }
}
