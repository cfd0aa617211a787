/// The National Lottery's answer for one draw (`/draw-game/results/<game id>/<draw number>`):
///
/// ```json
/// {"drawResult":{"gameId":6,"drawNo":3195,"drawDate":"2026-08-05T19:00:00.000Z",
///   "drawnNumbers":{"drawnNumbers":{"primaryNumbers":[…],"secondaryNumbers":[8]},
///                   "drawnNumbersAdditional":{"primaryNumbers":[…],"secondaryNumbers":[58]}}},
///  "prizeBreakdown":{"prizeLevels":[{"drawRound":"ONE","matchLabel":"Match 6",
///   "allWinnersCount":0,"prize":{"prizeCents":0},"prizeFundCents":0}, …]}}
/// ```
///
/// Amounts are in pence. UK Lotto's draws from 2026-06-10 have a second set of balls
/// (`drawnNumbersAdditional`, prize levels of `"drawRound":"TWO"`): its main numbers and bonus
/// are read as the draw's second set. Keys lotto does not use are skipped.
struct NationalLotteryDraw {
    /// The draw number the answer is of.
    let round: Int
    /// The first set of balls (its main numbers and bonus), `nil` where the answer has none.
    let first: TypedDraw?
    /// The second set of balls (its main numbers and bonus), for a draw that had one.
    let second: TypedDraw?
    /// The jackpot's tier (Match 6, of the first set): its winners and prize per winner; `nil`
    /// when the answer does not give it.
    let jackpot: PrizeRecord?

    /// Why an answer is not one draw's results, in words that follow its address.
    struct Malformed: Error {
        let reason: String
    }

    init(_ bytes: [UInt8]) throws(Malformed) {
        let value: JSONValue
        do {
            value = try JSONParser.value(in: bytes)
        } catch {
            throw Malformed(reason: "not JSON: line \(error.line): \(error.reason)")
        }
        guard case .object(let answer) = value, case .object(let result)? = answer["drawResult"] else {
            throw Malformed(reason: "not one draw's results: no \"drawResult\" object")
        }
        guard let round = result["drawNo"]?.wholeNumber else {
            throw Malformed(reason: "\"drawResult\" has no \"drawNo\"")
        }
        self.round = round
        first = try Self.set("drawnNumbers", in: result)
        second = try Self.set("drawnNumbersAdditional", in: result)
        jackpot = Self.jackpot(in: answer)
    }

    /// `drawnNumbers.<name>`'s `primaryNumbers` and `secondaryNumbers` (the bonus): the first set
    /// (`drawnNumbers`) or the second (`drawnNumbersAdditional`); `nil` where the answer has none.
    private static func set(_ name: String, in result: JSONObject) throws(Malformed) -> TypedDraw? {
        guard case .object(let numbers)? = result["drawnNumbers"], let set = numbers[name], set != .null else {
            return nil
        }
        func wholeNumbers(_ key: String) throws(Malformed) -> [Int] {
            guard case .object(let balls) = set, case .array(let values)? = balls[key] else {
                throw Malformed(reason: "\"\(name)\" has no \"\(key)\" array")
            }
            var whole: [Int] = []
            for value in values {
                guard let number = value.wholeNumber else {
                    throw Malformed(reason: "\"\(name)\" \(key) holds \(value.shortDescription)")
                }
                whole.append(number)
            }
            return whole
        }
        return TypedDraw(numbers: try wholeNumbers("primaryNumbers"), extra: try wholeNumbers("secondaryNumbers"))
    }

    /// The first set's "Match 6" level, with its winners and prize per winner in pence.
    private static func jackpot(in answer: JSONObject) -> PrizeRecord? {
        guard case .object(let breakdown)? = answer["prizeBreakdown"],
            case .array(let levels)? = breakdown["prizeLevels"]
        else { return nil }
        for case .object(let level) in levels where level["matchLabel"]?.string == "Match 6" {
            if let round = level["drawRound"]?.string, round != "ONE" { continue }
            guard let winners = level["allWinnersCount"]?.wholeNumber, winners >= 0 else { return nil }
            var amount: Int?
            if case .object(let prize)? = level["prize"], let pence = prize["prizeCents"]?.wholeNumber,
                (0...RecordedDraw.largestPrize).contains(pence)
            {
                amount = pence
            }
            return PrizeRecord(tier: 1, winners: winners, amount: amount)
        }
        return nil
    }
}
