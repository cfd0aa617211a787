import Platform

/// The record of deleted tickets beside a store (``TicketRecordFormat``), at the store's real
/// path with `.record` added: `tickets.jsonl.record`. The store's lock guards it (one lock,
/// `tickets.jsonl.lock`, for both files), so it is only opened while the caller holds that
/// lock, and it has the store's other guarantees: only a file that begins with the record's
/// header is read or written, it is made owner-only, and a change is all or nothing.
///
/// A removal appends the removed tickets here, synced, before the store's rewrite: a removal
/// killed between the two leaves a ticket in both files, never in neither. A reader counts such
/// a ticket as still saved (the removal did not land); the next change that reads the whole
/// store under its lock (a removal, a claim) drops those lines from the record.
struct TicketRecordFile {
    let file: JSONLinesFile

    /// The record beside `store`, opened for `access` under the store's lock, which the caller
    /// holds; `nil` when there is none and `access` does not create one.
    static func open(beside store: JSONLinesFile, for access: JSONLinesFile.Access) throws(StoreError)
        -> TicketRecordFile?
    {
        let file = try JSONLinesFile.openGuarded(
            store.path.sideFile(".record"), format: TicketRecordFormat.format, for: access)
        guard let file else { return nil }
        if file.createdFile, store.status.owner != SystemCall.effectiveUserID {
            try? file.file.takeOwnershipAndPermissions(of: store.status)
        }
        return TicketRecordFile(file: file)
    }

    var path: FilePath { file.name }

    /// Calls `body` with each deleted ticket and its line, in the record's order.
    func forEachDeleted(_ body: (DeletedTicket, UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        let version = file.header?.version ?? TicketRecordFormat.version
        try file.forEachRecordLine { line, number in
            let deleted: DeletedTicket
            do throws(JSONScanner.SyntaxError) {
                deleted = try TicketRecordFormat.decodeLine(line, version: version)
            } catch {
                throw StoreError.unreadable(path: path, line: number, reason: error.reason)
            }
            try body(deleted, line)
        }
    }

    /// The ids of the tickets it holds.
    func ids() throws -> Set<Int> {
        var ids = Set<Int>()
        try forEachDeleted { deleted, _ in ids.insert(deleted.ticket.id) }
        return ids
    }

    /// Adds the lines `newLines` (each with its newline), dropping first the lines of the
    /// tickets `dropping` names (tickets still in the store: removals that did not land), all
    /// or none, synced.
    ///
    /// With nothing to drop, the lines are appended in place; otherwise the record is
    /// rewritten atomically (see ``FileReplacement``), a torn last line set aside first.
    ///
    /// - Returns: how to take the change back, for a store rewrite that then fails.
    func add(_ newLines: [UInt8], dropping: (DeletedTicket) -> Bool) throws -> RecordUndo {
        var kept: [UInt8] = []
        var drops = false
        try forEachDeleted { deleted, line in
            if dropping(deleted) {
                drops = true
            } else {
                kept.append(contentsOf: line)
                kept.append(UInt8(ascii: "\n"))
            }
        }
        if SystemCall.endingSignalIsHeld { SystemCall.endOfHeldSignal() }
        if !drops && file.tornRange == nil && (file.header == nil || file.header?.version == TicketRecordFormat.version)
        {
            return try append(newLines)
        }
        return try replace(with: TicketRecordFormat.format.headerLine() + kept + newLines)
    }

    private func append(_ newLines: [UInt8]) throws -> RecordUndo {
        var bytes = file.header == nil ? TicketRecordFormat.format.headerLine() : []
        if file.lacksFinalNewline { bytes.append(UInt8(ascii: "\n")) }
        bytes.append(contentsOf: newLines)
        do throws(Errno) {
            try file.file.write(bytes, at: file.contentEnd)
            try file.file.synchronize()
        } catch {
            RecordUndo.truncating(self).takeBack()
            throw StoreError.inputOutput(path: path, reason: error.description)
        }
        if file.createdFile { try? Folder.synchronize(file.path.real.directory) }
        return .truncating(self)
    }

    /// Puts `bytes` (a header and lines) in place of the record, atomically, a torn last line
    /// set aside first.
    func replace(with bytes: [UInt8]) throws -> RecordUndo {
        let replacement: FileReplacement
        do {
            replacement = try FileReplacement(replacing: file.path.real)
        } catch {
            throw StoreError.cannotCreate(path: file.path.sideFile(".tmp"), reason: error.description)
        }
        let tornLine = try file.tornRange.map { (torn) throws(StoreError) in try TornLineCopy(torn, of: file) }
        do throws(Errno) {
            try replacement.keep(file.status)
            try replacement.write(bytes)
            try replacement.synchronize()
            try replacement.commit(synchronizing: true)
        } catch {
            tornLine?.undo()
            replacement.discard()
            throw StoreError.inputOutput(path: path, reason: error.description)
        }
        return .repaired(tornLine)
    }
}

/// How to take back what ``TicketRecordFile/add(_:dropping:)`` did, when the store's rewrite
/// that follows it fails.
enum RecordUndo {
    /// The lines were appended: cut the file back to its size before (or remove the file made).
    case truncating(TicketRecordFile)
    /// The record was rewritten, repaired: it stays so (each ticket in it that is still saved
    /// counts as saved); a torn line it had is in the side file.
    case repaired(TornLineCopy?)

    func takeBack() {
        guard case .truncating(let record) = self else { return }
        let file = record.file
        if file.createdFile {
            file.removeWhatWasCreated()
            return
        }
        try? file.file.truncate(to: file.size)
        try? file.file.synchronize()
    }
}
