import Glibc

/// The error number of a failed system call, with the C library's words for it.
package struct Errno: Error, Equatable, Sendable, CustomStringConvertible {
    package let code: Int32

    package init(code: Int32) {
        self.code = code
    }
}

extension Errno {
    /// `errno` as the last failed call left it.
    static var current: Errno { Errno(code: errno) }

    /// The C library's message, e.g. `Permission denied`.
    package var description: String { String(cString: strerror(code)) }

    package static let noSuchFile = Errno(code: ENOENT)
    package static let fileExists = Errno(code: EEXIST)
    static let brokenPipe = Errno(code: EPIPE)
    package static let notADirectory = Errno(code: ENOTDIR)
    package static let inputOutput = Errno(code: EIO)

    /// Whether the error says this user may not write here: a read-only file system, or no
    /// permission (`EROFS`, `EACCES`, `EPERM`).
    package var forbidsWriting: Bool {
        [EROFS, EACCES, EPERM].contains(code)
    }

    /// Whether an open refused what is not a regular file: a symbolic link (with
    /// `O_NOFOLLOW`), a socket or a FIFO without a reader, a folder.
    package var refusedAsNotARegularFile: Bool {
        [ELOOP, ENXIO, EISDIR].contains(code)
    }

    /// Whether the file system has no byte-range locks (some FUSE mounts).
    package var meansNoRangeLocks: Bool {
        [EINVAL, ENOLCK, ENOSYS, EOPNOTSUPP].contains(code)
    }
}
