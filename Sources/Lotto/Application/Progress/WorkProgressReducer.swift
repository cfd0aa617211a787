import Flux

/// The progress of the long work under way: each report replaces the last; the work's end
/// (a `nil` report) clears it.
package struct WorkProgressReducer: Reducer {
    package init() {}

    package var initialState: WorkProgress? { nil }

    package func reduce(into state: inout WorkProgress?, _ action: LottoAction) -> Bool {
        guard case .workProgressed(let progress) = action else { return false }
        state = progress
        return true
    }
}

/// The long work under way, as far as it has gone (`nil` when none is): see ``WorkProgress``.
package typealias WorkProgressStore<Action> = ReducerStore<WorkProgress?, Action>
