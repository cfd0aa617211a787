import Flux

/// The saved list, as the latest action brought it: tickets just saved, or the latest page of
/// the list being read. A page at a time, so that a million saved tickets never sit in memory.
public final class SavedLottoNumberStore: ReduceStore<SavedLottoNumberStore.State, LottoAction>, @unchecked Sendable {
    /// What the latest action did to the saved list.
    public struct State: Equatable, Sendable {
        /// How the ``tickets`` came.
        public enum Origin: Equatable, Sendable {
            case none, saved, loaded, removed
        }

        /// Counts changes, so that two equal pages are still two changes.
        public var changeCount = 0
        /// Whether the tickets were just saved, read or removed.
        public var origin = Origin.none
        /// The tickets just saved or removed, or the page just read.
        public var tickets: [SavedTicket] = []
        /// How many saved tickets have been read so far.
        public var loadedCount = 0
    }

    /// A store that has heard of no saved tickets yet.
    public init(dispatcher: Dispatcher<LottoAction>) {
        super.init(dispatcher: dispatcher, initialState: State())
    }

    public override func reduce(_ state: State, _ action: LottoAction) -> State {
        switch action {
        case .ticketsSaved(let tickets):
            State(changeCount: state.changeCount + 1, origin: .saved, tickets: tickets, loadedCount: state.loadedCount)
        case .savedTicketsLoaded(let page):
            State(
                changeCount: state.changeCount + 1, origin: .loaded, tickets: page,
                loadedCount: state.loadedCount + page.count)
        case .ticketsRemoved(let tickets):
            State(
                changeCount: state.changeCount + 1, origin: .removed, tickets: tickets, loadedCount: state.loadedCount)
        case .ticketsDrawn, .ticketsChecked:
            state
        }
    }
}
