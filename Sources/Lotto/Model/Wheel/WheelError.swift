/// Why a wheel cannot be made as asked. Each case names the reason.
public enum WheelError: Error, Equatable, Sendable, CustomStringConvertible {
    /// More numbers to match than drawn.
    case matchedMoreThanDrawn(WheelGuarantee)
    /// More drawn numbers than a draw of the game has.
    case drawnMoreThanTheDraw(WheelGuarantee, drawSize: Int)
    /// More drawn numbers than the wheel has numbers.
    case drawnMoreThanNumbers(WheelGuarantee, numbers: Int)
    /// Fewer numbers than a ticket holds.
    case tooFewNumbers(Int, ticketSize: Int)
    /// A number given twice.
    case repeated(Int)
    /// A number not in the game's range.
    case outOfRange(Int, ClosedRange<Int>)
    /// More numbers than a wheel is searched and verified for.
    case tooManyNumbers(Int, limit: Int)
    /// A wheel with too many draws to search and check whole, and no split into groups small
    /// enough: it cannot be made and verified.
    case tooLargeToVerify(WheelGuarantee, numbers: Int, draws: Int)
    /// The tickets made miss the promise: a fault of lotto's, caught by the check, so that
    /// such a wheel is never printed.
    case missedItsPromise(WheelGuarantee)

    public var description: String {
        switch self {
        case .matchedMoreThanDrawn(let guarantee):
            "\(guarantee) asks for \(guarantee.matched) matches out of only \(guarantee.drawn) drawn numbers"
        case .drawnMoreThanTheDraw(let guarantee, let size):
            "\(guarantee) needs \(guarantee.drawn) drawn numbers, but a draw of this game has \(size)"
        case .drawnMoreThanNumbers(let guarantee, let numbers):
            "\(guarantee) needs \(guarantee.drawn) drawn numbers among the wheel's, but it has only \(numbers)"
        case .tooFewNumbers(let count, let size): "\(count) numbers, but a ticket holds \(size)"
        case .repeated(let number): "\(number) is given twice"
        case .outOfRange(let number, let range):
            "\(number) is not a number of this game (\(range.lowerBound)-\(range.upperBound))"
        case .tooManyNumbers(let count, let limit): "\(count) numbers, but a wheel takes at most \(limit)"
        case .tooLargeToVerify(let guarantee, let numbers, let draws):
            "a \(guarantee) wheel of \(numbers) numbers has \(draws) ways to draw \(guarantee.drawn) of them, "
                + "too many to search and verify, whole or split into smaller wheels"
        case .missedItsPromise(let guarantee):
            "the tickets found miss the \(guarantee) promise, so none is printed (a fault of lotto's: please report it)"
        }
    }
}
