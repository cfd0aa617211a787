import Platform

extension LottoNumberSaver {
    /// Removes the tickets with these ids, or every ticket when `ids` is `nil`, all or none,
    /// under the store's exclusive lock, and moves them to the record.
    ///
    /// The file is rewritten atomically under the lock (see ``FileReplacement``): the kept
    /// lines, byte for byte, go to a temporary file beside the real file, which is given the old
    /// file's owner and mode, synced, renamed over it, and its folder synced. The header keeps
    /// the next id, so removed ids are never reused. The removed tickets are appended to the
    /// record beside the store (``TicketRecordFile``), deleted at `time`, synced, before the
    /// rename, and cut back out if the rewrite then fails.
    ///
    /// - Returns: the removed tickets, in saved order.
    /// - Throws: ``StoreError/unknownTicket(id:)`` naming an id that is not saved (nothing is
    ///   removed then), or the store's own errors.
    package func remove(ids: Set<Int>?, at time: Timestamp) throws -> [SavedTicket] {
        guard let ids else {
            return try rewrite(
                choosing: { try forEachTicket(in: $0, removing: { _ in true }, $1) }, ifNone: .rewrite, at: time)
        }
        return try rewrite(
            choosing: { try forEachTicket(in: $0, removing: { ids.contains($0.id) }, $1) }, ifNone: .rewrite, at: time,
            check: { removed in
                guard let missing = ids.subtracting(removed.map(\.id)).min() else { return }
                throw StoreError.unknownTicket(id: missing)
            })
    }

    /// Removes the tickets `judge` chooses (``RemovalVerdict/remove``), all or none; when it
    /// chooses none, the file stays byte for byte as it was.
    ///
    /// Judged in two passes, so that the store's exclusive lock is held for the rewrite alone,
    /// not for the judging (a `delete --checked` of many tickets for many draws takes seconds),
    /// and a save meanwhile gets through. First `judge` is asked of each ticket, in saved order,
    /// of the store as it was when the removal began: opened as for the rewrite (so that a store
    /// the rewrite would refuse is refused first, the same way), its lock let go at once, read
    /// on as it was (see ``JSONLinesFile/snapshot()``). Then, under the exclusive lock, the store
    /// is read again and rewritten as ``remove(ids:at:)`` does: each ticket whose line is as it
    /// was keeps its verdict; one whose line changed meanwhile (a claim) is judged again; one
    /// saved meanwhile is kept, never removed unasked; one removed meanwhile is gone already.
    /// A line still where the first pass read it, byte for byte, is copied without being decoded
    /// again (see ``judgeAgain(_:_:_:named:_:)``): the lock is held for little more than the
    /// copy. The header keeps the next id, so removed ids are never reused.
    ///
    /// The removed tickets move to the record beside the store (``TicketRecordFile``), deleted
    /// at `time`: appended there, synced, before the rename, and cut back out if the rewrite
    /// then fails.
    ///
    /// - Returns: the removed tickets, in saved order, and the ids of the tickets kept as
    ///   ``RemovalVerdict/keepNamed`` (by their last verdict), in saved order.
    /// - Throws: what `judge` throws (nothing is removed then), or the store's own errors.
    package func remove(
        at time: Timestamp, judging judge: (SavedTicket) throws -> RemovalVerdict
    ) throws -> (removed: [SavedTicket], named: [Int]) {
        guard var verdicts = try firstVerdicts(judge) else { return ([], []) }
        var named: [Int] = []
        let removed = try rewrite(
            choosing: { try judgeAgain($0, &verdicts, judge, named: &named, $1) }, ifNone: .leave, at: time)
        return (removed, named)
    }

    /// The first pass of ``remove(at:judging:)``: `judge`'s verdict on each ticket of the store
    /// as it is now, read without holding its lock; `nil` when there is no store.
    private func firstVerdicts(_ judge: (SavedTicket) throws -> RemovalVerdict) throws -> RemovalVerdicts? {
        guard let store = try storeFile.open(for: .change)?.snapshot() else { return nil }
        var verdicts = RemovalVerdicts(version: store.header?.version ?? TicketFileFormat.version)
        try forEachTicket(in: store) { ticket, line in
            verdicts.append(ticket, line: line, verdict: try judge(ticket))
        }
        return verdicts
    }

    /// The pass under the lock of ``remove(at:judging:)``: calls `body` with each ticket line of
    /// `store`, its ticket's id, and the ticket when it is to be removed.
    ///
    /// A line that is, byte for byte, the one the first pass read at the same place among the
    /// ticket lines keeps its verdict without being decoded: the first pass decoded and checked
    /// those very bytes as `list` checks them (in the same format version). A save only appends
    /// and a claim changes one line, so nearly every line is such a line. Any other line is
    /// decoded and checked, then looked up by its id: judged again if its line changed (a
    /// claim), kept if saved meanwhile.
    private func judgeAgain(
        _ store: JSONLinesFile, _ verdicts: inout RemovalVerdicts, _ judge: (SavedTicket) throws -> RemovalVerdict,
        named: inout [Int], _ body: (Int, SavedTicket?, UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        let version = store.header?.version ?? TicketFileFormat.version
        let reusable = version == verdicts.version
        var lastID = 0
        var lastTime = TicketFileFormat.LastTime()
        var index = 0
        try store.forEachRecordLine { line, number in
            defer { index += 1 }
            let id: Int
            let verdict: RemovalVerdict
            let ticket: SavedTicket?
            if reusable, let first = verdicts.unchanged(at: index, line: line) {
                (id, verdict, ticket) = first
                try checkOrder(id, after: lastID, line: number)
            } else {
                let decoded = try decodeTicket(line, number: number, version: version, lastTime: &lastTime)
                try checkOrder(decoded.id, after: lastID, line: number)
                switch verdicts.lookUp(id: decoded.id, line: line) {
                case .judged(let first): verdict = first
                case .changed: verdict = try judge(decoded)
                case .savedSince: verdict = .keep
                }
                (id, ticket) = (decoded.id, decoded)
            }
            lastID = id
            if verdict == .keepNamed { named.append(id) }
            try body(id, verdict == .remove ? ticket : nil, line)
        }
    }

    /// Calls `body` with each ticket line of `store`, its ticket's id, and the ticket when
    /// `shouldRemove` chooses it.
    private func forEachTicket(
        in store: JSONLinesFile, removing shouldRemove: (SavedTicket) -> Bool,
        _ body: (Int, SavedTicket?, UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        try forEachTicket(in: store) { ticket, line in try body(ticket.id, shouldRemove(ticket) ? ticket : nil, line) }
    }

    /// What a removal that chose no ticket does with the file.
    private enum NoneRemoved {
        /// Rewrites it all the same, as `clear` of an empty store always has.
        case rewrite
        /// Leaves it as it is.
        case leave
    }

    /// Rewrites the store without the tickets `choose` chooses (it calls its second argument
    /// with each ticket line of the store, under the exclusive lock, in saved order: the line,
    /// its ticket's id, and the ticket when it is removed), once `check` has accepted them (a
    /// throw leaves the store as it was).
    private func rewrite(
        choosing choose: (JSONLinesFile, (Int, SavedTicket?, UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Void,
        ifNone: NoneRemoved, at time: Timestamp,
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
        // Every line is checked as `list` checks it, even those removed (now, or by a first
        // pass that read the same bytes): a file the other commands refuse is never rewritten.
        try choose(store) { id, removedTicket, line in
            if recordIDs.contains(id) { stillSaved.insert(id) }
            if let removedTicket {
                removed.append(removedTicket)
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
