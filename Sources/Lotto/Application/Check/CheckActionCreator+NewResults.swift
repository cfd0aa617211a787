extension CheckActionCreator {
    /// Checks each saved ticket the request names against its own draws, as
    /// ``check(_:)`` does with ``CheckRequest/ownDraws(of:)``, but dispatches only the results
    /// not shown before (``SeenResults/isNew(id:game:date:fingerprint:)``) and those still pending (which
    /// are not settled, so never new: the summary counts them); a ticket for no draw has none.
    ///
    /// The store's remembered results stay locked until the returned value is remembered
    /// (``remember(_:)``), once the results are out, or let go: two checks at once never both
    /// show the same results.
    ///
    /// - Throws: as ``check(_:)`` does, and the remembered results' file's errors (a file not
    ///   lotto's, a link at its name, a lock that cannot be made beside the store).
    package func checkNew(_ request: NewResultsRequest) throws -> NewResultsShown {
        let file = try context.saver.get().seenResults.open()
        let before = file.seen
        let history = try context.loadDrawHistory(selecting: DrawSelection(game: request.game))
        var matchers = TicketDrawMatchers(history)
        // Each game checked: the highest id of its tickets, and the dates of its draws settled,
        // with the draws' fingerprints.
        var checked: [GameID: (highestID: Int, settled: [CivilDate: DrawFingerprint])] = [:]
        var ticketResults: [CheckResult] = []
        let target = CheckTarget.ownDraws(of: request.game, recorded: Set(history.games), today: context.today)
        // The record's deleted tickets are no results to show.
        _ = try check(target, includingRecord: false) { ticket, results in
            ticketResults.removeAll(keepingCapacity: true)
            matchers.check(ticket, into: &ticketResults)
            var game = checked[ticket.game] ?? (0, [:])
            game.highestID = max(game.highestID, ticket.id)
            for result in ticketResults {
                switch result.status {
                case .pending: results.append(result)
                case .noDraw: break
                case .checked:
                    guard let date = result.draw?.date,
                        let fingerprint = game.settled[date]
                            ?? history.draw(of: ticket.game, on: date).map(DrawFingerprint.init)
                    else { break }
                    game.settled[date] = fingerprint
                    if before.isNew(id: ticket.id, game: ticket.game, date: date, fingerprint: fingerprint) {
                        results.append(result)
                    }
                }
            }
            checked[ticket.game] = game
        }
        var seen = before
        for (game, found) in checked {
            seen.remember(game, highestID: found.highestID, settled: found.settled)
        }
        return NewResultsShown(file: file, seen: seen)
    }

    /// Remembers the results of a check of new results as shown, once they are out: the next
    /// check shows only those settled since. Then lets the file's lock go.
    package func remember(_ shown: NewResultsShown) throws {
        try shown.file.write(shown.seen)
    }
}
