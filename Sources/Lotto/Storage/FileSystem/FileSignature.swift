import Glibc

/// A file as seen from outside, enough to tell that another process changed it: which file the
/// name leads to, its size, and when its content and its inode last changed.
///
/// lotto rewrites a file by renaming a new one over it, so the inode tells a rewrite, and the
/// size and times an append.
public struct FileSignature: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: timespec
    let changed: timespec

    /// The signature of the file `path` leads to (through links); `nil` when there is none, or
    /// it cannot be seen.
    public init?(of path: FilePath) {
        var status = stat()
        guard path.withCString({ stat($0, &status) }) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        modified = status.st_mtim
        changed = status.st_ctim
    }

    public static func == (lhs: FileSignature, rhs: FileSignature) -> Bool {
        lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size
            && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
            && lhs.changed.tv_sec == rhs.changed.tv_sec && lhs.changed.tv_nsec == rhs.changed.tv_nsec
    }
}
