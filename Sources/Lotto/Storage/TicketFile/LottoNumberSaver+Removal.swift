extension LottoNumberSaver {
    /// Removes the tickets with these ids, or every ticket when `ids` is `nil`, all or none.
    ///
    /// The file is rewritten atomically under the lock (see ``FileReplacement``): the kept
    /// lines, byte for byte, go to a temporary file beside the real file, which is given the old
    /// file's owner and mode, synced, renamed over it, and its folder synced. The header keeps
    /// the next id, so removed ids are never reused.
    ///
    /// - Returns: the removed tickets, in saved order.
    /// - Throws: ``StoreError/unknownTicket(id:)`` naming an id that is not saved (nothing is
    ///   removed then), or the store's own errors.
    public func remove(ids: Set<Int>?) throws -> [SavedTicket] {
        guard
            let store = try storeFile.open(for: .change)
        else {
            if let missing = ids?.min() { throw StoreError.unknownTicket(id: missing) }
            return []
        }
        let lastID = try store.lastID()
        let rewrite = try JSONLinesRewrite(of: store)

        // The next id saturates: no save follows an id that large anyway (see `largestID`).
        var pending = TicketFileFormat.format.headerLine(nextID: lastID < Int.max ? lastID + 1 : lastID)
        var removed: [SavedTicket] = []
        // Every line is checked as `list` checks it, even those removed: a file the other
        // commands refuse is never rewritten.
        try forEachTicket(in: store) { ticket, line in
            if ids?.contains(ticket.id) ?? true {
                removed.append(ticket)
            } else {
                pending.append(contentsOf: line)
                pending.append(UInt8(ascii: "\n"))
                if pending.count >= 1 << 20 {
                    try rewrite.write(pending)
                    pending.removeAll(keepingCapacity: true)
                }
            }
        }
        if let ids, let missing = ids.subtracting(removed.map(\.id)).min() {
            throw StoreError.unknownTicket(id: missing)
        }
        try rewrite.write(pending)
        if let tornLine = try rewrite.commit() { warnSetAside(tornLine) }
        return removed
    }
}
