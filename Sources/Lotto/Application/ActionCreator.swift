import Flux

/// The one place with side effects: it draws, saves and loads, then tells the stores by
/// dispatching what happened.
public final class ActionCreator {
    /// How many tickets one dispatch carries in a large draw or a long list.
    package static let batchSize = ActionContext.batchSize

    /// What the composition root gives: where actions go, the files and the clock.
    package let context: ActionContext
    var dispatch: (LottoAction) throws -> Void { context.dispatch }
    var saver: Result<LottoNumberSaver, any Error> { context.saver }
    var lastDraw: Result<LastDrawFile, any Error> { context.lastDraw }
    var drawHistory: Result<DrawHistoryFile, any Error> { context.drawHistory }
    var clock: () -> Timestamp { context.clock }

    /// An action creator on the composition root's context.
    package init(context: ActionContext) {
        self.context = context
    }

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
            context: ActionContext(
                dispatcher: dispatcher, saver: .success(saver), lastDraw: .success(lastDraw),
                drawHistory: .success(drawHistory), clock: clock))
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

    /// The recorded draws of `game`, oldest first, having read the history and dispatched it.
    func readHistory(of game: GameID) throws -> [RecordedDraw] { try context.readHistory(of: game) }

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

    static func tickets(of game: GameID, in page: [SavedTicket]) -> [SavedTicket] {
        ActionContext.tickets(of: game, in: page)
    }

    func dispatchInPages<Items: RandomAccessCollection<SavedTicket>>(
        _ items: Items, _ action: (Page<SavedTicket>, _ highestID: Int) -> LottoAction
    ) throws where Items.Index == Int {
        try context.dispatchInPages(items, action)
    }
}
