import Lotto

/// What `s` does with the draw on the Draw tab: saves it, or says on the status line why not
/// (it is saved already, some of its tickets were never on screen, or nothing was drawn).
///
/// Decided on the worker, in the job that saves, from the stores as they are then: the worker
/// also draws, so the draw judged is the one saved, and the one the save marks as saved, however
/// fast `n s` was typed.
enum SaveDecision: Equatable {
    /// Save these tickets of `game`, for `draw`.
    case save([LottoTicket], game: GameID, for: TicketDraw?)
    /// Save nothing; the status line says why.
    case refuse(StatusLine)

    /// - Parameters:
    ///   - draw: the current draw's state.
    ///   - screen: the screen's state, which knows what of the draw was seen, and saved.
    init(draw: CurrentDraw, screen: InterfaceState) {
        if let ids = screen.drawnSavedAs {
            self = .refuse(.alreadySaved(ids: ids))
        } else if screen.drawnUnseen > 0 {
            self = .refuse(.unseen(count: screen.drawnUnseen))
        } else if let game = draw.game, !draw.tickets.isEmpty {
            self = .save(draw.tickets, game: game, for: draw.draw)
        } else {
            self = .refuse(.nothingToSave)
        }
    }
}
