import Flux

/// The current draw's logic: a draw's first page starts it afresh, each page adds its tickets.
public struct CurrentDrawReducer: Reducer {
    /// How many of a draw's tickets the state keeps: its last ones.
    public let window: Int

    /// - Parameter window: how many tickets of a draw to keep (a draw of millions is printed as
    ///   it comes, not kept; a screen shows a few).
    public init(window: Int = 100) {
        self.window = window
    }

    public var initialState: CurrentDraw { CurrentDraw() }

    public func reduce(into state: inout CurrentDraw, _ action: LottoAction) -> Bool {
        // A small state: comparing costs less than telling listeners of no change.
        let before = state
        guard case .ticketsDrawn(let page, let game, let draw) = action else { return false }
        if page.isFirst { state = CurrentDraw() }
        state.count += page.items.count
        state.game = game
        state.draw = draw
        state.tickets.appendKeepingLast(page.items, limit: window)
        state.isComplete = page.isLast
        return state != before
    }
}

/// The current draw: see ``CurrentDraw`` and ``CurrentDrawReducer``.
public typealias CurrentDrawStore<Action> = ReducerStore<CurrentDraw, Action>
