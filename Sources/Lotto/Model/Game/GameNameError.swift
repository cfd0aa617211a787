/// Why a name is not a game (see ``LottoGame/init(named:)``): an id lotto does not know, or a
/// custom spec (`6/45`, `5/69+1/26`) that is not one, or whose drums could not be drawn. Each
/// case holds what was typed, or the counts that cannot be, in digits: one too large for a
/// whole number is said as typed.
public enum GameNameError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither a known id nor a spec: it holds no `/`.
    case unknownID(String)
    /// A spec not of the form `k/n` or `k/n+k/n`, with whole numbers for `k` and `n`.
    case malformedSpec(String)
    /// A drum that draws no number: `0/45`.
    case noNumberDrawn
    /// A drum that draws more numbers than it holds: `7/3`.
    case moreDrawnThanHeld(drawn: String, held: String, inSeparateDrum: Bool)
    /// A drum of more numbers than ``LottoGame/largestDrum``: `6/100`.
    case drumTooLarge(held: String)

    public var description: String {
        switch self {
        case .unknownID(let text): "\(text.quoted) is not a game lotto knows"
        case .malformedSpec(let text): "\(text.quoted) is not a spec like 6/45 or 5/69+1/26"
        case .noNumberDrawn: "a drum draws at least 1 number"
        case .moreDrawnThanHeld(let drawn, let held, let separate):
            "more numbers drawn (\(drawn)) than the \(separate ? "separate " : "")drum holds (\(held))"
        case .drumTooLarge: "at most \(LottoGame.largestDrum) numbers in a drum"
        }
    }
}
