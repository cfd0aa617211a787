/// Reads JSON text (RFC 8259) into ``JSONValue`` trees, counting lines so that an error, and
/// every object, can name the line it is on.
///
/// Reads a sequence of values too: JSON Lines (one value a line), values one after another, or
/// a single document, which is how draw results are published.
struct JSONParser {
    /// Why the text is not JSON, and on which line.
    struct SyntaxError: Error, Equatable {
        let line: Int
        let reason: String
    }

    /// Objects and arrays nested deeper than this are refused: no draw file nests more than a
    /// few levels, and the parser recurses.
    static let deepestNesting = 64

    private let bytes: [UInt8]
    private var position = 0
    private(set) var line = 1
    /// Where arrays hand their elements out as they are read, rather than keep them; `nil`
    /// when every value is kept (see ``forEachValue(in:streaming:element:value:)``).
    private var streaming: Streaming?
    /// Whether the place being read is followed: streaming, and not inside an element being
    /// read to hand out (nothing streams there). A flag of its own, read at every key.
    private var tracksPlace = false

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The arrays whose elements are handed out, and to whom.
    private struct Streaming {
        /// Whether the array at this place streams: the keys that lead to it from a top-level
        /// value, `nil` for an array's element.
        let streams: ([String?]) -> Bool
        let element: (JSONValue, _ place: [String?], _ line: Int) throws -> Void
        /// The place being read.
        var place: [String?] = []
        /// What `element` threw: the parse unwinds, and it is thrown in the end.
        var failure: (any Error)?
    }

    /// Every value in the text, in order, separated by white space.
    static func values(in bytes: [UInt8]) throws(SyntaxError) -> [JSONValue] {
        var parser = JSONParser(bytes)
        var values: [JSONValue] = []
        parser.skipWhitespace()
        while parser.position < bytes.count {
            values.append(try parser.value(depth: 0))
            parser.skipWhitespace()
        }
        return values
    }

    /// Every value in the text, in order, as ``values(in:)`` reads them, handed to `value` one
    /// by one, without holding the whole text as one tree: the elements of each array at a
    /// place that `streams` picks (the keys that lead to it from a top-level value; `nil` for
    /// an array's element: `[]` is a top-level array) are handed to `element` as each is read,
    /// with its place and the line it starts on, and the array is left empty in the tree. A
    /// large document of records then costs a record at a time.
    ///
    /// - Throws: ``SyntaxError``, or what `element` or `value` threw (the reading stops there).
    static func forEachValue(
        in bytes: [UInt8], streaming streams: ([String?]) -> Bool,
        element: (JSONValue, _ place: [String?], _ line: Int) throws -> Void, value body: (JSONValue) throws -> Void
    ) throws {
        try withoutActuallyEscaping(streams) { streams in
            try withoutActuallyEscaping(element) { element in
                var parser = JSONParser(bytes)
                parser.streaming = Streaming(streams: streams, element: element)
                parser.tracksPlace = true
                parser.skipWhitespace()
                while parser.position < bytes.count {
                    let value: JSONValue
                    do {
                        value = try parser.value(depth: 0)
                    } catch {
                        throw parser.streaming?.failure ?? error
                    }
                    try body(value)
                    parser.skipWhitespace()
                }
            }
        }
    }

    /// One whole value and nothing after it but white space.
    static func value(in bytes: [UInt8], line: Int = 1) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes)
        parser.line = line
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.failure("text after the JSON value") }
        return value
    }

    private func failure(_ reason: String) -> SyntaxError {
        SyntaxError(line: line, reason: reason)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                break
            default:
                return
            }
            position += 1
        }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Consumes `byte`, or fails saying `what` was expected (worded only then: a key's name,
    /// quoted, costs more than the parse).
    private mutating func expect(_ byte: UInt8, _ what: @autoclosure () -> String) throws(SyntaxError) {
        guard consume(byte) else { throw failure("expected \(what())\(foundText)") }
    }

    /// `, found 'x'` naming what stands where something else was expected.
    private var foundText: String {
        guard position < bytes.count else { return ", found the end of the text" }
        let end =
            bytes[position...].prefix(12).firstIndex { $0 == UInt8(ascii: "\n") } ?? min(position + 12, bytes.count)
        return ", found \(String(decoding: bytes[position..<end], as: UTF8.self).quoted)"
    }

    private mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth < Self.deepestNesting else { throw failure("nested more than \(Self.deepestNesting) deep") }
        skipWhitespace()
        guard position < bytes.count else { throw failure("expected a value, found the end of the text") }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            let start = line
            position += 1
            var members: [String: JSONValue] = [:]
            if consume(UInt8(ascii: "}")) { return .object(JSONObject(members: members, line: start)) }
            repeat {
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                    throw failure("expected a key in quotes\(foundText)")
                }
                let key = try string()
                try expect(UInt8(ascii: ":"), "':' after \(key.quoted)")
                if tracksPlace { streaming!.place.append(key) }
                let member = try value(depth: depth + 1)
                if tracksPlace { streaming!.place.removeLast() }
                guard members.updateValue(member, forKey: key) == nil else {
                    throw failure("key \(key.quoted) appears twice in one object")
                }
            } while consume(UInt8(ascii: ","))
            try expect(UInt8(ascii: "}"), "',' or '}'")
            return .object(JSONObject(members: members, line: start))
        case UInt8(ascii: "["):
            position += 1
            var elements: [JSONValue] = []
            if consume(UInt8(ascii: "]")) { return .array(elements) }
            let streams = tracksPlace && streaming!.streams(streaming!.place)
            if tracksPlace { streaming!.place.append(nil) }
            repeat {
                if streams {
                    try handOut(depth: depth + 1)
                } else {
                    elements.append(try value(depth: depth + 1))
                }
            } while consume(UInt8(ascii: ","))
            if tracksPlace { streaming!.place.removeLast() }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return .array(elements)
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try number())
        default:
            for (word, value) in [("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null)]
            where bytes[position...].starts(with: word.utf8) {
                position += word.utf8.count
                return value
            }
            throw failure("expected a value\(foundText)")
        }
    }

    /// Reads an element of a streaming array and hands it out; what the receiver throws is
    /// kept, and the parse unwinds.
    private mutating func handOut(depth: Int) throws(SyntaxError) {
        skipWhitespace()
        let start = line
        tracksPlace = false
        let element = try value(depth: depth)
        tracksPlace = true
        do {
            try streaming!.element(element, Array(streaming!.place.dropLast()), start)
        } catch {
            streaming!.failure = error
            throw failure("stopped by its reader")
        }
    }

    /// A number by JSON's grammar: `-`? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
    private mutating func number() throws(SyntaxError) -> String {
        let start = position
        func digits() -> Int {
            let first = position
            while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
            return position - first
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        let integerDigits = digits()
        guard integerDigits > 0 else { throw failure("expected digits after '-'") }
        guard integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
            throw failure("a number with a leading zero is not JSON")
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw failure("expected digits after '.'") }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard digits() > 0 else { throw failure("expected digits in the exponent") }
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func string() throws(SyntaxError) -> String {
        position += 1  // the opening quote
        do throws(JSONString.Problem) {
            return try JSONString.read(bytes, at: &position)
        } catch {
            throw failure(error.description)
        }
    }
}
