import Flux

/// The current draw's logic: a draw's first page starts it afresh, each page adds its tickets.
package struct CurrentDrawReducer: Reducer {
    /// How many of a draw's tickets the state keeps: its last ones.
    package let window: Int

    /// - Parameter window: how many tickets of a draw to keep (a draw of millions is printed as
    ///   it comes, not kept; a screen shows a few).
    package init(window: Int = 100) {
        self.window = window
    }

    package var initialState: CurrentDraw { CurrentDraw() }

    package func reduce(into state: inout CurrentDraw, _ action: LottoAction) -> Bool {
        guard case .ticketsDrawn(let page, let game, let draw) = action else { return false }
        return adding(page, to: &state, startingFrom: CurrentDraw.init) { state, tickets in
            state.count += tickets.count
            state.game = game
            state.draw = draw
            state.tickets.appendKeepingLast(tickets, limit: window)
        }
    }
}

/// The current draw: see ``CurrentDraw`` and ``CurrentDrawReducer``.
package typealias CurrentDrawStore<Action> = ReducerStore<CurrentDraw, Action>
