/// The backtest's side effects: reading the draws and the tickets, and checking them.
extension ActionCreator {
    /// The tickets a backtest checks.
    public enum BacktestTickets {
        /// The saved tickets of the game: all of them, or those with these ids.
        case saved(ids: Set<Int>?)
        /// Tickets given (on standard input), not saved: a reader that calls its argument with
        /// each page of them as they arrive, so that a backtest of any number holds one page.
        case given((_ page: ([LottoTicket]) throws -> Void) throws -> Void)
        /// `count` fresh random tickets a draw, from the secure generator or a seeded one.
        case random(count: Int, seed: UInt64?)
    }

    /// Checks the tickets against every recorded draw of the selection, at each draw's prizes,
    /// dispatching the results in pages.
    ///
    /// - Parameters:
    ///   - game: the game; `nil` for the game of the saved tickets given by id, else kr645.
    ///   - selection: the draws (its game is set to the game).
    ///   - price: what one play of the game costs (the game may be known only once the tickets
    ///     given by id are read); `nil` for the price in force at each draw.
    public func backtest(
        _ tickets: BacktestTickets, game: LottoGame?, selection: DrawSelection,
        price: (LottoGame) throws -> Money? = { _ in nil }
    ) throws {
        var chosen: [BacktestTicket]?
        var game = game
        if case .saved(let ids?) = tickets {
            let found = try savedTickets(ids: ids, game: game)
            game = game ?? found.first.map { LottoGame($0.game) }
            chosen = found.map { BacktestTicket(id: $0.id, ticket: $0.ticket, withMultiplier: $0.withMultiplier) }
        }
        let played = game ?? .korean645
        var selection = selection
        selection.game = played.id
        let history = try drawHistory.get().read()
        try dispatch(.drawHistoryLoaded(history, selection: selection))
        let draws = selection.draws(in: history)
        guard !draws.isEmpty else { throw BacktestError.noDraws(played.id) }
        let backtester = Backtester(game: played, draws: draws, price: try price(played))
        var randomCount: Int?
        if case .random(let count, _) = tickets { randomCount = count }
        let setup = BacktestSetup(
            game: played.id, tiers: backtester.tiers, draws: draws, currency: backtester.currency,
            costPerTicket: backtester.costPerTicket, multiplierCostPerTicket: backtester.multiplierCostPerTicket,
            randomTicketsPerDraw: randomCount)
        let meter = ProgressMeter(.backtestingTickets(draws: draws.count), total: nil, dispatch: dispatch)
        // Cleared before each page: a page's rows are printed as it comes.
        var stream = PageStream<TicketBacktest> { [dispatch] in
            meter.end()
            try dispatch(.ticketsBacktested($0, setup: setup))
        }

        switch tickets {
        case .saved(nil):
            guard try hasSavedTickets(of: played.id) else { throw BacktestError.noTickets(played.id) }
            try saver.get().readPages(pageSize: Self.batchSize) { page, isLast in
                let ofGame = Self.tickets(of: played.id, in: page).map {
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
    }

    private func dispatchInPages(_ results: [TicketBacktest], to stream: inout PageStream<TicketBacktest>) throws {
        var start = 0
        repeat {
            let end = min(start + Self.batchSize, results.count)
            try stream.add(Array(results[start..<end]), isLast: end == results.count)
            start = end
        } while start < results.count
    }

    /// The saved tickets with `ids`, in saved order, all of one game (`game`, if given).
    private func savedTickets(ids: Set<Int>, game: LottoGame?) throws -> [SavedTicket] {
        var found: [SavedTicket] = []
        try saver.get().readPages(pageSize: Self.batchSize) { page, _ in
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
            try saver.get().readPages(pageSize: Self.batchSize) { page, _ in
                if page.contains(where: { $0.game == game }) { throw Found() }
            }
        } catch is Found {
            return true
        }
        return false
    }
}
