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
    /// Likewise the date of the last line's draw.
    struct LastTime {
        fileprivate var text: (UInt64, UInt64, UInt32) = (0, 0, 0)
        fileprivate var time: Timestamp?
        fileprivate var drawText: (UInt64, UInt16) = (0, 0)
        fileprivate var drawDate: CivilDate?
    }

    static func decodeCanonicalTicket(_ line: UnsafeBufferPointer<UInt8>, lastTime: inout LastTime) -> SavedTicket? {
        var cursor = ByteCursor(line)
        // Each form of the line's start, and of its end, is one literal: one comparison for a
        // line without a draw, as for a line with one.
        var drawDate: CivilDate?
        if !cursor.expect(#"{"id":"#) {
            guard cursor.expect(#"{"draw":""#), let dateText = cursor.take(10), cursor.expect(#"","id":"#) else {
                return nil
            }
            let raw = UnsafeRawPointer(dateText.baseAddress!)
            let text = (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self))
            if let date = lastTime.drawDate, text == lastTime.drawText {
                drawDate = date
            } else {
                var dateCursor = ByteCursor(dateText)
                guard let date = dateCursor.date(), dateCursor.isAtEnd else { return nil }
                (lastTime.drawText, lastTime.drawDate) = (text, date)
                drawDate = date
            }
        }
        guard let id = cursor.wholeNumber(maxDigits: 18), id > 0, cursor.expect(#","numbers":["#) else { return nil }
        var bits: UInt128 = 0
        var count = 0
        repeat {
            guard let value = cursor.wholeNumber(maxDigits: 2), LottoRule.korean645.range.contains(value) else {
                return nil
            }
            let bit: UInt128 = 1 << value
            guard bits & bit == 0 else { return nil }
            bits |= bit
            count += 1
        } while cursor.expect(",")
        guard count == LottoRule.korean645.count else { return nil }
        var round: Int?
        if !cursor.expect(#"],"saved":""#) {
            guard drawDate != nil, cursor.expect(#"],"round":"#), let number = cursor.wholeNumber(maxDigits: 10),
                number > 0, number <= TicketDraw.largestRound, cursor.expect(#","saved":""#)
            else { return nil }
            round = number
        }
        let draw = drawDate.map { TicketDraw(date: $0, round: round) }
        guard let timeText = cursor.take(20),
            cursor.expect(#""}"#), cursor.isAtEnd
        else { return nil }
        let raw = UnsafeRawPointer(timeText.baseAddress!)
        let text = (
            raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
            raw.loadUnaligned(fromByteOffset: 16, as: UInt32.self)
        )
        if let time = lastTime.time, text == lastTime.text {
            return SavedTicket(id: id, ticket: LottoTicket(bits: bits), savedAt: time, draw: draw)
        }
        guard let saved = Timestamp(iso8601: timeText) else {
            return nil
        }
        (lastTime.text, lastTime.time) = (text, saved)
        return SavedTicket(id: id, ticket: LottoTicket(bits: bits), savedAt: saved, draw: draw)
    }
}
