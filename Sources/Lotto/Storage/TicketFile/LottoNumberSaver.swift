import Platform

/// Keeps saved tickets in a file (see ``TicketFileFormat``), safely shared by many processes.
///
/// - Every name of one store is one store: the path is resolved to its real file (through
///   symbolic links, to the file and to its folders), which is locked, appended to and
///   rewritten; a link stays a link.
/// - Saving appends whole lines and `fsync(2)`s them, under the exclusive lock on
///   `<file>.lock` (a separate file, so the lock outlives any rewrite of the data file). The
///   next id comes from the last line; the lines repeated (``SavedBatch/repeats``) from the
///   filter of lines saved beside the store (``LineFilterFile``), and only where it holds one
///   of the save's, from the tickets saved since a year before the save's first draw, read
///   back from the end: a save that repeats no line costs a few small reads.
/// - Reading takes a shared lock and streams the file in pages, so memory stays flat. A waiting
///   writer gets in ahead of new readers (see ``FileLock``).
/// - Only a file that begins with lotto's whole header line is lotto's: any other file is
///   refused by every operation, untouched, with nothing made beside it. A file that does not
///   parse is never written to; the error names the file and the line.
/// - A last line cut short (a save killed mid-write) is not a damaged file: a change moves it
///   to `<file>.torn` and lets it go, with a warning; reading skips it, with a warning.
/// - All or nothing: an operation that fails leaves the store, and its side files, byte for
///   byte as they were.
package struct LottoNumberSaver: Sendable {
    let storeFile: JSONLinesStoreFile
    /// The store file, as given.
    package var path: FilePath { storeFile.path }

    /// A saver for the file at `path`.
    ///
    /// - Parameters:
    ///   - lockTimeout: how long to wait for another process's lock before giving up, in
    ///     seconds.
    ///   - warn: hears of what was repaired or skipped, e.g. a torn last line.
    package init(path: FilePath, lockTimeout: Double = 10, warn: @escaping @Sendable (StoreWarning) -> Void = { _ in }) {
        storeFile = JSONLinesStoreFile(
            path: path, format: TicketFileFormat.format, lockTimeout: lockTimeout, warn: warn)
    }

    /// Appends the tickets of `game` for `draw`, numbered after the last saved one, all or none.
    ///
    /// - Returns: the tickets as saved, with their ids.
    package func append(
        _ tickets: [LottoTicket], game: LottoGame = .korean645, for draw: TicketDraw? = nil, at time: Timestamp
    ) throws(StoreError) -> SavedBatch {
        try append(tickets, game: game, runs: [TicketRun(count: tickets.count, draw: draw)], at: time)
    }

    /// Appends the tickets of `game`, numbered after the last saved one, all or none: each run
    /// of them for its draw (a run's `nil` draw is none), with how they were chosen.
    ///
    /// The lines go out in blocks of about 1 MiB, so a save of millions of tickets does not
    /// build its whole text in memory; a failed write takes back every block already written.
    ///
    /// - Parameter runs: the tickets' runs, in order; their counts add up to the tickets'.
    /// - Returns: the tickets as saved, with their ids.
    package func append(
        _ tickets: [LottoTicket], game: LottoGame, runs: [TicketRun], at time: Timestamp
    ) throws(StoreError) -> SavedBatch {
        // From here a signal that ends lotto is held: one before the commit takes back every
        // block written (or the file made) and then ends lotto; one after it waits for the
        // command to say what it saved (see `SystemCall.holdEndingSignals()`).
        SystemCall.holdEndingSignals()
        let store = try storeFile.create()
        let lastID = try store.lastID()
        guard lastID < TicketFileFormat.largestID, tickets.count <= TicketFileFormat.largestID - lastID else {
            throw .idsExhausted(path: path, lastID: lastID)
        }
        var saved = SavedBatch(tickets: tickets, firstID: lastID + 1, game: game.id, savedAt: time, runs: runs)
        let filter: LineFilterFile?
        (saved.repeats, filter) = try repeats(of: saved, in: store)
        let tornLine = try store.tornRange.map { (torn) throws(StoreError) in try TornLineCopy(torn, of: store) }

        let blockSize = 1 << 20
        var offset = store.contentEnd
        var bytes = store.header == nil ? TicketFileFormat.format.headerLine() : []
        if store.lacksFinalNewline { bytes.append(UInt8(ascii: "\n")) }
        bytes.reserveCapacity(blockSize + 4096)
        let olderHeader = store.header.flatMap { header in
            header.version < TicketFileFormat.version ? header.versionDigitOffset.map { (header.version, $0) } : nil
        }
        do throws(Errno) {
            if let (_, offset) = olderHeader {
                // First, so that the file never holds this version's keys under an older
                // header; a header lotto did not write as it writes them keeps its version.
                try store.file.write([UInt8(ascii: "0") + UInt8(TicketFileFormat.version)], at: offset)
            }
            for savedTicket in saved {
                TicketFileFormat.appendLine(for: savedTicket, to: &bytes)
                bytes.append(UInt8(ascii: "\n"))
                if bytes.count >= blockSize {
                    try store.file.write(bytes, at: offset)
                    offset += bytes.count
                    bytes.removeAll(keepingCapacity: true)
                    if SystemCall.endingSignalIsHeld { break }
                }
            }
            if !SystemCall.endingSignalIsHeld {
                try store.file.write(bytes, at: offset)
                offset += bytes.count
                if offset < store.size {
                    try store.file.truncate(to: offset)  // the new lines were shorter than the torn one
                }
                try store.file.synchronize()
            }
        } catch {
            takeBack(store, tornLine: tornLine, headerVersion: olderHeader)
            throw .inputOutput(path: path, reason: error.description)
        }
        // The commit point: the lines are whole and synced. A signal held until now undoes them.
        guard SystemCall.commitHeldChange() else {
            takeBack(store, tornLine: tornLine, headerVersion: olderHeader)
            SystemCall.endOfHeldSignal()
        }
        filter?.write(storeEnd: offset)
        if store.size == 0 {
            // Makes the new file's name durable. The tickets are already written and synced;
            // failing here must not report them as unsaved, so the error is not raised.
            try? Folder.synchronize(store.path.real.directory)
        }
        withExtendedLifetime(store) {}  // the lock, held until the lines are synced
        if let tornLine { warnSetAside(tornLine) }
        return saved
    }

    /// Puts the store back as it was before a failed append: its own bytes and header, then
    /// the torn line where it was, then the side file as it was.
    private func takeBack(_ store: JSONLinesFile, tornLine: TornLineCopy?, headerVersion: (Int, Int)?) {
        if store.createdFile {
            store.removeWhatWasCreated()
            return
        }
        do throws(Errno) {
            try store.file.truncate(to: store.contentEnd)
            if let (version, offset) = headerVersion {
                try store.file.write([UInt8(ascii: "0") + UInt8(version)], at: offset)
            }
            if let tornLine {
                try tornLine.restore(into: store.file, at: store.contentEnd)
            }
            try store.file.synchronize()
            tornLine?.undo()
        } catch {
            // The torn line stays in the side file, where the warning of the next change or
            // read will point: nothing is lost.
        }
    }

    /// Calls `body` with the saved tickets in saved order, `pageSize` at a time, and whether the
    /// page is the last. The last page may be smaller, or empty (a store of no tickets, or of a
    /// multiple of `pageSize`, ends with an empty page); a store that does not exist yet holds
    /// no tickets.
    package func readPages(pageSize: Int = 4096, _ body: (_ page: [SavedTicket], _ isLast: Bool) throws -> Void) throws {
        try readPages(pageSize: pageSize, knowingHighestID: { _ in }, body)
    }

    /// ``readPages(pageSize:_:)``, having first called `start` with the highest id among the
    /// tickets about to be read (0 for none): the last line's, read from the end of the file
    /// under the same lock, so that a list can align its ids before its first page.
    package func readPages(
        pageSize: Int = 4096, knowingHighestID start: (_ highestID: Int) throws -> Void,
        _ body: (_ page: [SavedTicket], _ isLast: Bool) throws -> Void
    ) throws {
        try readPages(pageSize: pageSize, knowingHighestID: start, body, readingRecord: false, deleted: { _, _ in })
    }

    /// ``readPages(pageSize:knowingHighestID:_:)``, then, `readingRecord`, `deleted` with the
    /// tickets of the record of deleted tickets beside the store (``TicketRecordFile``), in pages
    /// likewise, read under the same lock: a ticket found in both files (a removal that did not
    /// land) is the store's alone.
    package func readPages(
        pageSize: Int = 4096, knowingHighestID start: (_ highestID: Int) throws -> Void,
        _ body: (_ page: [SavedTicket], _ isLast: Bool) throws -> Void, readingRecord: Bool = true,
        deleted: (_ page: [DeletedTicket], _ isLast: Bool) throws -> Void
    ) throws {
        guard
            let store = try storeFile.open(for: .read)
        else {
            try start(0)
            try body([], true)
            if readingRecord { try deleted([], true) }
            return
        }
        let record = readingRecord ? try TicketRecordFile.open(beside: store, for: .read) : nil
        let recordIDs = try record?.ids() ?? []
        var stillSaved = Set<Int>()
        // A last line that cannot be read is reported when the read reaches it, after the
        // tickets before it: here it only leaves the ids unaligned.
        try start((try? store.lastTicketID()) ?? 0)
        let version = store.header?.version ?? TicketFileFormat.version
        if version > TicketFileFormat.version {
            storeFile.warn(.newerFormat(path: path, version: version))
        }
        var page: [SavedTicket] = []
        page.reserveCapacity(pageSize)
        try forEachTicket(in: store) { ticket, _ in
            if recordIDs.contains(ticket.id) { stillSaved.insert(ticket.id) }
            page.append(ticket)
            if page.count == pageSize {
                try body(page, false)
                page.removeAll(keepingCapacity: true)
            }
        }
        try body(page, true)
        if readingRecord {
            try readDeleted(record, skipping: stillSaved, pageSize: pageSize, deleted)
        }
        withExtendedLifetime(store) {}  // the shared lock, held until every line is read
        if let torn = store.tornRange {
            storeFile.warn(
                .tornLineSkipped(
                    path: path, line: try store.lineNumber(at: torn.lowerBound), sideFile: store.tornLinesPath))
        }
    }

    /// Calls `body` with each ticket of `store` and its line, in saved order, checked as every
    /// command checks them, whether it reads or rewrites the file: each line a ticket of its
    /// format, each id above the one before.
    /// Inlined into its two callers: otherwise its closure is one more call a ticket on the
    /// path of every `list`.
    @inline(__always)
    func forEachTicket(
        in store: JSONLinesFile, _ body: (SavedTicket, UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        let version = store.header?.version ?? TicketFileFormat.version
        var lastID = 0
        var lastTime = TicketFileFormat.LastTime()
        try store.forEachRecordLine { line, number in
            let ticket = try decodeTicket(line, number: number, version: version, lastTime: &lastTime)
            try checkOrder(ticket.id, after: lastID, line: number)
            lastID = ticket.id
            try body(ticket, line)
        }
    }

    /// Checks that the ticket `id`, on line `line`, follows the ticket `lastID` before it: ids
    /// rise line by line.
    func checkOrder(_ id: Int, after lastID: Int, line: Int) throws(StoreError) {
        guard id > lastID else {
            throw .unreadable(path: path, line: line, reason: "id \(id) does not follow id \(lastID)")
        }
    }

    func decodeTicket(
        _ line: UnsafeBufferPointer<UInt8>, number: Int, version: Int,
        lastTime: inout TicketFileFormat.LastTime
    ) throws(StoreError) -> SavedTicket {
        do {
            return try TicketFileFormat.decodeTicket(line, version: version, lastTime: &lastTime)
        } catch {
            throw .unreadable(path: path, line: number, reason: error.reason)
        }
    }

    func warnSetAside(_ tornLine: TornLineCopy) {
        storeFile.warn(
            .tornLineSetAside(
                path: path, line: tornLine.lineNumber, byteCount: tornLine.byteCount, sideFile: tornLine.path))
    }
}
