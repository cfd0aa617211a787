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
/// hash of its line, and its verdict, in saved order (ids rising). The pass under the lock
/// looks its tickets up here, in the same order, to take the verdict of a line unchanged since.
struct RemovalVerdicts {
    private var ids: [Int] = []
    private var lineHashes: [Int] = []
    private var verdicts: [RemovalVerdict] = []
    /// Where the next lookup starts: every ticket before it is behind the one looked up last.
    private var next = 0

    /// What the first pass made of a ticket of the store as it is now.
    enum Lookup: Equatable {
        /// Its line is as it was: its verdict stands.
        case judged(RemovalVerdict)
        /// Its line changed since (a claim): it is to be judged again.
        case changed
        /// It was not there: saved since.
        case savedSince
    }

    /// Notes `verdict` on the ticket `id`, whose line is `line`; after every ticket of lower id.
    mutating func append(id: Int, line: UnsafeBufferPointer<UInt8>, verdict: RemovalVerdict) {
        ids.append(id)
        lineHashes.append(Self.hash(line))
        verdicts.append(verdict)
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
