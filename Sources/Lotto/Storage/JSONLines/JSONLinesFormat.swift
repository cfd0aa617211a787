/// What one of lotto's JSON Lines files is: the name its header line gives, the version this
/// lotto writes, and how to tell a whole record from a line cut short.
///
/// Every such file begins with a header, `{"format":"lotto-tickets","version":1}` (other keys
/// may follow), then holds one record a line, each ending with a newline.
struct JSONLinesFormat: Sendable {
    /// The name in the header, e.g. `lotto-tickets`.
    let name: String
    /// The version this lotto writes; a file of a newer one is read, never written.
    let version: Int
    /// What the file is, for messages: `lotto ticket file`.
    let kind: String
    /// Whether a line (without its newline) of a file of the given version is a whole record.
    let isWholeRecord: @Sendable (UnsafeBufferPointer<UInt8>, Int) -> Bool

    /// What a header says.
    struct Header {
        /// The format version; may be newer than the format's ``JSONLinesFormat/version``.
        var version: Int
        /// The smallest id the next record may take, for a file that keeps one (tickets).
        var nextID: Int?
        /// Where the version's one digit is, from the file's start, when the header ends with
        /// it as lotto writes it (`"version":1}`): a newer version is then one byte written in
        /// place.
        var versionDigitOffset: Int?
    }

    /// Why a first line is not this format's header.
    enum HeaderError: Error {
        case malformed(String)
    }

    /// The header line this version writes, with its newline; `nextID` when the file keeps one.
    func headerLine(nextID: Int? = nil) -> [UInt8] {
        let next = nextID.map { #","nextId":\#($0)"# } ?? ""
        return Array(#"{"format":"\#(name)"\#(next),"version":\#(version)}"#.utf8) + [UInt8(ascii: "\n")]
    }

    /// Checks the first line (without its newline) and returns what it says. Its version may be
    /// newer than this lotto's: such a file can be read, skipping keys this version does not
    /// know, but must not be written.
    @discardableResult
    func checkHeader(_ line: UnsafeBufferPointer<UInt8>) throws(HeaderError) -> Header {
        var scanner = JSONScanner(line)
        var format: String?
        var version: Int?
        var nextID: Int?
        do throws(JSONScanner.SyntaxError) {
            try scanner.readObject { (key, scanner) throws(JSONScanner.SyntaxError) in
                switch key {
                case "format": format = try scanner.readString()
                case "version": version = try scanner.readInteger()
                case "nextId": nextID = try scanner.readInteger()
                default: try scanner.skipValue()
                }
            }
            scanner.skipWhitespace()
            guard scanner.isAtEnd else { throw JSONScanner.SyntaxError(reason: "text after the header") }
        } catch {
            throw .malformed("not a \(kind): \(error.reason)")
        }
        guard format == name, let version else {
            throw .malformed("not a \(kind) (no {\"format\":\"\(name)\"} header)")
        }
        guard version >= 1 else { throw .malformed("unknown format version \(version)") }
        if let nextID, nextID < 1 {
            throw .malformed("\"nextId\" \(nextID) is not a positive number")
        }
        let ending = Array(#""version":\#(version)}"#.utf8)
        let endsAsWritten =
            (1...9).contains(version) && line.count >= ending.count && line.suffix(ending.count).elementsEqual(ending)
        return Header(version: version, nextID: nextID, versionDigitOffset: endsAsWritten ? line.count - 2 : nil)
    }
}
