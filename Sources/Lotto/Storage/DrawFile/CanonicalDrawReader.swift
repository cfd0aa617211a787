/// Reads draw history lines in exactly the form lotto writes them, fast; any other line is
/// left to the general reader (``DrawFileFormat/decode(_:allowingUnknownKeys:)``), which reads
/// it or says what is wrong.
///
/// `lotto check --latest` reads the whole history before it checks a ticket, so reading must
/// cost little next to the check itself. A general JSON tree is built of a dictionary an
/// object; this reader scans the bytes once and finds each game, and each era's rules, once per
/// file rather than once per draw.
///
/// It is exact by construction: a line is taken only when writing the draw read from it gives
/// the same bytes back, so it reads only what the general reader would read the same way.
struct CanonicalDrawReader {
    private var games: [(text: [UInt8], game: LottoGame)] = []
    private var playedGames: [(id: GameID, eraIndex: Int, played: LottoGame)] = []
    private var written: [UInt8] = []
    private var numbers: [Int] = []
    private var extra: [Int] = []

    /// The draw on `line`, or `nil` when the line is not in lotto's own form.
    mutating func decode(_ line: UnsafeBufferPointer<UInt8>) -> RecordedDraw? {
        var cursor = ByteCursor(line)
        guard cursor.expect(#"{"date":""#), let date = cursor.date(), cursor.expect(#"","extra":"#),
            cursor.numberArray(into: &extra), cursor.expect(#","game":""#), let game = game(cursor.until(0x22)),
            cursor.expect(#"","numbers":"#), cursor.numberArray(into: &numbers), cursor.expect(#","prizes":["#),
            let played = played(game, on: date)
        else { return nil }
        var prizes: [PrizeRecord] = []
        if !cursor.expect("]") {
            let currency = game.currency ?? .unnamed
            repeat {
                guard cursor.expect(#"{"amount":"#) else { return nil }
                var amount: Int?
                if !cursor.expect("null") {
                    guard let minorUnits = cursor.amount(minorDigits: currency.minorDigits) else { return nil }
                    amount = minorUnits
                }
                guard cursor.expect(#","tier":"#), let tier = cursor.wholeNumber(), cursor.expect(#","winners":"#)
                else { return nil }
                var winners: Int?
                if !cursor.expect("null") {
                    guard let count = cursor.wholeNumber() else { return nil }
                    winners = count
                }
                guard cursor.expect("}") else { return nil }
                prizes.append(PrizeRecord(tier: tier, winners: winners, amount: amount))
            } while cursor.expect(",")
            guard cursor.expect("]") else { return nil }
        }
        guard cursor.expect(#","round":"#) else { return nil }
        var round: Int?
        if !cursor.expect("null") {
            guard let number = cursor.wholeNumber() else { return nil }
            round = number
        }
        guard cursor.expect("}"), cursor.isAtEnd,
            let draw = try? RecordedDraw(
                played: played, date: date, round: round, numbers: numbers, extra: extra, prizes: prizes)
        else { return nil }
        written.removeAll(keepingCapacity: true)
        DrawFileFormat.appendJSON(draw, to: &written)
        guard written.count == line.count,
            written.withUnsafeBytes({ SystemCall.bytesEqual($0.baseAddress!, line.baseAddress!, count: line.count) })
        else { return nil }
        return draw
    }

    /// The known game (or custom spec) written as `text`, found once a file.
    private mutating func game(_ text: UnsafeBufferPointer<UInt8>) -> LottoGame? {
        if let known = games.first(where: { $0.text.elementsEqual(text) }) { return known.game }
        guard let game = LottoGame.named(String(decoding: text, as: UTF8.self)) else { return nil }
        games.append((Array(text), game))
        return game
    }

    /// The game as played on `date`, made once an era.
    private mutating func played(_ game: LottoGame, on date: CivilDate) -> LottoGame? {
        guard let eraIndex = game.eras.lastIndex(where: { $0.from.map { $0 <= date } ?? true }) else { return nil }
        if let known = playedGames.first(where: { $0.id == game.id && $0.eraIndex == eraIndex }) {
            return known.played
        }
        guard let played = game.asPlayed(on: date) else { return nil }
        playedGames.append((game.id, eraIndex, played))
        return played
    }
}

/// A position in a line of bytes, read forward.
private struct ByteCursor {
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

    /// Digits, at most 16 of them (every figure a draw holds stays below 10^16).
    mutating func wholeNumber() -> Int? {
        let start = position
        var value = 0
        while position < bytes.count, position - start < 16, case let digit = bytes[position] &- 0x30, digit < 10 {
            value = value * 10 + Int(digit)
            position += 1
        }
        return position > start ? value : nil
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
