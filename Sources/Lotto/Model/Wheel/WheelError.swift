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
    /// A wheel whose least work (its first cover and its check, whole or split into groups)
    /// is more than ``WorkBudget/wheel``: refused before any is done. `fitsUpTo`: the most
    /// numbers whose wheel of the same promise would fit.
    case tooMuchWork(WheelGuarantee, numbers: Int, fitsUpTo: Int?)
    /// The tickets made miss the promise: a fault of lotto's, caught by the check, so that
    /// such a wheel is never printed.
    case missedItsPromise(WheelGuarantee)

    public var description: String {
        switch self {
        case .matchedMoreThanDrawn(let guarantee):
            "\(guarantee) asks for \(guarantee.matched) matches out of only \(guarantee.drawn.counting("drawn number"))"
        case .drawnMoreThanTheDraw(let guarantee, let size):
            "\(guarantee) needs \(guarantee.drawn) drawn numbers, but a draw of this game has \(size)"
        case .drawnMoreThanNumbers(let guarantee, let numbers):
            "\(guarantee) needs \(guarantee.drawn) drawn numbers among the wheel's, but it has only \(numbers)"
        case .tooFewNumbers(let numbers, let size): "\(numbers.counting("number")), but a ticket holds \(size)"
        case .repeated(let number): "\(number) is given twice"
        case .outOfRange(let number, let range):
            "\(number) is not a number of this game (\(range.lowerBound)-\(range.upperBound))"
        case .tooManyNumbers(let count, let limit): "\(count) numbers, but a wheel takes at most \(limit)"
        case .tooMuchWork(let guarantee, let numbers, let fitsUpTo):
            "a \(guarantee) wheel of \(numbers) numbers takes more work to make and check than lotto gives a wheel "
                + "(\(WorkBudget.wheel / 1_000_000_000) billion steps, about 10 seconds)"
                + (fitsUpTo.map { "; \(guarantee) fits up to \($0) numbers" }
                    ?? "; no \(guarantee) wheel of this game fits")
        case .missedItsPromise(let guarantee):
            "the tickets found miss the \(guarantee) promise, so none is printed (a fault of lotto's: please report it)"
        }
    }
}
