/// How lotto writes a recorded draw: a line of the draw history file, an element of `lotto
/// draws --format json`, a row of `--format csv`. All three are read back exactly (a round
/// trip gives the same bytes).
///
/// The history file is JSON Lines: the header `{"format":"lotto-draws","version":2}`, then one
/// draw a line, keys sorted:
///
///     {"date":"2002-12-07","extra":[16],"game":"kr645","numbers":[10,23,29,33,37,40],
///      "prizes":[{"amount":null,"tier":1,"winners":0},{"amount":143934100,"tier":2,"winners":1}],
///      "round":1}
///
/// `extra` holds the bonus balls or the separate drum's numbers; `round` is `null` when the
/// publisher gives none; each prize's `amount` is the prize per winner in the money of the
/// draw's day (`2.50`, in dollars; `5000`, in lire, for a SuperEnalotto draw before 2002), `null`
/// when unknown. In CSV, the prizes are one field,
/// `tier:winners:amount` separated by spaces, an unknown figure empty: `1:0: 2:1:143934100`.
/// A draw whose record gives the multiplier drawn with it (Powerball, Mega Millions) also has
/// `multiplier`, after `game`; in CSV, the last column, empty when unknown.
///
/// A draw of two sets of balls (UK Lotto from 2026-06-10) also has `second`, last:
/// `{"extra":[17],"numbers":[11,12,13,14,15,16]}`; in CSV, the column after `multiplier`,
/// `11 12 13 14 15 16 + 17`. See ``appendSecond(_:to:)``.
///
/// Version 1 was the same without `multiplier`: lotto reads it as it is, and a history it
/// writes says 2, so that an older lotto reads it (skipping the key) rather than calling it
/// damaged. `second` keeps version 2, so that a lotto before it refuses the line as having a
/// key it does not know, rather than skip the set.
package enum DrawFileFormat {
    static let version = 2

    /// The history file as a JSON Lines file.
    static let format = JSONLinesFormat(
        name: "lotto-draws", version: version, kind: "lotto draw history",
        isWholeRecord: { line, version in
            (try? decode(JSONParser.value(in: Array(line)), allowingUnknownKeys: version > Self.version)) != nil
        })

    /// The CSV columns: the JSON keys, in the same order but for `multiplier` and `second`,
    /// which came later and are last.
    package static let csvHeader = ["date", "extra", "game", "numbers", "prizes", "round", "multiplier", "second"]

    /// The CSV columns of lotto before draws had a multiplier, and before two sets, which it
    /// still reads.
    static let olderCSVHeaders = [Array(csvHeader.dropLast(2)), Array(csvHeader.dropLast())]

    /// The JSON keys of a draw.
    private static let keys: Set<String> = Set(csvHeader)

    /// Why a record is not a draw lotto wrote.
    struct RecordError: Error, Equatable {
        let reason: String
    }

    // MARK: - Writing

    /// Appends the draw's JSON object, without a newline.
    package static func appendJSON(_ recorded: RecordedDraw, to bytes: inout [UInt8]) {
        bytes.append(#"{"date":""#)
        recorded.date.appendISO8601(to: &bytes)
        bytes.append(#"","extra":"#)
        appendArray(recorded.draw.extraNumbers, to: &bytes)
        // A game id is a known id or a spec of digits, '/' and '+': nothing to escape.
        bytes.append(#","game":""# + recorded.game.id.rawValue + #"","#)
        if let multiplier = recorded.multiplier {
            bytes.append(#""multiplier":"#)
            bytes.appendDecimal(multiplier)
            bytes.append(UInt8(ascii: ","))
        }
        bytes.append(#""numbers":"#)
        appendArray(recorded.draw.numbers, to: &bytes)
        bytes.append(#","prizes":["#)
        for (index, prize) in recorded.prizes.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(#"{"amount":"#)
            bytes.append(prize.amount.map { Money(minorUnits: $0, currency: recorded.currency).decimal } ?? "null")
            bytes.append(#","tier":"#)
            bytes.appendDecimal(prize.tier)
            bytes.append(#","winners":"#)
            if let winners = prize.winners { bytes.appendDecimal(winners) } else { bytes.append("null") }
            bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(#"],"round":"#)
        if let round = recorded.round { bytes.appendDecimal(round) } else { bytes.append("null") }
        appendSecond(recorded, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    /// The draw's CSV fields, in ``csvHeader``'s order.
    package static func csvFields(_ recorded: RecordedDraw) -> [String] {
        let prizes = recorded.prizes.map { prize in
            "\(prize.tier):\(prize.winners.map(String.init) ?? ""):"
                + (prize.amount.map { Money(minorUnits: $0, currency: recorded.currency).decimal } ?? "")
        }
        return [
            recorded.date.description, spaced(recorded.draw.extraNumbers), recorded.game.id.rawValue,
            spaced(recorded.draw.numbers), prizes.joined(separator: " "), recorded.round.map(String.init) ?? "",
            recorded.multiplier.map(String.init) ?? "", recorded.second?.text ?? "",
        ]
    }

    static func appendArray(_ numbers: [Int], to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "["))
        for (index, number) in numbers.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.appendDecimal(number)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private static func spaced(_ numbers: [Int]) -> String {
        numbers.map(String.init).joined(separator: " ")
    }

    // MARK: - Reading

    /// Reads a draw from its JSON value.
    ///
    /// - Parameter allowingUnknownKeys: whether keys this version does not know are skipped
    ///   (a newer version's file) rather than refused.
    static func decode(_ value: JSONValue, allowingUnknownKeys: Bool = false) throws(RecordError) -> RecordedDraw {
        guard case .object(let object) = value else { throw RecordError(reason: "expected a draw object") }
        if !allowingUnknownKeys, let key = object.members.keys.sorted().first(where: { !keys.contains($0) }) {
            throw RecordError(reason: "unexpected key \(key.quoted)")
        }
        guard let gameText = object["game"]?.string else { throw RecordError(reason: "a draw needs a \"game\"") }
        guard let game = LottoGame.named(gameText) else { throw RecordError(reason: "unknown game \(gameText.quoted)") }
        guard let dateValue = object["date"] else { throw RecordError(reason: "a draw needs a \"date\"") }
        guard let dateText = dateValue.string, let date = CivilDate(dateText) else {
            throw RecordError(reason: "date \(dateValue.shortDescription) is not a date like 2002-12-07")
        }
        let numbers = try numberArray(object["numbers"], "numbers")
        let extra = object["extra"] == nil ? [] : try numberArray(object["extra"], "extra")
        var round: Int?
        if let value = object["round"], value != .null {
            guard let number = value.wholeNumber else {
                throw RecordError(reason: "round \(value.shortDescription) is not a whole number")
            }
            round = number
        }
        var prizes: [PrizeRecord] = []
        switch object["prizes"] {
        case nil, .null?:
            break
        case .array(let elements)?:
            for element in elements {
                guard case .object(let prize) = element else { throw RecordError(reason: "a prize must be an object") }
                if !allowingUnknownKeys,
                    let key = prize.members.keys.sorted().first(where: { !["amount", "tier", "winners"].contains($0) })
                {
                    throw RecordError(reason: "unexpected prize key \(key.quoted)")
                }
                guard let tier = prize["tier"]?.wholeNumber else {
                    throw RecordError(reason: "a prize needs a whole \"tier\"")
                }
                prizes.append(
                    PrizeRecord(
                        tier: tier, winners: try optionalWhole(prize["winners"], "tier \(tier) winners"),
                        amount: try amount(prize["amount"], tier: tier, currency: Self.currency(of: game, on: date))))
            }
        case let value?:
            throw RecordError(reason: "prizes \(value.shortDescription) is not an array")
        }
        let multiplier = try optionalWhole(object["multiplier"], "multiplier")
        let second = try secondSet(object["second"])
        do {
            return try RecordedDraw(
                game: game, date: date, round: round, numbers: numbers, extra: extra, prizes: prizes,
                multiplier: multiplier, second: second)
        } catch {
            throw RecordError(reason: error.description)
        }
    }

    /// Reads a row of `lotto draws --format csv`, its fields in ``csvHeader``'s order (or, from
    /// an older lotto, one of ``olderCSVHeaders``).
    static func decode(csvFields fields: [String], columns: Int = csvHeader.count) throws(RecordError)
        -> RecordedDraw
    {
        guard fields.count == columns else {
            throw RecordError(reason: "expected \(columns) fields, got \(fields.count)")
        }
        guard let game = LottoGame.named(fields[2]) else {
            throw RecordError(reason: "unknown game \(fields[2].quoted)")
        }
        guard let date = CivilDate(fields[0]) else {
            throw RecordError(reason: "date \(fields[0].quoted) is not a date like 2002-12-07")
        }
        func numbers(_ field: String, _ name: String) throws(RecordError) -> [Int] {
            var numbers: [Int] = []
            for word in field.split(separator: " ") {
                guard let number = WholeNumber.parse(word) else {
                    throw RecordError(reason: "\(name): \(word.quoted) is not a whole number")
                }
                numbers.append(number)
            }
            return numbers
        }
        var prizes: [PrizeRecord] = []
        for word in fields[4].split(separator: " ") {
            let parts = word.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 3, let tier = WholeNumber.parse(parts[0]) else {
                throw RecordError(reason: "prize \(word.quoted) is not tier:winners:amount")
            }
            var winners: Int?
            if !parts[1].isEmpty {
                guard let count = WholeNumber.parse(parts[1]) else {
                    throw RecordError(reason: "prize \(word.quoted): winners \(parts[1].quoted) is not a whole number")
                }
                winners = count
            }
            let currency = Self.currency(of: game, on: date)
            var amount: Int?
            if !parts[2].isEmpty {
                guard let money = Money(parts[2], currency: currency) else {
                    throw RecordError(
                        reason: "prize \(word.quoted): \(parts[2].quoted) is not an amount of \(currencyName(currency))"
                    )
                }
                guard money.minorUnits <= RecordedDraw.largestPrize else {
                    throw RecordError(reason: RecordedDrawError.prizeTooLarge(tier: tier, amount: money).description)
                }
                amount = Int(money.minorUnits)
            }
            prizes.append(PrizeRecord(tier: tier, winners: winners, amount: amount))
        }
        var round: Int?
        if !fields[5].isEmpty {
            guard let number = WholeNumber.parse(fields[5]) else {
                throw RecordError(reason: "round \(fields[5].quoted) is not a whole number")
            }
            round = number
        }
        var multiplier: Int?
        if fields.count > 6, !fields[6].isEmpty {
            guard let number = WholeNumber.parse(fields[6]) else {
                throw RecordError(reason: "multiplier \(fields[6].quoted) is not a whole number")
            }
            multiplier = number
        }
        let main = try numbers(fields[3], "numbers")
        let extra = try numbers(fields[1], "extra")
        let second = fields.count > 7 ? try secondSet(csvField: fields[7]) : nil
        do {
            return try RecordedDraw(
                game: game, date: date, round: round, numbers: main, extra: extra, prizes: prizes,
                multiplier: multiplier, second: second)
        } catch {
            throw RecordError(reason: error.description)
        }
    }

    static func numberArray(_ value: JSONValue?, _ key: String) throws(RecordError) -> [Int] {
        guard case .array(let elements)? = value else {
            throw RecordError(
                reason: value == nil ? "a draw needs \"\(key)\"" : "\"\(key)\" must be an array of numbers")
        }
        var numbers: [Int] = []
        for element in elements {
            guard case .number = element, let number = element.wholeNumber else {
                throw RecordError(reason: "\(key): \(element.shortDescription) is not a whole number")
            }
            numbers.append(number)
        }
        return numbers
    }

    private static func optionalWhole(_ value: JSONValue?, _ name: String) throws(RecordError) -> Int? {
        guard let value, value != .null else { return nil }
        guard case .number = value, let number = value.wholeNumber else {
            throw RecordError(reason: "\(name) \(value.shortDescription) is not a whole number")
        }
        return number
    }

    private static func amount(_ value: JSONValue?, tier: Int, currency: Currency) throws(RecordError) -> Int? {
        guard let value, value != .null else { return nil }
        guard case .number(let text) = value, let money = Money(text, currency: currency) else {
            throw RecordError(
                reason: "tier \(tier) amount \(value.shortDescription) is not an amount of \(currencyName(currency))")
        }
        guard money.minorUnits <= RecordedDraw.largestPrize else {
            throw RecordError(reason: RecordedDrawError.prizeTooLarge(tier: tier, amount: money).description)
        }
        return Int(money.minorUnits)
    }

    /// The money of a draw of `game` on `date`, in which its amounts are written
    /// (``RecordedDraw/currency``): lire for a SuperEnalotto draw of 2001, not the game's euros.
    /// Read in any other, an amount would change by the two currencies' minor digits at each
    /// rewrite.
    private static func currency(of game: LottoGame, on date: CivilDate) -> Currency {
        game.era(on: date)?.currency ?? game.currency ?? .unnamed
    }

    private static func currencyName(_ currency: Currency) -> String {
        currency.code.isEmpty ? "money" : currency.code
    }
}
