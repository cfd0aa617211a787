extension JSONLinesFile {
    /// The highest id ever handed out: that of the last whole line, or more if the header
    /// keeps the next id of removed tickets; 0 for none.
    func lastID() throws(StoreError) -> Int {
        max((header?.nextID ?? 1) - 1, try lastTicketID())
    }

    /// The id of the last whole line's ticket, the highest of the tickets there (ids rise line
    /// by line); 0 for none. One line read from the end, whatever the file's size.
    func lastTicketID() throws(StoreError) -> Int {
        let lineEnd = lacksFinalNewline ? contentEnd : contentEnd - 1
        guard lineEnd > 0 else { return 0 }
        let lineStart = try Self.startOfLine(endingAt: lineEnd, in: file, name)
        guard lineStart > 0 else { return 0 }  // only the header
        guard lineEnd - lineStart <= Self.longestRecordLine else {
            throw .unreadable(path: name, line: try lineNumber(at: lineStart), reason: "line too long")
        }
        let line = try Self.read(file, count: lineEnd - lineStart, at: lineStart, name)
        do {
            return try line.withUnsafeBufferPointer { (bytes) throws(JSONScanner.SyntaxError) in
                try TicketFileFormat.decodeTicket(bytes, version: header?.version ?? TicketFileFormat.version).id
            }
        } catch {
            throw .unreadable(path: name, line: try lineNumber(at: lineStart), reason: error.reason)
        }
    }
}
