extension LottoNumberSaver {
    /// Removes the tickets with these ids, or every ticket when `ids` is `nil`, all or none,
    /// rewriting the file as ``remove(where:)`` does.
    ///
    /// - Returns: the removed tickets, in saved order.
    /// - Throws: ``StoreError/unknownTicket(id:)`` naming an id that is not saved (nothing is
    ///   removed then), or the store's own errors.
    package func remove(ids: Set<Int>?) throws -> [SavedTicket] {
        guard let ids else { return try rewrite(removing: { _ in true }, ifNone: .rewrite) }
        return try rewrite(removing: { ids.contains($0.id) }, ifNone: .rewrite) { removed in
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
    /// - Returns: the removed tickets, in saved order.
    /// - Throws: what `shouldRemove` throws (nothing is removed then), or the store's own errors.
    package func remove(where shouldRemove: (SavedTicket) throws -> Bool) throws -> [SavedTicket] {
        try rewrite(removing: shouldRemove, ifNone: .leave)
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
        removing shouldRemove: (SavedTicket) throws -> Bool, ifNone: NoneRemoved,
        check: ([SavedTicket]) throws -> Void = { _ in }
    ) throws -> [SavedTicket] {
        guard
            let store = try storeFile.open(for: .change)
        else {
            try check([])
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
            if try shouldRemove(ticket) {
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
        try check(removed)
        if removed.isEmpty && ifNone == .leave { return [] }
        try rewrite.write(pending)
        if let tornLine = try rewrite.commit() { warnSetAside(tornLine) }
        return removed
    }
}
