import Flux

/// The number counts' logic: a read of one game's saved tickets counts their numbers; a read of
/// every game's (a plain list) is not a count of one game, and is left alone.
public struct NumberFrequencyReducer: Reducer {
    public init() {}

    public var initialState: NumberFrequencies { NumberFrequencies() }

    public func reduce(_ state: NumberFrequencies, _ action: LottoAction) -> NumberFrequencies {
        guard case .savedTicketsLoaded(let page, let game?) = action else { return state }
        var next = state
        if page.isFirst {
            next = NumberFrequencies()
            next.game = game
        }
        for saved in page.items where saved.game == game {
            next.tickets += 1
            LottoTicket.forEachNumber(in: saved.ticket.bits) { next.main[$0] += 1 }
            LottoTicket.forEachNumber(in: saved.ticket.extraBits) { next.extra[$0] += 1 }
        }
        next.isComplete = page.isLast
        return next
    }
}

/// How often each number was saved, for one game: see ``NumberFrequencies`` and
/// ``NumberFrequencyReducer``.
public typealias NumberFrequencyStore = ReducerStore<NumberFrequencies, LottoAction>
