import Platform

/// A JSON Lines file's two ends, looked at once on opening: the header line at the start, and
/// where the whole lines end.
extension JSONLinesFile {
    /// Reads the first line and refuses a file that does not begin with a whole header of the
    /// format: only such a file is lotto's, and only lotto's file can have a torn last line.
    ///
    /// - Returns: `nil` for an empty file.
    static func readHeader(
        _ file: FileDescriptor, size: Int, _ format: JSONLinesFormat, _ path: ResolvedPath, _ access: Access
    ) throws(StoreError) -> JSONLinesFormat.Header? {
        guard size > 0 else { return nil }
        let head = try read(file, count: min(size, 4096), at: 0, path.given)
        let line: ArraySlice<UInt8>
        if let newline = head.firstIndex(of: UInt8(ascii: "\n")) {
            line = head[..<newline]
        } else if size <= head.count {
            line = head[...]  // the whole file: a header that lost its newline, or not lotto's
        } else {
            throw .unreadable(path: path.given, line: 1, reason: "not a \(format.kind) (no header line)")
        }
        let header: JSONLinesFormat.Header
        do {
            header = try line.withUnsafeBufferPointer { (bytes) throws(JSONLinesFormat.HeaderError) in
                try format.checkHeader(bytes)
            }
        } catch {
            switch error {
            case .malformed(let reason): throw .unreadable(path: path.given, line: 1, reason: reason)
            }
        }
        if header.version > format.version && access != .read {
            throw .newerFormat(path: path.given, version: header.version)
        }
        return header
    }

    /// Where the whole lines end, and whether the last of them lost its newline. Bytes after the
    /// last newline are a whole line only if they read as one; otherwise they are a line cut
    /// short. Reads the file backwards from its end, each byte at most once.
    static func findWholeLinesEnd(
        _ file: FileDescriptor, size: Int, format: JSONLinesFormat, version: Int?, _ path: ResolvedPath
    ) throws(StoreError) -> (offset: Int, lacksFinalNewline: Bool) {
        guard size > 0, let version else { return (size, false) }
        let lineStart = try startOfLine(endingAt: size, in: file, path.given)
        guard lineStart < size else { return (size, false) }
        // Only the header can start at 0, and it was checked whole.
        guard lineStart > 0 else { return (size, true) }
        if size - lineStart <= longestRecordLine {
            let tail = try read(file, count: size - lineStart, at: lineStart, path.given)
            if tail.withUnsafeBufferPointer({ format.isWholeRecord($0, version) }) { return (size, true) }
        }
        return (lineStart, false)
    }

    /// The offset just after the last newline before `end`, or 0 if there is none.
    static func startOfLine(endingAt end: Int, in file: FileDescriptor, _ name: FilePath) throws(StoreError)
        -> Int
    {
        var blockEnd = end
        while blockEnd > 0 {
            let blockStart = max(0, blockEnd - (1 << 16))
            let block = try read(file, count: blockEnd - blockStart, at: blockStart, name)
            if let newline = block.lastIndex(of: UInt8(ascii: "\n")) {
                return blockStart + newline + 1
            }
            blockEnd = blockStart
        }
        return 0
    }
}
