/// The status line and headers of the final response in what `curl --include` writes: each
/// response's head (an interim `100 Continue`, a redirect curl followed), then the last one's
/// body.
struct ResponseHead: Equatable {
    let status: Int
    let reason: String
    let headers: [(name: String, value: String)]
    /// Where the body starts in the output.
    let bodyStart: Int

    /// The most bytes of heads read before the body: curl's own limit on one response's
    /// headers is 300 KiB.
    static let largestHeads = 1 << 20

    /// The final head in `output`; `nil` while it has not all come.
    ///
    /// - Throws: ``HTTPError/failed(code:_:)`` for output that is not an HTTP head.
    static func parse(_ output: [UInt8]) throws(HTTPError) -> ResponseHead? {
        var start = 0
        while true {
            guard let (lines, end) = headLines(in: output, from: start) else { return nil }
            guard let statusLine = lines.first, let (status, reason) = parseStatusLine(statusLine) else {
                throw .failed(
                    code: 0,
                    "not an HTTP answer: \(String(decoding: output.prefix(60), as: UTF8.self).debugDescription)")
            }
            let headers = lines.dropFirst().compactMap(parseHeader)
            let followed = (300..<400).contains(status) && headers.contains { $0.name == "location" }
            if (100..<200).contains(status) || followed {
                start = end
                continue
            }
            return ResponseHead(status: status, reason: reason, headers: headers, bodyStart: end)
        }
    }

    /// The lines of the head starting at `start` and the offset after its blank line; `nil` when
    /// the blank line has not come. Lines end in CRLF, or LF from a careless server.
    private static func headLines(in output: [UInt8], from start: Int) -> ([String], Int)? {
        var lines: [String] = []
        var lineStart = start
        var index = start
        while index < output.count {
            if output[index] == UInt8(ascii: "\n") {
                var line = output[lineStart..<index]
                if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
                if line.isEmpty { return (lines, index + 1) }
                lines.append(String(decoding: line, as: UTF8.self))
                lineStart = index + 1
            }
            index += 1
        }
        return nil
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

    static func == (lhs: ResponseHead, rhs: ResponseHead) -> Bool {
        lhs.status == rhs.status && lhs.reason == rhs.reason && lhs.bodyStart == rhs.bodyStart
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
