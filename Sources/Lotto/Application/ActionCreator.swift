import Flux

/// The one place with side effects: it draws, saves and loads, then tells the stores by
/// dispatching what happened.
public final class ActionCreator {
    /// How many tickets one dispatch carries in a large draw or a long list.
    package static let batchSize = 4096

    /// Dispatches an action to the stores, into the run's one dispatcher: as the app's own
    /// kind of action, for an app that embeds lotto's actions in its own.
    let dispatch: (LottoAction) throws -> Void
    /// The files, or why their place is unknown (no home folder): an error only for an action
    /// that needs that file, so that listing a named store needs no home folder.
    let saver: Result<LottoNumberSaver, any Error>
    let lastDraw: Result<LastDrawFile, any Error>
    let drawHistory: Result<DrawHistoryFile, any Error>
    let clock: () -> Timestamp
    /// The draw dispatched last, as far as it has gone: what ``rememberLastDraw()`` remembers.
    var drawn: DrawnSoFar?

    /// - Parameters:
    ///   - saver: where tickets are saved and listed from.
    ///   - lastDraw: where the last draw is remembered for ``saveLastDraw(forDrawNamed:)``.
    ///   - drawHistory: where recorded draws are kept.
    ///   - clock: the time recorded with saved tickets; its date is today, after which no draw
    ///     can have been held.
    public convenience init(
        dispatcher: Dispatcher<LottoAction>, saver: LottoNumberSaver, lastDraw: LastDrawFile,
        drawHistory: DrawHistoryFile, clock: @escaping () -> Timestamp = Timestamp.now
    ) {
        self.init(
            dispatcher: dispatcher, saver: .success(saver), lastDraw: .success(lastDraw),
            drawHistory: .success(drawHistory), clock: clock)
    }

    /// An action creator whose files may have no known place; the actions that need one
    /// throw its error.
    package convenience init(
        dispatcher: Dispatcher<LottoAction>, saver: Result<LottoNumberSaver, any Error>,
        lastDraw: Result<LastDrawFile, any Error>, drawHistory: Result<DrawHistoryFile, any Error>,
        clock: @escaping () -> Timestamp = Timestamp.now
    ) {
        self.init(
            dispatch: { try dispatcher.dispatch($0) }, saver: saver, lastDraw: lastDraw, drawHistory: drawHistory,
            clock: clock)
    }

    /// An action creator for an app whose dispatcher's actions embed lotto's: each of lotto's
    /// actions is dispatched as `embedding` makes it (an enum's case, say). The files are as
    /// for a dispatcher of lotto's own actions.
    ///
    /// Inlinable, so that the app's module specializes the dispatch for its own actions.
    @inlinable
    package convenience init<Action>(
        dispatcher: Dispatcher<Action>, embedding: @escaping (LottoAction) -> Action,
        saver: Result<LottoNumberSaver, any Error>, lastDraw: Result<LastDrawFile, any Error>,
        drawHistory: Result<DrawHistoryFile, any Error>, clock: @escaping () -> Timestamp = Timestamp.now
    ) {
        self.init(
            dispatch: { try dispatcher.dispatch(embedding($0)) }, saver: saver, lastDraw: lastDraw,
            drawHistory: drawHistory, clock: clock)
    }

    /// An action creator that dispatches with `dispatch`.
    @usableFromInline
    init(
        dispatch: @escaping (LottoAction) throws -> Void, saver: Result<LottoNumberSaver, any Error>,
        lastDraw: Result<LastDrawFile, any Error>, drawHistory: Result<DrawHistoryFile, any Error>,
        clock: @escaping () -> Timestamp
    ) {
        self.dispatch = dispatch
        self.saver = saver
        self.lastDraw = lastDraw
        self.drawHistory = drawHistory
        self.clock = clock
    }

    /// Remembers the draw dispatched last (by ``drawTickets(count:seed:game:excluding:including:filter:)``
    /// or ``drawWheel(of:guarantee:game:extra:seed:)``) as the last draw, for
    /// ``saveLastDraw(forDrawNamed:)``: its tickets if there are at most
    /// ``RememberedDraw/mostTickets`` of them, its count, its game and the draw it is for.
    ///
    /// Separate from drawing, so that a draw is remembered only once its user has seen all of
    /// it: a command calls it once every ticket is printed, never for a draw cut short.
    public func rememberLastDraw() throws {
        guard let drawn, drawn.count > 0 else { return }
        try lastDraw.get().remember(drawn.remembered)
    }

    /// Saves the tickets ``rememberLastDraw()`` remembered: for the draw they were drawn for, or
    /// for the one `drawName` names (see ``ticketDraw(named:game:)``). The draw they were drawn
    /// for is kept even once its sales have closed (the player may have bought them in time),
    /// and the result says so.
    ///
    /// - Returns: the ids they were saved with, their draw, and when its sales closed if they
    ///   had.
    /// - Throws: ``ActionError/nothingToSave`` if nothing was drawn yet,
    ///   ``ActionError/lastDrawTooLarge(count:game:wheel:)`` if its tickets were too many to keep,
    ///   ``ActionError/notADraw(named:reason:)`` for a name that is not a draw of their game,
    ///   ``ActionError/ticketBreaksDrawRules(_:position:game:draw:rules:reason:)`` for a draw
    ///   of an older era whose rules a ticket breaks.
    /// - Parameter optionFlag: the multiplier option the tickets were bought with, by its flag
    ///   (`power-play`), if any: it must be their game's (see ``multiplierOption(named:game:)``).
    @discardableResult
    public func saveLastDraw(forDrawNamed drawName: String? = nil, withOption optionFlag: String? = nil) throws
        -> SavedLastDraw
    {
        guard let last = try lastDraw.get().recall() else { throw ActionError.nothingToSave }
        guard last.isWhole else {
            throw ActionError.lastDrawTooLarge(count: last.count, game: last.game.id, wheel: last.wheel)
        }
        if let optionFlag { _ = try Self.multiplierOption(named: optionFlag, game: last.game) }
        let named = try Self.ticketDraw(named: drawName, game: last.game.id)
        let draw = named ?? last.draw
        let ids = try save(
            last.tickets, game: last.game,
            runs: [TicketRun(count: last.tickets.count, draw: draw, withMultiplier: optionFlag != nil)])
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
    /// - Returns: the ids they were saved with.
    /// - Throws: ``ActionError/notADraw(named:reason:)`` for a name that is not a draw of the
    ///   game, or the errors of ``save(_:game:for:)``.
    @discardableResult
    public func save(_ tickets: [LottoTicket], game: LottoGame, forDrawNamed drawName: String?) throws -> Range<Int> {
        try save(tickets, game: game, for: try Self.ticketDraw(named: drawName, game: game.id))
    }

    /// Saves the tickets of `game`, all or none, in their runs: a run for no draw is for the
    /// draw `drawName` names, or the game's next draw whose sales are open when it names none;
    /// any other for its own (a Korean ticket's QR code's round).
    ///
    /// - Returns: the ids they were saved with.
    /// - Throws: ``ActionError/notADraw(named:reason:)`` for a name that is not a draw of the
    ///   game, or the errors of ``save(_:game:runs:)``.
    @discardableResult
    public func save(_ tickets: [LottoTicket], game: LottoGame, runs: [TicketRun], forDrawNamed drawName: String?)
        throws -> Range<Int>
    {
        let named = try Self.ticketDraw(named: drawName, game: game.id)
        return try save(tickets, game: game, runs: runs.map { $0.draw == nil ? $0.for(named) : $0 })
    }

    /// The multiplier option of `game` that `flag` names (`power-play`, `megaplier`).
    ///
    /// - Throws: ``ActionError/notTheGamesOption(flag:game:)`` when the game sells none, or
    ///   another.
    public static func multiplierOption(named flag: String, game: LottoGame) throws(ActionError) -> MultiplierOption {
        guard let option = game.multiplierOption, option.flag == flag else {
            throw .notTheGamesOption(flag: flag, game: game.id)
        }
        return option
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
    ///   without a schedule).
    /// - Returns: the ids they were saved with.
    /// - Throws: ``ActionError/noDrawLeft(_:)`` when the next draw cannot be written,
    ///   ``ActionError/ticketBreaksDrawRules(_:position:game:draw:rules:reason:)`` for a ticket
    ///   that breaks the rules of its draw's day, or the store's errors; nothing is saved then.
    @discardableResult
    public func save(_ tickets: [LottoTicket], game: LottoGame, runs: [TicketRun]) throws -> Range<Int> {
        var resolved: [TicketRun] = []
        var start = 0
        for run in runs {
            let draw = try run.draw ?? nextDraw(of: game.id)
            if let draw {
                try Self.checkRules(of: tickets[start..<start + run.count], game: game, draw: draw)
            }
            if run.withMultiplier {
                // The option is sold for a game's draws of some dates only, and for none without
                // a schedule.
                guard let option = game.multiplierOption, let date = draw?.date, option.isSold(on: date) else {
                    throw ActionError.multiplierNotSold(game.id, on: draw?.date)
                }
            }
            resolved.append(run.for(draw))
            start += run.count
        }
        let saved = try saver.get().append(tickets, game: game, runs: resolved, at: clock())
        try dispatchInPages(saved) { .ticketsSaved($0, highestID: $1) }
        return saved.ids
    }

    /// The game whose rules tickets for `draw` follow: the game as played on its date, today's
    /// for no draw (the next draw's, or none); today's too for a date before the first era
    /// lotto knows, which ``save(_:game:for:)`` refuses.
    public static func ticketGame(_ game: LottoGame, for draw: TicketDraw?) -> LottoGame {
        draw.flatMap { game.asPlayed(on: $0.date) } ?? game
    }

    /// Refuses tickets that break the rules of `draw`'s day: tickets drawn or typed by today's
    /// rules, saved for a draw of an older era, could never be checked against it.
    /// A ticket's position counts from the first of the whole save (a slice keeps its indices).
    private static func checkRules(of tickets: ArraySlice<LottoTicket>, game: LottoGame, draw: TicketDraw) throws {
        guard let played = game.asPlayed(on: draw.date) else {
            let first = game.eras[0].from ?? draw.date
            throw ActionError.notADraw(
                named: draw.date.description, reason: .rulesNotKnown(draw.date, game: game.id, knownFrom: first))
        }
        guard let index = tickets.firstIndex(where: { !$0.follows(played) }) else { return }
        let ticket = tickets[index]
        do {
            _ = try LottoTicket(numbers: ticket.numbers, extra: ticket.extraNumbers, game: played)
        } catch {
            throw ActionError.ticketBreaksDrawRules(
                ticket, position: index + 1, game: game.id, draw: draw, rules: played.ruleDescription, reason: error)
        }
    }

    /// Removes the saved tickets with these ids (every ticket for `nil`), all or none, then
    /// dispatches them in pages.
    ///
    /// - Returns: the ids removed, in saved order.
    @discardableResult
    public func removeSavedTickets(ids: Set<Int>?) throws -> [Int] {
        let removed = try saver.get().remove(ids: ids)
        try dispatchInPages(removed) { .ticketsRemoved($0, highestID: $1) }
        return removed.map(\.id)
    }

    /// Removes the saved tickets `selection` chooses, all or none, then dispatches them in
    /// pages; dispatches nothing when it chooses none, and leaves the store as it was.
    ///
    /// Reads the draw history once first, when the selection needs it, and dispatches it; the
    /// tickets are chosen under the store's lock, so that one saved meanwhile is never removed
    /// unasked.
    ///
    /// - Returns: the ids removed, in saved order.
    @discardableResult
    public func removeSavedTickets(matching selection: SavedTicketSelection) throws -> [Int] {
        let history =
            selection.needsDrawHistory
            ? try loadDrawHistory(selecting: DrawSelection(game: selection.game)) : DrawHistory()
        var chooser = selection.chooser(history)
        let removed = try saver.get().remove { chooser.chooses($0) }
        if !removed.isEmpty { try dispatchInPages(removed) { .ticketsRemoved($0, highestID: $1) } }
        return removed.map(\.id)
    }

    /// Checks every saved ticket of the draw's game against it, with the prize each won,
    /// dispatching the results in pages as the store is read.
    ///
    /// A draw typed in has no record of its prizes: it is checked as a recorded draw of today,
    /// by the clock, with none, so that a winning ticket gets the prize today's rules of the game
    /// fix for its tier (kr645's tiers 4 and 5), else an unknown one (a shared prize), never 0.
    ///
    /// - Throws: ``ActionError/noSavedTickets(_:)`` when none is of the game.
    public func checkSavedTickets(against draw: WinningDraw) throws {
        try checkSavedTickets(.typed(draw), check: RecordedDraw(typed: draw, on: today).check)
    }

    /// Checks every saved ticket of `game` against one recorded draw of it (see
    /// ``RecordedDrawChoice``), with the prize each won, having read the draw history and
    /// dispatched it.
    ///
    /// - Throws: ``ActionError/noRecordedDraw(_:choice:)`` when there is no such draw,
    ///   ``ActionError/noSavedTickets(_:)`` when no ticket is of the game, or the files' errors.
    public func checkSavedTickets(againstRecorded choice: RecordedDrawChoice, of game: GameID) throws {
        let draws = try readHistory(of: game)
        guard let recorded = choice.pick(from: draws) else { throw ActionError.noRecordedDraw(game, choice: choice) }
        try checkSavedTickets(against: recorded)
    }

    /// Checks every saved ticket of the recorded draw's game against it, with the prize each
    /// won, dispatching the results in pages as the store is read.
    public func checkSavedTickets(against recorded: RecordedDraw) throws {
        try checkSavedTickets(.recorded(recorded), check: recorded.check)
    }

    /// Checks every saved ticket, of `game` or of every game (`nil`), in id order, against
    /// the recorded draw it is for, with the prize it won and what it cost; a ticket whose draw
    /// is not recorded yet is pending, one for no draw is said to be. Reads the draw history
    /// once and dispatches it first.
    ///
    /// - Throws: ``ActionError/noSavedTickets(_:)`` when no ticket is saved (of the game), or the
    ///   files' errors.
    public func checkSavedTicketsAgainstTheirDraws(of game: GameID? = nil) throws {
        let history = try loadDrawHistory(selecting: DrawSelection(game: game))
        var matchers = TicketDrawMatchers(history)
        try checkSavedTickets(.ownDraws(of: game, recorded: Set(history.games))) { matchers.check($0) }
    }

    /// The recorded draws of `game`, oldest first, having read the history and dispatched it.
    func readHistory(of game: GameID) throws -> [RecordedDraw] {
        Array(try loadDrawHistory(selecting: DrawSelection(game: game)).draws(of: game))
    }

    /// Checks every saved ticket of the target's game, or of every game, with `check`,
    /// dispatching the results in pages as the store is read.
    private func checkSavedTickets(_ target: CheckTarget, check: (SavedTicket) -> CheckResult) throws {
        let game = target.game
        var highestID = 0
        var stream = PageStream<CheckResult> { [dispatch] in
            try dispatch(.ticketsChecked($0, against: target, highestID: highestID))
        }
        var any = false
        try saver.get().readPages(pageSize: Self.batchSize, knowingHighestID: { highestID = $0 }) { page, isLast in
            let tickets = game.map { Self.tickets(of: $0, in: page) } ?? page
            any = any || !tickets.isEmpty
            // Found before the last page goes out, so that no view prints an empty check.
            guard any || !isLast else { throw ActionError.noSavedTickets(game) }
            try stream.add(tickets.map(check), isLast: isLast)
        }
    }

    /// Reads the saved tickets (of one game, if given), dispatching them in pages as the store
    /// is read.
    public func loadSavedTickets(game: LottoGame? = nil) throws {
        let id = game?.id
        var highestID = 0
        var stream = PageStream<SavedTicket> { [dispatch] in
            try dispatch(.savedTicketsLoaded($0, game: id, highestID: highestID))
        }
        try saver.get().readPages(pageSize: Self.batchSize, knowingHighestID: { highestID = $0 }) { page, isLast in
            try stream.add(id.map { id in Self.tickets(of: id, in: page) } ?? page, isLast: isLast)
        }
    }

    /// The tickets of `game` in `page`: the page itself when they all are (a store of one
    /// game, the usual case), rather than a copy of it.
    static func tickets(of game: GameID, in page: [SavedTicket]) -> [SavedTicket] {
        page.allSatisfy { $0.game == game } ? page : page.filter { $0.game == game }
    }

    /// Dispatches `items` as a stream of pages of ``batchSize``, making each page's items only
    /// when it is sent (a save of millions keeps its tickets, not a saved ticket for each);
    /// none is a stream of nothing. `action` makes each page's action, given the highest id of
    /// them all: the last's, since they come in saved order.
    private func dispatchInPages<Items: RandomAccessCollection<SavedTicket>>(
        _ items: Items, _ action: (Page<SavedTicket>, _ highestID: Int) -> LottoAction
    ) throws where Items.Index == Int {
        let highestID = items.last?.id ?? 0
        var start = items.startIndex
        repeat {
            let end = min(start + Self.batchSize, items.endIndex)
            try dispatch(
                action(
                    Page(
                        items: Array(items[start..<end]), isFirst: start == items.startIndex,
                        isLast: end == items.endIndex), highestID))
            start = end
        } while start < items.endIndex
    }
}
