import Flux

/// The number counts' logic: a read of one game's saved tickets counts their numbers; a read of
/// every game's (a plain list) is not a count of one game, and is left alone.
package struct NumberFrequencyReducer: Reducer {
    package init() {}

    package var initialState: NumberFrequencies { NumberFrequencies() }

    package func reduce(into state: inout NumberFrequencies, _ action: LottoAction) -> Bool {
        guard case .savedTicketsLoaded(let page, let game?, _) = action else { return false }
        return adding(page, to: &state, startingFrom: { NumberFrequencies(game) }) { state, tickets in
            for saved in tickets where saved.game == game {
                state.tickets += 1
                LottoTicket.forEachNumber(in: saved.ticket.bits) { state.main[$0] += 1 }
                LottoTicket.forEachNumber(in: saved.ticket.extraBits) { state.extra[$0] += 1 }
            }
        }
    }
}

/// How often each number was saved, for one game: see ``NumberFrequencies`` and
/// ``NumberFrequencyReducer``.
package typealias NumberFrequenciesStore<Action> = ReducerStore<NumberFrequencies, Action>
