import Flux

/// The one place with side effects: it draws, saves and loads, then tells the stores by
/// dispatching what happened.
public final class ActionCreator {
    /// How many tickets one dispatch carries in a large draw or a long list.
    package static let batchSize = 4096

    let dispatcher: Dispatcher<LottoAction>
    /// The files, or why their place is unknown (no home folder): an error only for an action
    /// that needs that file, so that listing a named store needs no home folder.
    let saver: Result<LottoNumberSaver, any Error>
    let lastDraw: Result<LastDrawFile, any Error>
    let drawHistory: Result<DrawHistoryFile, any Error>
    let clock: () -> Timestamp

    /// - Parameters:
    ///   - saver: where tickets are saved and listed from.
    ///   - lastDraw: where the last draw is remembered for ``saveLastDraw()``.
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
    package init(
        dispatcher: Dispatcher<LottoAction>, saver: Result<LottoNumberSaver, any Error>,
        lastDraw: Result<LastDrawFile, any Error>, drawHistory: Result<DrawHistoryFile, any Error>,
        clock: @escaping () -> Timestamp = Timestamp.now
    ) {
        self.dispatcher = dispatcher
        self.saver = saver
        self.lastDraw = lastDraw
        self.drawHistory = drawHistory
        self.clock = clock
    }

    /// Remembers `ticket` of `game` as the last draw, for ``saveLastDraw()``.
    ///
    /// Separate from drawing, so that a command remembers a draw only once its user has seen
    /// all of it.
    public func rememberLastDraw(_ ticket: LottoTicket, game: LottoGame) throws {
        try lastDraw.get().remember(ticket, game: game)
    }

    /// Saves the ticket ``rememberLastDraw(_:game:)`` remembered.
    ///
    /// - Returns: the id it was saved with.
    /// - Throws: ``ActionError/nothingToSave`` if nothing was drawn yet.
    @discardableResult
    public func saveLastDraw() throws -> Range<Int> {
        guard let last = try lastDraw.get().recall() else { throw ActionError.nothingToSave }
        return try save([last.ticket], game: last.game)
    }

    /// Saves the tickets of `game`, all or none, then dispatches them in pages.
    ///
    /// - Returns: the ids they were saved with.
    @discardableResult
    public func save(_ tickets: [LottoTicket], game: LottoGame = .korean645) throws -> Range<Int> {
        let saved = try saver.get().append(tickets, game: game, at: clock())
        try dispatchInPages(saved) { .ticketsSaved($0) }
        return saved.ids
    }

    /// Removes the saved tickets with these ids (every ticket for `nil`), all or none, then
    /// dispatches them in pages.
    ///
    /// - Returns: the ids removed, in saved order.
    @discardableResult
    public func removeSavedTickets(ids: Set<Int>?) throws -> [Int] {
        let removed = try saver.get().remove(ids: ids)
        try dispatchInPages(removed) { .ticketsRemoved($0) }
        return removed.map(\.id)
    }

    /// Checks every saved ticket of the draw's game against it, dispatching the results in
    /// pages as the store is read.
    public func checkSavedTickets(against draw: WinningDraw) throws {
        try checkSavedTickets(of: draw.game.id, check: draw.check) { .ticketsChecked($0, draw: draw, recorded: nil) }
    }

    /// Checks every saved ticket of `game` against its recorded draw of `round` (`nil`: its
    /// latest), with the prize each won, having read the draw history and dispatched it.
    ///
    /// - Throws: ``ActionError/noRecordedDraw(_:round:)`` when there is no such draw, or the
    ///   files' errors.
    public func checkSavedTickets(againstRecordedRound round: Int?, of game: GameID) throws {
        let selection = DrawSelection(game: game)
        let history = try drawHistory.get().read()
        try dispatcher.dispatch(.drawHistoryLoaded(history, selection: selection))
        let draws = history.draws(of: game)
        let found = round.map { round in draws.first { $0.round == round } } ?? draws.last
        guard let recorded = found else { throw ActionError.noRecordedDraw(game, round: round) }
        try checkSavedTickets(against: recorded)
    }

    /// Checks every saved ticket of the recorded draw's game against it, with the prize each
    /// won, dispatching the results in pages as the store is read.
    public func checkSavedTickets(against recorded: RecordedDraw) throws {
        try checkSavedTickets(of: recorded.game.id, check: recorded.check) {
            .ticketsChecked($0, draw: recorded.draw, recorded: recorded)
        }
    }

    private func checkSavedTickets(
        of game: GameID, check: (SavedTicket) -> CheckResult, action: @escaping (Page<CheckResult>) -> LottoAction
    ) throws {
        var stream = PageStream<CheckResult> { [dispatcher] in try dispatcher.dispatch(action($0)) }
        try saver.get().readPages(pageSize: Self.batchSize) { page, isLast in
            try stream.add(Self.tickets(of: game, in: page).map(check), isLast: isLast)
        }
    }

    /// Reads the saved tickets (of one game, if given), dispatching them in pages as the store
    /// is read.
    public func loadSavedTickets(game: LottoGame? = nil) throws {
        let id = game?.id
        var stream = PageStream<SavedTicket> { [dispatcher] in
            try dispatcher.dispatch(.savedTicketsLoaded($0, game: id))
        }
        try saver.get().readPages(pageSize: Self.batchSize) { page, isLast in
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
    /// none is a stream of nothing.
    private func dispatchInPages<Items: RandomAccessCollection<SavedTicket>>(
        _ items: Items, _ action: (Page<SavedTicket>) -> LottoAction
    ) throws where Items.Index == Int {
        var start = items.startIndex
        repeat {
            let end = min(start + Self.batchSize, items.endIndex)
            try dispatcher.dispatch(
                action(
                    Page(
                        items: Array(items[start..<end]), isFirst: start == items.startIndex,
                        isLast: end == items.endIndex)))
            start = end
        } while start < items.endIndex
    }
}
