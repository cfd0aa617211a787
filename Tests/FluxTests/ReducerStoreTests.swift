import Flux
import Testing

/// A reducer as a value, and the store that runs it: the state changed in place, a change
/// emitted when, and only when, the reducer says the state changed.
@Suite struct ReducerStoreTests {
    /// Keeps every value set: a state that grows, changed where it lies.
    private struct HistoryReducer: Reducer {
        var initialState: [Int] { [] }

        func reduce(into state: inout [Int], _ action: CounterAction) -> Bool {
            switch action {
            case .setTo(let value) where state.last != value:
                state.append(value)
                return true
            case .increment:
                state.append((state.last ?? 0) + 1)
                return true
            default:
                return false
            }
        }
    }

    @Test func aReducerIsTestedAsAValue() {
        let reducer = HistoryReducer()
        #expect(reducer.reduce([1, 2], .increment) == [1, 2, 3])
        #expect(reducer.reduce([1, 2], .setTo(2)) == [1, 2], "no change: the same state back")
    }

    @Test func theStoreEmitsWhenTheReducerSaysTheStateChanged() throws {
        let dispatcher = Dispatcher<CounterAction>()
        let store = ReducerStore(dispatcher: dispatcher, reducer: HistoryReducer())
        var changes = 0
        let subscription = store.addListener { changes += 1 }
        try dispatcher.dispatch(.setTo(5))
        try dispatcher.dispatch(.setTo(5))  // the reducer says: no change
        try dispatcher.dispatch(.ignore)
        try dispatcher.dispatch(.increment)
        #expect(store.state == [5, 6])
        #expect(changes == 2)
        withExtendedLifetime(subscription) {}
    }

    /// An app's actions, embedding the counter's and those of a reducer of words.
    private enum AppAction {
        case counter(CounterAction)
        case word(String)

        var counter: CounterAction? {
            guard case .counter(let action) = self else { return nil }
            return action
        }

        var word: String? {
            guard case .word(let word) = self else { return nil }
            return word
        }
    }

    /// Keeps every word, in order.
    private struct WordsReducer: Reducer {
        var initialState: [String] { [] }

        func reduce(into state: inout [String], _ action: String) -> Bool {
            state.append(action)
            return true
        }
    }

    /// A reducer written over a part of the dispatcher's actions reduces what it finds of its
    /// own in each, and is not told of the rest: no change, and no listener called.
    @Test func aReducerOverAPartOfTheActionsHearsOnlyItsOwn() throws {
        let dispatcher = Dispatcher<AppAction>()
        let store = ReducerStore(dispatcher: dispatcher, reducer: HistoryReducer(), action: \.counter)
        var changes = 0
        let subscription = store.addListener { changes += 1 }
        try dispatcher.dispatch(.counter(.setTo(5)))
        try dispatcher.dispatch(.word("not the counter's"))
        try dispatcher.dispatch(.counter(.setTo(5)))  // the reducer says: no change
        try dispatcher.dispatch(.counter(.increment))
        #expect(store.state == [5, 6])
        #expect(changes == 2)
        withExtendedLifetime(subscription) {}
    }

    /// Stores of different parts share the one dispatcher: each hears its own part, and a group
    /// hears them as one, called once for each dispatch that changed either.
    @Test func storesOfDifferentPartsShareOneDispatcher() throws {
        let dispatcher = Dispatcher<AppAction>()
        let counter = ReducerStore(dispatcher: dispatcher, reducer: HistoryReducer(), action: \.counter)
        let words = ReducerStore(dispatcher: dispatcher, reducer: WordsReducer(), action: \.word)
        let calls = Counter()
        let group = try StoreGroup([counter, words], dispatcher: dispatcher) { calls.value += 1 }
        try dispatcher.dispatch(.word("one"))
        try dispatcher.dispatch(.counter(.increment))
        try dispatcher.dispatch(.counter(.setTo(1)))  // no change: no call
        try dispatcher.dispatch(.word("two"))
        #expect(counter.state == [1] && words.state == ["one", "two"])
        #expect(calls.value == 3)
        withExtendedLifetime(group) {}
    }

    /// In place: the store's state is changed where it lies, so its storage stays the same
    /// buffer from action to action (a reducer returning a new state would copy it each time,
    /// since the store still holds the old one).
    /// `changing(_:by:)` says a state changed exactly when it differs from what it was.
    @Test func aComparingReducerSaysWhetherItsStateChanged() {
        struct Clamp: Reducer {
            var initialState: Int { 0 }
            func reduce(into state: inout Int, _ action: CounterAction) -> Bool {
                changing(&state) { state in
                    if case .setTo(let value) = action { state = min(value, 10) }
                }
            }
        }
        var state = 8
        #expect(Clamp().reduce(into: &state, .setTo(13)) && state == 10)
        #expect(!Clamp().reduce(into: &state, .setTo(12)) && state == 10, "clamped: the same state")
        #expect(!Clamp().reduce(into: &state, .ignore))
    }

    @Test func theStateIsChangedInPlace() throws {
        struct Probe: Reducer {
            final class Buffers: @unchecked Sendable { var seen: Set<UnsafeRawPointer?> = [] }
            let buffers: Buffers
            var initialState: [Int] { [] }
            func reduce(into state: inout [Int], _ action: CounterAction) -> Bool {
                if state.isEmpty { state.reserveCapacity(1_000) }
                state.append(state.count)
                buffers.seen.insert(state.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) })
                return true
            }
        }
        let buffers = Probe.Buffers()
        let dispatcher = Dispatcher<CounterAction>()
        let store = ReducerStore(dispatcher: dispatcher, reducer: Probe(buffers: buffers))
        for _ in 0..<10 { try dispatcher.dispatch(.increment) }
        #expect(store.state == Array(0..<10))
        #expect(buffers.seen.count == 1, "one buffer, never copied")
    }
}
