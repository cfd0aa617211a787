import Platform

/// Marking prizes claimed, on the tickets of the store and of the record of deleted tickets.
extension LottoNumberSaver {
    /// Changes the tickets with these ids, wherever they are kept (the store, or the record of
    /// deleted tickets beside it), all or none, under the store's lock: `change` is given each
    /// and returns it as it is to be kept (its claims changed). A file none of whose tickets
    /// changes is left byte for byte as it was (but for a repair of the record, see
    /// ``TicketRecordFile``); each other is rewritten atomically, its other lines byte for byte.
    ///
    /// - Parameter missing: the error for an id kept in neither file; nothing is changed then.
    /// - Returns: the tickets as changed, in the order found: the store's, then the record's.
    /// - Throws: what `change` or `missing` gives (nothing is changed then),
    ///   ``StoreError/newerFormat(path:version:)`` for a store, or a record to be rewritten, of a
    ///   newer lotto, or the store's own errors.
    package func changeTickets(
        ids: Set<Int>, _ change: (SavedTicket) throws -> SavedTicket, missing: (Int) -> any Error
    ) throws -> [SavedTicket] {
        guard let store = try storeFile.open(for: .change) else { throw missing(ids.min() ?? 0) }
        let record = try TicketRecordFile.open(beside: store, for: .read)
        let recordIDs = try record?.ids() ?? []
        let lastID = try store.lastID()
        let rewrite = try JSONLinesRewrite(of: store)
        var pending = TicketFileFormat.format.headerLine(nextID: lastID < Int.max ? lastID + 1 : lastID)
        var changed: [SavedTicket] = []
        var stillSaved = Set<Int>()
        try forEachTicket(in: store) { ticket, line in
            if recordIDs.contains(ticket.id) { stillSaved.insert(ticket.id) }
            if ids.contains(ticket.id) {
                let new = try change(ticket)
                changed.append(new)
                TicketFileFormat.appendLine(for: new, to: &pending)
            } else {
                pending.append(contentsOf: line)
            }
            pending.append(UInt8(ascii: "\n"))
            try rewrite.writeIfFull(&pending)
        }
        let storeChanged = !changed.isEmpty
        var recordBytes = TicketRecordFormat.format.headerLine()
        var recordChanged = false
        try record?.forEachDeleted { deleted, line in
            if stillSaved.contains(deleted.ticket.id) { return }  // a removal that did not land
            if ids.contains(deleted.ticket.id) {
                let new = DeletedTicket(try change(deleted.ticket), deletedAt: deleted.deletedAt)
                changed.append(new.ticket)
                recordChanged = true
                recordBytes += TicketRecordFormat.line(for: new)
            } else {
                recordBytes.append(contentsOf: line)
                recordBytes.append(UInt8(ascii: "\n"))
            }
        }
        if let unknown = ids.subtracting(changed.map(\.id)).min() { throw missing(unknown) }
        let recordToWrite = recordChanged || !stillSaved.isEmpty ? record : nil
        // A newer lotto's record is read, never written: rewritten here, it would lose the keys
        // this version does not know.
        if let version = recordToWrite?.file.header?.version, version > TicketRecordFormat.version {
            throw StoreError.newerFormat(path: recordToWrite?.path ?? path, version: version)
        }
        // The store's rename, when it changes, is the commit point: a signal before it leaves
        // both files as they were; after it, the record's rename follows, the signal waiting.
        var tornLine: TornLineCopy?
        if storeChanged {
            try rewrite.write(pending)
            tornLine = try rewrite.commit()
        }
        if let recordToWrite {
            if !storeChanged && !SystemCall.commitHeldChange() {
                SystemCall.endOfHeldSignal()  // the record's rename is the commit point
            }
            _ = try recordToWrite.replace(with: recordBytes)
        }
        if let tornLine { warnSetAside(tornLine) }
        return changed
    }
}
