import Glibc

/// Every raw system call lotto makes, and every other call into the C library, in one place (as
/// swift-system's `Internals/Syscalls.swift`), each a thin function that returns the call's
/// result or throws its ``Errno``. The calls are grouped by role, one extension a file: files
/// and their locks, the processes lotto runs, this process's own signals, environment and exit,
/// the terminal, the clocks, the machine (processors, entropy), and byte searches.
///
/// A call a signal can interrupt before it has done anything fails with `EINTR`; those are
/// retried here, in ``retryOnInterrupt(_:)``, and nowhere else. `close` is not retried: Linux
/// has closed the descriptor even when it reports `EINTR`.
@usableFromInline
package enum SystemCall {
    /// Calls `call` until it does not fail with `EINTR`; `-1` is failure, `errno` the reason.
    @inline(__always)
    static func retryOnInterrupt<Result: FixedWidthInteger>(_ call: () -> Result) throws(Errno) -> Result {
        while true {
            let result = call()
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
