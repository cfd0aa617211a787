/// The saved list: reading it, and removing from it. Each dispatches the tickets in pages as
/// the store is read or rewritten; a removal then dispatches what it removed
/// (``SavedTicketsChange/removed(ids:)``).
package struct SavedTicketsActionCreator {
    /// What the composition root gives: where actions go, the files and the clock.
    let context: ActionContext

    package init(context: ActionContext) {
        self.context = context
    }

    /// Reads the saved tickets (of one game, if given), dispatching them in pages as the store
    /// is read.
    package func load(_ game: GameID? = nil) throws {
        var highestID = 0
        var stream = PageStream<SavedTicket> { [dispatch = context.dispatch] in
            try dispatch(.savedTicketsLoaded($0, game: game, highestID: highestID))
        }
        try context.saver.get().readPages(
            pageSize: ActionContext.batchSize, knowingHighestID: { highestID = $0 },
            { page, isLast in
                try stream.add(game.map { ActionContext.tickets(of: $0, in: page) } ?? page, isLast: isLast)
            })
    }

    /// Removes the saved tickets `removal` takes, all or none, to the record of deleted tickets
    /// beside the store (deleted now, by the clock), dispatching them in pages (none when a
    /// selection chooses none, the store left as it was), then the ids removed, and those of the
    /// winners a selection kept.
    ///
    /// A selection that needs the draw history reads it once first, and dispatches it. Its
    /// tickets are chosen without holding the store's lock, which is taken for the rewrite
    /// alone, where a ticket changed meanwhile is chosen again and one saved meanwhile is kept,
    /// never removed unasked (see `LottoNumberSaver.remove(at:judging:)`): a save need not wait
    /// for the choosing.
    ///
    /// - Returns: the ids removed, in saved order.
    @discardableResult
    package func remove(_ removal: SavedTicketsRemoval) throws -> [Int] {
        let removed: [SavedTicket]
        var keptUnclaimed: [Int] = []
        let now = context.clock()
        switch removal {
        case .all: removed = try context.saver.get().remove(ids: nil, at: now)
        case .ids(let ids): removed = try context.saver.get().remove(ids: ids, at: now)
        case .matching(let selection):
            let history =
                selection.needsDrawHistory
                ? try context.loadDrawHistory(selecting: DrawSelection(game: selection.game)) : DrawHistory()
            var chooser = selection.chooser(history, today: context.today)
            (removed, keptUnclaimed) = try context.saver.get().remove(at: now) { ticket in
                let keptBefore = chooser.keptUnclaimed.count
                if chooser.chooses(ticket) { return .remove }
                return chooser.keptUnclaimed.count > keptBefore ? .keepNamed : .keep
            }
        }
        if !removed.isEmpty || !removal.mayChooseNone {
            try context.dispatchInPages(removed) { .ticketsRemoved($0, highestID: $1) }
        }
        let ids = removed.map(\.id)
        try context.dispatch(.savedTicketsChanged(.removed(ids: ids, keptUnclaimed: keptUnclaimed)))
        return ids
    }
}

extension SavedTicketsRemoval {
    /// Whether it may take no ticket without error: a selection's, which then dispatches no
    /// page, so that no view prints an empty removal.
    fileprivate var mayChooseNone: Bool {
        if case .matching = self { true } else { false }
    }
}
