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
        let group = StoreGroup([counting, value], dispatcher: dispatcher) {
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
        let group = StoreGroup([value], dispatcher: dispatcher) { calls.value += 1 }
        try dispatcher.dispatch(.increment)
        group.cancel()
        group.cancel()
        try dispatcher.dispatch(.increment)
        #expect(calls.value == 1)

        var released: StoreGroup? = StoreGroup([value], dispatcher: dispatcher) { calls.value += 1 }
        try dispatcher.dispatch(.increment)
        weak let weakGroup = released
        released = nil
        #expect(weakGroup == nil)
        try dispatcher.dispatch(.increment)
        #expect(calls.value == 2 && value.state == 4)
    }
}
