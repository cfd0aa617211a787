import Foundation

/// What faketime(1) leaves behind when it is killed: the named semaphore and shared memory it
/// makes, keyed by its own process id (`/dev/shm/sem.faketime_sem_PID`, `faketime_shm_PID`).
/// A faketime started later with that id again (ids wrap at `pid_max`, 32,768 here, which a
/// run of the suite passes) fails with `sem_open: File exists` before lotto starts. Those of
/// processes no longer running are removed before a test runs lotto.
enum FakeTimeLeftovers {
    private static let folder = "/dev/shm"
    private static let prefixes = ["sem.faketime_sem_", "faketime_shm_"]

    /// Removes the leftovers of every faketime that is no longer running.
    static func removeThoseOfEndedProcesses() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            guard let prefix = prefixes.first(where: name.hasPrefix), let pid = pid_t(name.dropFirst(prefix.count)),
                pid > 0, kill(pid, 0) == -1, errno == ESRCH
            else { continue }
            unlink(folder + "/" + name)
        }
    }
}
