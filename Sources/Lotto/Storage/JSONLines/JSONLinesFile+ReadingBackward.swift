import Platform

/// Reading a JSON Lines file's records from its end, a block at a time.
extension JSONLinesFile {
    /// Calls `body` with each record line (without its newline), the last whole line first, back
    /// towards the header (which is not passed), until `body` says to stop (`false`): a read
    /// that costs what it reads of the file's end, whatever the file's size.
    func forEachRecordLineBackward(_ body: (UnsafeBufferPointer<UInt8>) -> Bool) throws(StoreError) {
        let blockSize = 1 << 18
        // Room for a block and the start of a line carried from the block after it.
        let capacity = blockSize + Self.longestRecordLine + 1
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 8)
        defer { buffer.deallocate() }
        let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
        var carried = 0  // the start of a line read, its beginning still to read, at the buffer's end
        var blockEnd = contentEnd
        var newlines: [Int] = []
        while blockEnd > 0 {
            let count = min(blockSize, blockEnd)
            let blockStart = blockEnd - count
            let regionStart = capacity - carried - count
            let got: Int
            do {
                got = try file.read(
                    into: UnsafeMutableRawBufferPointer(rebasing: buffer[regionStart..<regionStart + count]),
                    at: blockStart)
            } catch {
                throw StoreError.inputOutput(path: name, reason: error.description)
            }
            guard got == count else { throw .inputOutput(path: name, reason: "the file was cut short") }
            blockEnd = blockStart
            // The newlines found forward with memchr (many bytes at a time), then the lines
            // taken from the last.
            newlines.removeAll(keepingCapacity: true)
            var position = regionStart
            while position < capacity,
                let offset = SystemCall.firstIndex(
                    of: UInt8(ascii: "\n"), in: base + position, count: capacity - position)
            {
                newlines.append(position + offset)
                position += offset + 1
            }
            var lineEnd = capacity
            for newline in newlines.reversed() {
                if newline + 1 < lineEnd {
                    guard body(UnsafeBufferPointer(start: base + newline + 1, count: lineEnd - newline - 1)) else {
                        return
                    }
                }
                lineEnd = newline
            }
            // What is left before the first newline is the end of a line that starts in an
            // earlier block, or, at the file's start, the header.
            carried = lineEnd - regionStart
            guard carried <= Self.longestRecordLine else {
                throw .unreadable(path: name, line: try lineNumber(at: blockStart), reason: "line too long")
            }
            if carried > 0 && lineEnd < capacity {
                // The two may overlap: copyMemory moves as memmove does.
                UnsafeMutableRawPointer(base + capacity - carried).copyMemory(
                    from: base + regionStart, byteCount: carried)
            }
        }
    }
}
