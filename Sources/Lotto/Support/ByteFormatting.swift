extension [UInt8] {
    /// Appends a whole number in decimal, without the allocation of `String(number)`.
    package mutating func appendDecimal(_ number: Int) {
        if number < 0 {
            append(UInt8(ascii: "-"))
        }
        let magnitude = number.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 {
            divisor *= 10
        }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
            divisor /= 10
        }
    }

    /// Appends the UTF-8 of a string.
    package mutating func append(_ string: String) {
        append(contentsOf: string.utf8)
    }
}
