import Flux

/// The number counts' logic: a read of one game's saved tickets counts their numbers; a read of
/// every game's (a plain list) is not a count of one game, and is left alone.
public struct NumberFrequencyReducer: Reducer {
    public init() {}

    public var initialState: NumberFrequencies { NumberFrequencies() }

    public func reduce(into state: inout NumberFrequencies, _ action: LottoAction) -> Bool {
        // A small state: comparing costs less than telling listeners of no change.
        let before = state
        guard case .savedTicketsLoaded(let page, let game?) = action else { return false }
        if page.isFirst {
            state = NumberFrequencies()
            state.game = game
        }
        for saved in page.items where saved.game == game {
            state.tickets += 1
            LottoTicket.forEachNumber(in: saved.ticket.bits) { state.main[$0] += 1 }
            LottoTicket.forEachNumber(in: saved.ticket.extraBits) { state.extra[$0] += 1 }
        }
        state.isComplete = page.isLast
        return state != before
    }
}

/// How often each number was saved, for one game: see ``NumberFrequencies`` and
/// ``NumberFrequencyReducer``.
public typealias NumberFrequenciesStore<Action> = ReducerStore<NumberFrequencies, Action>
