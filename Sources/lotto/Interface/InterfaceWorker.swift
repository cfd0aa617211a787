import Dispatch
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

    private let queue = DispatchQueue(label: "lotto.ui.work")
    /// What each job not yet finished does (`saving`), oldest first: said if the app quits
    /// before they are done.
    private let unfinished = Mutex<[String]>([])

    /// Runs `work` after the jobs before it; `name` says what it does, for ``unfinishedWork``.
    func run(_ name: String, _ work: @escaping () -> Void) {
        unfinished.withLock { $0.append(name) }
        let job = Job(run: work)
        queue.async { [self] in
            job.run()
            unfinished.withLock { _ = $0.removeFirst() }
        }
    }

    /// What the jobs not finished yet were doing, oldest first.
    var unfinishedWork: [String] {
        unfinished.withLock { $0 }
    }
}
