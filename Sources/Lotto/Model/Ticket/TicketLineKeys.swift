/// The keys of a ticket's line (its game, main and extra numbers) with its draws, as the filter
/// of lines saved (``LineFilter``) holds them: a ticket leaves ``left(by:_:)`` and a later
/// ticket that repeats its line for a draw they share (``TicketRepeat/sharedDraw(_:_:)``) seeks
/// at least one of them with ``sought(by:_:)``.
///
/// Two tickets share a draw when their spans of days overlap, so the keys are of days and of
/// weeks (days since 1970 over 7): a ticket for one draw leaves its day; a multi-draw ticket
/// leaves the weeks its span touches (at most 54, not a key a day); a ticket seeks the days of
/// its span (one, for one draw) and their weeks. A ticket for the same line in the same week as
/// a multi-draw ticket is thus sought for nothing now and then: the store is then read, and
/// nothing is warned of.
///
/// The hash is lotto's own (FNV-1a over the game's id, then a 64-bit finalizer over the numbers
/// and the day), the same in every run and on every machine: the filter is kept in a file, and
/// changing it would make every kept filter miss lines, so it is held by a test and by the
/// file's version.
enum TicketLineKeys {
    private static let dayKind: UInt64 = 1
    private static let weekKind: UInt64 = 2

    /// Calls `body` with each key `ticket` leaves; none for a ticket for no draw.
    static func left(by ticket: SavedTicket, _ body: (UInt64) -> Void) {
        guard let first = ticket.draw?.day else { return }
        let line = LineHash(ticket)
        guard ticket.isMultiDraw else { return body(line.key(dayKind, first)) }
        for week in week(of: first)...week(of: max(first, ticket.lastDraw?.day ?? first)) {
            body(line.key(weekKind, week))
        }
    }

    /// Calls `body` with each key of which an earlier ticket that `ticket` repeats left one.
    static func sought(by ticket: SavedTicket, _ body: (UInt64) -> Void) {
        guard let first = ticket.draw?.day else { return }
        let line = LineHash(ticket)
        let last = ticket.isMultiDraw ? max(first, ticket.lastDraw?.day ?? first) : first
        for day in first...last {
            body(line.key(dayKind, day))
        }
        for week in week(of: first)...week(of: last) {
            body(line.key(weekKind, week))
        }
    }

    private static func week(of day: Int32) -> Int32 {
        day >= 0 ? day / 7 : (day - 6) / 7
    }

    /// A ticket's line, hashed once for its keys.
    private struct LineHash {
        let value: UInt64

        init(_ ticket: SavedTicket) {
            var hash = TicketLineKeys.fnv1a(ticket.game.rawValue.utf8)
            let numbers = ticket.ticket
            hash = TicketLineKeys.mix(hash ^ UInt64(truncatingIfNeeded: numbers.bits))
            hash = TicketLineKeys.mix(hash ^ UInt64(truncatingIfNeeded: numbers.bits >> 64))
            hash = TicketLineKeys.mix(hash ^ UInt64(truncatingIfNeeded: numbers.extraBits))
            value = TicketLineKeys.mix(hash ^ UInt64(truncatingIfNeeded: numbers.extraBits >> 64))
        }

        func key(_ kind: UInt64, _ unit: Int32) -> UInt64 {
            TicketLineKeys.mix(value ^ ((kind << 32 | UInt64(UInt32(bitPattern: unit))) &* 0x9e37_79b9_7f4a_7c15))
        }
    }

    /// FNV-1a (64 bits) of `bytes`.
    static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// SplitMix64's finalizer: every bit of the result depends on every bit of `x`.
    static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}
