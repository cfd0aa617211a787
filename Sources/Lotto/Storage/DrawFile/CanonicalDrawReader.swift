import Platform

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
            cursor.numberArray(into: &extra), cursor.expect(#","game":""#), let game = game(cursor.until(0x22))
        else { return nil }
        // A multiplier, where the record gives one (Powerball, Mega Millions).
        var multiplier: Int?
        if cursor.expect(#"","multiplier":"#) {
            guard let number = cursor.wholeNumber(), cursor.expect(#","numbers":"#) else { return nil }
            multiplier = number
        } else {
            guard cursor.expect(#"","numbers":"#) else { return nil }
        }
        guard cursor.numberArray(into: &numbers), cursor.expect(#","prizes":["#), let played = played(game, on: date)
        else { return nil }
        var prizes: [PrizeRecord] = []
        if !cursor.expect("]") {
            // In the money of the draw's day, as they are written (lire, for 2001's SuperEnalotto).
            let currency = played.currency ?? .unnamed
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
                played: played, date: date, round: round, numbers: numbers, extra: extra, prizes: prizes,
                multiplier: multiplier)
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
