import Platform

/// A small reader of JSON text for the few shapes the store file holds.
///
/// The store is read a line at a time, a million lines a second; building a general JSON
/// tree (or a `JSONDecoder`) per line would cost more than everything else together.
struct JSONScanner {
    /// Why a line is not the JSON expected.
    struct SyntaxError: Error {
        let reason: String
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                position += 1
            default:
                return
            }
        }
    }

    /// Consumes `byte` (after white space) if it is next.
    mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Whether `byte` is next (after white space), without consuming it.
    mutating func isNext(_ byte: UInt8) -> Bool {
        skipWhitespace()
        return position < bytes.count && bytes[position] == byte
    }

    /// Consumes `null` (after white space) if it is next.
    mutating func consumeNull() -> Bool {
        skipWhitespace()
        let null: StaticString = "null"
        guard bytes.count - position >= 4,
            SystemCall.bytesEqual(bytes.baseAddress! + position, null.utf8Start, count: 4)
        else { return false }
        position += 4
        return true
    }

    /// Reads `true` or `false`.
    mutating func readBool() throws(SyntaxError) -> Bool {
        skipWhitespace()
        for (word, value) in [("true", true), ("false", false)] where bytes.count - position >= word.utf8.count {
            if bytes[position..<position + word.utf8.count].elementsEqual(word.utf8) {
                position += word.utf8.count
                return value
            }
        }
        throw SyntaxError(reason: "expected true or false")
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws(SyntaxError) {
        guard consume(byte) else { throw SyntaxError(reason: "expected \(what)") }
    }

    /// Reads the members of an object, calling `member` with each key; `member` must read the
    /// value.
    mutating func readObject(_ member: (String, inout JSONScanner) throws(SyntaxError) -> Void)
        throws(SyntaxError)
    {
        try expect(UInt8(ascii: "{"), "'{'")
        if consume(UInt8(ascii: "}")) { return }
        repeat {
            let key = try readString()
            try expect(UInt8(ascii: ":"), "':'")
            try member(key, &self)
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"), "',' or '}'")
    }

    /// Reads a string.
    mutating func readString() throws(SyntaxError) -> String {
        try expect(UInt8(ascii: "\""), "a string")
        do throws(JSONString.Problem) {
            return try JSONString.read(bytes, at: &position)
        } catch {
            throw SyntaxError(reason: error.description)
        }
    }

    /// Reads a whole number that fits an `Int`: an optional minus sign and digits.
    mutating func readInteger() throws(SyntaxError) -> Int {
        skipWhitespace()
        let start = position
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        var value = 0
        var digits = 0
        var overflow = false
        while position < bytes.count, bytes[position] >= UInt8(ascii: "0"),
            bytes[position] <= UInt8(ascii: "9")
        {
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(Int(bytes[position] - UInt8(ascii: "0")))
            overflow = overflow || o1 || o2
            value = sum
            digits += 1
            position += 1
        }
        if position < bytes.count,
            [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[position])
        {
            throw SyntaxError(reason: "expected a whole number")
        }
        guard digits > 0 else { throw SyntaxError(reason: "expected a whole number") }
        let firstDigit = bytes[start] == UInt8(ascii: "-") ? start + 1 : start
        guard digits == 1 || bytes[firstDigit] != UInt8(ascii: "0") else {
            throw SyntaxError(reason: "a number with a leading zero is not JSON")
        }
        guard !overflow else { throw SyntaxError(reason: "number too large") }
        return bytes[start] == UInt8(ascii: "-") ? -value : value
    }

    /// Reads past one value of any kind, for keys a newer format added.
    mutating func skipValue(depth: Int = 0) throws(SyntaxError) {
        guard depth < 64 else { throw SyntaxError(reason: "nested too deeply") }
        skipWhitespace()
        guard position < bytes.count else { throw SyntaxError(reason: "expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            _ = try readString()
        case UInt8(ascii: "{"):
            try readObject { (_, scanner) throws(SyntaxError) in try scanner.skipValue(depth: depth + 1) }
        case UInt8(ascii: "["):
            position += 1
            if consume(UInt8(ascii: "]")) { return }
            repeat {
                try skipValue(depth: depth + 1)
            } while consume(UInt8(ascii: ","))
            try expect(UInt8(ascii: "]"), "',' or ']'")
        default:
            for word in ["true", "false", "null"] where bytes[position...].starts(with: word.utf8) {
                position += word.utf8.count
                return
            }
            // A number, as JSON writes it.
            let start = position
            while position < bytes.count,
                "+-.eE0123456789".utf8.contains(bytes[position])
            {
                position += 1
            }
            guard position > start else { throw SyntaxError(reason: "expected a value") }
        }
    }

    /// Reads an array of whole numbers.
    mutating func readIntegerArray() throws(SyntaxError) -> [Int] {
        try expect(UInt8(ascii: "["), "an array")
        var values: [Int] = []
        if consume(UInt8(ascii: "]")) { return values }
        repeat {
            values.append(try readInteger())
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"), "',' or ']'")
        return values
    }
}
