import Testing

// Testable, to set the registration order itself: a store is registered when it is made, so
// the only way to have one registered after a listener that names it is to move it there.
@testable import Flux

@Suite struct ActionListenerTests {
    @Test func aListenerHearsEveryActionInItsTurnUntilCancelled() throws {
        let dispatcher = Dispatcher<CounterAction>()
        let log = Log<String>()
        dispatcher.register { _ in log.entries.append("before") }
        let subscription = dispatcher.addActionListener { log.entries.append("listener \($0)") }
        dispatcher.register { _ in log.entries.append("after") }
        try dispatcher.dispatch(.increment)
        subscription.cancel()
        try dispatcher.dispatch(.ignore)
        #expect(log.entries == ["before", "listener increment", "after", "before", "after"])
    }

    @Test(arguments: [false, true])
    func aListenerAfterAStoreSeesItsNewStateWhereverTheStoreIsRegistered(storeLast: Bool) throws {
        let dispatcher = Dispatcher<CounterAction>()
        let store = ValueStore(dispatcher: dispatcher, initialState: 0)
        let seen = Log<Int>()
        let seenWithoutWaiting = Log<Int>()
        // First, so that the other listener's wait does not run the store before it.
        let unordered = dispatcher.addActionListener { _ in seenWithoutWaiting.entries.append(store.state) }
        let listener = dispatcher.addActionListener(after: [store.dispatchToken]) { _ in
            seen.entries.append(store.state)
        }
        if storeLast { dispatcher.moveToEnd(store.dispatchToken) }
        try dispatcher.dispatch(.setTo(7))
        try dispatcher.dispatch(.increment)
        #expect(seen.entries == [7, 8])
        // The order is as the test says: a listener that does not wait reads the store before
        // it has handled the action when the store is registered after it.
        #expect(seenWithoutWaiting.entries == (storeLast ? [0, 7] : [7, 8]))
        #expect(store.state == 8, "the store handled each action once")
        withExtendedLifetime((listener, unordered)) {}
    }

    @Test func aListenerAfterAnUnknownTokenEndsTheDispatchWithWaitForsErrorAndIsNotCalled() throws {
        let dispatcher = Dispatcher<CounterAction>()
        let gone = dispatcher.register { _ in }
        try dispatcher.unregister(gone)
        let calls = Counter()
        let listener = dispatcher.addActionListener(after: [gone]) { _ in calls.value += 1 }
        #expect(throws: DispatcherError.unknownToken(gone)) { try dispatcher.dispatch(.increment) }
        #expect(calls.value == 0)
        #expect(!dispatcher.isDispatching)
        // Once it is gone, the dispatcher works as before.
        listener.cancel()
        try dispatcher.dispatch(.increment)
    }

    @Test func aListenerAfterStoresThatWaitForEachOtherEndsTheDispatchWithACircularDependency() throws {
        let dispatcher = Dispatcher<CounterAction>()
        let second = TokenBox()
        let calls = Counter()
        let first = dispatcher.register { [unowned dispatcher] _ in try dispatcher.waitFor([second.token!]) }
        second.token = dispatcher.register { [unowned dispatcher] _ in try dispatcher.waitFor([first]) }
        let listener = dispatcher.addActionListener(after: [first]) { _ in calls.value += 1 }
        // The listener first, so that its wait starts the cycle: first, second, first again.
        dispatcher.moveToEnd(first)
        dispatcher.moveToEnd(second.token!)
        #expect(throws: DispatcherError.circularDependency(first)) { try dispatcher.dispatch(.increment) }
        #expect(calls.value == 0)
        withExtendedLifetime(listener) {}
    }

    @Test func aListenerAfterAStoreIsNotCalledAgainWhenTheStoreWaitsForIt() throws {
        // A store that waits for a callback registered after the listener: each runs once.
        let dispatcher = Dispatcher<CounterAction>()
        let log = Log<String>()
        let later = TokenBox()
        let store = dispatcher.register { [unowned dispatcher] _ in
            try dispatcher.waitFor([later.token!])
            log.entries.append("store")
        }
        let listener = dispatcher.addActionListener(after: [store]) { _ in log.entries.append("listener") }
        later.token = dispatcher.register { _ in log.entries.append("later") }
        dispatcher.moveToEnd(store)
        try dispatcher.dispatch(.increment)
        #expect(log.entries == ["later", "store", "listener"])
        withExtendedLifetime(listener) {}
    }
}

/// A token known only once its callback is registered, read by a callback registered first.
private final class TokenBox {
    var token: DispatchToken?
}

extension Dispatcher {
    /// Moves the callback of `token` to the end of the registration order, as if it had been
    /// registered last.
    func moveToEnd(_ token: DispatchToken) {
        lock.withExclusiveAccess {
            guard let index = registrations.firstIndex(where: { $0.token == token }) else { return }
            registrations.append(registrations.remove(at: index))
        }
    }
}
