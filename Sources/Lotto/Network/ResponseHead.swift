/// The status line and headers of the final response in what `curl --dump-header` writes, apart
/// from the body: each response's head in turn (an interim `100 Continue`, each redirect curl
/// followed, the final one), then the final response's trailers, if it sent any (header lines
/// with no status line before them, and no blank line after them).
struct ResponseHead: Equatable {
    let status: Int
    let reason: String
    let headers: [(name: String, value: String)]

    /// The most bytes of heads read: curl's own limit on one response's headers is 300 KiB, and
    /// it follows at most 5 redirects.
    static let largestHeads = 1 << 20

    /// The final head in `stream`: the last whole one (its blank line came) that begins with a
    /// status line and is not an interim 1xx; `nil` while none has come whole. Trailers after it
    /// are read past.
    ///
    /// - Throws: ``HTTPError/failed(code:_:)`` for a stream that does not begin with a status
    ///   line.
    static func final(in stream: [UInt8]) throws(HTTPError) -> ResponseHead? {
        var final: ResponseHead?
        var lines = Lines(stream)
        while let first = lines.next() {
            guard let (status, reason) = parseStatusLine(first) else {
                // Trailers, after a head; anything else is not HTTP.
                guard final != nil else {
                    throw .failed(
                        code: 0,
                        "not an HTTP answer: \(String(decoding: stream.prefix(60), as: UTF8.self).debugDescription)")
                }
                while let line = lines.next(), !line.isEmpty {}
                continue
            }
            var headers: [(name: String, value: String)] = []
            var whole = false
            while let line = lines.next() {
                if line.isEmpty {
                    whole = true
                    break
                }
                if let header = parseHeader(line) { headers.append(header) }
            }
            guard whole else { break }
            if !(100..<200).contains(status) { final = ResponseHead(status: status, reason: reason, headers: headers) }
        }
        return final
    }

    /// The whole lines of a stream, without their ends: CRLF, or LF from a careless server. A
    /// last line with no end has not all come, and is not read.
    private struct Lines {
        let bytes: [UInt8]
        var start = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func next() -> String? {
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            var line = bytes[start..<end]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            start = end + 1
            return String(decoding: line, as: UTF8.self)
        }
    }

    /// `HTTP/1.1 503 Service Unavailable`, `HTTP/2 200`.
    private static func parseStatusLine(_ line: String) -> (Int, String)? {
        let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/"), parts[1].count == 3, let status = Int(parts[1]),
            (100..<600).contains(status)
        else { return nil }
        return (status, parts.count > 2 ? parts[2].trimmingSpaces : "")
    }

    private static func parseHeader(_ line: String) -> (name: String, value: String)? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        return (line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingSpaces)
    }

    /// The value of the first header called `name` (lowercased).
    func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    static func == (lhs: ResponseHead, rhs: ResponseHead) -> Bool {
        lhs.status == rhs.status && lhs.reason == rhs.reason
            && lhs.headers.elementsEqual(rhs.headers) { $0.name == $1.name && $0.value == $1.value }
    }
}

extension Substring {
    /// Without the spaces and tabs at either end.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

extension String {
    fileprivate var trimmingSpaces: String { self[...].trimmingSpaces }
}
