import Platform

/// The advisory lock every lotto file is guarded by: shared for reading, exclusive for
/// changing, held on a separate lock file (`tickets.jsonl.lock`) so that it outlives any
/// rewrite of the file it guards. Released when the lock is.
///
/// Fair to writers. A `flock(2)` waiter does not stop new shared locks from being granted, so
/// overlapping readers could keep a writer out for ever. So the lock file's first byte is a
/// turnstile (an open-file-description lock): a writer takes it before the `flock` and keeps
/// it until it is done; a reader takes it only while it asks for its own `flock`. Once a
/// writer waits, new readers queue behind it, and the readers already in finish.
///
/// The `flock` itself is the one every earlier lotto took, so old and new versions still
/// exclude each other.
final class FileLock {
    enum Access {
        case shared, exclusive
    }

    private let file: FileDescriptor
    private let path: FilePath
    /// Whether this process made the lock file, and so may take it away (see ``removeFile()``).
    let createdFile: Bool
    /// The lock file locked, counted as held here while the lock lasts (``LockWaits``).
    private let locked: FileStatus

    /// Takes the lock on the lock file at `path`, creating it (owner-only) if missing, and
    /// waiting up to `timeout` seconds for other processes.
    ///
    /// A lock taken on a file the path no longer names (its maker removed it, having written
    /// nothing; see ``removeFile()``) is let go and taken again on the file the path names now.
    ///
    /// - Parameter owner: a new lock file is given this file's owner and group, so that a
    ///   store's lock made by root stays usable by the store's owner.
    /// - Returns: `nil` if other processes kept the lock for the whole timeout.
    /// - Throws: why the lock file cannot be opened, or taken.
    init?(
        at path: FilePath, _ access: Access, timeout: Double, ownerOfNewFile owner: FileStatus?
    ) throws(RegularFileError) {
        let deadline = SystemCall.monotonicSeconds() + timeout
        var pause = 0.001
        func waitedTooLong() -> Bool {
            // A signal held by a change ends the wait: the change never starts.
            guard SystemCall.monotonicSeconds() < deadline, !SystemCall.endingSignalIsHeld else { return true }
            SystemCall.sleep(seconds: pause)
            pause = min(pause * 2, 0.01)
            return false
        }
        self.path = path
        // A path that names another file each time it is checked would loop for ever; after a
        // few tries the lock is kept as taken (as lotto did before lock files were removed).
        var triesLeft = 8
        // A wait for a lock that another process holds is counted while it lasts (LockWaits),
        // from the first try that finds the lock held.
        var waitNoted = false
        var waiting: String?
        defer { if let waiting { LockWaits.endWait(waiting) } }
        func noteWait(_ file: FileDescriptor) throws(Errno) {
            guard !waitNoted else { return }
            waitNoted = true
            waiting = LockWaits.beginWait(on: try file.status())
        }
        while true {
            triesLeft -= 1
            let (file, created) = try Self.openLockFile(path, owner: owner)
            // Whether the file system took the turnstile's range lock; some (FUSE mounts) have
            // none, and there the `flock` alone still excludes, only without the fairness.
            var hasTurnstile = true
            let locked: FileStatus
            do throws(Errno) {
                while try !Self.takeTurnstile(file, &hasTurnstile) {
                    try noteWait(file)
                    if waitedTooLong() { return nil }
                }
                while try !SystemCall.tryFlock(file.rawValue, exclusive: access == .exclusive) {
                    try noteWait(file)
                    if waitedTooLong() { return nil }
                }
                if access == .shared && hasTurnstile {
                    _ = try SystemCall.tryRangeLock(file.rawValue, locking: false, start: 0, length: 1)
                }
                locked = try file.status()
                let named = try? SystemCall.linkStatus(path)
                guard named?.isSameFile(as: locked) == true || triesLeft == 0 else {
                    continue  // closing `file` lets go of its locks
                }
            } catch {
                throw .system(error)
            }
            self.file = file
            self.createdFile = created
            self.locked = locked
            LockWaits.took(locked)
            return
        }
    }

    deinit { LockWaits.released(locked) }

    /// Removes the lock file, held exclusively: for a process that made it and then wrote
    /// nothing, so that a failed first change leaves no file behind. Processes waiting on it
    /// find, once they have it, that the path no longer names it, and lock the path anew.
    func removeFile() {
        guard let named = try? SystemCall.linkStatus(path),
            let locked = try? file.status(), named.isSameFile(as: locked)
        else { return }
        try? SystemCall.unlink(path)
    }

    private static func openLockFile(_ path: FilePath, owner: FileStatus?) throws(RegularFileError) -> (
        file: FileDescriptor, created: Bool
    ) {
        // The lock file is there but the first time: opened as it is, in one system call. A
        // missing one is made with O_EXCL, to know whether this process made it and so should
        // give it away; one another process made meanwhile is opened as it is.
        do {
            return (try FileDescriptor.openRegularFile(path, .readWrite), false)
        } catch .system(let error) where error == .noSuchFile {
            // Made below.
        }
        do {
            let file = try FileDescriptor.openRegularFile(path, [.readWrite, .create, .exclusive])
            if let owner, owner.owner != SystemCall.effectiveUserID {
                try? file.takeOwnershipAndPermissions(of: owner)
            }
            return (file, true)
        } catch .system(let error) where error == .fileExists {
            return (try FileDescriptor.openRegularFile(path, .readWrite), false)
        }
    }

    private static func takeTurnstile(_ file: FileDescriptor, _ hasTurnstile: inout Bool) throws(Errno) -> Bool {
        do {
            return try SystemCall.tryRangeLock(file.rawValue, locking: true, start: 0, length: 1)
        } catch  where error.meansNoRangeLocks {
            hasTurnstile = false
            return true
        }
    }
}
