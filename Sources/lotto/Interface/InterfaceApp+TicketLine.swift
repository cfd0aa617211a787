import Lotto

extension InterfaceApp {
    /// Saves the ticket typed on the line, of `game`, for its next draw, on the worker: read
    /// and saved as `lotto save` reads and saves a ticket typed, so refused in its words (on the
    /// status line and whole in the line's box, the line kept for correction); saved, the line
    /// closes (``InterfaceReducer``), and a line saved before for that draw is warned of.
    func saveTicketLine(_ words: [String], game: GameID) {
        act(.save) { try app.dispatcher.dispatch(.interface(.editTicketLine(.submit))) }
        worker.run("saving the typed ticket") { [app] in
            self.report(.saving(count: 1))
            self.act(.save) {
                do {
                    let terms = try SaveTerms(.tickets, game: GameChoice(LottoGame(game), source: .given))
                    let ticket = try SaveCommand.Options.ticket(words, terms: terms)
                    let outcome = try SaveActionCreator(context: app.actionContext).save(
                        SaveRequest(terms, tickets: [ticket]))
                    // A line saved before for the draw: warned of as `lotto save` warns.
                    if let warning = SavedTicketsChangeView.repeatWarnings(outcome.repeats).first {
                        try? app.dispatcher.dispatch(.interface(.report(.warning(warning))))
                    }
                } catch {
                    try? app.dispatcher.dispatch(.interface(.editTicketLine(.refused(ShownError(error)))))
                    throw error
                }
            }
        }
    }
}
