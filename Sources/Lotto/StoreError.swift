/// Why the saved tickets (or the remembered last draw) could not be read or written.
/// Each case names the file; none of them leaves a file changed.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's content is not what this version of lotto writes.
    case unreadable(path: String, line: Int, reason: String)
    /// The file was written by a newer lotto, in a format version this one does not know.
    case newerFormat(path: String, version: Int)
    /// The file or its folder cannot be created or opened for writing.
    case cannotCreate(path: String, reason: String)
    /// Something other than a regular file (a folder, a device) stands where the file should be.
    case notAFile(path: String)
    /// The file is a symbolic link to a file that does not exist.
    case danglingLink(path: String)
    /// Reading or writing failed part way (a full disk, an I/O error).
    case inputOutput(path: String, reason: String)
    /// Another lotto process kept the store locked for longer than the timeout.
    case locked(path: String, seconds: Double)
    /// No saved ticket has this id (to delete).
    case unknownTicket(id: Int)
    /// There is no home folder to keep the store in, and no store was named.
    case noHome

    public var description: String {
        switch self {
        case .unreadable(let path, let line, let reason):
            "\(path):\(line): \(reason)"
        case .newerFormat(let path, let version):
            "\(path) was written by a newer lotto (format version \(version)); upgrade lotto to use it"
        case .cannotCreate(let path, let reason):
            "cannot create \(path): \(reason)"
        case .notAFile(let path):
            "\(path) is not a regular file"
        case .danglingLink(let path):
            "\(path) is a symbolic link to a file that does not exist"
        case .inputOutput(let path, let reason):
            "I/O error on \(path): \(reason)"
        case .locked(let path, let seconds):
            "\(path) is locked by another lotto process (waited \(Self.format(seconds)) s)"
        case .unknownTicket(let id):
            "no saved ticket has id \(id); nothing was removed"
        case .noHome:
            "no home folder: set HOME, XDG_DATA_HOME or LOTTO_STORE"
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
