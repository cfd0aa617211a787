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

    public func reduce(_ state: CurrentDraw, _ action: LottoAction) -> CurrentDraw {
        guard case .ticketsDrawn(let page, let game) = action else { return state }
        var next = page.isFirst ? CurrentDraw() : state
        next.count += page.items.count
        next.game = game
        next.tickets = next.tickets.appendingKeepingLast(page.items, limit: window)
        next.isComplete = page.isLast
        return next
    }
}

/// The current draw (the original app's maker store): see ``CurrentDraw`` and
/// ``CurrentDrawReducer``.
public typealias LottoNumberMakerStore = ReducerStore<CurrentDraw, LottoAction>
