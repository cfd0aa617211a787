/// What a removal's choice makes of one saved ticket.
package enum RemovalVerdict: UInt8, Sendable {
    /// Kept in the store.
    case keep
    /// Moved to the record of deleted tickets.
    case remove
    /// Kept, and named to the caller (a winner whose prize is not marked claimed).
    case keepNamed
}

/// The verdicts of a removal's first pass, given without the store's lock: each ticket's id, a
/// hash of its line, and its verdict, in saved order (ids rising), and the tickets it removes.
/// The pass under the lock takes the verdict of a line unchanged since: by its place, without
/// decoding it again, or by its id.
struct RemovalVerdicts {
    /// The store's format version the first pass read its lines in.
    let version: Int
    private var ids: [Int] = []
    private var lineHashes: [Int] = []
    private var verdicts: [RemovalVerdict] = []
    /// The tickets the first pass removes, by their line's place among the ticket lines.
    private var removed: [Int: SavedTicket] = [:]
    /// Where the next lookup starts: every ticket before it is behind the one looked up last.
    private var next = 0

    init(version: Int) {
        self.version = version
    }

    /// What the first pass made of a ticket of the store as it is now.
    enum Lookup: Equatable {
        /// Its line is as it was: its verdict stands.
        case judged(RemovalVerdict)
        /// Its line changed since (a claim): it is to be judged again.
        case changed
        /// It was not there: saved since.
        case savedSince
    }

    /// Notes `verdict` on `ticket`, whose line is `line`; after every ticket of lower id.
    mutating func append(_ ticket: SavedTicket, line: UnsafeBufferPointer<UInt8>, verdict: RemovalVerdict) {
        if verdict == .remove { removed[ids.count] = ticket }
        ids.append(ticket.id)
        lineHashes.append(Self.hash(line))
        verdicts.append(verdict)
    }

    /// The first pass's verdict on the ticket line at `index` (counting the ticket lines from
    /// 0), its id, and the ticket when it is removed, if that line is still `line`: the very
    /// bytes the first pass decoded and checked there. `nil` when it is not.
    func unchanged(at index: Int, line: UnsafeBufferPointer<UInt8>) -> (
        id: Int, verdict: RemovalVerdict, removed: SavedTicket?
    )? {
        guard index < ids.count, lineHashes[index] == Self.hash(line) else { return nil }
        return (ids[index], verdicts[index], removed[index])
    }

    /// What was made of the ticket `id`, whose line is now `line`. Asked in saved order (ids
    /// rising): the tickets passed over are gone (removed by another process meanwhile).
    mutating func lookUp(id: Int, line: UnsafeBufferPointer<UInt8>) -> Lookup {
        while next < ids.count, ids[next] < id { next += 1 }
        guard next < ids.count, ids[next] == id else { return .savedSince }
        defer { next += 1 }
        return lineHashes[next] == Self.hash(line) ? .judged(verdicts[next]) : .changed
    }

    /// The line's hash stands for the line: a change that kept it (one chance in 2^64) would
    /// keep the ticket's first verdict.
    private static func hash(_ line: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(line))
        return hasher.finalize()
    }
}
