import Glibc

/// Every raw system call lotto makes on files and standard streams, and the few other calls
/// into the C library the domain needs (the clock, the processor count, the kernel's entropy,
/// byte comparisons), in one place (as swift-system's `Internals/Syscalls.swift`), each a thin
/// function that returns the call's result or throws its ``Errno``.
///
/// A call a signal can interrupt before it has done anything fails with `EINTR`; those are
/// retried here, in ``retryOnInterrupt(_:)``, and nowhere else. `close` is not retried: Linux
/// has closed the descriptor even when it reports `EINTR`.
package enum SystemCall {
    static func open(_ path: FilePath, _ flags: Int32, _ mode: mode_t) throws(Errno) -> Int32 {
        try path.withCString { (path) throws(Errno) in
            try retryOnInterrupt { systemOpen(path, flags, mode) }
        }
    }

    static func close(_ descriptor: Int32) {
        _ = systemClose(descriptor)
    }

    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
        try retryOnInterrupt { systemRead(descriptor, buffer.baseAddress, buffer.count) }
    }

    /// Reads `descriptor` a block at a time, calling `body` with each block, until the end or
    /// until `body` returns false.
    ///
    /// - Parameter readFailure: the error a failed read is, in the caller's terms.
    package static func forEachBlock<Failure: Error>(
        of descriptor: Int32, readFailure: (Errno) -> Failure,
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Bool
    ) throws(Failure) {
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { block.deallocate() }
        while true {
            let got: Int
            do {
                got = try read(descriptor, into: block)
            } catch {
                throw readFailure(error)
            }
            guard got > 0, try body(UnsafeRawBufferPointer(rebasing: block[..<got])) else { return }
        }
    }

    static func read(
        _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int
    ) throws(Errno) -> Int {
        try retryOnInterrupt { pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset)) }
    }

    package static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(Errno) -> Int {
        try retryOnInterrupt { systemWrite(descriptor, bytes.baseAddress, bytes.count) }
    }

    static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int) throws(Errno) -> Int {
        try retryOnInterrupt { pwrite(descriptor, bytes.baseAddress, bytes.count, off_t(offset)) }
    }

    static func synchronize(_ descriptor: Int32) throws(Errno) {
        _ = try retryOnInterrupt { fsync(descriptor) }
    }

    static func truncate(_ descriptor: Int32, to size: Int) throws(Errno) {
        _ = try retryOnInterrupt { ftruncate(descriptor, off_t(size)) }
    }

    static func status(_ descriptor: Int32) throws(Errno) -> FileStatus {
        var status = stat()
        _ = try retryOnInterrupt { fstat(descriptor, &status) }
        return FileStatus(status)
    }

    /// `lstat(2)`: the link itself when `path` is a symbolic link.
    static func linkStatus(_ path: FilePath) throws(Errno) -> FileStatus {
        var status = stat()
        _ = try path.withCString { (path) throws(Errno) in try retryOnInterrupt { lstat(path, &status) } }
        return FileStatus(status)
    }

    /// `stat(2)`: the file a symbolic link at `path` leads to.
    static func statusFollowingLinks(_ path: FilePath) throws(Errno) -> FileStatus {
        var status = stat()
        _ = try path.withCString { (path) throws(Errno) in try retryOnInterrupt { stat(path, &status) } }
        return FileStatus(status)
    }

    static func setPermissions(_ descriptor: Int32, _ mode: FileMode) throws(Errno) {
        _ = try retryOnInterrupt { fchmod(descriptor, mode) }
    }

    static func setOwner(_ descriptor: Int32, user: UserID, group: GroupID) throws(Errno) {
        _ = try retryOnInterrupt { fchown(descriptor, user, group) }
    }

    /// `flock(2)` with `LOCK_NB`, exclusive (`LOCK_EX`) or shared (`LOCK_SH`): `false` when
    /// another open file holds a conflicting lock.
    static func tryFlock(_ descriptor: Int32, exclusive: Bool) throws(Errno) -> Bool {
        do {
            _ = try retryOnInterrupt { flock(descriptor, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) }
            return true
        } catch  where error.code == EWOULDBLOCK {
            return false
        }
    }

    /// An open-file-description lock (`F_OFD_SETLK`, Linux 3.15) on one byte range, without
    /// waiting: `false` when another open file holds a conflicting one. Unlike classic POSIX
    /// locks it belongs to the open file, as a `flock` does, so threads exclude each other too.
    /// `locking`: a write lock (`F_WRLCK`); else the range is let go (`F_UNLCK`).
    static func tryRangeLock(_ descriptor: Int32, locking: Bool, start: Int, length: Int) throws(Errno) -> Bool {
        var range = flock()
        range.l_type = Int16(locking ? F_WRLCK : F_UNLCK)
        range.l_whence = Int16(SEEK_SET)
        range.l_start = off_t(start)
        range.l_len = off_t(length)
        do {
            _ = try retryOnInterrupt { fcntl(descriptor, openFileDescriptionSetLock, &range) }
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

    /// `fcntl(F_DUPFD_CLOEXEC)`: a copy of the descriptor numbered `lowest` or more.
    static func duplicate(_ descriptor: Int32, atLeast lowest: Int32) throws(Errno) -> Int32 {
        try retryOnInterrupt { fcntl(descriptor, F_DUPFD_CLOEXEC, lowest) }
    }

    static func rename(_ source: FilePath, to destination: FilePath) throws(Errno) {
        _ = try source.withCString { (source) throws(Errno) in
            try destination.withCString { (destination) throws(Errno) in
                try retryOnInterrupt { systemRename(source, destination) }
            }
        }
    }

    /// `linkat(2)` through `/proc/self/fd`: gives the open file `descriptor` (an unnamed one, of
    /// `O_TMPFILE`) the name `path`, which must not exist.
    static func link(_ descriptor: Int32, to path: FilePath) throws(Errno) {
        _ = try FilePath("/proc/self/fd/\(descriptor)").withCString { (source) throws(Errno) in
            try path.withCString { (destination) throws(Errno) in
                try retryOnInterrupt { linkat(AT_FDCWD, source, AT_FDCWD, destination, AT_SYMLINK_FOLLOW) }
            }
        }
    }

    static func unlink(_ path: FilePath) throws(Errno) {
        _ = try path.withCString { (path) throws(Errno) in try retryOnInterrupt { systemUnlink(path) } }
    }

    static func makeDirectory(_ path: FilePath, _ mode: mode_t) throws(Errno) {
        _ = try path.withCString { (path) throws(Errno) in try retryOnInterrupt { mkdir(path, mode) } }
    }

    static func removeDirectory(_ path: FilePath) throws(Errno) {
        _ = try path.withCString { (path) throws(Errno) in try retryOnInterrupt { rmdir(path) } }
    }

    /// `realpath(3)`: the absolute path with every symbolic link, `.` and `..` resolved.
    static func realPath(_ path: FilePath) throws(Errno) -> FilePath {
        try path.withCString { (path) throws(Errno) in
            guard let resolved = realpath(path, nil) else { throw .current }
            defer { free(resolved) }
            // The system hands back no NUL inside a path.
            return FilePath(
                bytes: UnsafeBufferPointer(start: resolved, count: strlen(resolved)).lazy.map { UInt8(bitPattern: $0) })!
        }
    }

    static var effectiveUserID: uid_t { geteuid() }

    // MARK: The process, for the command line

    /// Holds each closed standard descriptor with `/dev/null`, opened the wrong way round so
    /// that a read or write on it still fails as on a closed one (`EBADF`). Else the first
    /// descriptor made takes its number: lotto's own files move above 2 (``FileDescriptor``),
    /// but the thread library's event descriptors, made for a large draw, would receive the
    /// output.
    package static func holdClosedStandardDescriptors() {
        for descriptor in STDIN_FILENO...STDERR_FILENO where fcntl(descriptor, F_GETFD) == -1 {
            _ = systemOpen("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY, 0)
        }
    }

    /// Ignores `SIGXFSZ`: a file-size limit (`ulimit -f`) then fails the write with `EFBIG`,
    /// which the store reports and rolls back, instead of killing the process half way
    /// through a save.
    package static func ignoreFileSizeLimitSignal() {
        _ = signal(SIGXFSZ, SIG_IGN)
    }

    /// Ignores `SIGPIPE`: a reader that goes away is then an `EPIPE` write error.
    package static func ignoreBrokenPipeSignal() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// Ends the process of `signal`, as its default action does (after, say, giving the
    /// terminal back), and every child still running with it.
    package static func die(of signalNumber: Int32) {
        endChildren()
        _ = signal(signalNumber, SIG_DFL)
        _ = raise(signalNumber)
    }

    /// `exit(3)`, after ending every child still running (a curl that `q` in the app left
    /// behind, say).
    package static func exit(_ status: Int32) -> Never {
        endChildren()
        systemExit(status)
    }

    /// `isatty(3)`: whether `descriptor` is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The terminal's size on `descriptor` (`TIOCGWINSZ`); `nil` when it does not say.
    package static func windowSize(_ descriptor: Int32) -> (rows: Int, columns: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    /// `getenv(3)`: a variable's bytes, as the process holds them.
    package static func environmentBytes(_ name: String) -> [UInt8]? {
        guard let value = getenv(name) else { return nil }
        return bytes(ofCString: value)
    }

    /// The bytes of a C string, without its NUL.
    package static func bytes(ofCString string: UnsafePointer<CChar>) -> [UInt8] {
        Array(UnsafeBufferPointer(start: string, count: strlen(string)).map { UInt8(bitPattern: $0) })
    }

    /// `time(2)`: whole seconds since 1970-01-01 UTC, by the real-time clock.
    static func secondsSince1970() -> Int {
        time(nil)
    }

    /// `sysconf(_SC_NPROCESSORS_ONLN)`: the processors online.
    static func onlineProcessorCount() -> Int {
        sysconf(Int32(_SC_NPROCESSORS_ONLN))
    }

    /// `getentropy(3)`: fills `buffer` (at most 256 bytes) from the kernel's pool; `false` when
    /// the kernel cannot (one too old to have `getrandom`).
    static func fillFromKernel(_ buffer: UnsafeMutableRawBufferPointer) -> Bool {
        getentropy(buffer.baseAddress!, buffer.count) == 0
    }

    /// `memchr(3)`: the offset of the first `byte` among the `count` bytes at `start`; the C
    /// library looks many bytes at a time, the generic search one byte at a time.
    @inline(__always)
    static func firstIndex(of byte: UInt8, in start: UnsafeRawPointer, count: Int) -> Int? {
        memchr(start, Int32(byte), count).map { $0 - UnsafeMutableRawPointer(mutating: start) }
    }

    /// `memcmp(3)`: whether the `count` bytes at `first` and `second` are the same; the C
    /// library compares many bytes at a time.
    @inline(__always)
    static func bytesEqual(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(first, second, count) == 0
    }

    /// Seconds on a clock that only goes forward, for timeouts.
    package static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    package static func sleep(seconds: Double) {
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        _ = nanosleep(&time, nil)
    }

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

// The C functions whose names the methods above reuse: inside `SystemCall` the methods would
// shadow them, so they are reached through these file-level names.
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
}
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
private func systemRename(_ source: UnsafePointer<CChar>, _ destination: UnsafePointer<CChar>) -> Int32 {
    rename(source, destination)
}
private func systemUnlink(_ path: UnsafePointer<CChar>) -> Int32 { unlink(path) }
private func systemExit(_ status: Int32) -> Never { exit(status) }
