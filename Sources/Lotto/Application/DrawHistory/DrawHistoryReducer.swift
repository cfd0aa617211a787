import Flux

/// The draw history's logic: a read gives the history and the selection asked for; a recording
/// or a removal gives the history as it now is, and what was done.
public struct DrawHistoryReducer: Reducer {
    public init() {}

    public var initialState: DrawHistoryState { DrawHistoryState() }

    public func reduce(into state: inout DrawHistoryState, _ action: LottoAction) -> Bool {
        // A small state: comparing costs less than telling listeners of no change.
        let before = state
        switch action {
        case .drawHistoryLoaded(let history, let selection):
            state.history = history
            state.selection = selection
            state.isLoaded = true
        case .drawsRecorded(let history, let recording):
            state.history = history
            state.lastRecording = recording
            state.isLoaded = true
        case .drawsUpdated(let history, _):
            state.history = history
            state.isLoaded = true
        case .drawRemoved(let history, let removed):
            state.history = history
            state.lastRemoved = removed
            state.isLoaded = true
        default:
            return false
        }
        return state != before
    }
}

/// The recorded draws: see ``DrawHistoryState`` and ``DrawHistoryReducer``.
public typealias DrawHistoryStore<Action> = ReducerStore<DrawHistoryState, Action>
