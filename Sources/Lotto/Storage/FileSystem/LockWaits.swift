import Platform
import Synchronization

/// The waits for a file's lock under way in this process, and whether another process is what
/// they wait for: `lotto ui`, quitting before a save was done, says that another lotto process
/// held the file only when one did.
///
/// A lock that this process's own threads hold (the app's update of the draws, while a read of
/// them waits) is not another process's: the lock files held here are counted by device and
/// inode, and a wait for one of them is not counted.
package enum LockWaits {
    /// Whom the current thread waits for locks on behalf of (`lotto ui`'s worker names itself),
    /// so that ``isWaitingForAnotherProcess(_:)`` can be asked about it from another thread.
    @TaskLocal package static var waiter: String?

    private struct Identity: Hashable {
        let device: UInt64
        let inode: UInt64

        init(_ status: FileStatus) {
            device = status.device
            inode = status.inode
        }
    }

    private struct State {
        /// The lock files this process holds, with how many locks on each.
        var held: [Identity: Int] = [:]
        /// The waiters now waiting for a lock another process holds, with how many waits each.
        var waiting: [String: Int] = [:]
    }

    private static let state = Mutex(State())

    /// Whether `waiter` is waiting now for a lock that another process holds.
    package static func isWaitingForAnotherProcess(_ waiter: String) -> Bool {
        state.withLock { $0.waiting[waiter, default: 0] > 0 }
    }

    /// A wait for the lock on `file` begins, one try having found it held; returns the waiter
    /// to pass to ``endWait(_:)``, or `nil` when the wait is not counted (no waiter is named, or
    /// this process holds the lock itself).
    static func beginWait(on file: FileStatus) -> String? {
        guard let waiter else { return nil }
        return state.withLock { state in
            guard state.held[Identity(file), default: 0] == 0 else { return nil }
            state.waiting[waiter, default: 0] += 1
            return waiter
        }
    }

    /// The wait ``beginWait(on:)`` counted has ended, with the lock or without.
    static func endWait(_ waiter: String) {
        state.withLock { state in
            state.waiting[waiter, default: 1] -= 1
            if state.waiting[waiter] == 0 { state.waiting[waiter] = nil }
        }
    }

    /// This process took a lock on `file`.
    static func took(_ file: FileStatus) {
        state.withLock { $0.held[Identity(file), default: 0] += 1 }
    }

    /// This process let go of a lock on `file`.
    static func released(_ file: FileStatus) {
        state.withLock { state in
            let identity = Identity(file)
            state.held[identity, default: 1] -= 1
            if state.held[identity] == 0 { state.held[identity] = nil }
        }
    }
}
