/// Reading the record of deleted tickets beside the store (``TicketRecordFile``).
extension LottoNumberSaver {
    /// Calls `body` with the deleted tickets of `record` in pages of `pageSize` (the last may
    /// be smaller, or empty), leaving out those `skipping` names: tickets still in the store. A
    /// torn last line is skipped with a warning, as the store's is.
    func readDeleted(
        _ record: TicketRecordFile?, skipping stillSaved: Set<Int>, pageSize: Int,
        _ body: (_ page: [DeletedTicket], _ isLast: Bool) throws -> Void
    ) throws {
        var page: [DeletedTicket] = []
        if let record {
            if let version = record.file.header?.version, version > TicketRecordFormat.version {
                storeFile.warn(.newerFormat(path: record.path, version: version))
            }
            try record.forEachDeleted { deleted, _ in
                guard !stillSaved.contains(deleted.ticket.id) else { return }
                page.append(deleted)
                if page.count == pageSize {
                    try body(page, false)
                    page.removeAll(keepingCapacity: true)
                }
            }
            if let torn = record.file.tornRange {
                storeFile.warn(
                    .tornLineSkipped(
                        path: record.path, line: try record.file.lineNumber(at: torn.lowerBound),
                        sideFile: record.file.tornLinesPath))
            }
        }
        try body(page, true)
    }

    /// The deleted tickets of the record beside the store, that are not in the store too, in
    /// the record's order: none when there is no store or no record.
    package func deletedTickets() throws -> [DeletedTicket] {
        var tickets: [DeletedTicket] = []
        try readPages(knowingHighestID: { _ in }, { _, _ in }, deleted: { page, _ in tickets += page })
        return tickets
    }
}
