import Flux

/// The saved list's logic: a read fills it afresh; saves add to it and removals take from it,
/// as far as they concern the game it was read for.
public struct SavedListReducer: Reducer {
    /// How many saved tickets the state keeps: the latest ones.
    public let window: Int

    /// - Parameter window: how many tickets to keep (a list of millions is printed as it is
    ///   read, not kept).
    public init(window: Int = 1000) {
        self.window = window
    }

    public var initialState: SavedList { SavedList() }

    public func reduce(_ state: SavedList, _ action: LottoAction) -> SavedList {
        switch action {
        case .savedTicketsLoaded(let page, let game):
            var next = state
            if page.isFirst {
                next = SavedList()
                next.game = game
                next.count = 0
            }
            next.count = (next.count ?? 0) + page.items.count
            next.tickets = next.tickets.appendingKeepingLast(page.items, limit: window)
            next.isLoaded = page.isLast
            return next
        case .ticketsSaved(let page):
            let added = ofListedGame(page.items, in: state)
            guard !added.isEmpty else { return state }
            var next = state
            next.tickets = next.tickets.appendingKeepingLast(added, limit: window)
            next.count = next.count.map { $0 + added.count }
            return next
        case .ticketsRemoved(let page):
            let removed = ofListedGame(page.items, in: state)
            guard !removed.isEmpty else { return state }
            let ids = Set(removed.map(\.id))
            var next = state
            next.tickets = state.tickets.filter { !ids.contains($0.id) }
            next.count = next.count.map { $0 - removed.count }
            return next
        case .ticketsDrawn, .ticketsChecked, .drawHistoryLoaded, .drawsRecorded, .ticketsBacktested, .interface:
            return state
        }
    }

    /// The tickets the list shows: those of its game, if it was read for one.
    private func ofListedGame(_ tickets: [SavedTicket], in state: SavedList) -> [SavedTicket] {
        guard let game = state.game else { return tickets }
        return tickets.filter { $0.game == game }
    }
}

/// The saved list (the original app's saved store): see ``SavedList`` and ``SavedListReducer``.
public typealias SavedLottoNumberStore = ReducerStore<SavedList, LottoAction>
