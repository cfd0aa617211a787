import Platform

/// One of lotto's JSON Lines files (the tickets, the draw history) as one command sees it:
/// resolved to its real path, locked, and looked at once at each end, so that the command knows
/// the header, where the whole lines end, and whether a torn last line follows them.
///
/// Opening never changes the file: a torn last line is only noted here. What a command sets
/// aside or writes, it does when it commits its change, and takes back when that fails.
struct JSONLinesFile {
    /// What a command wants of the file.
    enum Access: Equatable {
        /// To read: a shared lock; a missing file is an empty store.
        case read
        /// To change what is there: an exclusive lock; a missing file is an empty store.
        case change
        /// To add to it: an exclusive lock; a missing file and folder are created.
        case create
    }

    /// The longest line that may still be a whole record; a longer unterminated last line is
    /// torn without being read.
    static let longestRecordLine = 1 << 16

    let format: JSONLinesFormat
    let path: ResolvedPath
    let file: FileDescriptor
    /// `nil` only for a reader who may not create the lock file (a read-only folder): nobody can
    /// be writing there.
    let lock: FileLock?
    /// The file as it was once locked.
    let status: FileStatus
    /// `nil` for an empty file.
    let header: JSONLinesFormat.Header?
    /// Where the whole lines end: the file's size, or where a torn last line starts.
    let contentEnd: Int
    /// Whether the last whole line lost its newline (an editor dropped it).
    let lacksFinalNewline: Bool
    /// Whether this command made the file (it was not there when locked).
    let createdFile: Bool
    /// Folders this command made for the file, to take back if the command fails.
    let madeFolders: [FilePath]

    var size: Int { status.size }
    /// The bytes of a line cut short by an interrupted save, after the whole lines.
    var tornRange: Range<Int>? { contentEnd < size ? contentEnd..<size : nil }
    /// The name the user gave, for messages.
    var name: FilePath { path.given }
    var tornLinesPath: FilePath { path.sideFile(".torn") }

    /// Opens the file at `given`.
    ///
    /// A file that is not lotto's (it does not begin with a whole lotto header line) is refused
    /// before anything is created beside it, not even the lock file.
    ///
    /// - Returns: `nil` when there is no file (or folder) yet and `access` does not create one.
    static func open(
        _ given: FilePath, format: JSONLinesFormat, for access: Access, lockTimeout: Double
    ) throws(StoreError) -> JSONLinesFile? {
        let path: ResolvedPath
        var made: [FilePath] = []
        do {
            if access == .create {
                (path, made) = try ResolvedPath.resolveMakingFolder(given)
            } else {
                path = try ResolvedPath.resolve(given)
            }
        } catch .folderMissing {
            return nil
        } catch {
            throw StoreError(error, given: given, purpose: access == .read ? .reading : .creating)
        }
        do {
            return try open(path, format: format, for: access, lockTimeout: lockTimeout, madeFolders: made)
        } catch {
            if !made.isEmpty {
                // Folders this command made hold nothing anyone else knows of but the lock file.
                try? SystemCall.unlink(path.sideFile(".lock"))
                Folder.remove(made)
            }
            throw error
        }
    }

    /// Opens a file of lotto's own beside a store, `given` (the record of deleted tickets),
    /// which the store's lock, held by the caller, guards: no lock of its own is taken.
    ///
    /// - Returns: `nil` when there is no file yet and `access` does not create one.
    static func openGuarded(_ given: FilePath, format: JSONLinesFormat, for access: Access) throws(StoreError)
        -> JSONLinesFile?
    {
        let path: ResolvedPath
        do {
            path = try ResolvedPath.resolve(given)
        } catch .folderMissing {
            return nil
        } catch {
            throw StoreError(error, given: given, purpose: access == .read ? .reading : .creating)
        }
        return try open(path, format: format, for: access, lockTimeout: 0, madeFolders: [], locking: false)
    }

    private static func open(
        _ path: ResolvedPath, format: JSONLinesFormat, for access: Access, lockTimeout: Double,
        madeFolders: [FilePath], locking: Bool = true
    ) throws(StoreError) -> JSONLinesFile? {
        let flags: FileDescriptor.OpenFlags = access == .read ? .readOnly : .readWrite
        // Before the lock: see that the file is lotto's, so that nothing is made beside a file
        // that is not. The header read here stands unless the file is replaced meanwhile.
        var checked: (file: FileDescriptor, status: FileStatus, header: JSONLinesFormat.Header?)?
        if path.status != nil, let file = try openExisting(path, flags, access) {
            let status = try fileStatus(file, path)
            checked = (file, status, try readHeader(file, size: status.size, format, path, access))
        }
        guard checked != nil || access == .create else { return nil }

        let lock = locking ? try takeLock(path, access, lockTimeout: lockTimeout, owner: checked?.status) : nil
        // Under the lock: the file the lock now guards. A rewrite may have replaced it by
        // rename, or a save created it, since the look above.
        let now = try? SystemCall.linkStatus(path.real)
        let file: FileDescriptor
        var header: JSONLinesFormat.Header?
        var created = false
        if let checked, let now, now.isSameFile(as: checked.status) {
            file = checked.file
            header = checked.header
        } else if now != nil, let reopened = try openExisting(path, flags, access) {
            file = reopened
        } else if access == .create {
            (file, created) = try createFile(path)
        } else {
            return nil
        }
        let status = try fileStatus(file, path)
        if header == nil {
            header = try readHeader(file, size: status.size, format, path, access)
        }
        let end = try findWholeLinesEnd(file, size: status.size, format: format, version: header?.version, path)
        return JSONLinesFile(
            format: format, path: path, file: file, lock: lock, status: status, header: header, contentEnd: end.offset,
            lacksFinalNewline: end.lacksFinalNewline, createdFile: created, madeFolders: madeFolders)
    }

    /// Takes back what opening the file for a change made, when the change wrote nothing: the
    /// file (if this command created it and it is still the one at the path), the lock file (if
    /// this command created it), and the folders it made. Nothing is left of a first change
    /// that failed.
    func removeWhatWasCreated() {
        guard createdFile,
            (try? SystemCall.linkStatus(path.real))?.isSameFile(as: status) == true
        else { return }
        try? SystemCall.unlink(path.real)
        if lock?.createdFile == true { lock?.removeFile() }
        Folder.remove(madeFolders)
    }
}
