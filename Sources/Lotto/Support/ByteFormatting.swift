import Platform

extension [UInt8] {
    /// Appends a whole number in decimal, without the allocation of `String(number)`.
    package mutating func appendDecimal(_ number: Int) {
        append(capacity: 20) { $0.writeDecimal(number) }
    }

    /// Appends the UTF-8 of a string.
    package mutating func append(_ string: String) {
        append(contentsOf: string.utf8)
    }
}

extension [UInt8] {
    /// Appends `text` as a JSON string, in quotes, escaping what JSON requires.
    package mutating func appendJSONString(_ text: String) {
        append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): append(contentsOf: #"\t"#.utf8)
            case 0..<0x20, 0x7F:
                let hex = String(byte, radix: 16)
                append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: append(byte)
            }
        }
        append(UInt8(ascii: "\""))
    }
}
