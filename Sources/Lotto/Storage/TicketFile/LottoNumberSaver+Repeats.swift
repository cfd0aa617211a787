import Platform

extension LottoNumberSaver {
    /// The tickets of `saved` that repeat a line of the save, or of the store's tickets saved
    /// before it for a draw they share (see ``TicketRepeatFinder``), and the filter of lines
    /// saved, brought up to the store and holding the save's keys, to write once it is synced.
    ///
    /// The filter says which of the save's tickets may repeat an earlier line; only when one
    /// may is the store read back from its end, only as far as a ticket can share a draw with
    /// the save's, and no farther than the last of them is found. A line that cannot be read
    /// ends the search rather than the save, which never reads it otherwise. Without a filter
    /// (a line too long to build one), the store is read back so.
    func repeats(of saved: SavedBatch, in store: JSONLinesFile) throws(StoreError) -> (
        repeats: [TicketRepeat], filter: LineFilterFile?
    ) {
        var filter = try LineFilterFile.open(beside: store, for: saved)
        var finder = TicketRepeatFinder(saved)
        if let filter {
            finder.seekOnly { filter.mayRepeat(saved[$0]) }
        }
        filter?.add(saved)
        guard finder.lookBackTo != nil, !finder.hasFoundAll else { return (finder.repeats, filter) }
        let version = store.header?.version ?? TicketFileFormat.version
        var lastTime = TicketFileFormat.LastTime()
        do {
            try store.forEachRecordLineBackward { line in
                guard let earlier = try? TicketFileFormat.decodeTicket(line, version: version, lastTime: &lastTime),
                    finder.mayShareDraw(savedAt: earlier.savedAt)
                else { return false }
                finder.compare(earlier: earlier)
                return !finder.hasFoundAll
            }
        } catch .unreadable {
            // A line too long to be a ticket: the search ends there too.
        }
        return (finder.repeats, filter)
    }
}
