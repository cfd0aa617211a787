import Platform

/// The filter of lines saved beside a store (``LineFilter``), `tickets.jsonl.lines` at the
/// store's real path: a save looks up its tickets' keys there and reads the store back for
/// the earlier ticket (``LottoNumberSaver``) only when one may be set, so that a save that
/// repeats no line costs a few small reads, not the store's year.
///
/// A cache, under the store's lock: its header (``LineFilterHeader``) names the store file it
/// covers and how far; a store grown since (a save killed before it wrote the filter, an older
/// lotto's save) is caught up by reading the lines after; any other store (rewritten by
/// `delete`, `clear` or `claim`, replaced, cut short) or a damaged filter is rebuilt from the
/// whole store. A deleted ticket's keys stay set until then: the store is read, nothing said.
///
/// Written only once the save is synced, so a failed save leaves it as it was: the new bits
/// in place, synced, then the header (a header lost leaves the save's lines to catch up);
/// a rebuilt filter whole, to a temporary file renamed over it (see ``FileReplacement``),
/// owner-only, keeping an old one's mode and owner. Never followed: a link or anything but a
/// regular file at its name is refused (exit 74), as is a file not beginning with its header
/// (exit 65).
struct LineFilterFile {
    let path: FilePath
    private let store: JSONLinesFile
    /// The file as it was opened, if it was there.
    private let existing: (file: FileDescriptor, status: FileStatus)?
    /// Whether the file is written whole anew rather than updated in place.
    private let isRebuilt: Bool
    private(set) var filter: LineFilter

    /// Opens the filter beside `store` for a save of `saved`, and brings it up to the store's
    /// whole lines.
    ///
    /// - Returns: `nil` when no filter can be made: a line too long to be read whole.
    static func open(beside store: JSONLinesFile, for saved: SavedBatch) throws(StoreError) -> LineFilterFile? {
        let path = store.path.sideFile(".lines")
        let existing: (file: FileDescriptor, status: FileStatus)?
        do {
            existing = try FileDescriptor.openRegularFileAndStatus(path, .readWrite)
        } catch .system(let error) where error == .noSuchFile {
            existing = nil
        } catch {
            throw StoreError(error, path: path, purpose: .writing)
        }
        // How many keys the save sets, and how many it touches, sought or set.
        var adding = 0
        var touching = 0
        for ticket in saved {
            TicketLineKeys.left(by: ticket) { _ in adding += 1 }
            TicketLineKeys.sought(by: ticket) { _ in touching += 1 }
        }
        touching += adding
        if let existing, existing.status.size > 0 {
            let head = try read(existing.file, count: LineFilterHeader.size, at: 0, path)
            guard head.starts(with: LineFilterHeader.magic.prefix(head.count)) else {
                throw .unreadable(path: path, line: 1, reason: "not lotto's filter of lines saved (no header line)")
            }
            if let header = LineFilterHeader(parsing: head), header.covers(store),
                existing.status.size == LineFilterHeader.size + header.blockCount * LineFilter.blockSize
            {
                var tail: [UInt64] = []
                do {
                    if header.covered < store.contentEnd {
                        try forEachTicket(of: store, from: header.covered) {
                            TicketLineKeys.left(by: $0) { tail.append($0) }
                        }
                    }
                } catch {
                    return nil
                }
                if header.keyCount + tail.count + adding <= LineFilter.capacity(of: header.blockCount),
                    var filter = load(header, touching: tail.count + touching, from: existing.file)
                {
                    if load(&filter, tail, saved, existing.file) {
                        for key in tail { filter.insert(key) }
                        return LineFilterFile(
                            path: path, store: store, existing: existing, isRebuilt: false, filter: filter)
                    }
                }
            }
        }
        // Missing, damaged, of another store, or too full: built from the whole store.
        if store.header == nil && touching <= 1024 {
            // Nothing to read: the blocks the save touches, all zeros, and no more in memory.
            var filter = LineFilter(blockCount: LineFilter.blockCount(forKeys: adding), keyCount: 0, bytes: nil)
            for ticket in saved {
                let zeros = { (_: Int) in [UInt8](repeating: 0, count: LineFilter.blockSize) }
                TicketLineKeys.sought(by: ticket) { filter.load(filter.block(of: $0), zeros) }
                TicketLineKeys.left(by: ticket) { filter.load(filter.block(of: $0), zeros) }
            }
            return LineFilterFile(path: path, store: store, existing: existing, isRebuilt: true, filter: filter)
        }
        // A ticket's line is about 100 bytes: the count is put right after the scan if short.
        var blockCount = LineFilter.blockCount(forKeys: store.contentEnd / 128 + adding)
        while true {
            var filter = LineFilter(blockCount: blockCount)
            do {
                if store.header != nil {
                    try forEachTicket(of: store, from: 0) { TicketLineKeys.left(by: $0) { filter.insert($0) } }
                }
            } catch {
                return nil
            }
            if filter.keyCount + adding <= filter.capacity || blockCount >= LineFilter.largestBlockCount {
                return LineFilterFile(path: path, store: store, existing: existing, isRebuilt: true, filter: filter)
            }
            blockCount = LineFilter.blockCount(forKeys: 2 * (filter.keyCount + adding))
        }
    }

    /// The filter of `header` in `file`: whole when a save touches many of its keys, else in
    /// part, none of its blocks read yet; `nil` when it cannot be read whole.
    private static func load(_ header: LineFilterHeader, touching keys: Int, from file: FileDescriptor)
        -> LineFilter?
    {
        guard keys > 1024 else {
            return LineFilter(blockCount: header.blockCount, keyCount: header.keyCount, bytes: nil)
        }
        let size = header.blockCount * LineFilter.blockSize
        guard let bytes = try? file.read(count: size, at: LineFilterHeader.size), bytes.count == size else {
            return nil
        }
        return LineFilter(blockCount: header.blockCount, keyCount: header.keyCount, bytes: bytes)
    }

    /// Whether `ticket` may repeat a line saved before it for a draw they share.
    func mayRepeat(_ ticket: SavedTicket) -> Bool {
        var found = false
        TicketLineKeys.sought(by: ticket) { key in found = found || filter.mayContain(key) }
        return found
    }

    /// Sets the keys of the tickets `saved`.
    mutating func add(_ saved: SavedBatch) {
        for ticket in saved { TicketLineKeys.left(by: ticket) { filter.insert($0) } }
    }

    /// Writes the filter, covering the store's lines up to `storeEnd`, once the save is synced.
    /// A failure is not the save's: the filter is left behind, caught up or rebuilt by the next.
    func write(storeEnd: Int) {
        guard
            let before = try? Self.read(store.file, count: min(storeEnd, 256), at: storeEnd - min(storeEnd, 256), path)
        else { return }
        let header = LineFilterHeader(
            blockCount: filter.blockCount, keyCount: filter.keyCount, device: store.status.device,
            inode: store.status.inode, covered: storeEnd, fingerprint: LineFilterHeader.check(before))
        let blocks = filter.isWhole && filter.changedCount > 256 ? nil : filter.changed
        let size = LineFilter.blockSize
        if let existing, !isRebuilt {
            do throws(Errno) {
                try writeBlocks(blocks) { bytes, offset throws(Errno) in try existing.file.write(bytes, at: offset) }
                try existing.file.synchronize()
                try existing.file.write(header.bytes, at: 0)
            } catch {
                // Bits set, the header not: still a filter of the store as it was.
            }
            return
        }
        do throws(Errno) {
            let replacement = try FileReplacement(replacing: path)
            if let kept = existing?.status ?? (store.status.owner == SystemCall.effectiveUserID ? nil : store.status) {
                try replacement.keep(kept)
            }
            try replacement.write(header.bytes, at: 0)
            try replacement.extend(to: LineFilterHeader.size + filter.blockCount * size)
            try writeBlocks(blocks) { bytes, offset throws(Errno) in try replacement.write(bytes, at: offset) }
            try replacement.synchronize()
            // The folder is not synced: a rename lost leaves the filter before, which a save
            // rebuilds or catches up.
            try replacement.commit(synchronizing: false)
        } catch {
            // The temporary file goes with the replacement; the old filter stays.
        }
    }

    /// Writes the blocks `blocks` changed, or all of them (`nil`), with `write`.
    private func writeBlocks(_ blocks: [Int]?, _ write: ([UInt8], Int) throws(Errno) -> Void) throws(Errno) {
        guard let blocks else { return try write(filter.bytes, LineFilterHeader.size) }
        for block in blocks {
            let start = filter.start(of: block)
            try write(
                Array(filter.bytes[start..<start + LineFilter.blockSize]),
                LineFilterHeader.size + block * LineFilter.blockSize)
        }
    }

    /// Reads into `filter`, when held in part, the blocks of `tail` and of `saved`'s keys from
    /// `file`; `false` when one cannot be read whole.
    private static func load(_ filter: inout LineFilter, _ tail: [UInt64], _ saved: SavedBatch, _ file: FileDescriptor)
        -> Bool
    {
        guard !filter.isWhole else { return true }
        var failed = false
        func load(_ key: UInt64) {
            guard !failed else { return }
            do {
                try filter.load(filter.block(of: key)) { block in
                    let bytes = try file.read(
                        count: LineFilter.blockSize, at: LineFilterHeader.size + block * LineFilter.blockSize)
                    guard bytes.count == LineFilter.blockSize else { throw Errno.inputOutput }
                    return bytes
                }
            } catch {
                failed = true
            }
        }
        tail.forEach(load)
        for ticket in saved {
            TicketLineKeys.sought(by: ticket, load)
            TicketLineKeys.left(by: ticket, load)
        }
        return !failed
    }

    /// Calls `body` with each ticket of `store` from `start` (0, or the start of a line) to the
    /// end of its whole lines; a line that is not a ticket (which ends a search for repeats
    /// too) is passed over.
    private static func forEachTicket(of store: JSONLinesFile, from start: Int, _ body: (SavedTicket) -> Void) throws {
        let version = store.header?.version ?? TicketFileFormat.version
        var lastTime = TicketFileFormat.LastTime()
        try store.forEachRecordLine(from: start) { line, _ in
            if let ticket = try? TicketFileFormat.decodeTicket(line, version: version, lastTime: &lastTime) {
                body(ticket)
            }
        }
    }

    private static func read(_ file: FileDescriptor, count: Int, at offset: Int, _ path: FilePath)
        throws(StoreError) -> [UInt8]
    {
        do {
            return try file.read(count: count, at: offset)
        } catch {
            throw .inputOutput(path: path, reason: error.description)
        }
    }
}

extension LineFilterHeader {
    /// Whether the filter is of `store`'s file, and covers no more than its whole lines, ending
    /// where it ended when the filter was written.
    func covers(_ store: JSONLinesFile) -> Bool {
        guard device == store.status.device, inode == store.status.inode, covered > 0, covered <= store.contentEnd,
            let before = try? store.file.read(count: min(covered, 256), at: covered - min(covered, 256))
        else { return false }
        return Self.check(before) == fingerprint
    }
}
