#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The error number of a failed system call, with the C library's message for it.
struct Errno: Error, Equatable {
    let code: Int32

    static var current: Errno { Errno(code: errno) }

    var message: String { String(cString: strerror(code)) }
}

/// An open file descriptor, closed when released. The thin, throwing layer over the system
/// calls the store needs, so that the store's logic reads as logic.
final class OpenFile {
    let descriptor: Int32

    /// `open(2)`, retried on EINTR.
    init(path: String, flags: Int32, mode: mode_t = 0o600) throws(Errno) {
        var descriptor: Int32
        repeat {
            descriptor = open(path, flags | O_CLOEXEC, mode)
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw .current }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    func size() throws(Errno) -> Int {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .current }
        return Int(status.st_size)
    }

    func isRegularFile() throws(Errno) -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .current }
        return (status.st_mode & S_IFMT) == S_IFREG
    }

    /// Reads up to `count` bytes at `offset` into `buffer`; fewer only at the end of the file.
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(Errno) -> Int {
        var total = 0
        while total < buffer.count {
            let got = pread(descriptor, buffer.baseAddress! + total, buffer.count - total, off_t(offset + total))
            if got < 0 {
                if errno == EINTR { continue }
                throw .current
            }
            if got == 0 { break }
            total += got
        }
        return total
    }

    /// Writes every byte, continuing after partial writes.
    func writeAll(_ bytes: UnsafeRawBufferPointer) throws(Errno) {
        var written = 0
        while written < bytes.count {
            let done = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if done < 0 {
                if errno == EINTR { continue }
                throw .current
            }
            written += done
        }
    }

    /// Writes all of `bytes`.
    func writeAll(_ bytes: [UInt8]) throws(Errno) {
        let result: Errno? = bytes.withUnsafeBytes { buffer in
            do throws(Errno) { try writeAll(buffer) } catch { return error }
            return nil
        }
        if let result { throw result }
    }

    /// Reads up to `count` bytes at `offset`; fewer only at the end of the file.
    func read(count: Int, at offset: Int) throws(Errno) -> [UInt8] {
        var failure: Errno?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            do throws(Errno) {
                initialized = try read(into: UnsafeMutableRawBufferPointer(buffer), at: offset)
            } catch {
                failure = error
                initialized = 0
            }
        }
        if let failure { throw failure }
        return bytes
    }

    func synchronize() throws(Errno) {
        guard fsync(descriptor) == 0 else { throw .current }
    }

    /// Gives this file the permission bits of `other` (a rewrite keeps the file's mode).
    func setMode(of other: OpenFile) throws(Errno) {
        var status = stat()
        guard fstat(other.descriptor, &status) == 0 else { throw .current }
        guard fchmod(descriptor, status.st_mode & 0o7777) == 0 else { throw .current }
    }

    func truncate(to size: Int) throws(Errno) {
        guard ftruncate(descriptor, off_t(size)) == 0 else { throw .current }
    }

    /// Takes an advisory `flock(2)` lock, trying again every 10 ms until `timeout` seconds
    /// have passed.
    ///
    /// - Returns: whether the lock was taken.
    func lock(exclusive: Bool, timeout: Double) throws(Errno) -> Bool {
        let operation = (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB
        var waited = 0.0
        while true {
            if flock(descriptor, operation) == 0 { return true }
            guard errno == EWOULDBLOCK || errno == EINTR else { throw .current }
            if waited >= timeout { return false }
            usleep(10_000)
            waited += 0.01
        }
    }
}

/// File-system helpers for the store's folders.
enum FileSystem {
    /// Creates `path` and any missing parent folders, owner-only (0700).
    static func makeDirectories(_ path: String) throws(Errno) {
        var prefix = ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += (prefix.isEmpty && !path.hasPrefix("/") ? "" : "/") + component
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                throw .current
            }
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw .current }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { throw Errno(code: ENOTDIR) }
    }

    /// Makes a rename or a new file in `path` durable.
    static func synchronizeDirectory(_ path: String) throws(Errno) {
        try OpenFile(path: path, flags: O_RDONLY | O_DIRECTORY).synchronize()
    }

    static func fileExists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Whether something other than a regular file (a folder, a device) is at `path`.
    static func isNonRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG
    }

    /// Whether `path` is a symbolic link whose target does not exist.
    static func isDanglingLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK && !fileExists(path)
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
