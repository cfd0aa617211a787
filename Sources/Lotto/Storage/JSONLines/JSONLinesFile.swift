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

    private static func open(
        _ path: ResolvedPath, format: JSONLinesFormat, for access: Access, lockTimeout: Double,
        madeFolders: [FilePath]
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

        let lock = try takeLock(path, access, lockTimeout: lockTimeout, owner: checked?.status)
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

    // MARK: - Opening

    private static func openExisting(_ path: ResolvedPath, _ flags: FileDescriptor.OpenFlags, _ access: Access)
        throws(StoreError)
        -> FileDescriptor?
    {
        if let kind = path.status?.kind, kind != .regular {
            throw .notAFile(path: path.given, kind: kind.description)
        }
        do {
            return try FileDescriptor.openRegularFile(path.real, flags)
        } catch .system(let error) where error == .noSuchFile {
            return nil  // removed since it was resolved: no store
        } catch {
            throw StoreError(error, path: path.given, purpose: access == .read ? .reading : .writing)
        }
    }

    /// Makes the file; `created` is false when another process (an older lotto, which locks a
    /// file named after the path rather than the real file) made it first.
    private static func createFile(_ path: ResolvedPath) throws(StoreError) -> (file: FileDescriptor, created: Bool) {
        do {
            do {
                return (try FileDescriptor.openRegularFile(path.real, [.readWrite, .create, .exclusive]), true)
            } catch .system(let error) where error == .fileExists {
                return (try FileDescriptor.openRegularFile(path.real, .readWrite), false)
            }
        } catch {
            throw StoreError(error, path: path.given, purpose: .creating)
        }
    }

    private static func fileStatus(_ file: FileDescriptor, _ path: ResolvedPath) throws(StoreError) -> FileStatus {
        do {
            return try file.status()
        } catch {
            throw .inputOutput(path: path.given, reason: error.description)
        }
    }

    private static func takeLock(
        _ path: ResolvedPath, _ access: Access, lockTimeout: Double, owner: FileStatus?
    ) throws(StoreError) -> FileLock? {
        let lockPath = path.sideFile(".lock")
        let lock: FileLock?
        do {
            lock = try FileLock(
                at: lockPath, access == .read ? .shared : .exclusive, timeout: lockTimeout, ownerOfNewFile: owner)
        } catch .system(let error) where access == .read && error.forbidsWriting {
            // A lock file a reader may not make or open: a read-only disk or someone else's
            // folder, where this user cannot be writing. Read without it.
            return nil
        } catch {
            throw StoreError(error, path: lockPath, purpose: access == .read ? .reading : .creating)
        }
        guard let lock else { throw .locked(path: path.given, seconds: lockTimeout) }
        return lock
    }

    // MARK: - The two ends

    /// Reads the first line and refuses a file that does not begin with a whole header of the
    /// format: only such a file is lotto's, and only lotto's file can have a torn last line.
    ///
    /// - Returns: `nil` for an empty file.
    private static func readHeader(
        _ file: FileDescriptor, size: Int, _ format: JSONLinesFormat, _ path: ResolvedPath, _ access: Access
    ) throws(StoreError) -> JSONLinesFormat.Header? {
        guard size > 0 else { return nil }
        let head = try read(file, count: min(size, 4096), at: 0, path.given)
        let line: ArraySlice<UInt8>
        if let newline = head.firstIndex(of: UInt8(ascii: "\n")) {
            line = head[..<newline]
        } else if size <= head.count {
            line = head[...]  // the whole file: a header that lost its newline, or not lotto's
        } else {
            throw .unreadable(path: path.given, line: 1, reason: "not a \(format.kind) (no header line)")
        }
        let header: JSONLinesFormat.Header
        do {
            header = try line.withUnsafeBufferPointer { (bytes) throws(JSONLinesFormat.HeaderError) in
                try format.checkHeader(bytes)
            }
        } catch {
            switch error {
            case .malformed(let reason): throw .unreadable(path: path.given, line: 1, reason: reason)
            }
        }
        if header.version > format.version && access != .read {
            throw .newerFormat(path: path.given, version: header.version)
        }
        return header
    }

    /// Where the whole lines end, and whether the last of them lost its newline. Bytes after the
    /// last newline are a whole line only if they read as one; otherwise they are a line cut
    /// short. Reads the file backwards from its end, each byte at most once.
    private static func findWholeLinesEnd(
        _ file: FileDescriptor, size: Int, format: JSONLinesFormat, version: Int?, _ path: ResolvedPath
    ) throws(StoreError) -> (offset: Int, lacksFinalNewline: Bool) {
        guard size > 0, let version else { return (size, false) }
        let lineStart = try startOfLine(endingAt: size, in: file, path.given)
        guard lineStart < size else { return (size, false) }
        // Only the header can start at 0, and it was checked whole.
        guard lineStart > 0 else { return (size, true) }
        if size - lineStart <= longestRecordLine {
            let tail = try read(file, count: size - lineStart, at: lineStart, path.given)
            if tail.withUnsafeBufferPointer({ format.isWholeRecord($0, version) }) { return (size, true) }
        }
        return (lineStart, false)
    }

    /// The offset just after the last newline before `end`, or 0 if there is none.
    static func startOfLine(endingAt end: Int, in file: FileDescriptor, _ name: FilePath) throws(StoreError)
        -> Int
    {
        var blockEnd = end
        while blockEnd > 0 {
            let blockStart = max(0, blockEnd - (1 << 16))
            let block = try read(file, count: blockEnd - blockStart, at: blockStart, name)
            if let newline = block.lastIndex(of: UInt8(ascii: "\n")) {
                return blockStart + newline + 1
            }
            blockEnd = blockStart
        }
        return 0
    }

    // MARK: - Reading

    /// Calls `body` with each record line (without its newline) up to the end of the whole lines,
    /// and its number; the header, checked on opening, is skipped.
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

    func forEachRecordLine(_ body: (UnsafeBufferPointer<UInt8>, Int) throws -> Void) throws {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 18, alignment: 8)
        defer { buffer.deallocate() }
        var carried = 0  // bytes of an unfinished line kept at the start of the buffer
        var offset = 0
        var lineNumber = 0
        while true {
            let wanted = min(buffer.count - carried, contentEnd - offset)
            let got: Int
            do {
                got = try file.read(
                    into: UnsafeMutableRawBufferPointer(rebasing: buffer[carried..<carried + wanted]), at: offset)
            } catch {
                throw StoreError.inputOutput(path: name, reason: error.description)
            }
            offset += got
            let bytes = UnsafeBufferPointer(
                start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: carried + got)
            if got == 0 {
                // The end of the whole lines: only a line that lost its newline is left over.
                if carried > 0 && lineNumber > 0 {
                    try body(bytes, lineNumber + 1)
                }
                return
            }
            var lineStart = 0
            // memchr, not `firstIndex(of:)`: the generic search goes a byte at a time.
            while lineStart < bytes.count,
                let offset = SystemCall.firstIndex(
                    of: UInt8(ascii: "\n"), in: bytes.baseAddress! + lineStart, count: bytes.count - lineStart)
            {
                let newline = lineStart + offset
                lineNumber += 1
                if lineNumber > 1 {
                    try body(UnsafeBufferPointer(rebasing: bytes[lineStart..<newline]), lineNumber)
                }
                lineStart = newline + 1
            }
            carried = bytes.count - lineStart
            guard carried < buffer.count else {
                throw StoreError.unreadable(path: name, line: lineNumber + 1, reason: "line too long")
            }
            if carried > 0 && lineStart > 0 {
                buffer.baseAddress!.copyMemory(from: buffer.baseAddress! + lineStart, byteCount: carried)
            }
        }
    }

    /// The number of the line that starts at `offset`: only to name a line in a message.
    func lineNumber(at offset: Int) throws(StoreError) -> Int {
        var count = 1
        var position = 0
        while position < offset {
            let block = try Self.read(file, count: min(1 << 16, offset - position), at: position, name)
            guard !block.isEmpty else { break }
            count += block.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            position += block.count
        }
        return count
    }

    static func read(_ file: FileDescriptor, count: Int, at offset: Int, _ name: FilePath) throws(StoreError)
        -> [UInt8]
    {
        do {
            return try file.read(count: count, at: offset)
        } catch {
            throw .inputOutput(path: name, reason: error.description)
        }
    }
}
