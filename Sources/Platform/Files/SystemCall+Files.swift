import Glibc

/// The calls on files and folders: open, read and write (at an offset or not), status, owner
/// and permissions, names (rename, link, unlink, `realpath`) and folders.
extension SystemCall {
    static func open(_ path: FilePath, _ flags: Int32, _ mode: mode_t) throws(Errno) -> Int32 {
        try path.withCString { (path) throws(Errno) in
            try retryOnInterrupt(.open) { systemOpen(path, flags, mode) }
        }
    }

    package static func close(_ descriptor: Int32) {
        _ = systemClose(descriptor)
    }

    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
        try retryOnInterrupt(.read) { systemRead(descriptor, buffer.baseAddress, buffer.count) }
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
        try retryOnInterrupt(.pread) { pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset)) }
    }

    package static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(Errno) -> Int {
        try retryOnInterrupt(.write) { systemWrite(descriptor, bytes.baseAddress, bytes.count) }
    }

    static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int) throws(Errno) -> Int {
        try retryOnInterrupt(.pwrite) { pwrite(descriptor, bytes.baseAddress, bytes.count, off_t(offset)) }
    }

    static func synchronize(_ descriptor: Int32) throws(Errno) {
        _ = try retryOnInterrupt(.fsync) { fsync(descriptor) }
    }

    static func truncate(_ descriptor: Int32, to size: Int) throws(Errno) {
        _ = try retryOnInterrupt(.ftruncate) { ftruncate(descriptor, off_t(size)) }
    }

    static func status(_ descriptor: Int32) throws(Errno) -> FileStatus {
        var status = stat()
        _ = try retryOnInterrupt(.fstat) { fstat(descriptor, &status) }
        return FileStatus(status)
    }

    /// `lstat(2)`: the link itself when `path` is a symbolic link.
    package static func linkStatus(_ path: FilePath) throws(Errno) -> FileStatus {
        var status = stat()
        _ = try path.withCString { (path) throws(Errno) in try retryOnInterrupt(.lstat) { lstat(path, &status) } }
        return FileStatus(status)
    }

    /// `stat(2)`: the file a symbolic link at `path` leads to.
    package static func statusFollowingLinks(_ path: FilePath) throws(Errno) -> FileStatus {
        var status = stat()
        _ = try path.withCString { (path) throws(Errno) in try retryOnInterrupt(.stat) { stat(path, &status) } }
        return FileStatus(status)
    }

    static func setPermissions(_ descriptor: Int32, _ mode: FileMode) throws(Errno) {
        _ = try retryOnInterrupt(.fchmod) { fchmod(descriptor, mode) }
    }

    static func setOwner(_ descriptor: Int32, user: UserID, group: GroupID) throws(Errno) {
        _ = try retryOnInterrupt(.fchown) { fchown(descriptor, user, group) }
    }

    /// `fcntl(F_DUPFD_CLOEXEC)`: a copy of the descriptor numbered `lowest` or more.
    static func duplicate(_ descriptor: Int32, atLeast lowest: Int32) throws(Errno) -> Int32 {
        try retryOnInterrupt(.duplicate) { fcntl(descriptor, F_DUPFD_CLOEXEC, lowest) }
    }

    package static func rename(_ source: FilePath, to destination: FilePath) throws(Errno) {
        _ = try source.withCString { (source) throws(Errno) in
            try destination.withCString { (destination) throws(Errno) in
                try retryOnInterrupt(.rename) { systemRename(source, destination) }
            }
        }
    }

    /// `linkat(2)` through `/proc/self/fd`: gives the open file `descriptor` (an unnamed one, of
    /// `O_TMPFILE`) the name `path`, which must not exist.
    package static func link(_ descriptor: Int32, to path: FilePath) throws(Errno) {
        _ = try FilePath("/proc/self/fd/\(descriptor)").withCString { (source) throws(Errno) in
            try path.withCString { (destination) throws(Errno) in
                try retryOnInterrupt(.linkat) { linkat(AT_FDCWD, source, AT_FDCWD, destination, AT_SYMLINK_FOLLOW) }
            }
        }
    }

    package static func unlink(_ path: FilePath) throws(Errno) {
        _ = try path.withCString { (path) throws(Errno) in try retryOnInterrupt(.unlink) { systemUnlink(path) } }
    }

    package static func makeDirectory(_ path: FilePath, _ mode: mode_t) throws(Errno) {
        _ = try path.withCString { (path) throws(Errno) in try retryOnInterrupt(.mkdir) { mkdir(path, mode) } }
    }

    package static func removeDirectory(_ path: FilePath) throws(Errno) {
        _ = try path.withCString { (path) throws(Errno) in try retryOnInterrupt(.rmdir) { rmdir(path) } }
    }

    /// `realpath(3)`: the absolute path with every symbolic link, `.` and `..` resolved.
    package static func realPath(_ path: FilePath) throws(Errno) -> FilePath {
        try path.withCString { (path) throws(Errno) in
            guard let resolved = realpath(path, nil) else { throw .current }
            defer { free(resolved) }
            // A C string holds no NUL before its end.
            return FilePath(validated: bytes(ofCString: resolved))
        }
    }

    package static var effectiveUserID: uid_t { geteuid() }
}
