import Flux

/// The one place with side effects: it draws, saves and loads, then tells the stores by
/// dispatching what happened.
public final class ActionCreator {
    /// Why an action could not be taken, apart from store and ticket errors.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// `lotto save` with no arguments before any `lotto new`.
        case nothingToSave

        public var description: String {
            switch self {
            case .nothingToSave: "nothing to save: no tickets drawn yet (run 'lotto new' first)"
            }
        }
    }

    /// How many tickets one dispatch carries in a large draw or a long list.
    static let batchSize = 4096

    private let dispatcher: Dispatcher<LottoAction>
    /// The files, or why their place is unknown (no home folder): an error only for an action
    /// that needs that file, so that listing a named store needs no home folder.
    private let saver: Result<LottoNumberSaver, StoreError>
    private let lastDraw: Result<LastDrawFile, StoreError>
    private let clock: () -> Timestamp

    /// - Parameters:
    ///   - saver: where tickets are saved and listed from.
    ///   - lastDraw: where the last draw is remembered for ``saveLastDraw()``.
    ///   - clock: the time recorded with saved tickets.
    public convenience init(
        dispatcher: Dispatcher<LottoAction>, saver: LottoNumberSaver, lastDraw: LastDrawFile,
        clock: @escaping () -> Timestamp = Timestamp.now
    ) {
        self.init(dispatcher: dispatcher, saver: .success(saver), lastDraw: .success(lastDraw), clock: clock)
    }

    /// An action creator whose files may have no known place; the actions that need one
    /// throw its error.
    package init(
        dispatcher: Dispatcher<LottoAction>, saver: Result<LottoNumberSaver, StoreError>,
        lastDraw: Result<LastDrawFile, StoreError>, clock: @escaping () -> Timestamp = Timestamp.now
    ) {
        self.dispatcher = dispatcher
        self.saver = saver
        self.lastDraw = lastDraw
        self.clock = clock
    }

    /// Draws `count` tickets of `game`, dispatching them in batches.
    ///
    /// - Parameters:
    ///   - seed: draws reproducibly with ``SeededRandomNumberGenerator``; `nil` draws from the
    ///     system's secure generator.
    ///   - excluding: main numbers no ticket may hold.
    ///   - including: main numbers every ticket holds.
    /// - Returns: the last ticket drawn, for ``rememberLastDraw(_:game:)``.
    /// - Throws: ``DrawError`` for an impossible request, before drawing anything.
    @discardableResult
    public func drawTickets(
        count: Int, seed: UInt64?, game: LottoGame = .korean645, excluding: Set<Int> = [], including: Set<Int> = []
    ) throws -> LottoTicket? {
        if let seed {
            let generator = SeededRandomNumberGenerator(seed: seed)
            return try draw(
                count: count,
                with: LottoNumberMaker(generator: generator, game: game, excluding: excluding, including: including))
        } else {
            let generator = SecureRandomNumberGenerator()
            return try draw(
                count: count,
                with: LottoNumberMaker(generator: generator, game: game, excluding: excluding, including: including))
        }
    }

    private func draw<Generator>(count: Int, with maker: LottoNumberMaker<Generator>) throws -> LottoTicket? {
        var maker = maker
        var batch: [LottoTicket] = []
        batch.reserveCapacity(min(count, Self.batchSize))
        var remaining = count
        while remaining > 0 {
            batch.removeAll(keepingCapacity: true)
            for _ in 0..<min(remaining, Self.batchSize) {
                batch.append(maker.makeTicket())
            }
            remaining -= batch.count
            try dispatcher.dispatch(.ticketsDrawn(batch, game: maker.game.id))
        }
        return batch.last
    }

    /// Remembers `ticket` of `game` as the last draw, for ``saveLastDraw()``.
    ///
    /// Separate from drawing, so that a command remembers a draw only once its user has seen
    /// all of it.
    public func rememberLastDraw(_ ticket: LottoTicket, game: LottoGame) throws(StoreError) {
        try lastDraw.get().remember(ticket, game: game)
    }

    /// Saves the ticket ``rememberLastDraw(_:game:)`` remembered.
    ///
    /// - Returns: the id it was saved with.
    /// - Throws: ``Failure/nothingToSave`` if nothing was drawn yet.
    @discardableResult
    public func saveLastDraw() throws -> Range<Int> {
        guard let last = try lastDraw.get().recall() else { throw Failure.nothingToSave }
        return try save([last.ticket], game: last.game)
    }

    /// Saves the tickets of `game`, all or none, then dispatches them in batches.
    ///
    /// - Returns: the ids they were saved with.
    @discardableResult
    public func save(_ tickets: [LottoTicket], game: LottoGame = .korean645) throws -> Range<Int> {
        let saved = try saver.get().append(tickets, game: game, at: clock())
        for start in stride(from: saved.startIndex, to: saved.endIndex, by: Self.batchSize) {
            let batch = saved[start..<min(start + Self.batchSize, saved.endIndex)]
            try dispatcher.dispatch(.ticketsSaved(Array(batch)))
        }
        return saved.ids
    }

    /// Removes the saved tickets with these ids (every ticket for `nil`), all or none.
    ///
    /// - Returns: the ids removed, in saved order.
    @discardableResult
    public func removeSavedTickets(ids: Set<Int>?) throws -> [Int] {
        let removed = try saver.get().remove(ids: ids)
        if !removed.isEmpty {
            try dispatcher.dispatch(.ticketsRemoved(removed))
        }
        return removed.map(\.id)
    }

    /// Checks every saved ticket of the draw's game against it, dispatching the results a page
    /// at a time.
    public func checkSavedTickets(against draw: WinningDraw) throws {
        try saver.get().readPages(pageSize: Self.batchSize) { page in
            let results = page.filter { $0.game == draw.game.id }.map(draw.check)
            if !results.isEmpty {
                try dispatcher.dispatch(.ticketsChecked(results, draw: draw))
            }
        }
    }

    /// Reads the saved tickets (of one game, if given), dispatching them a page at a time.
    public func loadSavedTickets(game: LottoGame? = nil) throws {
        try saver.get().readPages(pageSize: Self.batchSize) { page in
            let selected = game.map { game in page.filter { $0.game == game.id } } ?? page
            if !selected.isEmpty {
                try dispatcher.dispatch(.savedTicketsLoaded(selected))
            }
        }
    }
}
