import Flux

/// `lotto draws update` as far as it has gone: the games asked for, the game being fetched, and
/// what was done for those finished: every game's result, which the command's exit and the
/// app's status line are worded from.
package struct DrawUpdateState: Equatable, Sendable {
    /// The games of the update, in the order they are updated; none before any update.
    package var games: [GameID] = []
    /// The game being fetched; `nil` between games and when done.
    package var current: DrawUpdateProgress?
    /// The games updated, in order.
    package var finished: [DrawUpdate] = []
    /// The games that could not be updated, in order.
    package var failed: [DrawUpdateFailure] = []

    package init() {}

    /// Whether every game of the update has its result: updated, or failed. An update an
    /// error of every game's ended (its history file cannot be written) never is.
    package var isComplete: Bool {
        finished.count + failed.count == games.count
    }

    /// The games updated whose history still ends before the latest draw due by now
    /// (``DrawUpdate/isBehind``), in order.
    package var behind: [DrawUpdate] {
        finished.filter(\.isBehind)
    }

    /// The draws added over every game updated.
    package var added: Int {
        finished.reduce(0) { $0 + $1.summary.added }
    }
}

/// An update's logic: a start clears the last update's results; progress replaces progress; a
/// game's end clears it and adds its result, or its failure.
package struct DrawUpdateReducer: Reducer {
    package init() {}

    package var initialState: DrawUpdateState { DrawUpdateState() }

    package func reduce(into state: inout DrawUpdateState, _ action: LottoAction) -> Bool {
        switch action {
        case .drawUpdateStarted(let games):
            return changing(&state) { state in
                state = DrawUpdateState()
                state.games = games
            }
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
package typealias DrawUpdateStore<Action> = ReducerStore<DrawUpdateState, Action>
