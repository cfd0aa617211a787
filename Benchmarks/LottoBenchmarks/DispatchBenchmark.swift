import Flux

/// Target 6: dispatches a second through a dispatcher with two `ReduceStore`s (Equatable state,
/// one listener each), beside calling the two reduce functions directly.
enum DispatchBenchmark {
    enum Action {
        case add(Int)
    }

    final class SumStore: ReduceStore<Int, Action>, @unchecked Sendable {
        override func reduce(_ state: Int, _ action: Action) -> Int {
            switch action {
            case .add(let value): state &+ value
            }
        }
    }

    final class CountStore: ReduceStore<Int, Action>, @unchecked Sendable {
        override func reduce(_ state: Int, _ action: Action) -> Int {
            state &+ 1
        }
    }

    static func run() throws -> String {
        let count = 2_000_000
        let dispatcher = Dispatcher<Action>()
        let sum = SumStore(dispatcher: dispatcher, initialState: 0)
        let counter = CountStore(dispatcher: dispatcher, initialState: 0)
        var heard = 0
        let subscriptions = [sum.addListener { heard &+= 1 }, counter.addListener { heard &+= 1 }]
        let dispatchRate = try Measurement.medianRate(operations: count) {
            for index in 0..<count {
                try dispatcher.dispatch(.add(index))  // every action changes both states
            }
        }
        blackHole((heard, subscriptions))

        // The same two reductions, called directly through the stores' (opaque) class
        // references, as the dispatcher reaches them: what the Flux machinery adds to.
        let stores: [ReduceStore<Int, Action>] = opaque([sum, counter])
        let (first, second) = (stores[0], stores[1])
        var state = (0, 0)
        let directRate = Measurement.medianRate(operations: count * 10) {
            for index in 0..<count * 10 {
                state.0 = first.reduce(state.0, .add(index))
                state.1 = second.reduce(state.1, .add(index))
            }
        }
        blackHole(state)
        return
            "dispatch, 2 stores: \(millions(dispatchRate)) dispatches/s (direct reduce calls: \(millions(directRate))/s)"
    }
}
