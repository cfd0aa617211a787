/// A draw's numbers as typed on a command line or a line of input: the main numbers, then a
/// `+` and the extra balls (bonus balls, or a separate drum's numbers): `10 23 29 33 37 40 + 16`.
public struct TypedDraw: Equatable, Sendable {
    public let numbers: [Int]
    public let extra: [Int]

    /// A draw's numbers as a record gives them: `numbers` its main numbers, `extra` its extra
    /// balls (a second set of balls for ``RecordedDraw/init(game:date:round:numbers:extra:prizes:multiplier:second:)``).
    public init(numbers: [Int], extra: [Int]) {
        self.numbers = numbers
        self.extra = extra
    }

    /// Reads `words`; `bonus`, extra balls given apart, comes before any extra balls after the `+`.
    ///
    /// - Throws: ``TicketError`` naming the first word that is not a number of the game.
    public init(words: [String], game: LottoGame, bonus: [Int] = []) throws(TicketError) {
        let plus = words.firstIndex(of: "+") ?? words.endIndex
        var numbers: [Int] = []
        var extra = bonus
        for word in words[..<plus] {
            numbers.append(try LottoTicket.parseNumber(word[...], rule: game.main))
        }
        for word in words[min(plus + 1, words.endIndex)...] {
            extra.append(try LottoTicket.parseNumber(word[...], rule: game.extra ?? game.main))
        }
        self.numbers = numbers
        self.extra = extra
    }
}
