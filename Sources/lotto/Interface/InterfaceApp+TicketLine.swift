import Lotto

extension InterfaceApp {
    /// Saves the ticket typed on the line, of `game`, for its next draw, on the worker: read
    /// and saved as `lotto save` reads and saves a ticket typed, so refused in its words (on the
    /// status line and whole in the line's box, the line kept for correction); saved, the line
    /// closes (``InterfaceReducer``).
    func saveTicketLine(_ words: [String], game: GameID) {
        act(.save) { try app.dispatcher.dispatch(.interface(.editTicketLine(.submit))) }
        worker.run("saving the typed ticket") { [app] in
            self.report(.saving(count: 1))
            self.act(.save) {
                do {
                    let terms = try SaveTerms(.tickets, game: GameChoice(LottoGame(game), source: .given))
                    let ticket = try SaveCommand.Options.ticket(words, terms: terms)
                    try SaveActionCreator(context: app.actionContext).save(SaveRequest(terms, tickets: [ticket]))
                } catch {
                    try? app.dispatcher.dispatch(.interface(.editTicketLine(.refused(ShownError(error)))))
                    throw error
                }
            }
        }
    }
}
