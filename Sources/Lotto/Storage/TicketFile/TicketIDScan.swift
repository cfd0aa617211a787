import Platform

/// Reads the ids of the tickets in a ticket file, or in the record of deleted tickets beside
/// it, fast enough for a shell's Tab (`lotto completion ids`): each whole line's id is found
/// in its bytes, no ticket is built, and no lock is taken, so that a Tab never waits for a long
/// save. A line is only described (``description(of:)``) when asked.
///
/// What it reads is a snapshot at best: a save under way may add lines after the end it saw.
/// A file that is not lotto's, or a line without a readable id (a damaged file), is
/// ``Failure/damaged``: other commands refuse such a store, so its ids are worth nothing.
struct TicketIDScan {
    /// Why the ids could not be read.
    enum Failure: Error, Equatable {
        /// The file could not be opened or read.
        case system(Errno)
        /// Not lotto's file, or a line whose id cannot be read.
        case damaged
    }

    /// The file as given; `nil` for a file that is not there.
    let path: FilePath
    let format: JSONLinesFormat
    /// Whether the ids must rise line by line (a store's do; a record's need not).
    let idsRise: Bool

    /// Calls `body` with each whole line's id and the line (without its newline), in the file's
    /// order. A last line without its newline (a save cut short, or under way) is left out.
    ///
    /// - Returns: false when there is no file (or no folder) at the path.
    @discardableResult
    func forEachID(_ body: (Int, UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Bool {
        let file: FileDescriptor
        do {
            file = try FileDescriptor(opening: path, [.readOnly, .nonBlocking])
        } catch  where error == .noSuchFile || error == .notADirectory {
            return false
        } catch {
            throw Failure.system(error)
        }
        // A folder or a FIFO opens too (O_NONBLOCK: a FIFO without a writer does not block).
        do {
            guard try file.status().kind == .regular else { throw Failure.damaged }
        } catch let error as Errno {
            throw Failure.system(error)
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 18, alignment: 8)
        defer { buffer.deallocate() }
        var carried = 0
        var offset = 0
        var isHeader = true
        var lastID = 0
        while true {
            let got: Int
            do {
                got = try file.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[carried...]), at: offset)
            } catch {
                throw Failure.system(error)
            }
            guard got > 0 else { return true }
            offset += got
            let bytes = UnsafeBufferPointer(
                start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: carried + got)
            var lineStart = 0
            while lineStart < bytes.count,
                let length = SystemCall.firstIndex(
                    of: UInt8(ascii: "\n"), in: bytes.baseAddress! + lineStart, count: bytes.count - lineStart)
            {
                let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineStart + length])
                lineStart += length + 1
                if isHeader {
                    guard (try? format.checkHeader(line)) != nil else { throw Failure.damaged }
                    isHeader = false
                    continue
                }
                guard let id = Self.id(in: line), !idsRise || id > lastID else { throw Failure.damaged }
                lastID = id
                try body(id, line)
            }
            carried = bytes.count - lineStart
            // A line longer than the buffer is none lotto writes.
            guard carried < buffer.count else { throw Failure.damaged }
            if carried > 0 && lineStart > 0 {
                buffer.baseAddress!.copyMemory(from: buffer.baseAddress! + lineStart, byteCount: carried)
            }
        }
    }

    /// The value of a line's `"id"` key, a positive whole number; `nil` when it has none.
    ///
    /// The key's bytes, `"id":`, can stand nowhere else in a line of valid JSON whose keys
    /// lotto writes: inside a string, the quote before the colon would end the string, and a
    /// string followed by a colon is a key.
    static func id(in line: UnsafeBufferPointer<UInt8>) -> Int? {
        // Where lotto writes it: first, or after a draw's date (the lines of most stores).
        for start in [1, 21] where isKey(idKey, in: line, at: start) {
            return number(in: line, at: start + idKey.count)
        }
        return value(of: idKey, in: line).flatMap { number(in: line, at: $0) }
    }

    private static let idKey = Array(#""id":"#.utf8)

    /// Where the value of the key whose bytes (`"name":`) are `key` starts, after a `{` or `,`.
    static func value(of key: [UInt8], in line: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 1
        while index + key.count <= line.count {
            if isKey(key, in: line, at: index) { return index + key.count }
            index += 1
        }
        return nil
    }

    /// Whether `key` stands at `index`, after a `{` or a `,`.
    private static func isKey(_ key: [UInt8], in line: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index >= 1, index + key.count <= line.count,
            line[index - 1] == UInt8(ascii: "{") || line[index - 1] == UInt8(ascii: ",")
        else { return false }
        for offset in key.indices where line[index + offset] != key[offset] { return false }
        return true
    }

    /// The positive whole number (at most 18 digits) at `index`, ended by `,` or `}`.
    static func number(in line: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        var value = 0
        var end = index
        while end < line.count, end - index < 18, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(line[end]) {
            value = value * 10 + Int(line[end] - UInt8(ascii: "0"))
            end += 1
        }
        guard end > index, value > 0, end < line.count,
            line[end] == UInt8(ascii: ",") || line[end] == UInt8(ascii: "}")
        else { return nil }
        return value
    }
}
