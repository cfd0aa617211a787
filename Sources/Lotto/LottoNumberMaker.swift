/// Draws tickets: distinct numbers from a rule's range, uniformly at random.
///
/// The sampler, fixed so that a seeded draw never changes (see README, "Seeded draws"):
/// with `w` the bit width of `range.count - 1` (6 for 1...45), take `w` bits at a time from
/// the generator's 64-bit words, lowest bits first; a value `v` of `range.count` or more is
/// rejected, otherwise it stands for the number `range.lowerBound + v`, which is rejected if
/// already on the ticket. When fewer than `w` bits of a word are left they are dropped and the
/// next word is taken; bits left over at the end of a ticket start the next ticket.
///
/// Rejection, never `% n`, keeps every number equally likely, and re-drawing repeats makes
/// every set of numbers equally likely.
public struct LottoNumberMaker<Generator: RandomNumberGenerator> {
    /// The source of random bits.
    public private(set) var generator: Generator
    /// The rule every ticket follows.
    public let rule: LottoRule

    private let width: Int
    private let mask: UInt64
    private var word: UInt64 = 0
    private var bitsLeft = 0

    /// Makes a maker drawing from `generator` under `rule`.
    public init(generator: Generator, rule: LottoRule = .korean645) {
        precondition(
            rule.range.lowerBound >= 0 && rule.range.upperBound <= LottoRule.maximumNumber
                && rule.count <= rule.range.count,
            "a rule must fit the ticket's bit set")
        self.generator = generator
        self.rule = rule
        width = max(1, Int.bitWidth - (rule.range.count - 1).leadingZeroBitCount)
        mask = (1 << UInt64(width)) - 1
    }

    /// Draws one ticket.
    public mutating func makeTicket() -> LottoTicket {
        let poolSize = UInt64(rule.range.count)
        let lowest = rule.range.lowerBound
        var bits: UInt128 = 0
        var picked = 0
        while picked < rule.count {
            if bitsLeft < width {
                word = generator.next()
                bitsLeft = 64
            }
            let value = word & mask
            word >>= UInt64(width)
            bitsLeft -= width
            guard value < poolSize else { continue }
            let bit: UInt128 = 1 << (lowest + Int(value))
            guard bits & bit == 0 else { continue }
            bits |= bit
            picked += 1
        }
        return LottoTicket(bits: bits)
    }
}
