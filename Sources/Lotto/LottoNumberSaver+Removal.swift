#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension LottoNumberSaver {
    /// Removes the tickets with these ids, or every ticket when `ids` is `nil`, all or none.
    ///
    /// The file is rewritten atomically under the lock: the kept lines, byte for byte, go to a
    /// temporary file beside it, which is synced, given the old file's mode, renamed over it,
    /// and its folder synced. The header keeps the next id, so removed ids are never reused.
    ///
    /// - Returns: the removed tickets, in saved order.
    /// - Throws: ``StoreError/unknownTicket(id:)`` naming an id that is not saved (nothing is
    ///   removed then), or the store's own errors.
    public func remove(ids: Set<Int>?) throws -> [SavedTicket] {
        guard let store = try openForChange(creating: false) else {
            if let missing = ids?.min() { throw StoreError.unknownTicket(id: missing) }
            return []
        }
        let temporaryPath = path + ".tmp"
        let temporary: OpenFile
        do {
            temporary = try OpenFile(path: temporaryPath, flags: O_WRONLY | O_CREAT | O_TRUNC)
        } catch {
            throw StoreError.cannotCreate(path: temporaryPath, reason: error.message)
        }
        var replaced = false
        defer { if !replaced { unlink(temporaryPath) } }

        var pending = TicketFileFormat.headerLine(nextID: store.lastID + 1)
        var removed: [SavedTicket] = []
        func flush() throws {
            do {
                try temporary.writeAll(pending)
            } catch {
                throw StoreError.inputOutput(path: temporaryPath, reason: error.message)
            }
            pending.removeAll(keepingCapacity: true)
        }
        try forEachLine(of: store.file) { line, number, _ in
            guard number > 1 else { return }  // the header: checked on opening, written anew
            let ticket = try decodeTicket(line, number: number, version: TicketFileFormat.version)
            if ids?.contains(ticket.id) ?? true {
                removed.append(ticket)
            } else {
                pending.append(contentsOf: line)
                pending.append(UInt8(ascii: "\n"))
                if pending.count >= 1 << 20 { try flush() }
            }
        }
        if let ids, let missing = ids.subtracting(removed.map(\.id)).min() {
            throw StoreError.unknownTicket(id: missing)
        }
        try flush()
        do {
            try temporary.synchronize()
            try temporary.setMode(of: store.file)
        } catch {
            throw StoreError.inputOutput(path: temporaryPath, reason: error.message)
        }
        guard rename(temporaryPath, path) == 0 else {
            throw StoreError.inputOutput(path: path, reason: Errno.current.message)
        }
        replaced = true
        // The new file is in place and synced; a failed folder sync only weakens its survival
        // of a power cut, so it does not turn a done removal into a reported failure.
        try? FileSystem.synchronizeDirectory(directory)
        withExtendedLifetime(store.lock) {}
        return removed
    }
}
