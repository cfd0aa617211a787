#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps saved tickets in a file (see ``TicketFileFormat``), safely shared by many processes.
///
/// - Saving appends whole lines in one `write(2)` and `fsync(2)`s them, under an exclusive
///   `flock(2)` on `<file>.lock` (a separate file, so the lock outlives any rewrite of the data
///   file). The next id comes from the last line: a save costs the same for any store size.
/// - Reading takes a shared lock and streams the file in pages, so memory stays flat.
/// - A file that does not parse is never written to; the error names the file and the line.
/// - A last line cut short (a save killed mid-write) is not a damaged file: saving moves it to
///   `<file>.torn` and truncates it away, with a warning; reading skips it, with a warning. The
///   whole lines before it are kept either way.
public struct LottoNumberSaver: Sendable {
    /// The store file.
    public let path: String
    /// How long to wait for another process's lock before giving up, in seconds.
    public let lockTimeout: Double
    /// Hears of what was repaired or skipped, e.g. a torn last line.
    public let warn: @Sendable (String) -> Void

    /// A saver for the file at `path`.
    public init(path: String, lockTimeout: Double = 10, warn: @escaping @Sendable (String) -> Void = { _ in }) {
        self.path = path
        self.lockTimeout = lockTimeout
        self.warn = warn
    }

    /// Where torn last lines are set aside.
    public var tornLinesPath: String { path + ".torn" }

    private var lockPath: String { path + ".lock" }
    var directory: String { FileSystem.directory(of: path) }

    /// Appends the tickets of `game`, numbered after the last saved one, all or none.
    ///
    /// The lines go out in blocks of about 1 MiB, so a save of millions of tickets does not
    /// build its whole text in memory; a failed write takes back every block already written.
    ///
    /// - Returns: the tickets as saved, with their ids.
    public func append(
        _ tickets: [LottoTicket], game: LottoGame = .korean645, at time: Timestamp
    ) throws(StoreError) -> SavedBatch {
        let store = try openForChange(creating: true)!
        let saved = SavedBatch(tickets: tickets, firstID: store.lastID + 1, game: game.id, savedAt: time)
        let blockSize = 1 << 20
        var bytes = store.size == 0 ? TicketFileFormat.headerLine : []
        if store.lacksFinalNewline { bytes.append(UInt8(ascii: "\n")) }
        bytes.reserveCapacity(blockSize + 4096)
        do {
            for savedTicket in saved {
                savedTicket.appendStoreLine(to: &bytes)
                bytes.append(UInt8(ascii: "\n"))
                if bytes.count >= blockSize {
                    try store.file.writeAll(bytes)
                    bytes.removeAll(keepingCapacity: true)
                }
            }
            try store.file.writeAll(bytes)
            try store.file.synchronize()
        } catch {
            // All or nothing: take back whatever part of the lines reached the file.
            try? store.file.truncate(to: store.size)
            throw .inputOutput(path: path, reason: error.message)
        }
        if store.size == 0 {
            // Makes the new file's name durable. The tickets are already written and synced;
            // failing here must not report them as unsaved, so the error is not raised.
            try? FileSystem.synchronizeDirectory(directory)
        }
        withExtendedLifetime(store.lock) {}
        return saved
    }

    /// The store opened for a change, under the exclusive lock, its header checked and a
    /// torn last line set aside.
    struct StoreForChange {
        let lock: OpenFile
        let file: OpenFile
        /// The file's size, after any torn line was set aside.
        let size: Int
        /// Whether the last line is whole but lost its newline.
        let lacksFinalNewline: Bool
        /// The highest id ever handed out (0 for none).
        let lastID: Int
    }

    /// Opens the store for a change; `nil` when it does not exist and `creating` is false.
    func openForChange(creating: Bool) throws(StoreError) -> StoreForChange? {
        if creating {
            do {
                try FileSystem.makeDirectories(directory)
            } catch {
                throw .cannotCreate(path: directory, reason: error.message)
            }
        }
        // Opening would create the link's target: almost surely not what its maker meant.
        guard !FileSystem.isDanglingLink(path) else { throw .danglingLink(path: path) }
        guard !FileSystem.isNonRegularFile(path) else { throw .notAFile(path: path) }
        guard creating || FileSystem.fileExists(path) else { return nil }
        let lock = try openLockFile()
        try acquire(lock, exclusive: true)
        let file: OpenFile
        do {
            file = try OpenFile(path: path, flags: O_RDWR | O_APPEND | (creating ? O_CREAT : 0))
        } catch {
            if !creating && error.code == ENOENT { return nil }
            throw .cannotCreate(path: path, reason: error.message)
        }
        var size = try checkedSize(of: file)
        // The header first: a file this version must not write is not even repaired.
        let head = try readBytes(of: file, at: 0, count: min(size, 4096))
        if let headerEnd = head.firstIndex(of: UInt8(ascii: "\n")) {
            _ = try head.withUnsafeBufferPointer { (bytes) throws(StoreError) in
                try checkHeader(UnsafeBufferPointer(rebasing: bytes[..<headerEnd]), forWriting: true)
            }
        }
        var lacksFinalNewline = false
        let tail = try readTail(of: file, size: size)
        if !tail.bytes.isEmpty {
            if isWholeLine(tail.bytes, isHeader: tail.start == 0, version: TicketFileFormat.version) {
                lacksFinalNewline = true
            } else {
                try setAside(tail, of: file)
                size = tail.start
            }
        }
        let lastID = size == 0 ? 0 : try lastTicketID(in: file, size: size, tail: tail)
        return StoreForChange(lock: lock, file: file, size: size, lacksFinalNewline: lacksFinalNewline, lastID: lastID)
    }

    /// Calls `body` with the saved tickets in saved order, `pageSize` at a time (the last page
    /// may be smaller). A store that does not exist yet holds no tickets.
    public func readPages(
        pageSize: Int = 4096, _ body: ([SavedTicket]) throws -> Void
    ) throws {
        guard FileSystem.fileExists(path) else {
            if FileSystem.isDanglingLink(path) { throw StoreError.danglingLink(path: path) }
            return
        }
        // A lock file that cannot be made (a read-only store) means nobody can be writing.
        let lock = try? OpenFile(path: lockPath, flags: O_RDWR | O_CREAT)
        if let lock { try acquire(lock, exclusive: false) }
        let file: OpenFile
        do {
            file = try OpenFile(path: path, flags: O_RDONLY)
        } catch {
            throw StoreError.inputOutput(path: path, reason: error.message)
        }
        _ = try checkedSize(of: file)

        var page: [SavedTicket] = []
        page.reserveCapacity(pageSize)
        var lastID = 0
        var version = TicketFileFormat.version
        try forEachLine(of: file) { line, number, isTerminated in
            if !isTerminated && !isWholeLine(Array(line), isHeader: number == 1, version: version) {
                warn(
                    "\(path):\(number): skipped a line cut short by an interrupted save; "
                        + "the next save sets it aside in \(tornLinesPath)")
                return
            }
            if number == 1 {
                version = try checkHeader(line, forWriting: false).version
                return
            }
            let ticket = try decodeTicket(line, number: number, version: version)
            guard ticket.id > lastID else {
                throw StoreError.unreadable(
                    path: path, line: number, reason: "id \(ticket.id) does not follow id \(lastID)")
            }
            lastID = ticket.id
            page.append(ticket)
            if page.count == pageSize {
                try body(page)
                page.removeAll(keepingCapacity: true)
            }
        }
        if !page.isEmpty {
            try body(page)
        }
    }

    // MARK: - Reading helpers

    private func openLockFile() throws(StoreError) -> OpenFile {
        do {
            return try OpenFile(path: lockPath, flags: O_RDWR | O_CREAT)
        } catch {
            throw .cannotCreate(path: lockPath, reason: error.message)
        }
    }

    private func acquire(_ lock: OpenFile, exclusive: Bool) throws(StoreError) {
        let taken: Bool
        do {
            taken = try lock.lock(exclusive: exclusive, timeout: lockTimeout)
        } catch {
            throw .inputOutput(path: lockPath, reason: error.message)
        }
        guard taken else { throw .locked(path: path, seconds: lockTimeout) }
    }

    func checkedSize(of file: OpenFile) throws(StoreError) -> Int {
        let isRegularFile: Bool
        let size: Int
        do {
            isRegularFile = try file.isRegularFile()
            size = try file.size()
        } catch {
            throw .inputOutput(path: path, reason: error.message)
        }
        guard isRegularFile else { throw .notAFile(path: path) }
        return size
    }

    /// Checks the header and returns the file's format version.
    ///
    /// - Parameter forWriting: a file of a newer version is read-only to this version.
    @discardableResult
    func checkHeader(
        _ line: UnsafeBufferPointer<UInt8>, forWriting: Bool
    ) throws(StoreError) -> TicketFileFormat.Header {
        let header: TicketFileFormat.Header
        do {
            header = try TicketFileFormat.checkHeader(line)
        } catch {
            switch error {
            case .malformed(let reason): throw .unreadable(path: path, line: 1, reason: reason)
            }
        }
        let version = header.version
        if version > TicketFileFormat.version {
            guard !forWriting else { throw .newerFormat(path: path, version: version) }
            warn(
                "\(path) was written by a newer lotto (format version \(version)): "
                    + "listing what this version understands; it cannot save to it")
        }
        return header
    }

    func decodeTicket(_ line: UnsafeBufferPointer<UInt8>, number: Int, version: Int) throws(StoreError)
        -> SavedTicket
    {
        do {
            return try TicketFileFormat.decodeTicket(line, version: version)
        } catch {
            throw .unreadable(path: path, line: number, reason: error.reason)
        }
    }

    /// Calls `body` with each line (without its newline), its number from 1, and whether it
    /// ended with a newline (only the last line may not).
    func forEachLine(
        of file: OpenFile, _ body: (UnsafeBufferPointer<UInt8>, Int, Bool) throws -> Void
    ) throws {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 18, alignment: 8)
        defer { buffer.deallocate() }
        var carried = 0  // bytes of an unfinished line kept at the start of the buffer
        var offset = 0
        var lineNumber = 0
        while true {
            let got: Int
            do {
                got = try file.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[carried...]), at: offset)
            } catch {
                throw StoreError.inputOutput(path: path, reason: error.message)
            }
            offset += got
            let filled = carried + got
            if got == 0 {
                if carried > 0 {
                    let last = UnsafeBufferPointer(
                        start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: carried)
                    try body(last, lineNumber + 1, false)
                }
                return
            }
            let bytes = UnsafeBufferPointer(
                start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: filled)
            var lineStart = 0
            while let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
                lineNumber += 1
                try body(UnsafeBufferPointer(rebasing: bytes[lineStart..<newline]), lineNumber, true)
                lineStart = newline + 1
            }
            carried = filled - lineStart
            guard carried < buffer.count else {
                throw StoreError.unreadable(path: path, line: lineNumber + 1, reason: "line too long")
            }
            if carried > 0 && lineStart > 0 {
                buffer.baseAddress!.copyMemory(from: buffer.baseAddress! + lineStart, byteCount: carried)
            }
        }
    }

    /// The bytes after the last newline (a line cut short, or just missing its newline) and
    /// where they start; empty when the file ends with a newline.
    private func readTail(of file: OpenFile, size: Int) throws(StoreError) -> (bytes: [UInt8], start: Int) {
        var tail: [UInt8] = []
        var start = size
        while start > 0 {
            let blockStart = max(0, start - 4096)
            let block = try readBytes(of: file, at: blockStart, count: start - blockStart)
            if let newline = block.lastIndex(of: UInt8(ascii: "\n")) {
                return (block[(newline + 1)...] + tail, blockStart + newline + 1)
            }
            tail = block + tail
            start = blockStart
        }
        return (tail, 0)
    }

    /// Whether a last line without its newline is nevertheless whole (someone's editor dropped
    /// the newline) rather than cut short.
    private func isWholeLine(_ line: [UInt8], isHeader: Bool, version: Int) -> Bool {
        line.withUnsafeBufferPointer { bytes in
            if isHeader {
                do { try TicketFileFormat.checkHeader(bytes) } catch { return false }
                return true
            }
            return (try? TicketFileFormat.decodeTicket(bytes, version: version)) != nil
        }
    }

    /// Moves a torn last line to the side file, durably, then cuts it from the store.
    private func setAside(_ tail: (bytes: [UInt8], start: Int), of file: OpenFile) throws(StoreError) {
        let lineNumber = try lineCount(of: file) + 1
        do {
            let side = try OpenFile(path: tornLinesPath, flags: O_WRONLY | O_CREAT | O_APPEND)
            try side.writeAll(tail.bytes + [UInt8(ascii: "\n")])
            try side.synchronize()
        } catch {
            throw .inputOutput(path: tornLinesPath, reason: error.message)
        }
        do {
            try file.truncate(to: tail.start)
            try file.synchronize()
        } catch {
            throw .inputOutput(path: path, reason: error.message)
        }
        warn(
            "\(path):\(lineNumber): set aside a line cut short by an interrupted save "
                + "(\(tail.bytes.count) bytes, now in \(tornLinesPath))")
    }

    /// The id on the last line, after checking the header and that last line: the file is
    /// read only at its two ends, so saving stays O(1) in the store's size.
    private func lastTicketID(in file: OpenFile, size: Int, tail: (bytes: [UInt8], start: Int)) throws(StoreError)
        -> Int
    {
        let head = try readBytes(of: file, at: 0, count: min(size, 4096))
        guard let headerEnd = head.firstIndex(of: UInt8(ascii: "\n")) else {
            if size == tail.start + tail.bytes.count, tail.start == 0 {
                _ = try tail.bytes.withUnsafeBufferPointer { (bytes) throws(StoreError) in
                    try checkHeader(bytes, forWriting: true)
                }
                return 0  // a whole header that had lost its newline
            }
            throw .unreadable(path: path, line: 1, reason: "overlong header line")
        }
        let header = try head.withUnsafeBufferPointer { (bytes) throws(StoreError) in
            try checkHeader(UnsafeBufferPointer(rebasing: bytes[..<headerEnd]), forWriting: true)
        }
        let removedUpTo = (header.nextID ?? 1) - 1
        // The last line: the tail when it was whole, else the last line ending in a newline.
        var line = size > tail.start && !tail.bytes.isEmpty ? tail.bytes : []
        if line.isEmpty {
            let before = try readTail(of: file, size: size - 1)
            guard before.start > headerEnd else { return removedUpTo }  // nothing but the header
            line = before.bytes
        }
        do {
            return max(
                removedUpTo,
                try line.withUnsafeBufferPointer { (bytes) throws(JSONScanner.Failure) in
                    try TicketFileFormat.decodeTicket(bytes).id
                })
        } catch {
            throw .unreadable(path: path, line: try lineCount(of: file), reason: error.reason)
        }
    }

    func readBytes(of file: OpenFile, at offset: Int, count: Int) throws(StoreError) -> [UInt8] {
        do {
            return try file.read(count: count, at: offset)
        } catch {
            throw .inputOutput(path: path, reason: error.message)
        }
    }

    /// The number of newlines in the file: only to name a line in an error message.
    private func lineCount(of file: OpenFile) throws(StoreError) -> Int {
        var count = 0
        var offset = 0
        while true {
            let block = try readBytes(of: file, at: offset, count: 1 << 16)
            if block.isEmpty { return count }
            count += block.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            offset += block.count
        }
    }
}
