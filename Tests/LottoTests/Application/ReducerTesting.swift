import Flux
import Testing

@testable import Lotto

/// What the reducers' suites share: a game, two tickets, a saved ticket, and a reducer's
/// step that checks the `Bool` it returns.
protocol ReducerTesting {}

extension ReducerTesting {
    var kr645: GameID { LottoGame.korean645.id }
    var ticket: LottoTicket { try! LottoTicket(numbers: [1, 2, 3, 4, 5, 6]) }
    var other: LottoTicket { try! LottoTicket(numbers: [7, 8, 9, 10, 11, 12]) }

    func saved(_ id: Int, _ ticket: LottoTicket? = nil, game: GameID = LottoGame.korean645.id) -> SavedTicket {
        SavedTicket(id: id, game: game, ticket: ticket ?? self.ticket, savedAt: Timestamp(secondsSince1970: 0))
    }

    /// The state after `action`, having expected the reducer to say whether it changed: the
    /// `Bool` that decides whether a store emits a change, true exactly when the state differs.
    func after<R: Reducer>(
        _ reducer: R, _ state: R.State, _ action: LottoAction, changes: Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> R.State where R.Action == LottoAction, R.State: Equatable {
        var next = state
        let changed = reducer.reduce(into: &next, action)
        #expect(changed == changes, "the reducer says whether the state changed", sourceLocation: sourceLocation)
        #expect(changed == (next != state), "it changed exactly when it says so", sourceLocation: sourceLocation)
        return next
    }
}
