/// Draws tickets: distinct numbers from a game's drums, uniformly at random, honouring numbers
/// excluded from or included in every ticket.
///
/// The sampler, fixed so that a seeded draw never changes (see docs/randomness.md, "Seeded draws"): for
/// each drum (the main numbers, then a separate drum if the game has one), with `w` the bit
/// width of the drum's size minus one (6 for 1...45), take `w` bits at a time from the
/// generator's 64-bit words, lowest bits first; a value `v` of the drum's size or more is
/// rejected, otherwise it stands for the number `lowest + v`, which is rejected if already on
/// the ticket or excluded. When fewer than `w` bits of a word are left they are dropped and
/// the next word is taken; bits left over carry on to the next drum and the next ticket.
/// Included numbers are on every ticket from the start.
///
/// Rejection, never `% n`, keeps every number equally likely, and re-drawing repeats makes
/// every set of allowed numbers equally likely.
///
/// With a ``TicketFilter``, a ticket whose main numbers do not pass is drawn again, so that
/// every passing ticket stays equally likely. When fewer than one ticket in
/// ``rankedShareLimit`` passes, the passing tickets are counted instead (``PassingTickets``)
/// and one is taken by a rank drawn as above: with `w` the bit width of the count minus one,
/// `w` bits at a time (whole words for `w` = 64), a value of the count or more rejected.
public struct LottoNumberMaker<Generator: RandomNumberGenerator> {
    /// One drum's rule and constraints, with its sampling constants.
    private struct Drum {
        let rule: LottoRule
        let width: Int
        let mask: UInt64
        let excluded: UInt128
        let included: UInt128
        /// How many numbers `included` holds (counting bits is slow on x86-64 without POPCNT).
        let includedCount: Int
        /// Whether every number fits in 64 bits (all of 0...63), so that the drum can be
        /// drawn with 64-bit sets, which take half the instructions of 128-bit ones.
        let fitsInWord: Bool

        init(rule: LottoRule, excluded: UInt128 = 0, included: UInt128 = 0) {
            precondition(
                rule.range.lowerBound >= 0 && rule.range.upperBound <= LottoRule.maximumNumber
                    && rule.count <= rule.range.count,
                "a rule must fit the ticket's bit set")
            self.rule = rule
            width = max(1, Int.bitWidth - (rule.range.count - 1).leadingZeroBitCount)
            mask = (1 << UInt64(width)) - 1
            self.excluded = excluded
            self.included = included
            includedCount = included.nonzeroBitCount
            fitsInWord = rule.range.upperBound < 64
        }
    }

    /// The source of random bits.
    private(set) var generator: Generator
    /// The game every ticket is drawn for.
    public let game: LottoGame

    private let main: Drum
    private let extra: Drum?
    /// The filtered main drum's passing tickets; `nil` without a filter.
    private let passing: PassingTickets?
    private var word: UInt64 = 0
    private var bitsLeft = 0

    /// Makes a maker drawing tickets of `game` from `generator`.
    public init(generator: Generator, game: LottoGame = .korean645) {
        self.init(generator: generator, game: game, main: Drum(rule: game.main))
    }

    private init(generator: Generator, game: LottoGame, main: Drum, passing: PassingTickets? = nil) {
        self.generator = generator
        self.game = game
        self.main = main
        self.passing = passing
        extra = game.extra.map { Drum(rule: $0) }
    }

    /// Below this share of passing tickets, a filtered draw counts them and draws by rank
    /// rather than drawing again until one passes, which would cost ever more tries a ticket
    /// as fewer pass; above it, the count's table is not worth its memory.
    static var rankedShareLimit: Double { 1.0 / 64 }

    /// Makes a maker whose main numbers never include `excluding`, always include `including`
    /// and pass `filter`.
    ///
    /// - Throws: ``DrawError`` when the request is impossible, naming why: before drawing
    ///   anything, and with no ticket passing `filter` found by counting, never by trying.
    public init(
        generator: Generator, game: LottoGame, excluding: Set<Int>, including: Set<Int>,
        filter: TicketFilter = TicketFilter()
    ) throws(DrawError) {
        let range = game.main.range
        for number in excluding.union(including).sorted() where !range.contains(number) {
            throw .outOfRange(number, range)
        }
        if let both = excluding.intersection(including).min() { throw .bothExcludedAndIncluded(both) }
        guard including.count <= game.main.count else {
            throw .tooManyIncluded(including.count, ticketSize: game.main.count)
        }
        let left = range.count - excluding.count
        guard left >= game.main.count else { throw .tooFewLeft(left, needed: game.main.count) }
        let bits = { (numbers: Set<Int>) in numbers.reduce(UInt128(0)) { $0 | (1 << $1) } }
        let main = Drum(rule: game.main, excluded: bits(excluding), included: bits(including))
        var passing: PassingTickets?
        if !filter.isEmpty {
            guard PassingTickets.countingWork(rule: game.main, filter: filter) <= PassingTickets.workLimit else {
                throw .tooLargeToFilter(ticketSize: game.main.count, numbers: range.count)
            }
            let counted = PassingTickets(
                rule: game.main, excluded: main.excluded, included: main.included, filter: filter, ranked: false)
            guard counted.count > 0 else {
                throw .noTicketPasses(filter, withChosenNumbers: !excluding.isEmpty || !including.isEmpty)
            }
            passing = counted
            if counted.passingShare < Self.rankedShareLimit {
                // Drawing again until one passes would take ever longer: by rank, or not at all.
                let ranked = PassingTickets(
                    rule: game.main, excluded: main.excluded, included: main.included, filter: filter, ranked: true)
                guard ranked.isRanked else {
                    throw .tooLargeToFilter(ticketSize: game.main.count, numbers: range.count)
                }
                passing = ranked
            }
        }
        self.init(generator: generator, game: game, main: main, passing: passing)
    }

    /// A maker of the same game and constraints drawing from `generator`: one for each thread
    /// of a draw spread over processors (a copy of this maker would share its generator).
    public func drawing<Other: RandomNumberGenerator>(from generator: Other) -> LottoNumberMaker<Other> {
        LottoNumberMaker<Other>(generator: generator, game: game, sameDrumAs: main, passing: passing)
    }

    /// A maker drawing from a drum of another maker's (each maker's type has its own `Drum`).
    private init(
        generator: Generator, game: LottoGame, sameDrumAs main: LottoNumberMaker<some RandomNumberGenerator>.Drum,
        passing: PassingTickets?
    ) {
        self.init(
            generator: generator, game: game,
            main: Drum(rule: main.rule, excluded: main.excluded, included: main.included), passing: passing)
    }

    /// Draws one ticket.
    public mutating func makeTicket() -> LottoTicket {
        let mainBits: UInt128
        if let passing {
            mainBits = drawPassing(passing)
        } else {
            mainBits = draw(main)
        }
        return LottoTicket(bits: mainBits, extraBits: extra.map { draw($0) } ?? 0)
    }

    /// The main numbers of a ticket that passes the filter, each passing ticket equally likely.
    private mutating func drawPassing(_ passing: PassingTickets) -> UInt128 {
        if passing.isRanked { return passing.ticket(at: number(below: passing.count)) }
        while true {
            let bits = draw(main)
            if passing.filter.passes(bits) { return bits }
        }
    }

    /// A number below `bound`, uniformly: the sampler's rejection, on the same stream of bits.
    private mutating func number(below bound: UInt64) -> UInt64 {
        let width = max(1, UInt64.bitWidth - (bound - 1).leadingZeroBitCount)
        let mask = width == UInt64.bitWidth ? UInt64.max : (1 << UInt64(width)) - 1
        while true {
            if bitsLeft < width {
                word = generator.next()
                bitsLeft = 64
            }
            let value = word & mask
            word = width == UInt64.bitWidth ? 0 : word >> UInt64(width)
            bitsLeft -= width
            if value < bound { return value }
        }
    }

    @inline(__always)
    private mutating func draw(_ drum: Drum) -> UInt128 {
        drum.fitsInWord ? UInt128(draw(drum, as: UInt64.self)) : draw(drum, as: UInt128.self)
    }

    /// The sampler above, in sets of type `Bits`. Branch-free but for the loop and the word
    /// refill: whether a value is taken is random, and a branch on it would be mispredicted a
    /// third of the time (a rejection costs more than the rest of the step). The set of numbers
    /// taken or barred is the only value carried from one step to the next, through a single
    /// OR, so that steps overlap in the processor instead of waiting on each other.
    @inline(__always)
    private mutating func draw<Bits: FixedWidthInteger & UnsignedInteger>(_ drum: Drum, as _: Bits.Type) -> Bits {
        let poolSize = UInt64(drum.rule.range.count)
        let lowest = UInt64(drum.rule.range.lowerBound)
        let blocked = Bits(truncatingIfNeeded: drum.excluded)
        var takenOrBlocked = Bits(truncatingIfNeeded: drum.included) | blocked
        var picked = drum.includedCount
        while picked < drum.rule.count {
            if bitsLeft < drum.width {
                word = generator.next()
                bitsLeft = 64
            }
            let value = word & drum.mask
            word &>>= UInt64(drum.width)
            bitsLeft &-= drum.width
            // 1 when the value is in the drum (value and size are below 2^8, so the difference
            // is negative exactly then), else 0.
            let inDrum = (value &- poolSize) >> 63
            // A value outside the drum may name a bit past the set: shift by a masked amount
            // (`&<<`); the bit is thrown away below.
            let bit = (1 as Bits) &<< (lowest &+ value)
            let isFree: UInt64 = takenOrBlocked & bit == 0 ? 1 : 0
            // Counted as arithmetic, not compared: LLVM turns a comparison of the set before
            // and after into a branch.
            picked &+= Int(truncatingIfNeeded: inDrum & isFree)
            takenOrBlocked |= bit & (0 &- Bits(truncatingIfNeeded: inDrum))
        }
        return takenOrBlocked & ~blocked
    }
}
