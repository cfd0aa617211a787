import Dispatch
import Foundation
import Platform
import TestSupport
import Testing

@testable import Lotto

/// ``LockWaits``: a named waiter's wait for a lock counts as waiting for another process only
/// while another process (`flock(1)` here) holds it, not while a lock of this process does.
@Suite(.enabled(if: RequiredTool.runs(needing: "/usr/bin/flock"))) struct LockWaitsTests {
    private let folder = TemporaryDirectory()

    /// Takes the exclusive lock at `path` as `waiter`, on another thread, and calls `during`
    /// while it waits; returns whether it got the lock.
    private func waitForLock(at path: FilePath, as waiter: String, during: () throws -> Void) rethrows -> Bool {
        final class Outcome: @unchecked Sendable { var locked = false }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            LockWaits.$waiter.withValue(waiter) {
                let lock = try? FileLock(at: path, .exclusive, timeout: 10, ownerOfNewFile: nil)
                outcome.locked = lock != nil
            }
            done.signal()
        }
        try during()
        done.wait()
        return outcome.locked
    }

    /// Waits up to 5 s for `condition`.
    private func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while !condition(), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return condition()
    }

    @Test func aWaitForAnotherProcessesLockIsCounted() throws {
        let path = FilePath(folder.file("t.lock"))
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = ["-x", path.description, "sleep", "3"]
        try holder.run()
        // The other process has the lock once `flock -n` cannot take it.
        #expect(eventually { (try? FileLock(at: path, .shared, timeout: 0, ownerOfNewFile: nil)) == nil })
        #expect(!LockWaits.isWaitingForAnotherProcess("other"))
        let locked = waitForLock(at: path, as: "other") {
            #expect(eventually { LockWaits.isWaitingForAnotherProcess("other") })
        }
        holder.waitUntilExit()
        #expect(locked)
        #expect(!LockWaits.isWaitingForAnotherProcess("other"), "the wait ended")
    }

    @Test func aWaitForThisProcessesOwnLockIsNot() throws {
        let path = FilePath(folder.file("t.lock"))
        var held: FileLock? = try #require(try FileLock(at: path, .exclusive, timeout: 0, ownerOfNewFile: nil))
        let locked = waitForLock(at: path, as: "own") {
            Thread.sleep(forTimeInterval: 0.3)  // the waiter tries, and waits
            #expect(!LockWaits.isWaitingForAnotherProcess("own"))
            withExtendedLifetime(held) {}
            held = nil
        }
        #expect(locked)
    }
}
