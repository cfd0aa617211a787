/// Text written straight into memory a few bytes at a time, with no array append (and its
/// uniqueness check) for each: the formatting of a million tickets, dates and numbers.
///
/// Every write is checked against the end of the memory first, so that text longer than the
/// room it was given stops the program, rather than write past that memory. The memory is
/// lent for a closure's run: a temporary one (`[UInt8].append(capacity:writing:)`) or a
/// ``ByteBlock``'s.
@usableFromInline
package struct ByteWriter {
    @usableFromInline let start: UnsafeMutablePointer<UInt8>
    @usableFromInline let limit: UnsafeMutablePointer<UInt8>
    @usableFromInline var end: UnsafeMutablePointer<UInt8>

    /// A writer onto the `capacity` bytes at `start`, which the caller lends it.
    @inlinable
    init(start: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.start = start
        limit = start + capacity
        end = start
    }

    /// How many bytes have been written.
    @inlinable
    package var count: Int { end - start }

    /// The bytes written, valid while the memory is lent.
    @inlinable
    package var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: end - start) }

    /// Where the next `count` bytes go, once there is room for them.
    @inlinable @inline(__always)
    mutating func room(for count: Int) -> UnsafeMutablePointer<UInt8> {
        precondition(limit - end >= count, "text past the end of the memory lent for it")
        return end
    }

    @inlinable @inline(__always)
    package mutating func write(_ byte: UInt8) {
        room(for: 1)[0] = byte
        end += 1
    }

    @inlinable @inline(__always)
    package mutating func write(_ text: StaticString) {
        room(for: text.utf8CodeUnitCount).update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        end += text.utf8CodeUnitCount
    }

    @inlinable
    package mutating func write(_ text: String.UTF8View) {
        let count = text.count
        var place = room(for: count)
        for byte in text {
            place[0] = byte
            place += 1
        }
        end += count
    }

    /// Writes `value` (0-99) as two digits.
    @inlinable @inline(__always)
    package mutating func writeTwoDigits(_ value: Int) {
        let place = room(for: 2)
        place[0] = UInt8(ascii: "0") + UInt8(value / 10)
        place[1] = UInt8(ascii: "0") + UInt8(value % 10)
        end += 2
    }

    /// Writes a whole number in decimal: at most 20 bytes.
    ///
    /// Its digits go two at a time from a table of the hundred pairs, from the last: half the
    /// divisions of one digit at a time (the ids of a list of a million tickets).
    @inlinable
    package mutating func writeDecimal(_ number: Int) {
        var magnitude = number.magnitude
        var count = 1
        var bound: UInt = 10
        while count < 19, magnitude >= bound {
            count &+= 1
            bound &*= 10
        }
        var digits = room(for: count + (number < 0 ? 1 : 0))
        if number < 0 {
            digits[0] = UInt8(ascii: "-")
            digits += 1
        }
        let pairs = Self.decimalPairs.utf8Start
        var index = count
        while index >= 2 {
            let pair = Int(truncatingIfNeeded: magnitude % 100) &* 2
            magnitude /= 100
            index &-= 2
            digits[index] = pairs[pair]
            digits[index &+ 1] = pairs[pair &+ 1]
        }
        if index == 1 {
            digits[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
        }
        end = digits + count
    }

    /// `00` to `99`, each pair at twice its value.
    @inlinable
    static var decimalPairs: StaticString {
        """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
    }

    /// Stores the four bytes of `word`, lowest first, and keeps the first `count` of them: one
    /// store for a short text from a table, whose bytes past `count` the next write overwrites,
    /// or are left past the text.
    @inlinable @inline(__always)
    package mutating func write(word: UInt32, keeping count: Int) {
        UnsafeMutableRawPointer(room(for: 4)).storeBytes(of: word.littleEndian, as: UInt32.self)
        end += min(count, 4)
    }

    /// Writes again the `count` bytes written from `offset` on.
    @inlinable @inline(__always)
    package mutating func repeatBytes(from offset: Int, count: Int) {
        precondition(offset >= 0 && offset + count <= self.count, "bytes not written")
        room(for: count).update(from: start + offset, count: count)
        end += count
    }

    /// Takes back the last byte written.
    @inlinable @inline(__always)
    package mutating func removeLast() {
        precondition(end > start, "no byte to take back")
        end -= 1
    }

    /// Takes back every byte written, to write anew from the start.
    @inlinable
    package mutating func removeAll() {
        end = start
    }
}
