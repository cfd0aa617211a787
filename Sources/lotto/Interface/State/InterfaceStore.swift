import Flux
import Lotto

/// `lotto ui`'s screen state (see ``InterfaceState`` and ``InterfaceReducer``). It waits for
/// the saved tickets' store, so that its selection follows the tickets as they now are.
final class InterfaceStore: Store<AppAction>, @unchecked Sendable {
    private(set) var state: InterfaceState
    private let reducer = InterfaceReducer()
    private let savedList: SavedListStore<AppAction>

    init(dispatcher: Dispatcher<AppAction>, savedList: SavedListStore<AppAction>, initialState: InterfaceState) {
        self.savedList = savedList
        state = initialState
        super.init(dispatcher: dispatcher)
    }

    override func onDispatch(_ action: AppAction) throws {
        try waitFor([savedList.dispatchToken])
        let next = reducer.reduce(state, action, tickets: savedList.state.tickets)
        if next != state {
            state = next
            emitChange()
        }
    }
}
