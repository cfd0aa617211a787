import Testing

@testable import Lotto

/// The Steiner systems wheels are made of, each checked by brute force against its definition
/// (every t of its numbers on exactly one ticket), and the wheels they make.
@Suite struct SteinerSystemTests {
    /// The SQS(v) lotto makes: every v ≡ 2 or 4 (mod 6) up to 64.
    static let quadrupleSystems = [4, 8, 10, 14, 16, 20, 22, 26, 28, 32, 34, 38, 40, 44, 46, 50, 52, 56, 58, 62, 64]

    /// The systems of the Golay codes and those derived from them: (t, k, v).
    static let golaySystems = [(5, 6, 12), (4, 5, 11), (5, 8, 24), (4, 7, 23), (3, 6, 22)]

    /// How many tickets hold each `t`-set of `tickets`' numbers, keyed by the set as a mask:
    /// every `t`-subset of each ticket counted, written apart from the code under test.
    static func counts(_ tickets: [UInt64], strength t: Int) -> [UInt64: Int] {
        var counts: [UInt64: Int] = [:]
        func count(_ rest: UInt64, chosen: UInt64, left: Int) {
            guard left > 0 else {
                counts[chosen, default: 0] += 1
                return
            }
            var rest = rest
            while rest != 0 {
                let low = rest & (~rest &+ 1)
                rest &= ~low
                count(rest, chosen: chosen | low, left: left - 1)
            }
        }
        for ticket in tickets { count(ticket, chosen: 0, left: t) }
        return counts
    }

    /// C(n, r), by the product formula.
    static func choose(_ n: Int, _ r: Int) -> Int { (0..<r).reduce(1) { $0 * (n - $1) / ($1 + 1) } }

    /// Whether `tickets` are S(t, k, v): each of k numbers below v, all different, and every
    /// t of the v numbers on exactly one ticket.
    static func isSteinerSystem(_ tickets: [UInt64], strength t: Int, blockSize k: Int, points v: Int) -> Bool {
        guard tickets.allSatisfy({ $0.nonzeroBitCount == k && $0 >> UInt64(v) == 0 }),
            Set(tickets).count == tickets.count
        else { return false }
        let counts = Self.counts(tickets, strength: t)
        return counts.count == choose(v, t) && counts.values.allSatisfy { $0 == 1 }
    }

    @Test(arguments: quadrupleSystems)
    func quadrupleSystemsHoldEveryThreeOnce(points: Int) throws {
        let blocks = try #require(SteinerQuadrupleSystem.blocks(points: points))
        #expect(blocks.count == points * (points - 1) * (points - 2) / 24)
        #expect(Self.isSteinerSystem(blocks, strength: 3, blockSize: 4, points: points))
    }

    /// Every admissible v up to the wheel's limit is made; none where none can exist.
    @Test func quadrupleSystemsAreMadeForTheirNumbers() {
        #expect(SteinerQuadrupleSystem.systems.keys.sorted() == Self.quadrupleSystems)
        #expect(Self.quadrupleSystems == (4...64).filter { $0 % 6 == 2 || $0 % 6 == 4 })
    }

    @Test(arguments: golaySystems)
    func golaySystemsHoldEveryTOnce(strength: Int, blockSize: Int, points: Int) throws {
        let blocks = try #require(SteinerSystem.blocks(points: points, blockSize: blockSize, strength: strength))
        #expect(blocks.count == Self.choose(points, strength) / Self.choose(blockSize, strength))
        #expect(Self.isSteinerSystem(blocks, strength: strength, blockSize: blockSize, points: points))
    }

    /// Doubling keeps the defining property, whatever system it starts from (checked above for
    /// the systems made by it; here from each one made otherwise).
    @Test(arguments: [10, 14, 22, 26])
    func doublingMakesASystemOfTwiceTheNumbers(points: Int) throws {
        let doubled = SteinerQuadrupleSystem.doubled(
            try #require(SteinerQuadrupleSystem.blocks(points: points)), points: points)
        #expect(Self.isSteinerSystem(doubled, strength: 3, blockSize: 4, points: 2 * points))
    }

    /// A system cut down to fewer numbers still holds every t of them.
    @Test(arguments: [(3, 4, 13), (3, 4, 45), (5, 6, 11), (3, 6, 20), (4, 7, 22)])
    func cutDownSystemsStillHoldEveryT(strength: Int, ticketSize: Int, items: Int) throws {
        let tickets = try #require(SteinerSystem.covering(items: items, ticketSize: ticketSize, strength: strength))
        #expect(tickets.allSatisfy { $0.nonzeroBitCount == ticketSize && $0 >> UInt64(items) == 0 })
        #expect(Self.counts(tickets, strength: strength).count == Self.choose(items, strength))
    }

    /// Where a system fits the request exactly the wheel is the system: the proven minimum.
    @Test(arguments: [
        (6, 12, 5, 132), (6, 22, 3, 77), (4, 14, 3, 91), (4, 16, 3, 140), (4, 20, 3, 285), (5, 11, 4, 66),
        (4, 64, 3, 10_416), (8, 24, 5, 759),
    ])
    func wheelsOfASystemsSizeAreTheSystem(ticketSize: Int, items: Int, matched: Int, best: Int) throws {
        let wheel = try Wheel(
            numbers: Array(1...items), rule: LottoRule(count: ticketSize, range: 1...80), drawSize: ticketSize,
            guarantee: WheelGuarantee(matched: matched, drawn: matched))
        #expect(wheel.tickets.count == best)
        #expect(best == Wheel.schonheimBound(v: items, k: ticketSize, t: matched))
        let masks = wheel.tickets.map { $0.reduce(UInt64(0)) { $0 | 1 << UInt64($1 - 1) } }
        #expect(Self.isSteinerSystem(masks, strength: matched, blockSize: ticketSize, points: items))
    }
}
