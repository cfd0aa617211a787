extension JSONLinesFile {
    /// The highest id ever handed out: that of the last whole line, or more if the header
    /// keeps the next id of removed tickets; 0 for none.
    func lastID() throws(StoreError) -> Int {
        let removedUpTo = (header?.nextID ?? 1) - 1
        let lineEnd = lacksFinalNewline ? contentEnd : contentEnd - 1
        guard lineEnd > 0 else { return removedUpTo }
        let lineStart = try Self.startOfLine(endingAt: lineEnd, in: file, name)
        guard lineStart > 0 else { return removedUpTo }  // only the header
        guard lineEnd - lineStart <= Self.longestRecordLine else {
            throw .unreadable(path: name, line: try lineNumber(at: lineStart), reason: "line too long")
        }
        let line = try Self.read(file, count: lineEnd - lineStart, at: lineStart, name)
        do {
            let id = try line.withUnsafeBufferPointer { (bytes) throws(JSONScanner.SyntaxError) in
                try TicketFileFormat.decodeTicket(bytes, version: header?.version ?? TicketFileFormat.version).id
            }
            return max(removedUpTo, id)
        } catch {
            throw .unreadable(path: name, line: try lineNumber(at: lineStart), reason: error.reason)
        }
    }
}
