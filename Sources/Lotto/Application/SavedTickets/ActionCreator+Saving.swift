/// Saving tickets: for which draw, by which rules, with which options.
extension ActionCreator {
    /// Saves the tickets ``rememberLastDraw()`` remembered: for the draw they were drawn for, or
    /// for the one `drawName` names (see ``ticketDraw(named:game:)``). The draw they were drawn
    /// for is kept even once its sales have closed (the player may have bought them in time),
    /// and the result says so.
    ///
    /// - Parameter drawCount: how many consecutive draws of the game's schedule each ticket is
    ///   for, from that draw (see ``save(_:game:runs:)``).
    /// - Returns: the ids they were saved with, their draw, and when its sales closed if they
    ///   had.
    /// - Throws: ``ActionError/nothingToSave`` if nothing was drawn yet,
    ///   ``ActionError/lastDrawTooLarge(count:game:wheel:)`` if its tickets were too many to keep,
    ///   ``ActionError/notADraw(named:reason:)`` for a name that is not a draw of their game,
    ///   ``ActionError/ticketBreaksDrawRules(_:position:game:draw:rules:reason:)`` for a draw
    ///   of an older era whose rules a ticket breaks, or the errors of several draws of
    ///   ``ticketDraws(from:count:game:)``.
    /// - Parameters:
    ///   - drawCount: how many consecutive draws of the game's schedule each ticket is for.
    ///   - optionFlag: the multiplier option the tickets were bought with, by its flag
    ///     (`power-play`), if any: it must be their game's (see ``multiplierOption(named:game:)``).
    ///   - playMultiplier: the multiplier printed on each play, if given (see
    ///     ``checkRun(_:of:from:game:)``).
    @discardableResult
    public func saveLastDraw(
        forDrawNamed drawName: String? = nil, drawCount: Int = 1, withOption optionFlag: String? = nil,
        playMultiplier: Int? = nil
    ) throws -> SavedLastDraw {
        guard let last = try lastDraw.get().recall() else { throw ActionError.nothingToSave }
        guard last.isWhole else {
            throw ActionError.lastDrawTooLarge(count: last.count, game: last.game.id, wheel: last.wheel)
        }
        if let optionFlag { _ = try Self.multiplierOption(named: optionFlag, game: last.game) }
        let named = try Self.ticketDraw(named: drawName, game: last.game.id)
        let draw = named ?? last.draw
        let ids = try save(
            last.tickets, game: last.game,
            runs: [
                TicketRun(
                    count: last.tickets.count, draw: draw, drawCount: drawCount, withMultiplier: optionFlag != nil,
                    playMultiplier: playMultiplier)
            ])
        var closedAt: Timestamp?
        if named == nil, let draw, let schedule = DrawSchedule.of(last.game.id) {
            let close = schedule.scheduledDraw(on: draw.date).salesClose
            closedAt = close <= clock() ? close : nil
        }
        return SavedLastDraw(ids: ids, game: last.game.id, draw: draw, salesClosedAt: closedAt)
    }

    /// Saves the tickets of `game`, all or none, for the draw `drawName` names, or for the
    /// game's next draw whose sales are open when it names none.
    ///
    /// - Parameter drawCount: how many consecutive draws of the game's schedule each ticket is
    ///   for, from that draw (see ``save(_:game:runs:)``).
    /// - Returns: the ids they were saved with.
    /// - Throws: ``ActionError/notADraw(named:reason:)`` for a name that is not a draw of the
    ///   game, or the errors of ``save(_:game:runs:)``.
    @discardableResult
    public func save(_ tickets: [LottoTicket], game: LottoGame, forDrawNamed drawName: String?, drawCount: Int = 1)
        throws -> Range<Int>
    {
        try save(
            tickets, game: game,
            runs: [
                TicketRun(
                    count: tickets.count, draw: try Self.ticketDraw(named: drawName, game: game.id),
                    drawCount: drawCount)
            ])
    }

    /// Saves the tickets of `game`, all or none, in their runs: a run for no draw is for the
    /// draw `drawName` names, or the game's next draw whose sales are open when it names none;
    /// any other for its own (a Korean ticket's QR code's round).
    ///
    /// - Parameter drawCount: how many consecutive draws of the game's schedule each ticket of
    ///   a run for no draw is for, from its draw (see ``save(_:game:runs:)``); a run with its
    ///   own draw keeps its own count.
    /// - Returns: the ids they were saved with.
    /// - Throws: ``ActionError/notADraw(named:reason:)`` for a name that is not a draw of the
    ///   game, or the errors of ``save(_:game:runs:)``.
    @discardableResult
    public func save(
        _ tickets: [LottoTicket], game: LottoGame, runs: [TicketRun], forDrawNamed drawName: String?,
        drawCount: Int = 1
    ) throws -> Range<Int> {
        let named = try Self.ticketDraw(named: drawName, game: game.id)
        return try save(
            tickets, game: game,
            runs: runs.map {
                $0.draw == nil
                    ? TicketRun(
                        count: $0.count, draw: named, choice: $0.choice, drawCount: drawCount,
                        withMultiplier: $0.withMultiplier, playMultiplier: $0.playMultiplier) : $0
            })
    }

    /// The draw of `game` that `name` names (see ``TicketDraw/init(named:game:)``); `nil` for
    /// no name.
    ///
    /// - Throws: ``ActionError/notADraw(named:reason:)``.
    public static func ticketDraw(named name: String?, game: GameID) throws(ActionError) -> TicketDraw? {
        guard let name else { return nil }
        do {
            return try TicketDraw(named: name, game: game)
        } catch {
            throw .notADraw(named: name, reason: error)
        }
    }

    /// Every draw a ticket of `game` for `count` consecutive draws from `first` is for, in date
    /// order: the draws of the game's schedule from `first`, by the days of each one's era
    /// (see ``DrawSchedule/draws(from:count:)``); `[first]` for a count of 1, none for no draw.
    ///
    /// - Throws: ``ActionError/multiDrawWithoutSchedule(_:)`` for several draws of a game without
    ///   a schedule (a custom one), ``ActionError/multiDrawPastLatest(_:first:count:)`` when the
    ///   last would fall after ``CivilDate/latest``.
    public static func ticketDraws(from first: TicketDraw?, count: Int, game: GameID) throws(ActionError)
        -> [TicketDraw]
    {
        guard count > 1 else { return first.map { [$0] } ?? [] }
        try checkMultiDraw(of: game)
        guard let first else { throw .multiDrawWithoutSchedule(game) }
        guard let draws = TicketDraw.consecutive(from: first, count: count, of: game) else {
            throw .multiDrawPastLatest(game, first: first, count: count)
        }
        return draws
    }

    /// Refuses tickets of `game` for several draws in a row when the game has no schedule to
    /// lay them out by (a custom game): what a command can tell before it reads any ticket.
    ///
    /// - Throws: ``ActionError/multiDrawWithoutSchedule(_:)``.
    public static func checkMultiDraw(of game: GameID) throws(ActionError) {
        guard DrawSchedule.of(game) != nil else { throw .multiDrawWithoutSchedule(game) }
    }

    /// The draw of `game` that tickets bought now are for: its next draw whose sales are still
    /// open, by the clock; `nil` for a game without a schedule (a custom one).
    ///
    /// - Throws: ``ActionError/noDrawLeft(_:)`` when that draw would fall after
    ///   ``CivilDate/latest``, which lotto's files cannot hold.
    public func nextDraw(of game: GameID) throws(ActionError) -> TicketDraw? {
        guard let schedule = DrawSchedule.of(game) else { return nil }
        guard let next = schedule.nextDraw(openAt: clock()) else { throw .noDrawLeft(game) }
        return TicketDraw(next)
    }

    /// Refuses a bought ticket for a draw of `game` that was not on sale yet: a ticket (a
    /// Korean ticket's QR code) is printed for the draw on sale, the game's next draw whose
    /// sales are still open by the clock (after Saturday's close, the next week's), or was
    /// printed for an earlier one.
    ///
    /// - Throws: ``ActionError/notOnSaleYet(_:draw:onSale:)``.
    public func checkOnSale(_ draw: TicketDraw, game: GameID) throws(ActionError) {
        // With no next draw lotto can date (a clock in the last days of 9999), every draw it
        // can date was on sale.
        guard let schedule = DrawSchedule.of(game), let onSale = schedule.nextDraw(openAt: clock()) else { return }
        guard draw.date <= onSale.date else { throw .notOnSaleYet(game, draw: draw, onSale: TicketDraw(onSale)) }
    }

    /// Saves the tickets of `game`, all or none, then dispatches them in pages.
    ///
    /// - Parameter draw: the draw they are for; `nil` for the game's next draw whose sales are
    ///   open (none for a game without a schedule), so that every ticket of a scheduled game is
    ///   for a draw lotto can write.
    /// - Returns: the ids they were saved with.
    /// - Throws: ``ActionError/noDrawLeft(_:)`` when the next draw cannot be written, or the
    ///   store's errors; nothing is saved then.
    @discardableResult
    public func save(_ tickets: [LottoTicket], game: LottoGame = .korean645, for draw: TicketDraw?) throws
        -> Range<Int>
    {
        try save(tickets, game: game, runs: [TicketRun(count: tickets.count, draw: draw)])
    }

    /// Saves the tickets of `game`, all or none, each run of them for its draw with how they
    /// were chosen, then dispatches them in pages: tickets typed in beside Korean tickets' QR
    /// codes, each for its own round.
    ///
    /// - Parameter runs: the tickets' runs, in order, their counts adding up to the tickets'; a
    ///   run for no draw is for the game's next draw whose sales are open (none for a game
    ///   without a schedule). A run for several draws is for that many consecutive draws of the
    ///   game's schedule from its draw (see ``ticketDraws(from:count:game:)``), and its tickets
    ///   must follow the rules of each.
    /// - Returns: the ids they were saved with.
    /// - Throws: ``ActionError/noDrawLeft(_:)`` when the next draw cannot be written,
    ///   ``ActionError/ticketBreaksDrawRules(_:position:game:draw:rules:reason:)`` for a ticket
    ///   that breaks the rules of one of its draws' days, the errors of
    ///   ``ticketDraws(from:count:game:)``, or the store's errors; nothing is saved then.
    @discardableResult
    public func save(_ tickets: [LottoTicket], game: LottoGame, runs: [TicketRun]) throws -> Range<Int> {
        var resolved: [TicketRun] = []
        var start = 0
        for run in runs {
            let decided = run.for(try run.draw ?? nextDraw(of: game.id))
            try Self.checkRun(decided, of: tickets[start..<start + run.count], from: start + 1, game: game)
            resolved.append(decided)
            start += run.count
        }
        let saved = try saver.get().append(tickets, game: game, runs: resolved, at: clock())
        try dispatchInPages(saved) { .ticketsSaved($0, highestID: $1) }
        return saved.ids
    }

    /// Refuses a run of tickets of `game` that a save would not keep, its draw decided (`nil`
    /// for none): a span of draws the game's schedule cannot lay out, a ticket that breaks the
    /// rules of one of its draws' days (or a day whose rules lotto does not know), the
    /// multiplier option for a draw it was not sold for. What ``save(_:game:runs:)`` checks of
    /// each run, and the ticket file's reader of each line only a save could have written.
    ///
    /// - Parameter position: the first ticket's position, by which an error names it (1 for
    ///   the first of a save; a saved ticket's id).
    /// - Throws: ``ActionError/ticketBreaksDrawRules(_:position:game:draw:rules:reason:)``,
    ///   ``ActionError/notADraw(named:reason:)`` for a day before the rules lotto knows,
    ///   ``ActionError/multiplierNotSold(_:on:)``,
    ///   ``ActionError/playMultiplierNotPrinted(_:game:on:)``, or the errors of
    ///   ``ticketDraws(from:count:game:)``.
    public static func checkRun(
        _ run: TicketRun, of tickets: ArraySlice<LottoTicket>, from position: Int, game: LottoGame
    ) throws(ActionError) {
        let covered = try ticketDraws(from: run.draw, count: run.drawCount, game: game.id)
        // A span that crosses a change of rules is checked by each: the rules of one draw
        // are checked once, however many of its draws share them.
        var rulesChecked: [LottoGame] = []
        for each in covered {
            let played = game.asPlayed(on: each.date)
            if let played, rulesChecked.contains(played) { continue }
            try checkRules(of: tickets, from: position, game: game, draw: each)
            played.map { rulesChecked.append($0) }
        }
        try checkPlayMultiplier(run.playMultiplier, draws: covered, game: game)
        guard run.withMultiplier else { return }
        // The option is sold for a game's draws of some dates only (each draw of a multi-draw
        // ticket's), and for none without a schedule.
        guard let option = game.multiplierOption, !covered.isEmpty else {
            throw .multiplierNotSold(game.id, on: run.draw?.date)
        }
        if let unsold = covered.first(where: { !option.isSold(on: $0.date) }) {
            throw .multiplierNotSold(game.id, on: unsold.date)
        }
    }

    /// Refuses a saved ticket of `game` that `save` would not have written, as read from a
    /// store: its draw must be the one its date names (``ticketDraw(named:game:)``: a day the
    /// game is drawn, with that day's round, not another's), and its run must pass
    /// ``checkRun(_:of:from:game:)``.
    ///
    /// - Throws: ``ActionError/notADraw(named:reason:)``,
    ///   ``ActionError/roundAndDateDisagree(_:round:date:dateRound:)``, or the errors of
    ///   ``checkRun(_:of:from:game:)``, the ticket named by its id.
    public static func checkSaved(_ saved: SavedTicket, game: LottoGame) throws(ActionError) {
        if let draw = saved.draw, let named = try ticketDraw(named: draw.date.description, game: game.id) {
            if let round = draw.round, round != named.round {
                throw .roundAndDateDisagree(game.id, round: round, date: draw.date, dateRound: named.round)
            }
            if draw.round == nil, saved.drawCount > 1, let round = named.round {
                throw .savedWithoutRound(game.id, first: draw.date, round: round)
            }
        }
        if saved.drawCount > 1, saved.choice != nil {
            throw .savedChoiceOnSeveralDraws(game.id, count: saved.drawCount)
        }
        try checkRun(
            TicketRun(
                count: 1, draw: saved.draw, choice: saved.choice, drawCount: max(saved.drawCount, 1),
                withMultiplier: saved.withMultiplier, playMultiplier: saved.playMultiplier),
            of: [saved.ticket], from: saved.id, game: game)
    }

    /// The game whose rules tickets for `draw` follow: the game as played on its date, today's
    /// for no draw (the next draw's, or none); today's too for a date before the first era
    /// lotto knows, which ``save(_:game:for:)`` refuses.
    public static func ticketGame(_ game: LottoGame, for draw: TicketDraw?) -> LottoGame {
        draw.flatMap { game.asPlayed(on: $0.date) } ?? game
    }

    /// Refuses tickets that break the rules of `draw`'s day: tickets drawn or typed by today's
    /// rules, saved for a draw of an older era, could never be checked against it.
    /// The first ticket is at `position`.
    private static func checkRules(
        of tickets: ArraySlice<LottoTicket>, from position: Int, game: LottoGame, draw: TicketDraw
    ) throws(ActionError) {
        guard let played = game.asPlayed(on: draw.date) else {
            let first = game.eras[0].from ?? draw.date
            throw .notADraw(
                named: draw.date.description, reason: .rulesNotKnown(draw.date, game: game.id, knownFrom: first))
        }
        guard let index = tickets.firstIndex(where: { !$0.follows(played) }) else { return }
        let ticket = tickets[index]
        do {
            _ = try LottoTicket(numbers: ticket.numbers, extra: ticket.extraNumbers, game: played)
        } catch {
            throw .ticketBreaksDrawRules(
                ticket, position: position + index - tickets.startIndex, game: game.id, draw: draw,
                rules: played.ruleDescription, reason: error)
        }
    }
}
