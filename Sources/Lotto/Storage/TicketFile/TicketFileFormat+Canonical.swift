import Platform

/// The fast reader of the lines lotto writes most: a plain kr645 ticket, with or without its
/// draw.
extension TicketFileFormat {
    /// Reads a line in exactly the form lotto writes, without allocating; `nil` for anything
    /// else (which the general reader then reads, or explains). A list of a million tickets
    /// spends most of its time here.
    static func decodeCanonicalTicket(_ line: UnsafeBufferPointer<UInt8>) -> SavedTicket? {
        var lastTime = LastTime()
        return decodeCanonicalTicket(line, lastTime: &lastTime)
    }

    /// The time of the last canonical line read, as its 20 bytes of text and as a value: lines
    /// saved together hold the same second, and the text seen last is not read again.
    /// Likewise the date of the last line's draw, and the draw itself (its day worked out once).
    struct LastTime {
        fileprivate var text: (UInt64, UInt64, UInt32) = (0, 0, 0)
        fileprivate var time: Timestamp?
        fileprivate var drawText: (UInt64, UInt16) = (0, 0)
        fileprivate var drawDate: CivilDate?
        /// The last draw made on ``drawDate``.
        fileprivate var draw: TicketDraw?
    }

    /// ``decodeCanonicalTicket(_:)`` for one line of many, in order: `lastTime` carries what
    /// the line before held.
    static func decodeCanonicalTicket(_ line: UnsafeBufferPointer<UInt8>, lastTime: inout LastTime) -> SavedTicket? {
        var fields = CanonicalLine()
        guard fields.read(line, lastTime: &lastTime) else { return nil }
        return SavedTicket(
            id: fields.id, ticket: LottoTicket(bits: UInt128(fields.bits)), savedAt: fields.time, draw: fields.draw)
    }
}

/// The fields of a canonical ticket line, read through a pointer, each where the line's form
/// puts it: the end first (its time and the literals around it have fixed lengths), then from
/// the start the draw, the id, the numbers and the round, which must end where the end's
/// literal begins.
///
/// A reader that says whether it read, apart from the ticket it makes: one that returned the
/// ticket or `nil` at each of its checks set up the whole `nil` before each of them.
private struct CanonicalLine {
    var id = 0
    var bits: UInt64 = 0
    var draw: TicketDraw?
    var time = Timestamp(secondsSince1970: 0)

    /// Reads `line`; whether it is a canonical ticket line.
    @inline(never)
    mutating func read(_ line: UnsafeBufferPointer<UInt8>, lastTime: inout TicketFileFormat.LastTime) -> Bool {
        // The shortest such line: {"id":1,"numbers":[1,2,3,4,5,6],"saved":"2026-11-22T10:15:30Z"}
        guard let start = line.baseAddress, line.count >= 63 else { return false }
        let timeText = start + line.count - 22
        // Where the fields read from the start must end: `,"saved":"`.
        let limit = timeText - 10
        guard Self.matches(limit, #","saved":""#), Self.matches(timeText + 20, #""}"#) else { return false }
        var position = start
        var drawDate: CivilDate?
        var sameDate = false
        if Self.matches(position, #"{"id":"#) {
            position += 6
        } else {
            // {"draw":"2026-11-28","id": ends 26 bytes in, before `limit` in a line this long.
            guard Self.matches(position, #"{"draw":""#), Self.matches(position + 19, #"","id":"#) else { return false }
            let raw = UnsafeRawPointer(position + 9)
            let text = (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self))
            if let date = lastTime.drawDate, text == lastTime.drawText {
                drawDate = date
                sameDate = true
            } else {
                var dateCursor = ByteCursor(UnsafeBufferPointer(start: position + 9, count: 10))
                guard let date = dateCursor.date(), dateCursor.isAtEnd else { return false }
                (lastTime.drawText, lastTime.drawDate, lastTime.draw) = (text, date, nil)
                drawDate = date
            }
            position += 26
        }
        guard let id = Self.wholeNumber(at: &position, before: limit, maxDigits: 18),
            limit - position >= 12, Self.matches(position, #","numbers":["#)
        else { return false }
        self.id = id
        position += 12
        guard readNumbers(at: &position, before: limit) else { return false }
        var round: Int?
        if position < limit {
            guard drawDate != nil, limit - position >= 9, Self.matches(position, #","round":"#) else { return false }
            position += 9
            guard let number = Self.wholeNumber(at: &position, before: limit, maxDigits: 10),
                number <= TicketDraw.largestRound, position == limit
            else { return false }
            round = number
        }
        if let drawDate {
            if sameDate, let last = lastTime.draw, last.round == round {
                draw = last
            } else {
                draw = TicketDraw(date: drawDate, round: round)
                lastTime.draw = draw
            }
        }
        let raw = UnsafeRawPointer(timeText)
        let text = (
            raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
            raw.loadUnaligned(fromByteOffset: 16, as: UInt32.self)
        )
        if let time = lastTime.time, text == lastTime.text {
            self.time = time
            return true
        }
        guard let time = Timestamp(iso8601: UnsafeBufferPointer(start: timeText, count: 20)) else { return false }
        (lastTime.text, lastTime.time) = (text, time)
        self.time = time
        return true
    }

    /// The six numbers of a kr645 ticket, each of one or two digits (no leading zero), distinct,
    /// separated by `,` and closed by `]`, into ``bits``.
    @inline(__always)
    private mutating func readNumbers(at position: inout UnsafePointer<UInt8>, before limit: UnsafePointer<UInt8>)
        -> Bool
    {
        let rule = LottoRule.korean645
        // Kept in registers until the last number: not in `self`, which lies in memory.
        var bits: UInt64 = 0
        var count = 0
        var at = position
        while true {
            guard limit - at >= 2, case let first = at[0] &- 0x30, first &- 1 < 9 else { return false }
            var value = Int(first)
            if case let second = at[1] &- 0x30, second < 10 {
                value = value &* 10 &+ Int(second)
                at += 2
            } else {
                at += 1
            }
            // The numbers reach 45: a bit of a 64-bit word each.
            guard at < limit, rule.range.contains(value), bits & (1 &<< value) == 0 else { return false }
            bits |= 1 &<< value
            count &+= 1
            let separator = at[0]
            at += 1
            if separator == UInt8(ascii: ",") { continue }
            guard separator == UInt8(ascii: "]"), count == rule.count else { return false }
            (self.bits, position) = (bits, at)
            return true
        }
    }

    /// Whether `literal` is at `position` (the caller knows its bytes are there to read).
    @inline(__always)
    private static func matches(_ position: UnsafePointer<UInt8>, _ literal: StaticString) -> Bool {
        SystemCall.bytesEqual(position, literal.utf8Start, count: literal.utf8CodeUnitCount)
    }

    /// A whole number above 0 at `position`, as JSON writes it (no leading zero), of at most
    /// `maxDigits` digits, ending before `limit`; `position` moves past it.
    @inline(__always)
    private static func wholeNumber(
        at position: inout UnsafePointer<UInt8>, before limit: UnsafePointer<UInt8>, maxDigits: Int
    ) -> Int? {
        let first = position
        let last = min(limit, first + maxDigits)
        var value = 0
        while position < last, case let digit = position[0] &- 0x30, digit < 10 {
            value = value &* 10 &+ Int(digit)
            position += 1
        }
        guard position > first, first[0] != UInt8(ascii: "0") else { return nil }
        return value
    }
}
