import Glibc

/// The advisory locks on open files: a whole-file `flock` and a byte range's
/// open-file-description lock, each tried without waiting.
extension SystemCall {
    /// `flock(2)` with `LOCK_NB`, exclusive (`LOCK_EX`) or shared (`LOCK_SH`): `false` when
    /// another open file holds a conflicting lock.
    package static func tryFlock(_ descriptor: Int32, exclusive: Bool) throws(Errno) -> Bool {
        do {
            _ = try retryOnInterrupt(.flock) { flock(descriptor, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) }
            return true
        } catch  where error.code == EWOULDBLOCK {
            return false
        }
    }

    /// An open-file-description lock (`F_OFD_SETLK`, Linux 3.15) on one byte range, without
    /// waiting: `false` when another open file holds a conflicting one. Unlike classic POSIX
    /// locks it belongs to the open file, as a `flock` does, so threads exclude each other too.
    /// `locking`: a write lock (`F_WRLCK`); else the range is let go (`F_UNLCK`).
    package static func tryRangeLock(_ descriptor: Int32, locking: Bool, start: Int, length: Int) throws(Errno) -> Bool
    {
        var range = flock()
        range.l_type = Int16(locking ? F_WRLCK : F_UNLCK)
        range.l_whence = Int16(SEEK_SET)
        range.l_start = off_t(start)
        range.l_len = off_t(length)
        do {
            _ = try retryOnInterrupt(.rangeLock) { fcntl(descriptor, openFileDescriptionSetLock, &range) }
            return true
        } catch  where error.code == EAGAIN || error.code == EACCES {
            return false
        }
    }

    #if os(Linux)
        /// `F_OFD_SETLK`; Glibc defines it only under `_GNU_SOURCE`, which Swift's module does not set.
        private static let openFileDescriptionSetLock: Int32 = 37
    #else
        /// Elsewhere the classic, per-process lock: enough between processes.
        private static let openFileDescriptionSetLock: Int32 = F_SETLK
    #endif
}
