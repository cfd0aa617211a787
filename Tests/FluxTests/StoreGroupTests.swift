import Flux
import Testing

/// A store group calls back once per dispatch that changed any of its stores, with all of
/// them up to date.
@Suite struct StoreGroupTests {
    @Test func oneActionChangingTwoStoresCallsBackOnceWithBothUpToDate() throws {
        let dispatcher = Dispatcher<CounterAction>()
        let counting = CountingStore(dispatcher: dispatcher)
        let value = ValueStore(dispatcher: dispatcher, initialState: 0)
        var seen: [[Int]] = []
        let group = try StoreGroup([counting, value], dispatcher: dispatcher) {
            seen.append([counting.count, value.state])
        }
        try dispatcher.dispatch(.increment)  // both change
        try dispatcher.dispatch(.setTo(5))  // only the value store
        try dispatcher.dispatch(.ignore)  // neither
        try dispatcher.dispatch(.incrementTwiceInOneAction)  // the counting store, emitting twice
        #expect(seen == [[1, 1], [1, 5], [3, 5]])
        withExtendedLifetime(group) {}
    }

    @Test func aCancelledOrReleasedGroupCallsBackNoMore() throws {
        let dispatcher = Dispatcher<CounterAction>()
        let value = ValueStore(dispatcher: dispatcher, initialState: 0)
        let calls = Counter()
        let group = try StoreGroup([value], dispatcher: dispatcher) { calls.value += 1 }
        try dispatcher.dispatch(.increment)
        group.cancel()
        group.cancel()
        try dispatcher.dispatch(.increment)
        #expect(calls.value == 1)

        var released: StoreGroup? = try StoreGroup([value], dispatcher: dispatcher) { calls.value += 1 }
        try dispatcher.dispatch(.increment)
        weak let weakGroup = released
        released = nil
        #expect(weakGroup == nil)
        try dispatcher.dispatch(.increment)
        #expect(calls.value == 2 && value.state == 4)
    }

    /// As facebook/flux's `FluxStoreGroup`: no stores, or a store of another dispatcher, is
    /// refused when the group is made (such a group would never call back, or would wait on a
    /// token its dispatcher never gave).
    @Test func aGroupOfNoStoresOrOfAnotherDispatchersStoreIsRefused() throws {
        let dispatcher = Dispatcher<CounterAction>()
        let other = Dispatcher<CounterAction>()
        let mine = ValueStore(dispatcher: dispatcher, initialState: 0)
        let theirs = ValueStore(dispatcher: other, initialState: 0)
        #expect(throws: DispatcherError.emptyStoreGroup) {
            try StoreGroup([], dispatcher: dispatcher) {}
        }
        #expect(throws: DispatcherError.storeOfAnotherDispatcher(theirs.dispatchToken)) {
            try StoreGroup([mine, theirs], dispatcher: dispatcher) {}
        }
        // Nothing was registered by the refused groups: dispatching still works.
        try dispatcher.dispatch(.increment)
        #expect(mine.state == 1)
    }
}
