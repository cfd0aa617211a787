import Dispatch
import Flux
import Synchronization
import Testing

@Suite struct StoreTests {
    @Test func listenerHearsOneChangePerDispatchAfterTheStoreHandledIt() throws {
        let dispatcher = Dispatcher<CounterAction>()
        let store = CountingStore(dispatcher: dispatcher)
        let seen = Counter()
        let calls = Counter()
        let subscription = store.addListener {
            calls.value += 1
            seen.value = store.count
        }
        try dispatcher.dispatch(.incrementTwiceInOneAction)
        #expect(calls.value == 1)
        #expect(seen.value == 2)
        try dispatcher.dispatch(.ignore)
        #expect(calls.value == 1, "no change, no call")
        withExtendedLifetime(subscription) {}
    }

    @Test func cancelledOrReleasedSubscriptionStopsTheListener() throws {
        let dispatcher = Dispatcher<CounterAction>()
        let store = CountingStore(dispatcher: dispatcher)
        let kept = Counter()
        let cancelled = Counter()
        let released = Counter()
        let keptSubscription = store.addListener { kept.value += 1 }
        let cancelledSubscription = store.addListener { cancelled.value += 1 }
        var releasedSubscription: Subscription? = store.addListener { released.value += 1 }
        try dispatcher.dispatch(.increment)
        cancelledSubscription.cancel()
        cancelledSubscription.cancel()  // harmless
        releasedSubscription = nil
        try dispatcher.dispatch(.increment)
        #expect(kept.value == 2)
        #expect(cancelled.value == 1)
        #expect(released.value == 1)
        #expect(releasedSubscription == nil)
        withExtendedLifetime(keptSubscription) {}
    }

    @Test func listenerAddedWhileListenersRunHearsFromTheNextChange() throws {
        let dispatcher = Dispatcher<CounterAction>()
        let store = CountingStore(dispatcher: dispatcher)
        let lateCalls = Counter()
        var subscriptions: [Subscription] = []
        let first = store.addListener { [unowned store] in
            if subscriptions.count == 1 {
                subscriptions.append(store.addListener { lateCalls.value += 1 })
            }
        }
        subscriptions.append(first)
        try dispatcher.dispatch(.increment)
        #expect(lateCalls.value == 0)
        try dispatcher.dispatch(.increment)
        #expect(lateCalls.value == 1)
    }

    @Test func theDispatcherKeepsAStoreUntilItIsUnregistered() throws {
        let dispatcher = Dispatcher<CounterAction>()
        weak var store: ValueStore?
        let token: DispatchToken
        do {
            let made = ValueStore(dispatcher: dispatcher, initialState: 0)
            store = made
            token = made.dispatchToken
        }
        #expect(store != nil, "registered, so kept by the dispatcher")
        try dispatcher.dispatch(.increment)
        #expect(store?.state == 1)
        store?.unregister()
        #expect(store == nil, "unregistered and held by nobody: released")
        #expect(throws: DispatcherError.unknownToken(token)) { try dispatcher.unregister(token) }
        try dispatcher.dispatch(.increment)
    }

    @Test func aSubscriptionDoesNotKeepItsStoreOrItsViewAlive() throws {
        /// A view that holds its subscription and is captured, strongly, by its own listener.
        final class View {
            var subscription: Subscription?
            var renders = 0
        }
        let dispatcher = Dispatcher<CounterAction>()
        weak var store: ValueStore?
        weak var view: View?
        do {
            let made = ValueStore(dispatcher: dispatcher, initialState: 0)
            let madeView = View()
            madeView.subscription = made.addListener { madeView.renders += 1 }
            store = made
            view = madeView
        }
        try dispatcher.dispatch(.increment)
        #expect(view?.renders == 1, "the store keeps its listener, and so the view")
        store?.unregister()
        #expect(store == nil)
        #expect(view == nil, "no cycle through the subscription")
    }

    @Test func releasingTheDispatcherReleasesItsStoresButNotOnesStillHeld() throws {
        weak var weakDispatcher: Dispatcher<CounterAction>?
        weak var unheld: ValueStore?
        let held: ValueStore
        do {
            let dispatcher = Dispatcher<CounterAction>()
            weakDispatcher = dispatcher
            let dropped = ValueStore(dispatcher: dispatcher, initialState: 0)
            unheld = dropped
            held = ValueStore(dispatcher: dispatcher, initialState: 0)
            try dispatcher.dispatch(.increment)
        }
        #expect(weakDispatcher == nil, "a store does not keep its dispatcher alive")
        #expect(unheld == nil)
        #expect(held.state == 1)
        // Nothing to do for any of these now, and no trap.
        held.unregister()
        held.addListener {}.cancel()
        #expect(throws: DispatcherError.waitForOutsideDispatch) { try held.waitFor([held.dispatchToken]) }
    }

    @Test func aStoreUnregisteredDuringADispatchIsNotCalledAndIsReleasedWhenItEnds() throws {
        let dispatcher = Dispatcher<CounterAction>()
        let victim = Box<ValueStore>()
        weak var released: ValueStore?
        let stillAlive = Log<Bool>()
        dispatcher.register { _ in
            victim.value?.unregister()
            victim.value = nil
            stillAlive.entries.append(released != nil)  // the dispatch still holds it
        }
        victim.value = ValueStore(dispatcher: dispatcher, initialState: 0)
        released = victim.value
        try dispatcher.dispatch(.increment)
        #expect(stillAlive.entries == [true])
        #expect(released == nil)
    }

    @Test func aStoreMayUnregisterItselfWhileHandlingAnAction() throws {
        final class OneShotStore: Store<CounterAction>, @unchecked Sendable {
            var handled = 0
            override func onDispatch(_ action: CounterAction) throws {
                handled += 1
                unregister()
                emitChange()
            }
        }
        let dispatcher = Dispatcher<CounterAction>()
        let store = OneShotStore(dispatcher: dispatcher)
        let calls = Counter()
        let subscription = store.addListener { calls.value += 1 }
        try dispatcher.dispatch(.increment)
        try dispatcher.dispatch(.increment)
        #expect(store.handled == 1)
        #expect(calls.value == 1, "the change it emitted while unregistering is still heard")
        withExtendedLifetime(subscription) {}
    }

    @Test func listenerRemovedWhileListenersRunIsCalledThisTimeButNotAfter() throws {
        let dispatcher = Dispatcher<CounterAction>()
        let store = CountingStore(dispatcher: dispatcher)
        let log = Log<String>()
        let later = Box<Subscription>()
        let first = store.addListener {
            log.entries.append("first")
            later.value?.cancel()
        }
        later.value = store.addListener { log.entries.append("later") }
        let selfCancelling = Box<Subscription>()
        selfCancelling.value = store.addListener {
            log.entries.append("self")
            selfCancelling.value?.cancel()
        }
        try dispatcher.dispatch(.increment)
        try dispatcher.dispatch(.increment)
        #expect(log.entries == ["first", "later", "self", "first"])
        withExtendedLifetime(first) {}
    }

    @Test func storesCanOrderThemselvesWithWaitFor() throws {
        let dispatcher = Dispatcher<CounterAction>()
        let seenByFirst = Counter()
        let valueStore = Box<ValueStore>()
        dispatcher.register { [unowned dispatcher] _ in
            try dispatcher.waitFor([valueStore.value!.dispatchToken])
            seenByFirst.value = valueStore.value!.state
        }
        valueStore.value = ValueStore(dispatcher: dispatcher, initialState: 0)
        try dispatcher.dispatch(.setTo(7))
        #expect(seenByFirst.value == 7)
    }

    @Test func aStoreWaitsForAnotherThroughItsOwnWaitFor() throws {
        final class DoublingStore: ReduceStore<Int, CounterAction>, @unchecked Sendable {
            let source = Box<ValueStore>()  // set later: it is registered before its source
            override func reduce(_ state: Int, _ action: CounterAction) -> Int {
                // reduce cannot throw: a failed wait shows as -1.
                guard let source = source.value, (try? waitFor([source.dispatchToken])) != nil else {
                    return -1
                }
                return source.state * 2
            }
        }
        let dispatcher = Dispatcher<CounterAction>()
        let doubling = DoublingStore(dispatcher: dispatcher, initialState: 0)
        doubling.source.value = ValueStore(dispatcher: dispatcher, initialState: 0)
        try dispatcher.dispatch(.setTo(7))
        #expect(doubling.state == 14, "the source had already reduced .setTo(7)")
    }

    @Test func reduceStoreEmitsOnlyWhenTheStateChanges() throws {
        let dispatcher = Dispatcher<CounterAction>()
        let store = ValueStore(dispatcher: dispatcher, initialState: 0)
        let calls = Counter()
        let subscription = store.addListener { calls.value += 1 }
        try dispatcher.dispatch(.setTo(5))
        try dispatcher.dispatch(.setTo(5))
        try dispatcher.dispatch(.ignore)
        try dispatcher.dispatch(.increment)
        #expect(store.state == 6)
        #expect(calls.value == 2)
        withExtendedLifetime(subscription) {}
    }
}
