import Dispatch
import Flux
import Synchronization
import Testing

/// Everything at once, from many threads: for ThreadSanitizer (`swift test --sanitize=thread`)
/// as much as for the assertions.
@Suite struct ConcurrencyTests {
    private final class Tally: @unchecked Sendable {
        // Only touched inside dispatches, which the dispatcher serializes.
        var heard = 0
    }

    @Test func dispatchRegisterUnregisterAndListenersFromManyThreads() throws {
        let dispatcher = Dispatcher<CounterAction>()
        let store = ValueStore(dispatcher: dispatcher, initialState: 0)
        let tally = Tally()
        let keep = store.addListener { tally.heard += 1 }
        let failures = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<500 {
                switch thread % 4 {
                case 0, 1:
                    do { try dispatcher.dispatch(.increment) } catch { failures.add(1, ordering: .relaxed) }
                case 2:
                    let token = dispatcher.register { _ in }
                    do { try dispatcher.unregister(token) } catch { failures.add(1, ordering: .relaxed) }
                default:
                    let subscription = store.addListener { _ = round }
                    if round % 2 == 0 { subscription.cancel() }  // else released at the end of the scope
                }
            }
        }
        #expect(failures.load(ordering: .relaxed) == 0)
        #expect(store.state == 4 * 500, "every increment from the two dispatching threads of each four")
        #expect(tally.heard == 4 * 500)
        withExtendedLifetime(keep) {}
    }

    @Test func storesMadeAndUnregisteredWhileOtherThreadsDispatch() throws {
        let dispatcher = Dispatcher<CounterAction>()
        let failures = Atomic<Int>(0)
        let leaked = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for _ in 0..<500 {
                if thread % 2 == 0 {
                    do { try dispatcher.dispatch(.increment) } catch { failures.add(1, ordering: .relaxed) }
                } else {
                    weak var released: ValueStore?
                    do {
                        let store = ValueStore(dispatcher: dispatcher, initialState: 0)
                        let subscription = store.addListener {}
                        released = store
                        store.unregister()
                        subscription.cancel()
                    }
                    if released != nil { leaked.add(1, ordering: .relaxed) }
                }
            }
        }
        #expect(failures.load(ordering: .relaxed) == 0)
        #expect(leaked.load(ordering: .relaxed) == 0)
    }

    /// A thread that reads the stores between dispatches never sees one under way, and sees
    /// the state grow in the order the other thread dispatched (ThreadSanitizer sees the reads
    /// ordered by the dispatcher's lock).
    @Test func readsBetweenDispatchesFromAnotherThread() throws {
        let dispatcher = Dispatcher<CounterAction>()
        let store = ValueStore(dispatcher: dispatcher, initialState: 0)
        let duringDispatch = Atomic<Int>(0)
        let backwards = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            if thread == 0 {
                for _ in 0..<2000 { try? dispatcher.dispatch(.increment) }
            } else {
                var last = 0
                while last < 2000 {
                    let seen = dispatcher.betweenDispatches { () -> Int in
                        if dispatcher.isDispatching { duringDispatch.add(1, ordering: .relaxed) }
                        return store.state
                    }
                    if seen < last { backwards.add(1, ordering: .relaxed) }
                    last = seen
                }
            }
        }
        #expect(duringDispatch.load(ordering: .relaxed) == 0)
        #expect(backwards.load(ordering: .relaxed) == 0)
    }

    /// Called from a callback, it runs at once, inside the dispatch under way: no deadlock.
    @Test func readingBetweenDispatchesFromACallbackRunsAtOnce() throws {
        let dispatcher = Dispatcher<CounterAction>()
        let store = ValueStore(dispatcher: dispatcher, initialState: 0)
        final class Seen: @unchecked Sendable { var values: [Int] = [] }
        let seen = Seen()
        let subscription = store.addListener { seen.values.append(dispatcher.betweenDispatches { store.state }) }
        try dispatcher.dispatch(.increment)
        try dispatcher.dispatch(.increment)
        #expect(seen.values == [1, 2])
        withExtendedLifetime(subscription) {}
    }
}
