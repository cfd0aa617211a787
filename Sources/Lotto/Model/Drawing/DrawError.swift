/// Why a draw cannot be made as asked. Each case names the reason.
public enum DrawError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An excluded or included number is not in the game's range.
    case outOfRange(Int, ClosedRange<Int>)
    /// A number both excluded and included.
    case bothExcludedAndIncluded(Int)
    /// More numbers included than a ticket holds.
    case tooManyIncluded(Int, ticketSize: Int)
    /// Too few numbers left once the excluded ones are gone.
    case tooFewLeft(Int, needed: Int)
    /// No ticket passes the filter (with the numbers excluded and included, if any).
    case noTicketPasses(TicketFilter, withChosenNumbers: Bool)
    /// A game too large for its tickets to be counted under a filter, or too few passing to
    /// be drawn by trying.
    case tooLargeToFilter(ticketSize: Int, numbers: Int)

    public var description: String {
        switch self {
        case .outOfRange(let number, let range):
            "\(number) is not a number of this game (\(range.lowerBound)-\(range.upperBound))"
        case .bothExcludedAndIncluded(let number): "\(number) is both excluded and included"
        case .tooManyIncluded(let count, let size): "\(count) numbers included, but a ticket holds only \(size)"
        case .tooFewLeft(let left, let needed):
            "only \(left.counting("number")) left after the exclusions, but a ticket needs \(needed)"
        case .noTicketPasses(let filter, let withChosenNumbers):
            "no ticket has \(filter)\(withChosenNumbers ? " with the numbers included and excluded" : "")"
        case .tooLargeToFilter(let size, let numbers):
            "tickets of \(size) numbers from \(numbers) are too many to filter so closely"
        }
    }
}
