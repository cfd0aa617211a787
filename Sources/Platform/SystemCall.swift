import Glibc

/// Every raw system call lotto makes, and every other call into the C library, in one place (as
/// swift-system's `Internals/Syscalls.swift`), each a thin function that returns the call's
/// result or throws its ``Errno``. The calls are grouped by role, one extension a file: files
/// and their locks, the processes lotto runs, this process's own signals, environment and exit,
/// the terminal, the clocks, the machine (processors, entropy), and byte searches.
///
/// A call a signal can interrupt before it has done anything fails with `EINTR`; those are
/// retried here, in ``retryOnInterrupt(_:_:)``, and nowhere else. `close` is not retried: Linux
/// has closed the descriptor even when it reports `EINTR`.
///
/// Each call that goes through ``retryOnInterrupt(_:_:)`` is named, so that a unit test can make
/// it fail (see ``SystemCallFailures``).
@usableFromInline
package enum SystemCall {
    /// A call a test can make fail, named after its C function (`fcntl`'s two uses after what
    /// they do).
    package enum Name: Hashable, Sendable {
        case open, read, pread, write, pwrite, fsync, ftruncate, fstat, lstat, stat, fchmod, fchown
        case duplicate, rename, linkat, unlink, mkdir, rmdir, flock, rangeLock
        case pipe, poll, waitid, waitpid
    }

    /// Calls `call` until it does not fail with `EINTR`; `-1` is failure, `errno` the reason.
    ///
    /// A failure a test forces for `name` stands in for the call, through the same path as a
    /// real one: a forced `EINTR` is retried as a real one is.
    @inline(__always)
    static func retryOnInterrupt<Result: FixedWidthInteger>(
        _ name: Name, _ call: () -> Result
    ) throws(Errno) -> Result {
        while true {
            let result: Result
            if let forced = SystemCallFailures.forcedFailure(of: name) {
                errno = forced.code
                result = -1
            } else {
                result = call()
            }
            guard result == -1 else { return result }
            let error = Errno.current
            guard error.code == EINTR else { throw error }
        }
    }
}

// The C functions whose names the methods of `SystemCall` reuse: inside `SystemCall` the methods
// would shadow them, so they are reached through these file-level names.
func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
}
func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
func systemRename(_ source: UnsafePointer<CChar>, _ destination: UnsafePointer<CChar>) -> Int32 {
    rename(source, destination)
}
func systemUnlink(_ path: UnsafePointer<CChar>) -> Int32 { unlink(path) }
func systemExit(_ status: Int32) -> Never { exit(status) }
