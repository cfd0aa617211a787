/// The backtest's side effects: reading the draws and the tickets, and checking them, the
/// results dispatched in pages for the backtest's store (``BacktestSummaryReducer``) to add up
/// and its view to print.
package struct BacktestActionCreator {
    /// What the composition root gives: where actions go, the files and the clock.
    let context: ActionContext

    package init(context: ActionContext) {
        self.context = context
    }

    /// Checks the request's tickets against every recorded draw of its selection, at each
    /// draw's prizes, having read the draw history and dispatched it.
    ///
    /// - Returns: what the backtest ran over: the game, the draws, the money.
    /// - Throws: ``BacktestError`` (no draws, no tickets, an id not saved or of another game, a
    ///   price that is not one of the game's money), or the files' errors.
    @discardableResult
    package func backtest(_ request: BacktestRequest) throws -> BacktestSetup {
        var chosen: [BacktestTicket]?
        var game = request.game
        if case .saved(let ids?) = request.tickets {
            let found = try savedTickets(ids: ids, game: game)
            game = game ?? found.first.map { LottoGame($0.game) }
            chosen = found.map { BacktestTicket(id: $0.id, ticket: $0.ticket, withMultiplier: $0.withMultiplier) }
        }
        let played = game ?? .korean645
        var selection = request.selection
        selection.game = played.id
        let draws = selection.draws(in: try context.loadDrawHistory(selecting: selection))
        guard !draws.isEmpty else { throw BacktestError.noDraws(played.id) }
        // The price is read in the money of the game, which the ids may decide.
        let backtester = Backtester(game: played, draws: draws, price: try request.price(in: played))
        var randomCount: Int?
        if case .random(let count, _) = request.tickets { randomCount = count }
        let setup = BacktestSetup(
            game: played.id, tiers: backtester.tiers, draws: draws, currency: backtester.currency,
            costPerTicket: backtester.costPerTicket, multiplierCostPerTicket: backtester.multiplierCostPerTicket,
            randomTicketsPerDraw: randomCount)
        let dispatch = context.dispatch
        let meter = ProgressMeter(.backtestingTickets(draws: draws.count), total: nil, dispatch: dispatch)
        // Cleared before each page: a page's rows are printed as it comes.
        var stream = PageStream<TicketBacktest> {
            meter.end()
            try dispatch(.ticketsBacktested($0, setup: setup))
        }

        switch request.tickets {
        case .saved(nil):
            guard try hasSavedTickets(of: played.id) else { throw BacktestError.noTickets(played.id) }
            try context.saver.get().readPages(pageSize: ActionContext.batchSize) { page, isLast in
                let ofGame = ActionContext.tickets(of: played.id, in: page).map {
                    BacktestTicket(id: $0.id, ticket: $0.ticket, withMultiplier: $0.withMultiplier)
                }
                meter.advance(by: ofGame.count)
                try stream.add(backtester.run(ofGame), isLast: isLast)
            }
        case .saved:
            try dispatchInPages(backtester.run(chosen ?? []), to: &stream)
        case .given(let readPages):
            try readPages { page in
                meter.advance(by: page.count)
                try stream.add(backtester.run(page.map { BacktestTicket(id: nil, ticket: $0) }), isLast: false)
            }
            try stream.add([], isLast: true)
        case .random(let count, let seed):
            meter.begin(.backtestingDraws(ticketsPerDraw: count), total: draws.count)
            let progress = { @Sendable (drawsDone: Int) in meter.advance(by: drawsDone) }
            let result =
                if let seed {
                    backtester.runRandom(
                        count: count, generator: SeededRandomNumberGenerator(seed: seed), progress: progress)
                } else {
                    backtester.runRandomConcurrently(count: count, parts: Processors.count, progress: progress)
                }
            try stream.add([result], isLast: true)
        }
        return setup
    }

    private func dispatchInPages(_ results: [TicketBacktest], to stream: inout PageStream<TicketBacktest>) throws {
        var start = 0
        repeat {
            let end = min(start + ActionContext.batchSize, results.count)
            try stream.add(Array(results[start..<end]), isLast: end == results.count)
            start = end
        } while start < results.count
    }

    /// The saved tickets with `ids`, in saved order, all of one game (`game`, if given).
    private func savedTickets(ids: Set<Int>, game: LottoGame?) throws -> [SavedTicket] {
        var found: [SavedTicket] = []
        try context.saver.get().readPages(pageSize: ActionContext.batchSize) { page, _ in
            found += page.filter { ids.contains($0.id) }
        }
        if let missing = ids.subtracting(found.map(\.id)).min() { throw BacktestError.unknownTicket(id: missing) }
        let expected = game?.id ?? found.first?.game
        if let expected, let other = found.first(where: { $0.game != expected }) {
            throw BacktestError.otherGame(id: other.id, game: other.game, expected: expected)
        }
        return found
    }

    /// Whether any ticket of `game` is saved.
    private func hasSavedTickets(of game: GameID) throws -> Bool {
        struct Found: Error {}
        do {
            try context.saver.get().readPages(pageSize: ActionContext.batchSize) { page, _ in
                if page.contains(where: { $0.game == game }) { throw Found() }
            }
        } catch is Found {
            return true
        }
        return false
    }
}
