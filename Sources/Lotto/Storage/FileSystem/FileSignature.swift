import Platform

/// A file as seen from outside, enough to tell that another process changed it: which file the
/// name leads to, its size, and when its content and its inode last changed.
///
/// lotto rewrites a file by renaming a new one over it, so the inode tells a rewrite, and the
/// size and times an append.
package struct FileSignature: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int
    let modified: FileStatus.FileTime
    let changed: FileStatus.FileTime

    package init?(of path: FilePath) {
        guard let status = try? SystemCall.statusFollowingLinks(path) else { return nil }
        device = status.device
        inode = status.inode
        size = status.size
        modified = status.modified
        changed = status.changed
    }
}
