import Flux
import Platform

/// What every feature's action creator is given by the composition root: where its actions
/// go, the files, and the clock. Nothing here has a default: the composition root names each,
/// and a test gives its own (a fixed clock, a temporary store).
package struct ActionContext {
    /// How many items one dispatch carries in a large draw or a long list.
    package static let batchSize = 4096

    /// Dispatches an action to the stores, into the run's one dispatcher: as the app's own
    /// kind of action, for an app that embeds lotto's actions in its own.
    package let dispatch: (LottoAction) throws -> Void
    /// The files, or why their place is unknown (no home folder): an error only for an action
    /// that needs that file, so that listing a named store needs no home folder.
    package let saver: Result<LottoNumberSaver, any Error>
    package let lastDraw: Result<LastDrawFile, any Error>
    package let drawHistory: Result<DrawHistoryFile, any Error>
    /// The time recorded with saved tickets; its date is today, after which no draw can have
    /// been held.
    package let clock: () -> Timestamp

    package init(
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

    /// A context that dispatches into `dispatcher`, whose actions are lotto's own.
    package init(
        dispatcher: Dispatcher<LottoAction>, saver: Result<LottoNumberSaver, any Error>,
        lastDraw: Result<LastDrawFile, any Error>, drawHistory: Result<DrawHistoryFile, any Error>,
        clock: @escaping () -> Timestamp
    ) {
        self.init(
            dispatch: { try dispatcher.dispatch($0) }, saver: saver, lastDraw: lastDraw, drawHistory: drawHistory,
            clock: clock)
    }

    /// A context for an app whose dispatcher's actions embed lotto's: each of lotto's actions
    /// is dispatched as `embedding` makes it (an enum's case, say).
    ///
    /// Inlinable, so that the app's module specializes the dispatch for its own actions.
    @inlinable
    package init<Action>(
        dispatcher: Dispatcher<Action>, embedding: @escaping (LottoAction) -> Action,
        saver: Result<LottoNumberSaver, any Error>, lastDraw: Result<LastDrawFile, any Error>,
        drawHistory: Result<DrawHistoryFile, any Error>, clock: @escaping () -> Timestamp
    ) {
        self.init(
            dispatch: { try dispatcher.dispatch(embedding($0)) }, saver: saver, lastDraw: lastDraw,
            drawHistory: drawHistory, clock: clock)
    }

    /// Today's date by the clock.
    package var today: CivilDate {
        CivilDate(daysSince1970: Int(clock().secondsSince1970).floorDivided(by: 86_400))
    }

    /// The ticket store, if its place is known: for an app that shows changes other processes
    /// make to it (see ``FileSignature``).
    package var ticketStorePath: FilePath? {
        try? saver.get().path
    }

    /// The draw history, if its place is known.
    package var drawHistoryPath: FilePath? {
        try? drawHistory.get().path
    }

    /// Reads the recorded draws and dispatches them, with the draws the command is about.
    ///
    /// - Returns: the history read.
    @discardableResult
    package func loadDrawHistory(selecting selection: DrawSelection = DrawSelection()) throws -> DrawHistory {
        let history = try drawHistory.get().read()
        try dispatch(.drawHistoryLoaded(history, selection: selection))
        return history
    }

    /// The recorded draws of `game`, oldest first, having read the history and dispatched it.
    package func readHistory(of game: GameID) throws -> [RecordedDraw] {
        Array(try loadDrawHistory(selecting: DrawSelection(game: game)).draws(of: game))
    }

    /// The tickets of `game` in `page`: the page itself when they all are (a store of one
    /// game, the usual case), rather than a copy of it.
    package static func tickets(of game: GameID, in page: [SavedTicket]) -> [SavedTicket] {
        page.allSatisfy { $0.game == game } ? page : page.filter { $0.game == game }
    }

    /// Dispatches `items` as a stream of pages of ``batchSize``, making each page's items only
    /// when it is sent (a save of millions keeps its tickets, not a saved ticket for each);
    /// none is a stream of nothing. `action` makes each page's action, given the highest id of
    /// them all: the last's, since they come in saved order.
    package func dispatchInPages<Items: RandomAccessCollection<SavedTicket>>(
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
