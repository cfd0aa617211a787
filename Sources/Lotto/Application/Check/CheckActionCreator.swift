/// Checking saved tickets: reads them, and the draw history when the check needs it, checks each
/// with the prize it won, and dispatches the results in pages as the store is read, for the
/// check's store (``CheckSummaryReducer``) to sum up and its view to print.
package struct CheckActionCreator {
    /// What the composition root gives: where actions go, the files and the clock.
    let context: ActionContext

    package init(context: ActionContext) {
        self.context = context
    }

    /// Checks the saved tickets `request` names against what it names (see ``CheckRequest``).
    ///
    /// - A draw typed in has no record of its prizes: it is checked as a recorded draw of today,
    ///   by the clock, with none, so that a winning ticket gets the prize today's rules of the
    ///   game fix for its tier (kr645's tiers 4 and 5), else an unknown one (a shared prize),
    ///   never 0.
    /// - One recorded draw is picked from the game's, having read the draw history and
    ///   dispatched it; each winning ticket gets the prize its record gives.
    /// - Against each ticket's own draw, tickets are checked in id order with the prize won and
    ///   what they cost; one whose draw is not recorded yet is pending (and said to be for a
    ///   draw held, by the clock, once ``drawsHeld(of:by:)`` has passed), one for no draw is
    ///   said to be; a multi-draw ticket has a result for each of its draws, in date order. The
    ///   draw history is read once and dispatched first. The results' target carries the
    ///   request's summary terms (``CheckSummaryRequest``), by which the check's store sums them
    ///   up.
    ///
    /// - Returns: what the tickets were checked against, as the results' action says it.
    /// - Throws: ``CheckError/noRecordedDraw(_:choice:)`` when there is no such recorded draw,
    ///   ``CheckError/noSavedTickets(_:)`` when no ticket is saved (of the game), or the files'
    ///   errors.
    @discardableResult
    package func check(_ request: CheckRequest) throws -> CheckTarget {
        switch request {
        case .typed(let draw):
            let typed = RecordedDraw(typed: draw, on: context.today)
            return try check(.typed(draw)) { $1.append(typed.check($0)) }
        case .recorded(let choice, let game):
            let draws = try context.readHistory(of: game)
            guard let recorded = choice.pick(from: draws) else { throw CheckError.noRecordedDraw(game, choice: choice) }
            return try check(.recorded(recorded)) { $1.append(contentsOf: recorded.checkEachSet($0)) }
        case .ownDraws(let game, let summary):
            let history = try context.loadDrawHistory(selecting: DrawSelection(game: game))
            let now = context.clock()
            var matchers = TicketDrawMatchers(history) { Self.drawsHeld(of: $0, by: now) }
            let target = CheckTarget.ownDraws(
                of: game, recorded: Set(history.games), summary: summary, today: context.today)
            return try check(target) { matchers.check($0, into: &$1) }
        }
    }

    /// The moment by which a draw of `game` counts as held but not recorded, at `now`: for a
    /// game `lotto draws update` fetches, its draw time plus its publisher's grace for
    /// publication (``DrawPublisher/publicationGrace(of:)``), when an update should find its
    /// results, as the update's "behind" counts it; for another, whose results are typed in or
    /// imported, its draw time.
    static func drawsHeld(of game: GameID, by now: Timestamp) -> Timestamp {
        DrawPublisher.of(game).map { $0.publicationGrace(of: game).before(now) } ?? now
    }

    /// Checks every saved ticket of the target's game, or of every game, with `check`, which
    /// appends a ticket's results (one a draw checked), dispatching them in pages as the store
    /// is read. Against each ticket's own draws, unless `includingRecord` is false, the deleted
    /// tickets of the record beside the store follow, dispatched apart
    /// (``LottoAction/deletedTicketsChecked(_:)``) for the summary to count: a store whose
    /// tickets were all deleted is then no error while the record holds some. A long check
    /// reports how far it has read (``WorkProgress/Stage/checkingTickets``), ended before
    /// its last page, after which the summary is printed.
    func check(
        _ target: CheckTarget, includingRecord: Bool = true, with check: (SavedTicket, inout [CheckResult]) -> Void
    ) throws -> CheckTarget {
        let game = target.game
        let withRecord = if case .ownDraws = target { includingRecord } else { false }
        var highestID = 0
        let meter = ProgressMeter(.checkingTickets, total: nil, dispatch: context.dispatch)
        defer { meter.end() }
        var saved = PageStream<CheckResult> { [dispatch = context.dispatch] in
            if $0.isLast { meter.end() }
            try dispatch(.ticketsChecked($0, against: target, highestID: highestID))
        }
        var deleted = PageStream<CheckResult> { [dispatch = context.dispatch] in
            if $0.isLast { meter.end() }
            try dispatch(.deletedTicketsChecked($0))
        }
        var any = false
        // No ticket at all is the check's error, found before any page goes out, so that no
        // view prints an empty check: with the record to come, the store's one empty page waits.
        var heldLastPage = false
        try context.saver.get().readPages(
            pageSize: ActionContext.batchSize,
            knowingHighestID: {
                highestID = $0
                meter.begin(.checkingTickets, total: $0)
            },
            { page, isLast in
                if let first = page.first { meter.advance(to: first.id) }
                let tickets = game.map { ActionContext.tickets(of: $0, in: page) } ?? page
                any = any || !tickets.isEmpty
                guard any || !isLast else {
                    guard withRecord else { throw CheckError.noSavedTickets(game) }
                    heldLastPage = true
                    return
                }
                try Self.add(tickets, checkedWith: check, to: &saved, isLast: isLast, meter: meter)
            }, readingRecord: withRecord,
            deleted: { page, isLast in
                let tickets = page.map(\.ticket).filter { game == nil || $0.game == game }
                any = any || !tickets.isEmpty
                guard any || !isLast else { throw CheckError.noSavedTickets(game) }
                guard any else { return }
                if heldLastPage {
                    heldLastPage = false
                    try saved.add([], isLast: true)
                }
                try Self.add(tickets, checkedWith: check, to: &deleted, isLast: isLast, meter: nil)
            })
        // The summary of a check of each ticket's own draws waits for the record's last page:
        // without the record, an empty one ends it.
        if case .ownDraws = target, !withRecord { try deleted.add([], isLast: true) }
        return target
    }

    /// Checks `tickets` with `check` and adds their results to `stream` in pages of at most
    /// ``ActionContext/batchSize`` results (and one ticket's more), the last of them the
    /// stream's last if `isLast`: a page of multi-draw tickets, a result a draw, goes out as
    /// the same results of single tickets would, never held whole. `meter`, if given, hears
    /// how far the check has gone at each of them.
    private static func add(
        _ tickets: [SavedTicket], checkedWith check: (SavedTicket, inout [CheckResult]) -> Void,
        to stream: inout PageStream<CheckResult>, isLast: Bool, meter: ProgressMeter?
    ) throws {
        var results: [CheckResult] = []
        results.reserveCapacity(min(tickets.count, ActionContext.batchSize))
        for ticket in tickets {
            check(ticket, &results)
            if results.count >= ActionContext.batchSize {
                meter?.advance(to: ticket.id)
                try stream.add(results, isLast: false)
                results.removeAll(keepingCapacity: true)
            }
        }
        try stream.add(results, isLast: isLast)
    }
}
