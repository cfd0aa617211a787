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
    let permissions: FileMode
    let owner: UserID
    let group: GroupID
    /// How many names (hard links) the file has.
    let linkCount: Int
    let device: UInt64
    let inode: UInt64
    /// When the content last changed, and when the file's status (its name, its mode) last did.
    let modified: FileTime
    let changed: FileTime

    /// A time a file system gave, to the nanosecond.
    struct FileTime: Equatable {
        let seconds: Int
        let nanoseconds: Int
    }

    /// Whether both describe one file: the same inode on the same device.
    func isSameFile(as other: FileStatus) -> Bool {
        device == other.device && inode == other.inode
    }
}
