import Flux

/// The current draw: the tickets `lotto new` drew last.
public final class LottoNumberMakerStore: ReduceStore<LottoNumberMakerStore.State, LottoAction>, @unchecked Sendable {
    /// The tickets of the latest draw.
    public struct State: Equatable, Sendable {
        /// Counts draws, so that two draws of equal tickets are still two changes.
        public var drawCount = 0
        /// The latest tickets drawn (one batch of a large draw).
        public var tickets: [LottoTicket] = []
        /// Their game.
        public var game = LottoGame.korean645.id
    }

    /// A store with no draw yet.
    public init(dispatcher: Dispatcher<LottoAction>) {
        super.init(dispatcher: dispatcher, initialState: State())
    }

    public override func reduce(_ state: State, _ action: LottoAction) -> State {
        guard case .ticketsDrawn(let tickets, let game) = action else { return state }
        return State(drawCount: state.drawCount + 1, tickets: tickets, game: game)
    }
}
