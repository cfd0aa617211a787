/// Why some numbers do not make a valid ticket. Each case names the bad value.
public enum TicketError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A word that is not a whole number, e.g. `x` or `4.5`.
    case notANumber(String)
    /// A number outside the rule's range, as it was written.
    case outOfRange(String, ClosedRange<Int>)
    /// A number given more than once.
    case repeated(Int)
    /// Too many or too few numbers.
    case wrongCount(found: Int, expected: Int)
    /// Too many or too few numbers from a game's separate drum (after the `+`).
    case wrongExtraCount(found: Int, expected: Int)
    /// Too many or too few numbers for a game's ticket (or draw), in either drum: how many
    /// were given, before a `+` and after it (0 when none was), and the game's shape.
    case wrongShape(found: Int, foundExtra: Int, game: GameID, main: LottoRule, extra: LottoRule?)

    public var description: String {
        switch self {
        case .notANumber(let word): "\(word.quoted) is not a whole number"
        case .outOfRange(let word, let range):
            "\(word.count > 20 ? word.quoted : word) is out of range (\(range.lowerBound)-\(range.upperBound))"
        case .repeated(let number): "\(number) appears more than once"
        case .wrongCount(let found, let expected): "expected \(expected.counting("number")), got \(found)"
        case .wrongExtraCount(let found, let expected):
            "expected \(expected.counting("number")) after '+', got \(found)"
        case .wrongShape(let found, let foundExtra, let game, let main, let extra):
            "\(TicketShape(game: game, main: main, extra: extra)); got " + found.counting("number")
                + (foundExtra > 0 ? " + \(foundExtra)" : "")
        }
    }
}
