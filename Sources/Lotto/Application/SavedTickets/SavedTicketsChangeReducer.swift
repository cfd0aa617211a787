import Flux

/// The last change to the saved tickets: each replaces the one before (a change like the last
/// is no change).
package struct SavedTicketsChangeReducer: Reducer {
    package init() {}

    package var initialState: SavedTicketsChange? { nil }

    package func reduce(into state: inout SavedTicketsChange?, _ action: LottoAction) -> Bool {
        guard case .savedTicketsChanged(let change) = action else { return false }
        return changing(&state) { $0 = change }
    }
}

/// The last change to the saved tickets (`nil` before any): see ``SavedTicketsChange``.
package typealias SavedTicketsChangeStore<Action> = ReducerStore<SavedTicketsChange?, Action>
