import Flux

/// The draw history's logic: a read gives the history and the selection asked for; a recording
/// or a removal gives the history as it now is, and what was done.
package struct DrawHistoryReducer: Reducer {
    package init() {}

    package var initialState: DrawHistoryState { DrawHistoryState() }

    package func reduce(into state: inout DrawHistoryState, _ action: LottoAction) -> Bool {
        let history: DrawHistory
        switch action {
        case .drawHistoryLoaded(let loaded, _), .drawsRecorded(let loaded, _), .drawsUpdated(let loaded, _),
            .drawRemoved(let loaded, _):
            history = loaded
        default:
            return false
        }
        return changing(&state) { state in
            state.history = history
            state.isLoaded = true
            switch action {
            case .drawHistoryLoaded(_, let selection): state.selection = selection
            case .drawsRecorded(_, let recording): state.lastRecording = recording
            case .drawRemoved(_, let removed): state.lastRemoved = removed
            default: break
            }
        }
    }
}

/// The recorded draws: see ``DrawHistoryState`` and ``DrawHistoryReducer``.
package typealias DrawHistoryStore<Action> = ReducerStore<DrawHistoryState, Action>
