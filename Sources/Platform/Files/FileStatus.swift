import Glibc

/// What `stat(2)` says of a file, in the terms lotto uses.
package struct FileStatus: Sendable {
    /// What kind of file it is.
    package enum Kind: Equatable, Sendable {
        case regular, directory, symbolicLink, fifo, socket, device, other

        /// `a folder`, `a FIFO (named pipe)`: for "is not a regular file" messages.
        package var description: String {
            switch self {
            case .regular: "a regular file"
            case .directory: "a folder"
            case .symbolicLink: "a symbolic link"
            case .fifo: "a FIFO (named pipe)"
            case .socket: "a socket"
            case .device: "a device"
            case .other: "a special file"
            }
        }
    }

    package let kind: Kind
    package let size: Int
    /// Permission bits, with set-id and sticky bits.
    package let permissions: FileMode
    package let owner: UserID
    package let group: GroupID
    /// How many names (hard links) the file has.
    package let linkCount: Int
    package let device: UInt64
    package let inode: UInt64
    /// When the content last changed, and when the file's status (its name, its mode) last did.
    package let modified: FileTime
    package let changed: FileTime

    /// A time a file system gave, to the nanosecond.
    package struct FileTime: Equatable, Sendable {
        let seconds: Int
        let nanoseconds: Int
    }

    /// Whether both describe one file: the same inode on the same device.
    package func isSameFile(as other: FileStatus) -> Bool {
        device == other.device && inode == other.inode
    }
}

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

/// A file's permission bits (`mode_t`).
package typealias FileMode = mode_t
/// A user's id (`uid_t`).
package typealias UserID = uid_t
/// A group's id (`gid_t`).
package typealias GroupID = gid_t
