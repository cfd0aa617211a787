import Platform

/// A position in a line of bytes, read forward: the readers of lines in exactly the form lotto
/// writes them (``TicketFileFormat``, ``CanonicalDrawReader``) match literals and read figures
/// with it, without allocating.
struct ByteCursor {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }

    /// Moves past `literal` if it comes next.
    mutating func expect(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count,
            SystemCall.bytesEqual(bytes.baseAddress! + position, literal.utf8Start, count: count)
        else { return false }
        position += count
        return true
    }

    /// A whole number written as JSON writes it (no sign, no leading zero), of at most
    /// `maxDigits` digits: every figure lotto writes stays below 10^16.
    mutating func wholeNumber(maxDigits: Int = 16) -> Int? {
        let start = position
        var value = 0
        while position < bytes.count, position - start < maxDigits, case let digit = bytes[position] &- 0x30,
            digit < 10
        {
            value = value * 10 + Int(digit)
            position += 1
        }
        guard position > start, position == start + 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
        return value
    }

    /// The next `count` bytes, moved past; `nil` when fewer are left.
    mutating func take(_ count: Int) -> UnsafeBufferPointer<UInt8>? {
        guard count <= bytes.count - position else { return nil }
        defer { position += count }
        return UnsafeBufferPointer(rebasing: bytes[position..<position + count])
    }

    /// `[n,n,...]`, into `numbers` (emptied first).
    mutating func numberArray(into numbers: inout [Int]) -> Bool {
        numbers.removeAll(keepingCapacity: true)
        guard expect("[") else { return false }
        if expect("]") { return true }
        repeat {
            guard let number = wholeNumber() else { return false }
            numbers.append(number)
        } while expect(",")
        return expect("]")
    }

    /// `YYYY-MM-DD`.
    mutating func date() -> CivilDate? {
        guard position + 10 <= bytes.count, bytes[position + 4] == 0x2D, bytes[position + 7] == 0x2D else {
            return nil
        }
        func digits(_ offset: Int, _ count: Int) -> Int? {
            var value = 0
            for index in position + offset..<position + offset + count {
                let digit = bytes[index] &- 0x30
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            return value
        }
        guard let year = digits(0, 4), let month = digits(5, 2), let day = digits(8, 2),
            let date = CivilDate(year: year, month: month, day: day)
        else { return nil }
        position += 10
        return date
    }

    /// The bytes up to `terminator`, where it stops.
    mutating func until(_ terminator: UInt8) -> UnsafeBufferPointer<UInt8> {
        let start = position
        while position < bytes.count, bytes[position] != terminator { position += 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<position])
    }

    /// An amount in minor units, written as ``Money/decimal`` writes it: `1000`, or `2.50`
    /// with exactly `minorDigits` digits after the point.
    mutating func amount(minorDigits: Int) -> Int? {
        guard minorDigits <= 2, var value = wholeNumber() else { return nil }
        guard minorDigits > 0 else { return value }
        guard expect(".") else { return nil }
        for _ in 0..<minorDigits {
            guard position < bytes.count, case let digit = bytes[position] &- 0x30, digit < 10 else { return nil }
            value = value * 10 + Int(digit)
            position += 1
        }
        return value
    }
}
