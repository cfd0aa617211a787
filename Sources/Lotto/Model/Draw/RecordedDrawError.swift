/// Why a record is not a valid draw. Each case names the bad value.
public enum RecordedDrawError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The date is before the first draw lotto knows the game's rules for.
    case beforeFirstDraw(game: GameID, date: CivilDate, first: CivilDate)
    /// The numbers break the rules in force on the draw's date.
    case invalidNumbers(WinningDrawError, game: GameID, eraStart: CivilDate?, rules: String)
    /// A second set of balls for a draw of a day its game drew one (UK Lotto before 2026-06-10);
    /// `twoFrom` is the first day of two, if the game has one.
    case oneSetOnly(game: GameID, date: CivilDate, twoFrom: CivilDate?)
    /// A draw typed in with one set of balls on a day its game drew two.
    case noSecondSet(game: GameID, date: CivilDate)
    /// The second set's numbers break the rules in force on the draw's date.
    case invalidSecondSet(WinningDrawError, game: GameID, eraStart: CivilDate?, rules: String)
    /// A round below 1, or above ``RecordedDraw/largestRound``.
    case roundOutOfRange(Int)
    /// A prize tier the game does not have.
    case unknownTier(Int, game: GameID, tierCount: Int)
    case repeatedTier(Int)
    /// A negative count of winners or amount.
    case negativeFigure(tier: Int, String)
    /// A prize larger than ``RecordedDraw/largestPrize``: no lottery pays it.
    case prizeTooLarge(tier: Int, amount: Money)

    /// A multiplier recorded for a game that sells no option paying by it.
    case noMultiplier(Int, game: GameID)
    /// A prize typed in that is not an amount of the draw's currency (too many decimals).
    case invalidPrizeAmount(tier: Int, String, currency: Currency)
    /// A prize typed in (as `text`) larger than ``RecordedDraw/largestPrize``.
    case typedPrizeTooLarge(tier: Int, String, currency: Currency)
    /// A multiplier past the largest any game draws.
    case multiplierOutOfRange(Int)

    public var description: String {
        switch self {
        case .beforeFirstDraw(let game, let date, let first):
            "\(date) is before the first \(game) draw lotto knows the rules of (\(first))"
        case .invalidNumbers(let problem, let game, let eraStart, let rules):
            "\(problem) (\(game) rules \(eraStart.map { "from \($0)" } ?? "of the day"): \(rules))"
        case .oneSetOnly(let game, let date, let twoFrom):
            "\(game) drew one set of balls on \(date)"
                + (twoFrom.map { ", two a draw from \($0): no second set before" } ?? ": no second set")
        case .noSecondSet(let game, let date):
            "\(game) drew two sets of balls on \(date): give the second after a '/' (1 2 3 4 5 6 + 7 / 11 12 13 14 15 16 + 17)"
        case .invalidSecondSet(let problem, let game, let eraStart, let rules):
            "second set: \(problem) (\(game) rules \(eraStart.map { "from \($0)" } ?? "of the day"): \(rules))"
        case .noMultiplier(let multiplier, let game): "multiplier \(multiplier): \(game) draws none"
        case .multiplierOutOfRange(let multiplier):
            "multiplier \(multiplier) is out of range (1-\(RecordedDraw.largestMultiplier))"
        case .roundOutOfRange(let round): "round \(round) is out of range (1-\(RecordedDraw.largestRound))"
        case .unknownTier(let tier, let game, let count):
            "prize tier \(tier) does not exist (\(game) has tiers 1-\(count))"
        case .invalidPrizeAmount(let tier, let text, let currency):
            "prize tier \(tier): \(text.quoted) is not an amount in \(currency.code.isEmpty ? "the game's money" : currency.code)"
                + " (at most \(currency.minorDigits) decimals)"
        case .repeatedTier(let tier): "prize tier \(tier) appears more than once"
        case .negativeFigure(let tier, let what): "prize tier \(tier): \(what) is negative"
        case .typedPrizeTooLarge(let tier, let text, let currency):
            "prize tier \(tier): \(text.quoted) is larger than any lottery pays (at most "
                + "\(Money(minorUnits: RecordedDraw.largestPrize, currency: currency)))"
        case .prizeTooLarge(let tier, let amount):
            "prize tier \(tier): \(amount) is larger than any lottery pays (at most "
                + "\(Money(minorUnits: RecordedDraw.largestPrize, currency: amount.currency)))"
        }
    }
}
