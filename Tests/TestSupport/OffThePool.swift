import Foundation

/// Runs each job on a thread of its own: for a test that waits (on a subprocess, a server, a
/// terminal) without holding one of the cooperative pool's threads, of which there are as many
/// as processors. Swift Testing runs a synchronous test on that pool, so on a machine of two
/// processors two waiting tests would keep every other test from starting.
package final class ThreadPerJobExecutor: TaskExecutor, @unchecked Sendable {
    // Sendable without state: each job gets a new thread, and the executor keeps nothing.
    package static let shared = ThreadPerJobExecutor()

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        Thread.detachNewThread { job.runSynchronously(on: executor) }
    }
}

/// How many tests run off the pool at once: enough for their waits to overlap, few enough
/// that the lotto processes they start are not starved past their tests' bounds on a machine
/// of two processors.
actor OffThePoolSlots {
    static let shared = OffThePoolSlots(count: 8)

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) {
        free = count
    }

    func take() async {
        guard free == 0 else {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func giveBack() {
        guard waiting.isEmpty else {
            waiting.removeFirst().resume()
            return
        }
        free += 1
    }
}

/// Runs `body`, a test's synchronous work, in the calling task (its expectations are the
/// test's) but on a thread of its own (see ``ThreadPerJobExecutor``), so that its waits leave
/// the cooperative pool to the other tests; at most ``OffThePoolSlots``' count at once.
package func offThePool<Result>(_ body: () throws -> Result) async rethrows -> Result {
    await OffThePoolSlots.shared.take()
    do {
        let result = try await withTaskExecutorPreference(ThreadPerJobExecutor.shared) { try body() }
        await OffThePoolSlots.shared.giveBack()
        return result
    } catch {
        await OffThePoolSlots.shared.giveBack()
        throw error
    }
}
