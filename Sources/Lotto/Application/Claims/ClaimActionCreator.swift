/// Marking prizes claimed (`lotto claim`): the player has cashed them, so that `delete
/// --checked` may take their tickets and `check --summary` stops counting them as unclaimed.
package struct ClaimActionCreator {
    /// What the composition root gives: where actions go, the files and the clock.
    let context: ActionContext

    package init(context: ActionContext) {
        self.context = context
    }

    /// Marks claimed each prize the tickets of `request` have won so far, by the draws
    /// recorded (a multi-draw ticket's later win is unclaimed again), or, undoing, unmarks
    /// them all; a ticket saved or deleted to the record. All or none: the draw history is read
    /// and dispatched first, then every ticket is checked under the store's lock before any is
    /// changed; then the tickets as changed are dispatched, as a removal dispatches its own.
    ///
    /// - Returns: the tickets as changed.
    /// - Throws: ``ClaimError`` naming the first ticket refused (unknown, won nothing, not
    ///   drawn yet, for no draw; undoing, nothing claimed), or the files' errors.
    @discardableResult
    package func claim(_ request: ClaimRequest) throws -> [SavedTicket] {
        var matchers = TicketDrawMatchers(request.undo ? DrawHistory() : try context.loadDrawHistory())
        let changed = try context.saver.get().changeTickets(ids: request.ids) { ticket in
            if request.undo {
                guard !ticket.claimed.isEmpty else { throw ClaimError.notClaimed(id: ticket.id) }
                return ticket.with(claimed: .none)
            }
            return ticket.with(claimed: ticket.claimed.union(places: try Self.placesWon(by: ticket, &matchers)))
        } missing: {
            ClaimError.unknownTicket(id: $0)
        }
        try context.dispatch(.savedTicketsChanged(.claimed(ids: changed.map(\.id), undone: request.undo)))
        return changed
    }

    /// The places, among `ticket`'s draws, of the draws it won a prize in.
    private static func placesWon(by ticket: SavedTicket, _ matchers: inout TicketDrawMatchers) throws -> [Int] {
        guard ticket.draw != nil else { throw ClaimError.noDraw(id: ticket.id) }
        var results: [CheckResult] = []
        matchers.check(ticket, into: &results)
        let dates = ticket.draws.map(\.date)
        let won = results.filter { $0.status == .checked && $0.tier != nil }.compactMap { result in
            result.draw.flatMap { dates.firstIndex(of: $0.date) }
        }
        guard won.isEmpty else { return won }
        if let pending = results.first(where: { $0.status == .pending }), let date = pending.draw?.date {
            throw ClaimError.drawNotRecorded(id: ticket.id, date: date)
        }
        throw ClaimError.wonNothing(id: ticket.id)
    }
}
