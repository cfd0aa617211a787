/// The format of the record of deleted tickets beside the store (`tickets.jsonl.record`),
/// version 1: JSON Lines.
///
/// The first line is a header, `{"format":"lotto-record","version":1}`; each further line is a
/// deleted ticket: `"deleted"`, when it was removed, first, then the keys of its line in the
/// store, as a store of format 5 writes them (``TicketFileFormat``):
/// `{"deleted":"2026-11-30T08:00:00Z","draw":"2026-11-28","id":1,"numbers":[...],...}`. Lines
/// are in the order the tickets were deleted, so ids need not rise; an id is on one line at
/// most once the record is repaired (see ``TicketRecordFile``).
enum TicketRecordFormat {
    static let formatName = "lotto-record"
    static let version = 1
    /// The store format of the tickets' keys, by the record's version.
    static let ticketVersion = [1: 5]

    static let format = JSONLinesFormat(
        name: formatName, version: version, kind: "lotto record of deleted tickets",
        isWholeRecord: { line, version in (try? decodeLine(line, version: version)) != nil })

    /// What every line begins with: `{"deleted":"`.
    private static let opening = Array(#"{"deleted":""#.utf8)

    /// Reads one line (without its newline) of a record of `version`; a newer version's
    /// tickets are read as this lotto's newest store format reads a newer store's.
    static func decodeLine(_ line: UnsafeBufferPointer<UInt8>, version: Int) throws(JSONScanner.SyntaxError)
        -> DeletedTicket
    {
        let timeEnd = opening.count + Timestamp.iso8601Length
        guard line.count > timeEnd + 2, line.prefix(opening.count).elementsEqual(opening),
            line[timeEnd] == UInt8(ascii: "\""), line[timeEnd + 1] == UInt8(ascii: ",")
        else {
            throw JSONScanner.SyntaxError(reason: #"a deleted ticket begins {"deleted":"YYYY-MM-DDTHH:MM:SSZ","#)
        }
        guard
            let deletedAt = Timestamp(
                iso8601: UnsafeBufferPointer(rebasing: line[opening.count..<timeEnd]))
        else {
            throw JSONScanner.SyntaxError(reason: "\"deleted\" is not a time like 2026-11-22T10:15:30Z")
        }
        var ticketLine: [UInt8] = [UInt8(ascii: "{")]
        ticketLine.append(contentsOf: UnsafeBufferPointer(rebasing: line[(timeEnd + 2)...]))
        let ticketVersion = ticketVersion[version] ?? TicketFileFormat.version + 1
        let ticket = try ticketLine.withUnsafeBufferPointer { (bytes) throws(JSONScanner.SyntaxError) in
            try TicketFileFormat.decodeTicket(bytes, version: ticketVersion)
        }
        return DeletedTicket(ticket, deletedAt: deletedAt)
    }

    /// Appends the line of `ticket`, deleted at `time`, with its newline.
    static func appendLine(for ticket: SavedTicket, deletedAt time: Timestamp, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: opening)
        time.appendISO8601(to: &bytes)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ","))
        let start = bytes.count
        TicketFileFormat.appendLine(for: ticket, to: &bytes)
        bytes.remove(at: start)  // the ticket's own "{": its keys follow "deleted"
        bytes.append(UInt8(ascii: "\n"))
    }

    /// The line of a deleted ticket as it is, with its claims changed: the same time deleted.
    static func line(for deleted: DeletedTicket) -> [UInt8] {
        var bytes: [UInt8] = []
        appendLine(for: deleted.ticket, deletedAt: deleted.deletedAt, to: &bytes)
        return bytes
    }
}
