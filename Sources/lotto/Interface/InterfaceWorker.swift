import Dispatch
import Lotto
import Platform
import Synchronization

/// Runs `lotto ui`'s slow work (saving, deleting, drawing, reading the files: anything that may
/// wait for another process's lock) one job at a time on a thread of its own, so that the key
/// loop never waits on a lock or a file.
///
/// The jobs call the action creator, which only this thread then uses; what they dispatch
/// reaches the stores under the dispatcher's lock, and the loop reads the stores only between
/// dispatches (``Flux/Dispatcher/betweenDispatches(_:)``).
final class InterfaceWorker: Sendable {
    /// A job: its closure captures the app, used from this thread alone while it runs.
    private struct Job: @unchecked Sendable {
        let run: () -> Void
    }

    /// Its jobs wait for locks under this name (``Lotto/LockWaits``).
    private let name: String
    private let queue: DispatchQueue
    /// What each job not yet finished does (`saving`), oldest first: said if the app quits
    /// before they are done.
    private let unfinished = Mutex<[String]>([])

    /// - Parameter name: names its thread, and its jobs' waits for locks.
    init(name: String) {
        self.name = name
        queue = DispatchQueue(label: name)
    }

    /// Runs `work` after the jobs before it; `name` says what it does, for ``unfinishedWork``.
    func run(_ name: String, _ work: @escaping () -> Void) {
        unfinished.withLock { $0.append(name) }
        let job = Job(run: work)
        queue.async { [self] in
            LockWaits.$waiter.withValue(self.name) { job.run() }
            unfinished.withLock { _ = $0.removeFirst() }
        }
    }

    /// What the jobs not finished yet were doing, oldest first.
    var unfinishedWork: [String] {
        unfinished.withLock { $0 }
    }

    /// Whether a job waits now for a lock that another process holds: every job after it waits
    /// for it.
    var isWaitingForAnotherProcess: Bool {
        LockWaits.isWaitingForAnotherProcess(name)
    }

    /// Waits until every job is done, unless one waits for another process's lock (which may
    /// be held for as long as that process likes) or `seconds` pass first.
    func finish(atMost seconds: Double) {
        let deadline = SystemCall.monotonicSeconds() + seconds
        while !unfinishedWork.isEmpty, !isWaitingForAnotherProcess, SystemCall.monotonicSeconds() < deadline {
            SystemCall.sleep(seconds: 0.005)
        }
    }
}
