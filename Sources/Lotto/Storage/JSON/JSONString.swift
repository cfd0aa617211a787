/// JSON's strings (RFC 8259, section 7), read the same way by both readers: the escapes
/// decoded, `\u` escapes and surrogate pairs included, and the text checked to be UTF-8.
enum JSONString {
    /// Why some bytes are not a JSON string; each reader adds where it was.
    enum Problem: Error, Equatable, CustomStringConvertible {
        case notUTF8
        case invalidEscape(UInt8)
        case notFourHexDigits
        case unpairedSurrogate
        case controlCharacter(UInt8)
        case unterminated

        var description: String {
            switch self {
            case .notUTF8: "a string that is not UTF-8"
            case .invalidEscape(let letter): "invalid escape '\\\(Character(Unicode.Scalar(letter)))' in a string"
            case .notFourHexDigits: "expected four hex digits after '\\u'"
            case .unpairedSurrogate: "an unpaired surrogate in '\\u' escapes"
            case .controlCharacter(UInt8(ascii: "\n")): "a string runs past the end of its line"
            case .controlCharacter: "control character in a string"
            case .unterminated: "a string runs to the end of the text"
            }
        }
    }

    /// Reads the rest of a string whose opening quote is just before `position`, and moves
    /// `position` past its closing quote.
    static func read<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, at position: inout Int
    ) throws(Problem) -> String where Bytes.Index == Int {
        var result: [UInt8] = []
        while position < bytes.endIndex {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: result, as: UTF8.self) else { throw .notUTF8 }
                return text
            case UInt8(ascii: "\\"):
                guard position < bytes.endIndex else { throw .unterminated }
                let letter = bytes[position]
                position += 1
                if let unescaped = escapedByte(letter) {
                    result.append(unescaped)
                } else if letter == UInt8(ascii: "u") {
                    result.append(contentsOf: try unicodeEscape(bytes, at: &position))
                } else {
                    throw .invalidEscape(letter)
                }
            case 0..<0x20:
                throw .controlCharacter(byte)
            default:
                result.append(byte)
            }
        }
        throw .unterminated
    }

    /// The byte `\` followed by `letter` stands for; `nil` for `u` (four hex digits follow) and
    /// for a letter that is no escape.
    private static func escapedByte(_ letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
        case UInt8(ascii: "n"): UInt8(ascii: "\n")
        case UInt8(ascii: "t"): UInt8(ascii: "\t")
        case UInt8(ascii: "r"): UInt8(ascii: "\r")
        case UInt8(ascii: "b"): 8
        case UInt8(ascii: "f"): 12
        default: nil
        }
    }

    /// The UTF-8 of `XXXX` after `\u`, or of a surrogate pair `D83C\uDFB1`.
    private static func unicodeEscape<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, at position: inout Int
    ) throws(Problem) -> [UInt8] where Bytes.Index == Int {
        func hex() throws(Problem) -> UInt32 {
            // Four hex digits and nothing else: `UInt32(_:radix:)` alone would take `+041`.
            guard position + 4 <= bytes.endIndex else { throw .notFourHexDigits }
            var value: UInt32 = 0
            for byte in bytes[position..<position + 4] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw .notFourHexDigits
                }
                value = value << 4 | UInt32(digit)
            }
            position += 4
            return value
        }
        var value = try hex()
        if (0xD800..<0xDC00).contains(value), bytes[position...].starts(with: "\\u".utf8) {
            position += 2
            let low = try hex()
            guard (0xDC00..<0xE000).contains(low) else { throw .unpairedSurrogate }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else { throw .unpairedSurrogate }
        return Array(String(Character(scalar)).utf8)
    }
}
