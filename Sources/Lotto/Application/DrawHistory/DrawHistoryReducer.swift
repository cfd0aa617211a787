import Flux

/// The draw history's logic: a read gives the history and the selection asked for; a recording
/// gives the history as it now is, and what was done.
public struct DrawHistoryReducer: Reducer {
    public init() {}

    public var initialState: DrawHistoryState { DrawHistoryState() }

    public func reduce(_ state: DrawHistoryState, _ action: LottoAction) -> DrawHistoryState {
        var next = state
        switch action {
        case .drawHistoryLoaded(let history, let selection):
            next.history = history
            next.selection = selection
            next.isLoaded = true
        case .drawsRecorded(let history, let recording):
            next.history = history
            next.lastRecording = recording
            next.isLoaded = true
        default:
            return state
        }
        return next
    }
}

/// The recorded draws: see ``DrawHistoryState`` and ``DrawHistoryReducer``.
public typealias DrawHistoryStore = ReducerStore<DrawHistoryState, LottoAction>
