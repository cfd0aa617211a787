import Flux

/// `lotto draws update` as far as it has gone: the game being fetched, and what was done for
/// those finished.
public struct DrawUpdateState: Equatable, Sendable {
    /// The game being fetched; `nil` between games and when done.
    public var current: DrawUpdateProgress?
    /// The games updated, in order.
    public var finished: [DrawUpdate] = []
    /// The games that could not be updated, in order.
    public var failed: [DrawUpdateFailure] = []

    public init() {}
}

/// An update's logic: progress replaces progress; a game's end clears it and adds its result,
/// or its failure.
public struct DrawUpdateReducer: Reducer {
    public init() {}

    public var initialState: DrawUpdateState { DrawUpdateState() }

    public func reduce(into state: inout DrawUpdateState, _ action: LottoAction) -> Bool {
        switch action {
        case .drawUpdateProgressed(let progress):
            state.current = progress
        case .drawsUpdated(_, let update):
            state.current = nil
            state.finished.append(update)
        case .drawUpdateFailed(let failure):
            state.current = nil
            state.failed.append(failure)
        default:
            return false
        }
        return true
    }
}

/// The update of the draw history from the publishers: see ``DrawUpdateState``.
public typealias DrawUpdateStore<Action> = ReducerStore<DrawUpdateState, Action>
