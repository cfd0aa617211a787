import Flux

/// `lotto ui`'s screen state (see ``InterfaceState`` and ``InterfaceReducer``). It waits for
/// the saved tickets' store, so that its selection follows the tickets as they now are.
public final class InterfaceStore: Store<LottoAction>, @unchecked Sendable {
    public private(set) var state: InterfaceState
    private let reducer = InterfaceReducer()
    private let savedList: SavedListStore

    public init(dispatcher: Dispatcher<LottoAction>, savedList: SavedListStore, initialState: InterfaceState) {
        self.savedList = savedList
        state = initialState
        super.init(dispatcher: dispatcher)
    }

    public override func onDispatch(_ action: LottoAction) throws {
        try waitFor([savedList.dispatchToken])
        let next = reducer.reduce(state, action, tickets: savedList.state.tickets)
        if next != state {
            state = next
            emitChange()
        }
    }
}
