import Flux

/// The saved list's logic: a read fills it afresh; saves add to it and removals take from it,
/// as far as they concern the game it was read for. It changes the list in place and says
/// exactly when it changed, without comparing: the list may hold a million tickets.
package struct SavedListReducer: Reducer {
    /// How many saved tickets the state keeps, the latest ones; `nil` for every one.
    package let window: Int?

    /// - Parameter window: how many tickets to keep, the latest, of the game read; `nil` for
    ///   every ticket of every game (an app's list, read once and kept up to date), which a
    ///   read of one game's tickets does not concern.
    package init(window: Int? = nil) {
        self.window = window
    }

    package var initialState: SavedList { SavedList() }

    package func reduce(into state: inout SavedList, _ action: LottoAction) -> Bool {
        switch action {
        case .savedTicketsLoaded(let page, let game, _):
            guard window != nil || game == nil else { return false }
            if page.isFirst {
                state.tickets.removeAll(keepingCapacity: true)
                state.game = game
                state.count = 0
            }
            state.count = (state.count ?? 0) + page.items.count
            append(page.items, to: &state.tickets)
            state.isLoaded = page.isLast
            return true
        case .ticketsSaved(let page, _):
            // Ids only grow: one already here (a read that saw the save first) is not added twice.
            let last = state.tickets.last?.id ?? 0
            let added = ofListedGame(page.items, in: state).filter { $0.id > last }
            guard !added.isEmpty else { return false }
            append(added, to: &state.tickets)
            state.count = state.count.map { $0 + added.count }
            return true
        case .ticketsRemoved(let page, _):
            let removed = ofListedGame(page.items, in: state)
            guard !removed.isEmpty else { return false }
            let ids = Set(removed.map(\.id))
            let held = state.tickets.count
            state.tickets.removeAll { ids.contains($0.id) }
            let before = state.count
            state.count = state.count.map { $0 - removed.count }
            return state.tickets.count != held || state.count != before
        case .ticketsDrawn, .ticketsChecked, .deletedTicketsChecked, .drawHistoryLoaded, .drawsRecorded, .drawRemoved,
            .ticketsBacktested, .drawUpdateStarted, .drawUpdateProgressed, .drawsUpdated, .drawUpdateFailed,
            .workProgressed, .savedTicketsChanged, .ticketIDsListed:
            return false
        }
    }

    private func append(_ items: [SavedTicket], to tickets: inout ContiguousArray<SavedTicket>) {
        if let window {
            tickets.appendKeepingLast(items, limit: window)
        } else {
            tickets.append(contentsOf: items)
        }
    }

    private func ofListedGame(_ tickets: [SavedTicket], in state: SavedList) -> [SavedTicket] {
        guard let game = state.game else { return tickets }
        return tickets.filter { $0.game == game }
    }
}

/// The saved list: see ``SavedList`` and ``SavedListReducer``.
package typealias SavedListStore<Action> = ReducerStore<SavedList, Action>
