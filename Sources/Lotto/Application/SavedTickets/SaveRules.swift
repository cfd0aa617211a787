/// What a save keeps, and what it refuses, where no clock and no file is needed: the draw a
/// name names, the draws of a multi-draw ticket, the rules of each draw's day, the multiplier
/// sold for it. A save checks each run of its tickets by them (``SaveActionCreator``), and the
/// ticket file's reader each line only a save could have written.
package enum SaveRules {
    /// The draw of `game` that `name` names (see ``TicketDraw/init(named:game:)``); `nil` for
    /// no name.
    ///
    /// - Throws: ``SaveError/notADraw(named:reason:)``.
    package static func ticketDraw(named name: String?, game: GameID) throws(SaveError) -> TicketDraw? {
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
    /// - Throws: ``SaveError/multiDrawWithoutSchedule(_:count:)`` for several draws of a game
    ///   without a schedule (a custom one), ``SaveError/multiDrawPastLatest(_:first:count:)``
    ///   when the last would fall after ``CivilDate/latest``.
    package static func ticketDraws(from first: TicketDraw?, count: Int, game: GameID) throws(SaveError)
        -> [TicketDraw]
    {
        guard count > 1 else { return first.map { [$0] } ?? [] }
        try checkMultiDraw(count, of: game)
        guard let first else { throw .multiDrawWithoutSchedule(game, count: count) }
        guard let draws = TicketDraw.consecutive(from: first, count: count, of: game) else {
            throw .multiDrawPastLatest(game, first: first, count: count)
        }
        return draws
    }

    /// Refuses tickets of `game` for `count` draws in a row (more than 1) when the game has no
    /// schedule to lay them out by (a custom game): what can be told before any ticket is read.
    ///
    /// - Throws: ``SaveError/multiDrawWithoutSchedule(_:count:)``.
    static func checkMultiDraw(_ count: Int, of game: GameID) throws(SaveError) {
        guard count <= 1 || DrawSchedule.of(game) != nil else { throw .multiDrawWithoutSchedule(game, count: count) }
    }

    /// The multiplier option of `game` that `kind` names.
    ///
    /// - Throws: ``SaveError/notTheGamesOption(_:game:)`` when the game sells none, or another.
    static func multiplierOption(_ kind: MultiplierOption.Kind, game: LottoGame) throws(SaveError)
        -> MultiplierOption
    {
        guard let option = game.multiplierOption, option.kind == kind else {
            throw .notTheGamesOption(kind, game: game.id)
        }
        return option
    }

    /// The game whose rules tickets for `draw` follow: the game as played on its date, today's
    /// for no draw (the next draw's, or none); today's too for a date before the first era
    /// lotto knows, which a save refuses.
    package static func ticketGame(_ game: LottoGame, for draw: TicketDraw?) -> LottoGame {
        draw.flatMap { game.asPlayed(on: $0.date) } ?? game
    }

    /// Refuses a run of tickets of `game` that a save would not keep, its draw decided (`nil`
    /// for none): a span of draws the game's schedule cannot lay out, a ticket that breaks the
    /// rules of one of its draws' days (or a day whose rules lotto does not know), the
    /// multiplier option for a draw it was not sold for.
    ///
    /// - Parameter position: the first ticket's position, by which an error names it (1 for
    ///   the first of a save; a saved ticket's id).
    /// - Throws: ``SaveError/ticketBreaksDrawRules(_:position:game:draw:rules:reason:)``,
    ///   ``SaveError/notADraw(named:reason:)`` for a day before the rules lotto knows,
    ///   ``SaveError/multiplierNotSold(_:on:)``,
    ///   ``SaveError/playMultiplierNotPrinted(_:game:on:)``, or the errors of
    ///   ``ticketDraws(from:count:game:)``.
    package static func checkRun(
        _ run: TicketRun, of tickets: ArraySlice<LottoTicket>, from position: Int, game: LottoGame
    ) throws(SaveError) {
        let covered = try ticketDraws(from: run.draw, count: run.drawCount, game: game.id)
        // A span that crosses a change of rules is checked by each: the rules of one era
        // (``LottoGame/asPlayed(on:)``'s) are checked once, however many of its draws share
        // them; the draws come in date order, an era's together.
        var eraChecked: Int?
        for each in covered {
            let era = game.eras.lastIndex(where: { $0.from.map { $0 <= each.date } ?? true })
            if let era, era == eraChecked { continue }
            try checkRules(of: tickets, from: position, game: game, draw: each)
            eraChecked = era
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

    /// Refuses a saved ticket of `game` that a save would not have written, as read from a
    /// store: its draw must be the one its date names (``ticketDraw(named:game:)``: a day the
    /// game is drawn, with that day's round, not another's), and its run must pass
    /// ``checkRun(_:of:from:game:)``.
    ///
    /// - Throws: ``SaveError/notADraw(named:reason:)``,
    ///   ``SaveError/savedRoundNotOfItsDate(_:round:date:dateRound:)``,
    ///   ``SaveError/savedWithoutRound(_:first:round:)``,
    ///   ``SaveError/savedChoiceOnSeveralDraws(_:count:)``, or the errors of
    ///   ``checkRun(_:of:from:game:)``, the ticket named by its id.
    package static func checkSaved(_ saved: SavedTicket, game: LottoGame) throws(SaveError) {
        if let draw = saved.draw, let named = try ticketDraw(named: draw.date.description, game: game.id) {
            if let round = draw.round, round != named.round {
                throw .savedRoundNotOfItsDate(game.id, round: round, date: draw.date, dateRound: named.round)
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

    /// The era of `game` whose plays carry a multiplier that applies on `date`, or the first
    /// such era when `date` is before it or not given; `nil` for a game that has none.
    package static func playMultiplierEra(of game: GameID, on date: CivilDate?) -> GameEra? {
        let eras = LottoGame(game).eras.filter { $0.playMultiplier != nil }
        return date.flatMap { date in eras.last { ($0.from ?? date) <= date } } ?? eras.first
    }

    /// Refuses `multiplier`, the multiplier printed on each play of a run of tickets of `game`
    /// for `draws` (each draw of a multi-draw ticket's), unless every one of those draws is of
    /// an era whose plays carry one of that value; nothing to refuse when it is `nil`.
    ///
    /// - Throws: ``SaveError/playMultiplierNotPrinted(_:game:on:)``.
    private static func checkPlayMultiplier(_ multiplier: Int?, draws: [TicketDraw], game: LottoGame)
        throws(SaveError)
    {
        guard let multiplier else { return }
        guard !draws.isEmpty else { throw .playMultiplierNotPrinted(multiplier, game: game.id, on: nil) }
        for draw in draws {
            guard let values = game.era(on: draw.date)?.playMultiplier?.values, values.contains(multiplier) else {
                throw .playMultiplierNotPrinted(multiplier, game: game.id, on: draw.date)
            }
        }
    }

    /// Refuses tickets that break the rules of `draw`'s day: tickets drawn or typed by today's
    /// rules, saved for a draw of an older era, could never be checked against it.
    /// The first ticket is at `position`.
    private static func checkRules(
        of tickets: ArraySlice<LottoTicket>, from position: Int, game: LottoGame, draw: TicketDraw
    ) throws(SaveError) {
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
