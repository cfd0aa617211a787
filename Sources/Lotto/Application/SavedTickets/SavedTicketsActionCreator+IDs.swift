/// Listing the saved tickets' ids for a shell's Tab (`lotto completion ids`).
extension SavedTicketsActionCreator {
    /// Dispatches the ids `request` asks for, rising, in pages (``LottoAction/ticketIDsListed(_:)``):
    /// the saved tickets', and, if asked, those of the deleted tickets that are not saved too.
    ///
    /// Read from the lines' bytes, without the store's lock and without building a ticket
    /// (``LottoNumberSaver/forEachSavedID(_:)``): a Tab never waits for a save, and a store of a
    /// million tickets is read in a blink. Only the ids offered are described.
    ///
    /// - Throws: whatever kept the ids from being read (a damaged store among them): a shell
    ///   then offers none.
    package func listIDs(_ request: TicketIDRequest) throws {
        var stream = PageStream<TicketIDCandidate> { [dispatch = context.dispatch] in
            try dispatch(.ticketIDsListed($0))
        }
        guard !request.offersNone else { return try stream.add([], isLast: true) }
        let saver = try context.saver.get()
        func candidate(_ id: Int, _ line: UnsafeBufferPointer<UInt8>, isDeleted: Bool) -> TicketIDCandidate {
            let summary = request.described ? LottoNumberSaver.ticketDescription(line) : nil
            return TicketIDCandidate(id: id, summary: summary, isDeleted: isDeleted)
        }
        var deleted = DeletedIDs()
        if request.withDeleted {
            try saver.forEachDeletedID { id, line in
                if request.offers(id) { deleted.candidates.append(candidate(id, line, isDeleted: true)) }
            }
            deleted.candidates.sort { $0.id < $1.id }
        }
        var page: [TicketIDCandidate] = []
        try saver.forEachSavedID { id, line in
            guard request.offers(id) else { return }
            if deleted.remain { deleted.add(below: id, to: &page) }
            page.append(candidate(id, line, isDeleted: false))
            if page.count >= ActionContext.batchSize {
                try stream.add(page, isLast: false)
                page.removeAll(keepingCapacity: true)
            }
        }
        deleted.add(below: Int.max, to: &page)
        try stream.add(page, isLast: true)
    }
}

/// The deleted tickets' ids offered, rising, merged in among the saved ones as these are read.
private struct DeletedIDs {
    var candidates: [TicketIDCandidate] = []
    private var next = 0

    var remain: Bool { next < candidates.endIndex }

    /// Adds to `page` the ids below `id` not added yet, once each; one that is `id`, still saved
    /// (a removal that did not land), is not deleted.
    mutating func add(below id: Int, to page: inout [TicketIDCandidate]) {
        while next < candidates.endIndex, candidates[next].id <= id {
            if candidates[next].id < id, next == 0 || candidates[next - 1].id != candidates[next].id {
                page.append(candidates[next])
            }
            next += 1
        }
    }
}
