import Dispatch
import Flux
import Synchronization
import Testing

/// Records what callbacks saw, from inside dispatches.
final class Log<Element> {
    var entries: [Element] = []
}

@Suite struct DispatcherTests {
    @Test func callsEveryCallbackOnceInRegistrationOrderWithTheAction() throws {
        let dispatcher = Dispatcher<String>()
        let log = Log<String>()
        for name in ["a", "b", "c"] {
            dispatcher.register { log.entries.append("\(name):\($0)") }
        }
        try dispatcher.dispatch("x")
        try dispatcher.dispatch("y")
        #expect(log.entries == ["a:x", "b:x", "c:x", "a:y", "b:y", "c:y"])
    }

    @Test func tokensAreUniqueAndNeverReused() throws {
        let dispatcher = Dispatcher<Int>()
        let first = dispatcher.register { _ in }
        try dispatcher.unregister(first)
        let second = dispatcher.register { _ in }
        let third = dispatcher.register { _ in }
        #expect(Set([first, second, third]).count == 3)
        #expect(first.description == "ID_1")
    }

    @Test func unregisteredCallbackIsNotCalled() throws {
        let dispatcher = Dispatcher<Int>()
        let log = Log<Int>()
        let token = dispatcher.register { log.entries.append($0) }
        try dispatcher.dispatch(1)
        try dispatcher.unregister(token)
        try dispatcher.dispatch(2)
        #expect(log.entries == [1])
    }

    @Test func unregisteringAnUnknownTokenThrows() throws {
        let dispatcher = Dispatcher<Int>()
        let token = dispatcher.register { _ in }
        try dispatcher.unregister(token)
        #expect(throws: DispatcherError.unknownToken(token)) { try dispatcher.unregister(token) }
    }

    @Test func nestedDispatchIsRefusedAndTheDispatcherKeepsWorking() throws {
        let dispatcher = Dispatcher<Int>()
        let log = Log<Int>()
        let nestedError = Log<DispatcherError>()
        dispatcher.register { [unowned dispatcher] action in
            log.entries.append(action)
            if action == 1 {
                do { try dispatcher.dispatch(99) } catch let error as DispatcherError {
                    nestedError.entries.append(error)
                }
            }
        }
        try dispatcher.dispatch(1)
        try dispatcher.dispatch(2)
        #expect(nestedError.entries == [.nestedDispatch])
        #expect(log.entries == [1, 2])
        #expect(DispatcherError.nestedDispatch.description == "cannot dispatch in the middle of a dispatch")
    }

    @Test func keepsWorkingAfterACallbackThrows() throws {
        struct Boom: Error {}
        let dispatcher = Dispatcher<Int>()
        let log = Log<Int>()
        dispatcher.register { if $0 == 1 { throw Boom() } }
        dispatcher.register { log.entries.append($0) }
        #expect(throws: Boom.self) { try dispatcher.dispatch(1) }
        #expect(!dispatcher.isDispatching)
        try dispatcher.dispatch(2)
        #expect(log.entries == [2], "the throwing dispatch stops; the next one reaches everybody")
    }

    @Test func isDispatchingOnlyDuringADispatch() throws {
        let dispatcher = Dispatcher<Int>()
        let seen = Log<Bool>()
        dispatcher.register { [unowned dispatcher] _ in seen.entries.append(dispatcher.isDispatching) }
        #expect(!dispatcher.isDispatching)
        try dispatcher.dispatch(0)
        #expect(seen.entries == [true])
        #expect(!dispatcher.isDispatching)
    }

    @Test func waitForRunsALaterCallbackFirstAndOnlyOnce() throws {
        let dispatcher = Dispatcher<Int>()
        let log = Log<String>()
        let later = TokenBox()
        dispatcher.register { [unowned dispatcher] _ in
            try dispatcher.waitFor([later.token!])
            log.entries.append("first")
        }
        later.token = dispatcher.register { _ in log.entries.append("second") }
        try dispatcher.dispatch(0)
        #expect(log.entries == ["second", "first"])
    }

    @Test func waitForAnEarlierCallbackThatAlreadyRanDoesNothing() throws {
        let dispatcher = Dispatcher<Int>()
        let log = Log<String>()
        let earlier = dispatcher.register { _ in log.entries.append("earlier") }
        dispatcher.register { [unowned dispatcher] _ in
            try dispatcher.waitFor([earlier])
            log.entries.append("later")
        }
        try dispatcher.dispatch(0)
        #expect(log.entries == ["earlier", "later"])
    }

    @Test func waitForOnItselfIsACircularDependency() throws {
        let dispatcher = Dispatcher<Int>()
        let me = TokenBox()
        me.token = dispatcher.register { [unowned dispatcher] _ in try dispatcher.waitFor([me.token!]) }
        #expect(throws: DispatcherError.circularDependency(me.token!)) { try dispatcher.dispatch(0) }
        try dispatcher.unregister(me.token!)
        try dispatcher.dispatch(1)  // usable again
    }

    @Test func waitForInATwoCallbackCycleThrows() throws {
        let dispatcher = Dispatcher<Int>()
        let a = TokenBox()
        let b = TokenBox()
        a.token = dispatcher.register { [unowned dispatcher] _ in try dispatcher.waitFor([b.token!]) }
        b.token = dispatcher.register { [unowned dispatcher] _ in try dispatcher.waitFor([a.token!]) }
        #expect(throws: DispatcherError.circularDependency(a.token!)) { try dispatcher.dispatch(0) }
        #expect(!dispatcher.isDispatching)
    }

    @Test func waitForAnUnknownTokenThrows() throws {
        let dispatcher = Dispatcher<Int>()
        let gone = dispatcher.register { _ in }
        try dispatcher.unregister(gone)
        dispatcher.register { [unowned dispatcher] _ in try dispatcher.waitFor([gone]) }
        #expect(throws: DispatcherError.unknownToken(gone)) { try dispatcher.dispatch(0) }
    }

    @Test func waitForOutsideADispatchThrows() throws {
        let dispatcher = Dispatcher<Int>()
        let token = dispatcher.register { _ in }
        #expect(throws: DispatcherError.waitForOutsideDispatch) { try dispatcher.waitFor([token]) }
    }

    @Test func waitForFromAnotherThreadDuringADispatchThrows() throws {
        let dispatcher = Dispatcher<Int>()
        let token = dispatcher.register { _ in }
        let otherThreadError = Mutex<DispatcherError?>(nil)
        dispatcher.register { [unowned dispatcher] _ in
            // `sync` would run the block on this very thread; `async` really leaves it.
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                do { try dispatcher.waitFor([token]) } catch let error as DispatcherError {
                    otherThreadError.withLock { $0 = error }
                } catch {}
                done.signal()
            }
            done.wait()
        }
        try dispatcher.dispatch(0)
        #expect(otherThreadError.withLock { $0 } == .waitForOutsideDispatch)
    }

    @Test func registeringDuringADispatchTakesEffectFromTheNextDispatch() throws {
        let dispatcher = Dispatcher<Int>()
        let log = Log<String>()
        let added = Log<DispatchToken>()
        dispatcher.register { [unowned dispatcher] action in
            if action == 1 {
                added.entries.append(dispatcher.register { log.entries.append("new:\($0)") })
                try dispatcher.waitFor(added.entries)  // not part of this dispatch: skipped
            }
        }
        try dispatcher.dispatch(1)
        try dispatcher.dispatch(2)
        #expect(log.entries == ["new:2"])
    }

    @Test func unregisteringDuringADispatchStopsALaterCallbackAtOnce() throws {
        let dispatcher = Dispatcher<Int>()
        let log = Log<String>()
        let victim = TokenBox()
        dispatcher.register { [unowned dispatcher] _ in
            if let token = victim.token {
                try dispatcher.unregister(token)
                victim.token = nil
            }
        }
        victim.token = dispatcher.register { _ in log.entries.append("victim") }
        dispatcher.register { _ in log.entries.append("last") }
        try dispatcher.dispatch(0)
        #expect(log.entries == ["last"])
    }

    @Test func aCallbackUnregisteredDuringADispatchIsReleasedWhenItEndsOutsideTheLock() throws {
        final class Witness {
            let onRelease: () -> Void
            init(onRelease: @escaping () -> Void) { self.onRelease = onRelease }
            deinit { onRelease() }
        }
        let dispatcher = Dispatcher<Int>()
        let log = Log<String>()
        let victim = TokenBox()
        do {
            let witness = Witness {
                log.entries.append(dispatcher.isDispatching ? "released inside" : "released outside")
                // Outside the lock, registering from a deinit cannot deadlock.
                dispatcher.register { _ in }
            }
            victim.token = dispatcher.register { _ in withExtendedLifetime(witness) {} }
        }
        dispatcher.register { [unowned dispatcher] _ in
            try dispatcher.unregister(victim.token!)
            log.entries.append("unregistered")
        }
        try dispatcher.dispatch(0)
        #expect(log.entries == ["unregistered", "released outside"])
    }

    @Test func aCallbackMayUnregisterItselfAndTheOthersStillRun() throws {
        let dispatcher = Dispatcher<Int>()
        let log = Log<String>()
        let own = TokenBox()
        own.token = dispatcher.register { [unowned dispatcher] action in
            log.entries.append("once:\(action)")
            try dispatcher.unregister(own.token!)
        }
        dispatcher.register { log.entries.append("always:\($0)") }
        try dispatcher.dispatch(1)
        try dispatcher.dispatch(2)
        #expect(log.entries == ["once:1", "always:1", "always:2"])
    }

    @Test func aCallbackThatThrewInsideWaitForIsNotCalledAgainInThatDispatch() throws {
        struct Failure: Error {}
        let dispatcher = Dispatcher<Int>()
        let log = Log<String>()
        let failing = TokenBox()
        dispatcher.register { [unowned dispatcher] _ in
            do { try dispatcher.waitFor([failing.token!]) } catch is Failure { log.entries.append("caught") }
        }
        failing.token = dispatcher.register { action in
            log.entries.append("failing:\(action)")
            throw Failure()
        }
        dispatcher.register { [unowned dispatcher] _ in
            try dispatcher.waitFor([failing.token!])  // finished, although by an error: no wait
            log.entries.append("waited")
        }
        try dispatcher.dispatch(1)
        #expect(log.entries == ["failing:1", "caught", "waited"])
        try dispatcher.dispatch(2)  // the next dispatch calls it again, once
        #expect(log.entries == ["failing:1", "caught", "waited", "failing:2", "caught", "waited"])
    }

    @Test func concurrentDispatchesAreSerializedAndNoneIsLost() throws {
        let threads = 8
        let perThread = 10_000
        let dispatcher = Dispatcher<Int>()
        // Plain (unsynchronized) state: only correct if the dispatcher serializes callbacks.
        let received = Log<Int>()
        let inside = Log<Bool>()
        inside.entries = [false]
        let overlaps = Log<Int>()
        dispatcher.register { action in
            if inside.entries[0] { overlaps.entries.append(action) }
            inside.entries[0] = true
            received.entries.append(action)
        }
        dispatcher.register { _ in inside.entries[0] = false }
        let failures = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread {
                do { try dispatcher.dispatch(thread * perThread + index) } catch {
                    failures.add(1, ordering: .relaxed)
                }
            }
        }
        #expect(failures.load(ordering: .relaxed) == 0)
        #expect(overlaps.entries.isEmpty)
        #expect(received.entries.count == threads * perThread)
        #expect(Set(received.entries) == Set(0..<threads * perThread))
    }
}

/// Lets a callback name a token that is only known after it was registered.
private final class TokenBox {
    var token: DispatchToken?
}
