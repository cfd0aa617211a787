import Platform

extension LottoNumberSaver {
    /// Removes the tickets with these ids, or every ticket when `ids` is `nil`, all or none,
    /// rewriting the file as ``remove(at:where:)`` does, and moving them to the record.
    ///
    /// - Returns: the removed tickets, in saved order.
    /// - Throws: ``StoreError/unknownTicket(id:)`` naming an id that is not saved (nothing is
    ///   removed then), or the store's own errors.
    package func remove(ids: Set<Int>?, at time: Timestamp) throws -> [SavedTicket] {
        guard let ids else { return try rewrite(removing: { _ in true }, ifNone: .rewrite, at: time) }
        return try rewrite(removing: { ids.contains($0.id) }, ifNone: .rewrite, at: time) { removed in
            if let missing = ids.subtracting(removed.map(\.id)).min() { throw StoreError.unknownTicket(id: missing) }
        }
    }

    /// Removes the tickets `shouldRemove` chooses, all or none; when it chooses none, the file
    /// stays byte for byte as it was.
    ///
    /// `shouldRemove` is asked of each ticket, in saved order, while the exclusive lock is
    /// held: a ticket another process saves meanwhile is asked about or not there yet, never
    /// removed unasked. The file is rewritten atomically under the lock (see
    /// ``FileReplacement``): the kept lines, byte for byte, go to a temporary file beside the
    /// real file, which is given the old file's owner and mode, synced, renamed over it, and its
    /// folder synced. The header keeps the next id, so removed ids are never reused.
    ///
    /// The removed tickets move to the record beside the store (``TicketRecordFile``), deleted
    /// at `time`: appended there, synced, before the rename, and cut back out if the rewrite
    /// then fails.
    ///
    /// - Returns: the removed tickets, in saved order.
    /// - Throws: what `shouldRemove` throws (nothing is removed then), or the store's own errors.
    package func remove(at time: Timestamp, where shouldRemove: (SavedTicket) throws -> Bool) throws -> [SavedTicket] {
        try rewrite(removing: shouldRemove, ifNone: .leave, at: time)
    }

    /// What a removal that chose no ticket does with the file.
    private enum NoneRemoved {
        /// Rewrites it all the same, as `clear` of an empty store always has.
        case rewrite
        /// Leaves it as it is.
        case leave
    }

    /// Rewrites the store without the tickets `shouldRemove` chooses, once `check` has accepted
    /// them (a throw leaves the store as it was).
    private func rewrite(
        removing shouldRemove: (SavedTicket) throws -> Bool, ifNone: NoneRemoved, at time: Timestamp,
        check: ([SavedTicket]) throws -> Void = { _ in }
    ) throws -> [SavedTicket] {
        guard
            let store = try storeFile.open(for: .change)
        else {
            try check([])
            return []
        }
        let lastID = try store.lastID()
        let record = try TicketRecordFile.open(beside: store, for: .read)
        let recordIDs = try record?.ids() ?? []
        let rewrite = try JSONLinesRewrite(of: store)
        var stillSaved = Set<Int>()

        // The next id saturates: no save follows an id that large anyway (see `largestID`).
        var pending = TicketFileFormat.format.headerLine(nextID: lastID < Int.max ? lastID + 1 : lastID)
        var removed: [SavedTicket] = []
        // Every line is checked as `list` checks it, even those removed: a file the other
        // commands refuse is never rewritten.
        try forEachTicket(in: store) { ticket, line in
            if recordIDs.contains(ticket.id) { stillSaved.insert(ticket.id) }
            if try shouldRemove(ticket) {
                removed.append(ticket)
            } else {
                pending.append(contentsOf: line)
                pending.append(UInt8(ascii: "\n"))
                try rewrite.writeIfFull(&pending)
            }
        }
        try check(removed)
        if removed.isEmpty && ifNone == .leave { return [] }
        try rewrite.write(pending)
        let undo = try moveToRecord(removed, beside: store, at: time, stillSaved: stillSaved)
        let tornLine: TornLineCopy?
        do {
            // A signal held until the commit point ends lotto there: the record is taken back
            // first, so that an interrupted removal leaves both files as they were.
            tornLine = try rewrite.commit(onSignal: { undo?.takeBack() })
        } catch {
            undo?.takeBack()
            throw error
        }
        if let tornLine { warnSetAside(tornLine) }
        return removed
    }

    /// Adds `removed` to the record beside `store`, deleted at `time`, dropping first the
    /// record's lines of tickets `stillSaved` (removals that did not land). Nothing is done when
    /// nothing is removed and nothing needs dropping.
    private func moveToRecord(
        _ removed: [SavedTicket], beside store: JSONLinesFile, at time: Timestamp, stillSaved: Set<Int>
    ) throws -> RecordUndo? {
        guard !removed.isEmpty || !stillSaved.isEmpty else { return nil }
        var lines: [UInt8] = []
        for ticket in removed { TicketRecordFormat.appendLine(for: ticket, deletedAt: time, to: &lines) }
        guard let record = try TicketRecordFile.open(beside: store, for: .create) else { return nil }
        return try record.add(lines) { stillSaved.contains($0.ticket.id) }
    }
}
