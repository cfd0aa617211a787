import Platform

/// Why the saved tickets (or the remembered last draw) could not be read or written.
/// Each case names the file; none of them leaves a file changed.
package enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's content is not what this version of lotto writes, or not a lotto file at all.
    case unreadable(path: FilePath, line: Int, reason: String)
    /// The file was written by a newer lotto, in a format version this one does not know.
    case newerFormat(path: FilePath, version: Int)
    /// The last id handed out is the largest there is: the store takes no more tickets.
    case idsExhausted(path: FilePath, lastID: Int)
    /// The file or its folder cannot be created.
    case cannotCreate(path: FilePath, reason: String)
    /// The file exists but cannot be changed (no permission; its owner cannot be kept).
    case cannotWrite(path: FilePath, reason: String)
    /// The file, or the way to it, cannot be read: no permission, a name too long, a link loop.
    case cannotRead(path: FilePath, reason: String)
    /// A file given to read (a file of draws to import) does not exist.
    case noSuchFile(path: FilePath)
    /// Something other than a regular file stands where the file should be: `kind` says what
    /// (`a folder`, `a FIFO (named pipe)`).
    case notAFile(path: FilePath, kind: String)
    /// The file is a symbolic link to a file that does not exist.
    case danglingLink(path: FilePath)
    /// Reading or writing failed part way (a full disk, an I/O error).
    case inputOutput(path: FilePath, reason: String)
    /// Another lotto process kept the file locked for longer than the timeout.
    case locked(path: FilePath, seconds: Double)
    /// No saved ticket has this id (to delete).
    case unknownTicket(id: Int)

    package var description: String {
        switch self {
        case .unreadable(let path, let line, let reason): "\(path):\(line): \(reason)"
        case .newerFormat(let path, let version):
            "\(path) was written by a newer lotto (format version \(version)); upgrade lotto to use it"
        case .idsExhausted(let path, let lastID):
            "\(path) has handed out every id up to \(lastID); it takes no more tickets"
        case .cannotCreate(let path, let reason): "cannot create \(path): \(reason)"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .cannotRead(let path, let reason): "cannot read \(path): \(reason)"
        case .noSuchFile(let path): "cannot read \(path): \(Errno.noSuchFile)"
        case .notAFile(let path, let kind): "\(path) is \(kind), not a regular file"
        case .danglingLink(let path): "\(path) is a symbolic link to a file that does not exist"
        case .inputOutput(let path, let reason): "I/O error on \(path): \(reason)"
        case .locked(let path, let seconds):
            "\(path) is locked by another lotto process (waited \(Self.format(seconds)) s)"
        case .unknownTicket(let id): "no saved ticket has id \(id); nothing was removed"
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}

extension StoreError {
    /// What a file was being opened for: it decides which error a refusal is.
    enum Purpose {
        /// A refusal is ``cannotRead(path:reason:)`` (74).
        case reading
        /// A refusal is ``cannotWrite(path:reason:)`` (73).
        case writing
        /// A refusal is ``cannotCreate(path:reason:)`` (73).
        case creating

        func refusal(_ path: FilePath, _ error: Errno) -> StoreError {
            switch self {
            case .reading: .cannotRead(path: path, reason: error.description)
            case .writing: .cannotWrite(path: path, reason: error.description)
            case .creating: .cannotCreate(path: path, reason: error.description)
            }
        }
    }

    /// Why a path could not be resolved, in the words of the store.
    init(_ failure: ResolvedPath.ResolutionError, given: FilePath, purpose: Purpose) {
        switch failure {
        case .namesAFolder: self = .notAFile(path: given, kind: FileStatus.Kind.directory.description)
        case .danglingLink: self = .danglingLink(path: given)
        case .folderMissing: self = .cannotCreate(path: given.directory, reason: Errno.noSuchFile.description)
        case .cannotCreateFolder(let error, let at): self = .cannotCreate(path: at, reason: error.description)
        case .system(let error, let at): self = purpose.refusal(at, error)
        }
    }

    /// Why a file could not be opened as a regular file, in the words of the store.
    init(_ failure: RegularFileError, path: FilePath, purpose: Purpose) {
        switch failure {
        case .system(let error): self = purpose.refusal(path, error)
        case .notARegularFile(let kind): self = .notAFile(path: path, kind: kind.description)
        }
    }
}
