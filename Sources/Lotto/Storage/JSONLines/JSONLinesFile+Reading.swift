import Platform

/// Reading a JSON Lines file's records, a block at a time.
extension JSONLinesFile {
    /// Calls `body` with each record line (without its newline) up to the end of the whole lines,
    /// and its number; the header, checked on opening, is skipped.
    ///
    /// - Parameter start: where to start, 0 or the start of a record line (whose number is then
    ///   not known: the lines are numbered from 2, as if it followed the header).
    func forEachRecordLine(from start: Int = 0, _ body: (UnsafeBufferPointer<UInt8>, Int) throws -> Void) throws {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 18, alignment: 8)
        defer { buffer.deallocate() }
        var carried = 0  // bytes of an unfinished line kept at the start of the buffer
        var offset = start
        var lineNumber = start > 0 ? 1 : 0
        while true {
            let wanted = min(buffer.count - carried, contentEnd - offset)
            let got: Int
            do {
                got = try file.read(
                    into: UnsafeMutableRawBufferPointer(rebasing: buffer[carried..<carried + wanted]), at: offset)
            } catch {
                throw StoreError.inputOutput(path: name, reason: error.description)
            }
            offset += got
            let bytes = UnsafeBufferPointer(
                start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: carried + got)
            if got == 0 {
                // The end of the whole lines: only a line that lost its newline is left over.
                if carried > 0 && lineNumber > 0 {
                    try body(bytes, lineNumber + 1)
                }
                return
            }
            var lineStart = 0
            // memchr, not `firstIndex(of:)`: the generic search goes a byte at a time.
            while lineStart < bytes.count,
                let offset = SystemCall.firstIndex(
                    of: UInt8(ascii: "\n"), in: bytes.baseAddress! + lineStart, count: bytes.count - lineStart)
            {
                let newline = lineStart + offset
                lineNumber += 1
                if lineNumber > 1 {
                    try body(UnsafeBufferPointer(rebasing: bytes[lineStart..<newline]), lineNumber)
                }
                lineStart = newline + 1
            }
            carried = bytes.count - lineStart
            guard carried < buffer.count else {
                throw StoreError.unreadable(path: name, line: lineNumber + 1, reason: "line too long")
            }
            if carried > 0 && lineStart > 0 {
                buffer.baseAddress!.copyMemory(from: buffer.baseAddress! + lineStart, byteCount: carried)
            }
        }
    }

    /// The number of the line that starts at `offset`: only to name a line in a message.
    func lineNumber(at offset: Int) throws(StoreError) -> Int {
        var count = 1
        var position = 0
        while position < offset {
            let block = try Self.read(file, count: min(1 << 16, offset - position), at: position, name)
            guard !block.isEmpty else { break }
            count += block.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            position += block.count
        }
        return count
    }

    static func read(_ file: FileDescriptor, count: Int, at offset: Int, _ name: FilePath) throws(StoreError)
        -> [UInt8]
    {
        do {
            return try file.read(count: count, at: offset)
        } catch {
            throw .inputOutput(path: name, reason: error.description)
        }
    }
}
