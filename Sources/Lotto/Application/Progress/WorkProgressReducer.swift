import Flux

/// The progress of the long work under way: each report replaces the last; the work's end
/// (a `nil` report) clears it.
public struct WorkProgressReducer: Reducer {
    public init() {}

    public var initialState: WorkProgress? { nil }

    public func reduce(into state: inout WorkProgress?, _ action: LottoAction) -> Bool {
        guard case .workProgressed(let progress) = action else { return false }
        state = progress
        return true
    }
}

/// The long work under way, as far as it has gone (`nil` when none is): see ``WorkProgress``.
public typealias WorkProgressStore<Action> = ReducerStore<WorkProgress?, Action>
