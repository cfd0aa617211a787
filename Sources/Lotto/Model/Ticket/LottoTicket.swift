import Platform

/// One valid ticket: distinct numbers under a ``LottoRule``, always seen in ascending order,
/// and for games with a separate drum, the numbers picked from it (written after a `+`).
///
/// Kept as bit sets (bit `n` set when `n` is on the ticket), so a ticket is a few machine
/// words, costs no allocation, and its numbers come out sorted for free.
public struct LottoTicket: Hashable, Sendable, CustomStringConvertible {
    let bits: UInt128
    /// The separate drum's picks; empty for games without one.
    let extraBits: UInt128

    init(bits: UInt128, extraBits: UInt128 = 0) {
        self.bits = bits
        self.extraBits = extraBits
    }

    /// Makes a ticket of `game`: its main numbers and, if it has a separate drum, those picks.
    ///
    /// - Throws: ``TicketError`` naming the first bad number, or the count that is wrong.
    public init(numbers: [Int], extra: [Int], game: LottoGame) throws(TicketError) {
        // A wrong count is told the game's shape, whichever drum it is of.
        let shape = TicketError.wrongShape(
            found: numbers.count, foundExtra: extra.count, game: game.id, main: game.main, extra: game.extra)
        let main: LottoTicket
        do {
            main = try LottoTicket(numbers: numbers, rule: game.main)
        } catch {
            if case .wrongCount = error { throw shape }
            throw error
        }
        guard let extraRule = game.extra else {
            guard extra.isEmpty else { throw shape }
            self = main
            return
        }
        guard extra.count == extraRule.count else { throw shape }
        self.init(bits: main.bits, extraBits: try LottoTicket(numbers: extra, rule: extraRule).bits)
    }

    /// Reads a ticket of `game` written as numbers separated by spaces or tabs, the separate
    /// drum's after a `+` or simply after the main ones: `4 8 15 16 23 + 10` or
    /// `4 8 15 16 23 10`.
    public init(parsing text: Substring, game: LottoGame) throws(TicketError) {
        try self.init(words: text.split(whereSeparator: { $0 == " " || $0 == "\t" }), game: game)
    }

    /// Reads a ticket of `game` from its words, as a command line gives them: each a number
    /// (`1 2` is not one), the separate drum's after a `+` or simply after the main ones.
    public init(words: [Substring], game: LottoGame) throws(TicketError) {
        func numbers(_ words: ArraySlice<Substring>, _ rule: LottoRule) throws(TicketError) -> [Int] {
            var numbers: [Int] = []
            for word in words {
                numbers.append(try Self.parseNumber(word, rule: rule))
            }
            return numbers
        }
        guard let extraRule = game.extra else {
            try self.init(numbers: try numbers(words[...], game.main), extra: [], game: game)
            return
        }
        let split = words.firstIndex(of: "+") ?? min(words.count, game.main.count)
        let main = try numbers(words[..<split], game.main)
        let plusGiven = split < words.count && words[split] == "+"
        let extraStart = plusGiven ? split + 1 : split
        // Numbers run on with no '+' are counted as one run: the count after a '+' none typed
        // means little.
        guard main.count == game.main.count, plusGiven || words.count - extraStart == extraRule.count else {
            throw .wrongShape(
                found: plusGiven ? main.count : words.count, foundExtra: plusGiven ? words.count - extraStart : 0,
                game: game.id, main: game.main, extra: extraRule)
        }
        try self.init(numbers: main, extra: try numbers(words[extraStart...], extraRule), game: game)
    }

    /// Makes a ticket from numbers in any order, checking them against `rule`.
    ///
    /// - Throws: ``TicketError`` naming the first bad number, or the count when it is wrong.
    public init(numbers: some Sequence<Int>, rule: LottoRule = .korean645) throws(TicketError) {
        var bits: UInt128 = 0
        var count = 0
        for number in numbers {
            guard rule.range.contains(number) else {
                throw .outOfRange(String(number), rule.range)
            }
            let bit: UInt128 = 1 << number
            guard bits & bit == 0 else { throw .repeated(number) }
            bits |= bit
            count += 1
        }
        guard count == rule.count else { throw .wrongCount(found: count, expected: rule.count) }
        self.bits = bits
        self.extraBits = 0
    }

    /// Reads a ticket written as numbers separated by spaces or tabs, e.g. `3 11 19 27 38 42`.
    ///
    /// - Throws: ``TicketError`` naming the bad word.
    init(parsing text: Substring, rule: LottoRule = .korean645) throws(TicketError) {
        var numbers: [Int] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            numbers.append(try Self.parseNumber(word, rule: rule))
        }
        try self.init(numbers: numbers, rule: rule)
    }

    /// Reads one number of a ticket: decimal digits only (no sign, no spaces).
    package static func parseNumber(
        _ word: Substring, rule: LottoRule = .korean645
    ) throws(TicketError) -> Int {
        guard WholeNumber.isDigits(word) else { throw .notANumber(String(word)) }
        guard let number = WholeNumber.parse(word), rule.range.contains(number) else {
            throw .outOfRange(String(word), rule.range)
        }
        return number
    }

    /// The numbers, ascending.
    public var numbers: [Int] {
        var numbers: [Int] = []
        Self.forEachNumber(in: bits) { numbers.append($0) }
        return numbers
    }

    /// The separate drum's picks, ascending; empty for games without one.
    public var extraNumbers: [Int] {
        var numbers: [Int] = []
        Self.forEachNumber(in: extraBits) { numbers.append($0) }
        return numbers
    }

    /// Whether the ticket is one of `game` by its rules: as many numbers as it takes, from its
    /// ranges, and its separate drum's picks. A few bit operations, so that a million tickets
    /// are checked at once.
    func follows(_ game: LottoGame) -> Bool {
        guard bits.nonzeroBitCount == game.main.count, bits & ~Self.mask(game.main.range) == 0 else { return false }
        guard let extra = game.extra else { return extraBits == 0 }
        return extraBits.nonzeroBitCount == extra.count && extraBits & ~Self.mask(extra.range) == 0
    }

    /// The bits of the numbers in `range`.
    private static func mask(_ range: ClosedRange<Int>) -> UInt128 {
        (UInt128.max >> (LottoRule.maximumNumber - range.upperBound)) & (UInt128.max << range.lowerBound)
    }

    /// Calls `body` with each number of a bit set, ascending, without allocating.
    @inline(__always)
    static func forEachNumber(in bits: UInt128, _ body: (Int) -> Void) {
        var remaining = bits
        while remaining != 0 {
            body(remaining.trailingZeroBitCount)
            remaining &= remaining - 1
        }
    }

    /// The numbers separated by single spaces, e.g. `3 11 19 27 38 42`, then any separate-drum
    /// picks after a `+`: `4 8 15 16 23 + 10`.
    public var description: String {
        var bytes: [UInt8] = []
        appendText(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the text form (see ``description``) as UTF-8.
    package func appendText(to bytes: inout [UInt8]) {
        bytes.append(capacity: textLineCapacity) { writeText(to: &$0) }
    }

    /// The room ``writeText(to:)`` needs, and a line end after it: each number at most 3
    /// digits and a space, and `+ ` before a separate drum's picks.
    package var textLineCapacity: Int {
        Self.textLineCapacity(numbers: bits.nonzeroBitCount + extraBits.nonzeroBitCount)
    }

    /// ``textLineCapacity`` of a ticket of `numbers` numbers in all, without counting them
    /// (counting bits is slow on x86-64 without POPCNT).
    package static func textLineCapacity(numbers: Int) -> Int {
        4 * numbers + 3
    }

    /// Writes the text form (see ``description``): at most ``textLineCapacity`` bytes.
    ///
    /// Each number is one 4-byte store of its digits and a space from a table, then a move by
    /// its length, so digits cost no branch and no division; the bytes a short number stores
    /// past its end are overwritten by the next, or lie past the text. The last space is taken
    /// back.
    package func writeText(to writer: inout ByteWriter) {
        let start = writer.count
        Self.numberTexts.withUnsafeBufferPointer { table in
            Self.writeNumbers(bits, to: &writer, table: table)
            if extraBits != 0 {
                writer.write("+ ")
                Self.writeNumbers(extraBits, to: &writer, table: table)
            }
        }
        if writer.count > start {  // the space after the last number; a ticket of none has none
            writer.removeLast()
        }
    }

    /// Writes each number of `bits` and a space.
    @inline(__always)
    private static func writeNumbers(_ bits: UInt128, to writer: inout ByteWriter, table: UnsafeBufferPointer<UInt32>) {
        if bits >> 64 == 0 {
            // Numbers below 64, as most games': in one machine word, of at most two digits.
            var remaining = UInt64(truncatingIfNeeded: bits)
            while remaining != 0 {
                let number = remaining.trailingZeroBitCount
                remaining &= remaining &- 1
                writer.write(word: table[number], keeping: number >= 10 ? 3 : 2)
            }
            return
        }
        var remaining = bits
        while remaining != 0 {
            let number = remaining.trailingZeroBitCount
            remaining &= remaining &- 1
            writer.write(word: table[number], keeping: 2 &+ (number >= 10 ? 1 : 0) &+ (number >= 100 ? 1 : 0))
        }
    }

    /// For each number 0...127, its decimal digits and a space as one word, first byte lowest.
    /// A table, because working the digits out (three divisions and a choice) took twice as
    /// long as a bulk draw's formatting with it.
    private static let numberTexts: [UInt32] = {
        var table = [UInt32](repeating: 0, count: LottoRule.maximumNumber + 1)
        for number in table.indices {
            var text = UInt32(UInt8(ascii: " "))  // pushed up as digits go in below it
            var rest = number
            repeat {
                text = text << 8 | UInt32(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            table[number] = text
        }
        return table
    }()

    /// Appends the JSON array of the main numbers, e.g. `[3,11,19,27,38,42]`.
    package func appendJSONArray(to bytes: inout [UInt8]) {
        Self.appendNumbers(
            bits, to: &bytes, separator: UInt8(ascii: ","), opening: UInt8(ascii: "["), closing: UInt8(ascii: "]"))
    }

    /// Appends the JSON array of the separate drum's picks, `[]` for games without one.
    package func appendExtraJSONArray(to bytes: inout [UInt8]) {
        Self.appendNumbers(
            extraBits, to: &bytes, separator: UInt8(ascii: ","), opening: UInt8(ascii: "["),
            closing: UInt8(ascii: "]"))
    }

    /// Formats into a small stack buffer and appends it in one go: appending byte by byte costs
    /// an array uniqueness check each, which once made formatting half of a bulk draw.
    @inline(__always)
    private static func appendNumbers(
        _ bits: UInt128, to bytes: inout [UInt8], separator: UInt8, opening: UInt8?, closing: UInt8?
    ) {
        // At most 128 numbers of at most 3 digits, each with a separator, and two brackets.
        bytes.append(capacity: 4 * 128 + 2) { writer in
            if let opening { writer.write(opening) }
            forEachNumber(in: bits) { number in
                if writer.count > (opening == nil ? 0 : 1) { writer.write(separator) }
                if number >= 100 { writer.write(UInt8(ascii: "0") + UInt8(number / 100)) }
                if number >= 10 { writer.write(UInt8(ascii: "0") + UInt8(number / 10 % 10)) }
                writer.write(UInt8(ascii: "0") + UInt8(number % 10))
            }
            if let closing { writer.write(closing) }
        }
    }
}
