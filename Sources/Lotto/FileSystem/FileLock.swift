#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
    /// Whether the file system took the turnstile's range lock; some (FUSE mounts) have none,
    /// and there the `flock` alone still excludes, only without the fairness.
    private var hasTurnstile = true

    /// Takes the lock on the lock file at `path`, creating it (owner-only) if missing, and
    /// waiting up to `timeout` seconds for other processes.
    ///
    /// - Parameter owner: a new lock file is given this file's owner and group, so that a
    ///   store's lock made by root stays usable by the store's owner.
    /// - Returns: `nil` if other processes kept the lock for the whole timeout.
    /// - Throws: why the lock file cannot be opened, or taken.
    init?(
        at path: FilePath, _ access: Access, timeout: Double, ownerOfNewFile owner: FileStatus?
    ) throws(RegularFileError) {
        file = try Self.openLockFile(path, owner: owner)
        let deadline = SystemCall.monotonicSeconds() + timeout
        var pause = 0.001
        func waitedTooLong() -> Bool {
            guard SystemCall.monotonicSeconds() < deadline else { return true }
            SystemCall.sleep(seconds: pause)
            pause = min(pause * 2, 0.01)
            return false
        }
        do throws(Errno) {
            while try !takeTurnstile() {
                if waitedTooLong() { return nil }
            }
            let operation = access == .exclusive ? LOCK_EX : LOCK_SH
            while try !SystemCall.tryFlock(file.rawValue, operation) {
                if waitedTooLong() { return nil }
            }
            if access == .shared {
                try releaseTurnstile()
            }
        } catch {
            throw .system(error)
        }
    }

    private static func openLockFile(_ path: FilePath, owner: FileStatus?) throws(RegularFileError) -> FileDescriptor {
        // The lock file is there but the first time: opened as it is, in one system call. A
        // missing one is made with O_EXCL, to know whether this process made it and so should
        // give it away; one another process made meanwhile is opened as it is.
        do {
            return try FileDescriptor.openRegularFile(path, O_RDWR)
        } catch .system(let error) where error == .noSuchFile {
            // Made below.
        }
        do {
            let file = try FileDescriptor.openRegularFile(path, O_RDWR | O_CREAT | O_EXCL)
            if let owner, owner.owner != SystemCall.effectiveUserID {
                try? file.takeOwnershipAndPermissions(of: owner)
            }
            return file
        } catch .system(let error) where error == .fileExists {
            return try FileDescriptor.openRegularFile(path, O_RDWR)
        }
    }

    private func takeTurnstile() throws(Errno) -> Bool {
        do {
            return try SystemCall.tryRangeLock(file.rawValue, type: Int32(F_WRLCK), start: 0, length: 1)
        } catch  where [EINVAL, ENOLCK, ENOSYS, EOPNOTSUPP].contains(error.code) {
            hasTurnstile = false
            return true
        }
    }

    private func releaseTurnstile() throws(Errno) {
        guard hasTurnstile else { return }
        _ = try SystemCall.tryRangeLock(file.rawValue, type: Int32(F_UNLCK), start: 0, length: 1)
    }
}
