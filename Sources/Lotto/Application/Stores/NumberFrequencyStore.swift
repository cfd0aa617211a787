import Flux

/// How often each number appears among the saved tickets of one game, as pages load.
public final class NumberFrequencyStore: ReduceStore<NumberFrequencyStore.State, LottoAction>, @unchecked Sendable {
    /// The counts so far.
    public struct State: Equatable, Sendable {
        /// The game counted.
        public var game: GameID
        /// Tickets of that game counted.
        public var tickets = 0
        /// Main numbers: index n counts the number n.
        public var main = [Int](repeating: 0, count: LottoRule.maximumNumber + 1)
        /// A separate drum's numbers, likewise.
        public var extra = [Int](repeating: 0, count: LottoRule.maximumNumber + 1)
    }

    /// A store counting the tickets of `game`.
    public init(dispatcher: Dispatcher<LottoAction>, game: LottoGame) {
        super.init(dispatcher: dispatcher, initialState: State(game: game.id))
    }

    public override func reduce(_ state: State, _ action: LottoAction) -> State {
        guard case .savedTicketsLoaded(let page) = action else { return state }
        var next = state
        for saved in page where saved.game == state.game {
            next.tickets += 1
            for number in saved.ticket.numbers { next.main[number] += 1 }
            for number in saved.ticket.extraNumbers { next.extra[number] += 1 }
        }
        return next
    }
}
