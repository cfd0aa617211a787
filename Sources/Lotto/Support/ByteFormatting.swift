extension [UInt8] {
    /// Appends a whole number in decimal, without the allocation of `String(number)`.
    package mutating func appendDecimal(_ number: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { scratch in
            let count = scratch.baseAddress!.writeDecimal(number)
            append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<count]))
        }
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

extension UnsafeMutablePointer<UInt8> {
    /// Writes `value` (0-99) as two digits, the first one here.
    @inline(__always)
    package func writeTwoDigits(_ value: Int) {
        self[0] = UInt8(ascii: "0") + UInt8(value / 10)
        self[1] = UInt8(ascii: "0") + UInt8(value % 10)
    }

    /// Writes a whole number in decimal here and returns how many bytes it took (at most 20).
    package func writeDecimal(_ number: Int) -> Int {
        var digits = self
        if number < 0 {
            digits[0] = UInt8(ascii: "-")
            digits += 1
        }
        var magnitude = number.magnitude
        var count = 1
        var rest = magnitude / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        for index in stride(from: count - 1, through: 0, by: -1) {
            digits[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        }
        return digits + count - self
    }
}
