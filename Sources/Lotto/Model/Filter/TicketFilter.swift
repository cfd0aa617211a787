/// What a ticket's main numbers must look like to be drawn: their sum, how many of them are
/// odd, and how long a run of consecutive numbers they may hold. A separate drum's picks are
/// never filtered.
///
/// Filtering changes which tickets can come out, never how likely each of them is: every
/// ticket that passes is as likely as any other (see ``LottoNumberMaker``).
public struct TicketFilter: Hashable, Sendable, CustomStringConvertible {
    /// The sums the main numbers may add up to; `nil` for any.
    public let sum: ClosedRange<Int>?
    /// How many of the main numbers may be odd; `nil` for any.
    public let oddCount: ClosedRange<Int>?
    /// The longest run of consecutive numbers allowed (`2` lets `7 8` through, not `7 8 9`);
    /// `nil` for any.
    public let longestRun: Int?

    /// A filter of the given constraints; one left `nil` lets every ticket through.
    public init(sum: ClosedRange<Int>? = nil, oddCount: ClosedRange<Int>? = nil, longestRun: Int? = nil) {
        precondition(longestRun.map { $0 >= 1 } ?? true, "a run is at least one number long")
        self.sum = sum
        self.oddCount = oddCount
        self.longestRun = longestRun
    }

    /// Whether the filter lets every ticket through.
    public var isEmpty: Bool { sum == nil && oddCount == nil && longestRun == nil }

    /// Whether the main numbers `bits` (bit `n` set for the number `n`) pass.
    @inline(__always)
    func passes(_ bits: UInt128) -> Bool {
        if let sum {
            var total = 0
            var rest = bits
            while rest != 0 {
                total &+= rest.trailingZeroBitCount
                rest &= rest &- 1
            }
            guard sum.contains(total) else { return false }
        }
        if let oddCount, !oddCount.contains((bits & Self.oddNumbers).nonzeroBitCount) { return false }
        if let longestRun {
            // After j steps, a bit is left where a run of j + 1 numbers starts: none may be
            // left after `longestRun` steps.
            var starts = bits
            for _ in 0..<longestRun where starts != 0 { starts &= starts >> 1 }
            guard starts == 0 else { return false }
        }
        return true
    }

    /// Bit `n` set for every odd `n`.
    static let oddNumbers = UInt128(0xAAAA_AAAA_AAAA_AAAA) << 64 | UInt128(0xAAAA_AAAA_AAAA_AAAA)

    /// The constraints in words, as an error names them: `a sum of 21-30, 3 odd numbers`.
    public var description: String {
        func span(_ range: ClosedRange<Int>) -> String {
            range.count == 1 ? "\(range.lowerBound)" : "\(range.lowerBound)-\(range.upperBound)"
        }
        var parts: [String] = []
        if let sum { parts.append("a sum of \(span(sum))") }
        if let oddCount { parts.append("\(span(oddCount)) odd numbers") }
        if let longestRun {
            parts.append(longestRun == 1 ? "no consecutive numbers" : "at most \(longestRun) consecutive numbers")
        }
        return parts.joined(separator: ", ")
    }
}
