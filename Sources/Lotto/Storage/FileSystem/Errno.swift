#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The error number of a failed system call, with the C library's words for it.
package struct Errno: Error, Equatable, Sendable, CustomStringConvertible {
    package let code: Int32

    package init(code: Int32) {
        self.code = code
    }

    /// `errno` as the last failed call left it.
    static var current: Errno { Errno(code: errno) }

    /// The C library's message, e.g. `Permission denied`.
    package var description: String { String(cString: strerror(code)) }

    static let noSuchFile = Errno(code: ENOENT)
    static let fileExists = Errno(code: EEXIST)
    static let brokenPipe = Errno(code: EPIPE)
    static let notADirectory = Errno(code: ENOTDIR)

    /// Whether the error says this user may not write here: a read-only file system, or no
    /// permission (`EROFS`, `EACCES`, `EPERM`).
    var forbidsWriting: Bool {
        [EROFS, EACCES, EPERM].contains(code)
    }
}
