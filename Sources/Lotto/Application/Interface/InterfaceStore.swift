import Flux

/// `lotto ui`'s screen state (see ``InterfaceState`` and ``InterfaceReducer``). It waits for
/// the saved tickets' store, so that its selection follows the tickets as they now are.
public final class InterfaceStore: Store<LottoAction>, @unchecked Sendable {
    public private(set) var state: InterfaceState
    private let reducer = InterfaceReducer()
    private let table: SavedTicketTableStore

    public init(dispatcher: Dispatcher<LottoAction>, table: SavedTicketTableStore, initialState: InterfaceState) {
        self.table = table
        state = initialState
        super.init(dispatcher: dispatcher)
    }

    public override func onDispatch(_ action: LottoAction) throws {
        try waitFor([table.dispatchToken])
        let next = reducer.reduce(state, action, tickets: table.tickets)
        if next != state {
            state = next
            emitChange()
        }
    }
}
