/// Saving tickets: for which draw, by which rules, with which options. Saves what a
/// ``SaveRequest`` asks, all or none, dispatches the saved tickets in pages, then what the save
/// did (``SavedTicketsChange/saved(_:)``).
package struct SaveActionCreator {
    /// What the composition root gives: where actions go, the files and the clock.
    let context: ActionContext

    package init(context: ActionContext) {
        self.context = context
    }

    /// Saves the tickets `request` asks for, all or none: the last draw (``RememberedDraw``),
    /// the tickets given, or a QR code's games; then dispatches them in pages and the outcome.
    ///
    /// The last draw is saved for the draw it was drawn for unless the terms name another, even
    /// once that draw's sales have closed (the player may have bought them in time), and the
    /// outcome says so. Tickets given are for the draw named, or the game's next draw whose
    /// sales are open by the clock; a bought ticket's (a QR code's) for its own round, which
    /// must have been on sale by the clock.
    ///
    /// - Returns: the ids the tickets were saved with, and when the last draw's sales closed
    ///   if they had.
    /// - Throws: ``SaveError/nothingToSave`` when nothing was drawn yet,
    ///   ``SaveError/lastDrawTooLarge(count:game:wheel:)`` when its tickets were too many to
    ///   keep, the last draw's terms refused (``SaveTerms``), ``SaveError/notOnSaleYet(_:draw:onSale:)``
    ///   for a QR code's round not on sale yet, ``SaveError/noDrawLeft(_:)`` when the next draw
    ///   cannot be written, the errors of ``SaveRules/checkRun(_:of:from:game:)``, or the
    ///   files' errors; nothing is saved then.
    @discardableResult
    package func save(_ request: SaveRequest) throws -> SaveOutcome {
        let terms = request.terms
        let outcome: SaveOutcome
        switch terms.source {
        case .lastDraw:
            outcome = try saveLastDraw(terms)
        case .tickets:
            // Bought tickets (a QR code's runs, which say how their numbers were chosen) were
            // on sale if the latest of their rounds was.
            let bought = request.runs.filter { $0.choice != nil }.compactMap(\.draw)
            if let latest = bought.max(by: { $0.date < $1.date }) { try checkOnSale(latest, game: terms.game.id) }
            let saved = try save(request.tickets, game: terms.game, runs: request.runs.map(terms.applied))
            outcome = SaveOutcome(ids: saved.ids, game: terms.game.id, draw: saved.draw, repeats: saved.repeats)
        case .qrCode(let code):
            try checkOnSale(code.draw, game: terms.game.id)
            let saved = try save(code.tickets, game: terms.game, runs: code.runs.map(terms.applied))
            outcome = SaveOutcome(ids: saved.ids, game: terms.game.id, draw: saved.draw, repeats: saved.repeats)
        }
        try context.dispatch(.savedTicketsChanged(.saved(outcome)))
        return outcome
    }

    /// The draw of `game` that tickets bought now are for: its next draw whose sales are still
    /// open, by the clock; `nil` for a game without a schedule (a custom one).
    ///
    /// - Throws: ``SaveError/noDrawLeft(_:)`` when that draw would fall after
    ///   ``CivilDate/latest``, which lotto's files cannot hold.
    package func nextDraw(of game: GameID) throws(SaveError) -> TicketDraw? {
        guard let schedule = DrawSchedule.of(game) else { return nil }
        guard let next = schedule.nextDraw(openAt: context.clock()) else { throw .noDrawLeft(game) }
        return TicketDraw(next)
    }

    /// Refuses a bought ticket for a draw of `game` that was not on sale yet: a ticket (a
    /// Korean ticket's QR code) is printed for the draw on sale, the game's next draw whose
    /// sales are still open by the clock (after Saturday's close, the next week's), or was
    /// printed for an earlier one.
    ///
    /// - Throws: ``SaveError/notOnSaleYet(_:draw:onSale:)``.
    func checkOnSale(_ draw: TicketDraw, game: GameID) throws(SaveError) {
        // With no next draw lotto can date (a clock in the last days of 9999), every draw it
        // can date was on sale.
        guard let schedule = DrawSchedule.of(game), let onSale = schedule.nextDraw(openAt: context.clock()) else {
            return
        }
        guard draw.date <= onSale.date else { throw .notOnSaleYet(game, draw: draw, onSale: TicketDraw(onSale)) }
    }

    /// Saves the remembered draw's tickets on `terms`, checked against its own game.
    private func saveLastDraw(_ terms: SaveTerms) throws -> SaveOutcome {
        guard let last = try context.lastDraw.get().recall() else { throw SaveError.nothingToSave }
        guard last.isWhole else {
            throw SaveError.lastDrawTooLarge(count: last.count, game: last.game.id, wheel: last.wheel)
        }
        let terms = try terms.ofLastDraw(last.game)
        let draw = terms.draw ?? last.draw
        let saved = try save(
            last.tickets, game: last.game,
            runs: [
                TicketRun(
                    count: last.tickets.count, draw: draw, drawCount: terms.drawCount,
                    withMultiplier: terms.option != nil, playMultiplier: terms.playMultiplier)
            ])
        var closedAt: Timestamp?
        if terms.draw == nil, let draw, let schedule = DrawSchedule.of(last.game.id) {
            let close = schedule.scheduledDraw(on: draw.date).salesClose
            closedAt = close <= context.clock() ? close : nil
        }
        return SaveOutcome(
            ids: saved.ids, game: last.game.id, draw: draw, salesClosedAt: closedAt, repeats: saved.repeats)
    }

    /// Saves the tickets of `game`, all or none, each run of them for its draw with how they
    /// were chosen, then dispatches them in pages.
    ///
    /// - Parameter runs: the tickets' runs, in order, their counts adding up to the tickets'; a
    ///   run for no draw is for the game's next draw whose sales are open (none for a game
    ///   without a schedule). A run for several draws is for that many consecutive draws of the
    ///   game's schedule from its draw, and its tickets must follow the rules of each.
    /// - Returns: the ids they were saved with, the first run's draw, decided, and the tickets
    ///   that repeat a line saved before for their draw.
    private func save(_ tickets: [LottoTicket], game: LottoGame, runs: [TicketRun]) throws
        -> (ids: Range<Int>, draw: TicketDraw?, repeats: [TicketRepeat])
    {
        var resolved: [TicketRun] = []
        var start = 0
        for run in runs {
            let decided = run.for(try run.draw ?? nextDraw(of: game.id))
            try SaveRules.checkRun(decided, of: tickets[start..<start + run.count], from: start + 1, game: game)
            resolved.append(decided)
            start += run.count
        }
        let saved = try context.saver.get().append(tickets, game: game, runs: resolved, at: context.clock())
        try context.dispatchInPages(saved) { .ticketsSaved($0, highestID: $1) }
        return (saved.ids, resolved.first?.draw, saved.repeats)
    }
}
