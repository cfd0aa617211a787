import Glibc

// The C library's types and constants that the file layer names, in one place, as lotto's
// own; ``SystemCall`` holds the calls. Nothing else in the domain imports Glibc.

/// A file's permission bits (`mode_t`).
typealias FileMode = mode_t
/// A user's id (`uid_t`).
typealias UserID = uid_t
/// A group's id (`gid_t`).
typealias GroupID = gid_t
/// A process's id (`pid_t`).
typealias ProcessID = pid_t

extension FileStatus {
    /// What `stat(2)` said of a file.
    init(_ status: stat) {
        kind =
            switch status.st_mode & S_IFMT {
            case S_IFREG: .regular
            case S_IFDIR: .directory
            case S_IFLNK: .symbolicLink
            case S_IFIFO: .fifo
            case S_IFSOCK: .socket
            case S_IFCHR, S_IFBLK: .device
            default: .other
            }
        size = Int(status.st_size)
        permissions = status.st_mode & 0o7777
        owner = status.st_uid
        group = status.st_gid
        linkCount = Int(status.st_nlink)
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        modified = FileTime(seconds: status.st_mtim.tv_sec, nanoseconds: status.st_mtim.tv_nsec)
        changed = FileTime(seconds: status.st_ctim.tv_sec, nanoseconds: status.st_ctim.tv_nsec)
    }
}

extension Errno {
    /// `errno` as the last failed call left it.
    static var current: Errno { Errno(code: errno) }

    /// The C library's message, e.g. `Permission denied`.
    package var description: String { String(cString: strerror(code)) }

    static let noSuchFile = Errno(code: ENOENT)
    static let fileExists = Errno(code: EEXIST)
    static let brokenPipe = Errno(code: EPIPE)
    static let notADirectory = Errno(code: ENOTDIR)
    static let inputOutput = Errno(code: EIO)

    /// Whether the error says this user may not write here: a read-only file system, or no
    /// permission (`EROFS`, `EACCES`, `EPERM`).
    var forbidsWriting: Bool {
        [EROFS, EACCES, EPERM].contains(code)
    }

    /// Whether an open refused what is not a regular file: a symbolic link (with
    /// `O_NOFOLLOW`), a socket or a FIFO without a reader, a folder.
    var refusedAsNotARegularFile: Bool {
        [ELOOP, ENXIO, EISDIR].contains(code)
    }

    /// Whether the file system has no byte-range locks (some FUSE mounts).
    var meansNoRangeLocks: Bool {
        [EINVAL, ENOLCK, ENOSYS, EOPNOTSUPP].contains(code)
    }
}

extension FileDescriptor.OpenFlags {
    static let readOnly = Self(rawValue: O_RDONLY)
    static let writeOnly = Self(rawValue: O_WRONLY)
    static let readWrite = Self(rawValue: O_RDWR)
    static let create = Self(rawValue: O_CREAT)
    /// With ``create``: fail if the file exists.
    static let exclusive = Self(rawValue: O_EXCL)
    /// Fail on a symbolic link at the path rather than follow it.
    static let noFollow = Self(rawValue: O_NOFOLLOW)
    static let nonBlocking = Self(rawValue: O_NONBLOCK)
    static let directory = Self(rawValue: O_DIRECTORY)
    /// `O_TMPFILE`, which Swift does not import (a macro of two flags): an unnamed regular
    /// file in the folder opened.
    static let unnamedFile = Self(rawValue: 0o20_000_000 | O_DIRECTORY)
    /// Not inherited by programs run (`O_CLOEXEC`).
    static let closeOnExec = Self(rawValue: O_CLOEXEC)
}

extension FileDescriptor {
    /// The last of the standard descriptors (standard error, 2).
    static let lastStandardDescriptor = STDERR_FILENO
}

extension SystemCall {
    package static let standardInput = STDIN_FILENO
    package static let standardOutput = STDOUT_FILENO
    package static let standardError = STDERR_FILENO
}
