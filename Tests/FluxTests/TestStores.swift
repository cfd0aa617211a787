import Dispatch
import Flux
import Synchronization
import Testing

// Stores and helpers the Flux tests share.

enum CounterAction: Equatable {
    case increment, incrementTwiceInOneAction
    case setTo(Int)
    case ignore
}

/// A store using the base class directly: it may call emitChange more than once.
final class CountingStore: Store<CounterAction>, @unchecked Sendable {
    private(set) var count = 0

    override func onDispatch(_ action: CounterAction) throws {
        switch action {
        case .increment:
            count += 1
            emitChange()
        case .incrementTwiceInOneAction:
            count += 2
            emitChange()
            emitChange()
        case .setTo, .ignore:
            break
        }
    }
}

final class ValueStore: ReduceStore<Int, CounterAction>, @unchecked Sendable {
    override func reduce(_ state: Int, _ action: CounterAction) -> Int {
        switch action {
        case .setTo(let value): value
        case .increment: state + 1
        default: state
        }
    }
}

final class Counter {
    var value = 0
}

/// A value set later, from a callback.
final class Box<Value> {
    var value: Value?
}
