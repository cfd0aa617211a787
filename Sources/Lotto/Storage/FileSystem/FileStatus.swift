#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat(2)` says of a file, in the terms lotto uses.
struct FileStatus {
    /// What kind of file it is.
    enum Kind: Equatable {
        case regular, directory, symbolicLink, fifo, socket, device, other

        /// `a folder`, `a FIFO (named pipe)`: for "is not a regular file" messages.
        var description: String {
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

    let kind: Kind
    let size: Int
    /// Permission bits, with set-id and sticky bits.
    let permissions: mode_t
    let owner: uid_t
    let group: gid_t
    /// How many names (hard links) the file has.
    let linkCount: Int
    private let device: UInt64
    private let inode: UInt64

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
    }

    /// Whether both describe one file: the same inode on the same device.
    func isSameFile(as other: FileStatus) -> Bool {
        device == other.device && inode == other.inode
    }
}
