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

    public func reduce(into state: inout SavedList, _ action: LottoAction) -> Bool {
        // A small state: comparing costs less than telling listeners of no change.
        let before = state
        switch action {
        case .savedTicketsLoaded(let page, let game):
            if page.isFirst {
                state = SavedList()
                state.game = game
                state.count = 0
            }
            state.count = (state.count ?? 0) + page.items.count
            state.tickets.appendKeepingLast(page.items, limit: window)
            state.isLoaded = page.isLast
            return state != before
        case .ticketsSaved(let page):
            let added = ofListedGame(page.items, in: state)
            guard !added.isEmpty else { return false }
            state.tickets.appendKeepingLast(added, limit: window)
            state.count = state.count.map { $0 + added.count }
            return state != before
        case .ticketsRemoved(let page):
            let removed = ofListedGame(page.items, in: state)
            guard !removed.isEmpty else { return false }
            let ids = Set(removed.map(\.id))
            state.tickets.removeAll { ids.contains($0.id) }
            state.count = state.count.map { $0 - removed.count }
            return state != before
        case .ticketsDrawn, .ticketsChecked, .drawHistoryLoaded, .drawsRecorded, .ticketsBacktested, .interface:
            return false
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
