/// The update of the draw history from the lotteries' own services (`lotto draws update`, the
/// app's `u`): each game's draws fetched from its publisher and recorded as `lotto draws
/// import` records a file. Each game's result, or its failure, is dispatched as it ends, and
/// the update's store holds them all (``DrawUpdateState``): nothing comes back to the caller.
package struct DrawUpdateActionCreator {
    /// How many rounds an update asks for one by one; the round after them, asked for alone
    /// too, decides: not drawn yet, the update is done; drawn, every round is asked for at
    /// once. A history a round or two behind costs a request a round, one far behind a few
    /// and one.
    package static let roundsFetchedOneByOne = 4

    /// What the composition root gives: where actions go, the draw history and the clock.
    let context: ActionContext

    package init(context: ActionContext) {
        self.context = context
    }

    /// Updates every game of the request's plan, one after another (see
    /// ``updateDraws(of:publishedBy:from:with:replacing:)``), having dispatched which
    /// (``LottoAction/drawUpdateStarted(games:)``). A game whose service fails, or whose draws
    /// disagree with those recorded or cannot have been held as given, is a failure,
    /// dispatched at once, and the next game is still tried: each game is recorded or not on
    /// its own.
    ///
    /// - Throws: an error that is every game's (the history file cannot be read, written or
    ///   locked), which ends the update; the games before it stay recorded.
    package func update(_ request: DrawUpdateRequest) throws {
        let plan = request.plan
        try context.dispatch(.drawUpdateStarted(games: plan.games.map(\.game.id)))
        for (game, publisher, address) in plan.games {
            do {
                try updateDraws(
                    of: game, publishedBy: publisher, from: address, with: plan.client, replacing: request.replacing)
            } catch let error where Self.concernsOneGame(error) {
                try context.dispatch(.drawUpdateFailed(DrawUpdateFailure(game: game.id, error: error)))
            }
        }
    }

    /// Whether `error` is about one game's answer or draws, so that the next game is still
    /// worth trying; an error of the history file would be every game's.
    private static func concernsOneGame(_ error: any Error) -> Bool {
        error is DrawUpdateError || error is DrawConflictError || error is DrawRecordingError
    }

    /// Fetches the results of `game` that the history lacks from `publisher` (its publisher, as
    /// ``DrawUpdateGames`` says) at `base`, and
    /// records them, all or nothing, as `lotto draws import` does. Dispatches the progress as
    /// it goes, then what was done.
    ///
    /// dhlottery's rounds are asked for from the one after the last recorded, until it answers
    /// that a round is not drawn yet (so a history already current costs one request); a first
    /// update, a history with gaps, or one more than ``roundsFetchedOneByOne`` rounds behind
    /// asks for every round in one request (an answer listing none is a failure there). When
    /// that path answers an HTML page, an error or nothing, the rounds come from its ten-round
    /// windows instead (``DhlotteryWindows``). The other publishers' histories are one file
    /// each. Each request ends within the timeout of its start; the game's requests, retries
    /// included, within 10 timeouts of its start, and a timeout and half a second more for
    /// each of dhlottery's windows the schedule says it needs (``DrawFetch``).
    ///
    /// The National Lottery keeps 180 days: a first update from it says where its answer began
    /// (``DrawUpdate/firstReached``), and UK Lotto's new draws get their jackpot from its
    /// answer for each draw (``DrawFetch/withJackpots(_:recorded:)``).
    ///
    /// What came is recorded even when the history still ends before the latest draw that
    /// should be held by now; the update says so (``DrawUpdate/isBehind``), by the action
    /// creator's clock and the publisher's grace for publication.
    ///
    /// - Parameter replacing: whether a draw recorded otherwise is replaced rather than refused.
    /// - Throws: ``DrawUpdateError`` when the service gives no usable answer (nothing is
    ///   recorded), or the errors of an import (``DrawHistoryActionCreator/record(_:)``).
    private func updateDraws(
        of game: LottoGame, publishedBy publisher: DrawPublisher, from base: WebAddress, with client: HTTPClient,
        replacing: Bool
    ) throws {
        // Where the draws go is known before anything is fetched.
        let historyFile = try context.drawHistory.get()
        let dispatch = context.dispatch
        var fetch = DrawFetch(game: game, publisher: publisher, base: base, client: client) {
            // A progress report is not worth failing the update for; the dispatcher only
            // refuses an action sent from inside another, which this is not.
            try? dispatch(.drawUpdateProgressed($0))
        }
        var draws: [SourcedDraw]
        var firstReached: DrawUpdate.Draw?
        if publisher.publishesRounds {
            draws = try fetchRounds(with: &fetch)
        } else {
            let recorded = Set(try context.readHistory(of: game.id).compactMap(\.round))
            draws = try fetch.draws(at: publisher.historyPath(of: game.id))
            firstReached = fetch.firstReached(in: draws, recorded: recorded)
            draws = try fetch.withJackpots(draws, recorded: recorded)
        }
        try DrawsHeldCheck(now: context.clock()).refuseDrawsNotHeldAsGiven(draws)
        let (history, summary, _) = try historyFile.record(replacing: replacing) { _ in draws }
        let held = history.draws(of: game.id).last
        let update = DrawUpdate(
            game: game.id, publisher: publisher, address: fetch.progress.address,
            path: fetch.answeringPath ?? "", requests: fetch.progress.requests, received: draws.count,
            summary: summary, lastHeld: held.map { DrawUpdate.Draw(date: $0.date, round: $0.round) },
            latestDue: latestDue(of: game.id, publishedBy: publisher), firstReached: firstReached)
        try context.dispatch(.drawsUpdated(history, update))
    }

    /// The latest draw of `game` whose results `publisher` should have out by the clock: the
    /// last its schedule says was held before the publisher's grace for publication.
    private func latestDue(of game: GameID, publishedBy publisher: DrawPublisher) -> DrawUpdate.Draw? {
        let moment = publisher.publicationGrace(of: game).before(context.clock())
        return DrawSchedule.of(game)?.lastDraw(heldBy: moment).map { DrawUpdate.Draw(date: $0.date, round: $0.round) }
    }

    /// dhlottery's rounds after the last recorded, one by one, or every round at once; from its
    /// ten-round windows when that path fails as a moved or retired path does.
    private func fetchRounds(with fetch: inout DrawFetch) throws -> [SourcedDraw] {
        let rounds = try context.readHistory(of: fetch.game.id).compactMap(\.round)
        do {
            return try fetchRoundsByRound(rounds, with: &fetch)
        } catch let first as DrawUpdateError where first.reason.meansAnotherPath {
            var windows = DhlotteryWindows(
                after: Self.recordedWithoutGap(rounds), latest: latestRoundDrawn(of: fetch.game.id) ?? 0)
            do {
                return try windows.draws(with: &fetch)
            } catch {
                throw first.withOtherPath(error)
            }
        }
    }

    /// The last round of rounds 1...n all recorded (0 for none).
    private static func recordedWithoutGap(_ rounds: [Int]) -> Int {
        let recorded = Set(rounds)
        var last = 0
        while recorded.contains(last + 1) { last += 1 }
        return last
    }

    /// The latest round of `game` drawn by the clock, by its schedule (`nil` for a game whose
    /// draws lotto does not number).
    private func latestRoundDrawn(of game: GameID) -> Int? {
        DrawSchedule.of(game)?.lastDraw(heldBy: context.clock())?.round
    }

    /// dhlottery's rounds after the last recorded, by its first path: one by one, or every
    /// round at once.
    private func fetchRoundsByRound(_ rounds: [Int], with fetch: inout DrawFetch) throws -> [SourcedDraw] {
        let everyRound = fetch.publisher.historyPath(of: fetch.game.id)
        // Rounds count from 1, and a history records a round once: rounds 1...last, no gap.
        guard let last = rounds.max(), Set(rounds).count == last else { return try fetch.draws(at: everyRound) }
        var draws: [SourcedDraw] = []
        var next = last + 1
        while true {
            let got = try fetch.draws(at: fetch.publisher.roundPath(String(next)), mayBeEmpty: true)
            guard !got.isEmpty else { return draws }
            guard got.count == 1, got[0].draw.round == next else {
                let answered = got.map { $0.draw.round.map(String.init) ?? "none" }.joined(separator: ", ")
                throw fetch.inconsistent("asked for round \(next), answered round \(answered)")
            }
            draws += got
            // Only a round past those fetched one by one that is drawn too says the history is
            // far behind: exactly that many behind ends with the round not drawn yet. The
            // rounds fetched are kept where every round's answer lacks them (one that ends early).
            if draws.count > Self.roundsFetchedOneByOne {
                let every = try fetch.draws(at: everyRound)
                let answered = Set(every.compactMap(\.draw.round))
                return every + draws.filter { !answered.contains($0.draw.round ?? 0) }
            }
            next += 1
        }
    }
}
