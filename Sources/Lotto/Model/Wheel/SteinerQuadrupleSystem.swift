/// Steiner quadruple systems SQS(v), the Steiner systems S(3, 4, v): v(v − 1)(v − 2)/24
/// tickets of 4 numbers holding every 3 of the v numbers exactly once. They exist exactly for
/// v ≡ 2 or 4 (mod 6) (Hanani, 1960), and meet Schönheim's bound: no fewer tickets of 4 can
/// hold every 3 numbers, where a search finds a quarter more.
///
/// Two ways of making them, between them every such v up to 64:
/// - Doubling, for v ≡ 0 (mod 4): SQS(2v) from SQS(v) (``doubled(_:points:)`` has the proof).
/// - For v ≡ 2 (mod 4), which doubling cannot reach (v/2 is odd): the orbits of a few base
///   tickets under the maps x ↦ mʲ·x + s (mod n) for shifts s by `step` and powers of a
///   multiplier m, the point n (∞, when v = n + 1) fixed. The base tickets were found by an
///   exact-cover search over the orbits of triples (Knuth's dancing links); the tests check
///   each system by brute force. A cyclic SQS(14) does not exist (the search exhausts it), so
///   SQS(14) and SQS(46) are taken with the shifts by 2 (two orbits of numbers, odd and
///   even, which the multiplier keeps); SQS(38), (50) and (62) fix ∞.
enum SteinerQuadrupleSystem {
    /// A system given by its base tickets under a group of maps x ↦ mʲ·x + s (mod `modulus`).
    struct Orbits {
        let modulus: Int
        let step: Int
        let multiplier: Int
        let base: [[Int]]
    }

    static let orbits: [Int: Orbits] = [
        10: Orbits(modulus: 10, step: 1, multiplier: 1, base: [[0, 1, 2, 6], [0, 1, 3, 4], [0, 2, 4, 7]]),
        14: Orbits(
            modulus: 14, step: 2, multiplier: 9,
            base: [
                [0, 1, 2, 13], [0, 1, 3, 12], [0, 1, 4, 6], [0, 1, 7, 8], [0, 1, 9, 11], [0, 2, 4, 8], [1, 3, 5, 11],
            ]),
        22: Orbits(
            modulus: 22, step: 1, multiplier: 1,
            base: [
                [0, 1, 2, 6], [0, 1, 3, 10], [0, 1, 4, 14], [0, 1, 7, 8], [0, 1, 9, 19], [0, 1, 11, 13],
                [0, 1, 12, 17], [0, 1, 18, 20], [0, 2, 7, 16], [0, 2, 8, 14], [0, 2, 10, 17], [0, 2, 13, 19],
                [0, 2, 15, 18], [0, 3, 6, 18], [0, 3, 8, 11], [0, 4, 8, 17], [0, 4, 9, 16], [0, 4, 11, 15],
            ]),
        26: Orbits(
            modulus: 26, step: 1, multiplier: 1,
            base: [
                [0, 1, 2, 4], [0, 1, 5, 19], [0, 1, 6, 8], [0, 1, 7, 13], [0, 1, 9, 23], [0, 1, 10, 17],
                [0, 1, 11, 22], [0, 1, 12, 14], [0, 1, 15, 24], [0, 1, 16, 20], [0, 1, 18, 21], [0, 2, 5, 9],
                [0, 2, 6, 10], [0, 2, 7, 18], [0, 2, 8, 16], [0, 2, 11, 23], [0, 2, 12, 22], [0, 2, 13, 19],
                [0, 3, 6, 21], [0, 3, 10, 13], [0, 3, 11, 20], [0, 3, 15, 22], [0, 4, 9, 14], [0, 4, 13, 17],
                [0, 5, 12, 20], [0, 5, 13, 18],
            ]),
        34: Orbits(
            modulus: 34, step: 1, multiplier: 1,
            base: [
                [0, 1, 2, 20], [0, 1, 3, 10], [0, 1, 4, 30], [0, 1, 5, 14], [0, 1, 6, 29], [0, 1, 7, 16],
                [0, 1, 8, 26], [0, 1, 9, 18], [0, 1, 11, 12], [0, 1, 13, 31], [0, 1, 15, 25], [0, 1, 17, 22],
                [0, 1, 21, 27], [0, 1, 28, 32], [0, 2, 4, 29], [0, 2, 5, 23], [0, 2, 6, 17], [0, 2, 7, 21],
                [0, 2, 8, 18], [0, 2, 10, 12], [0, 2, 11, 15], [0, 2, 13, 25], [0, 2, 14, 28], [0, 2, 16, 19],
                [0, 2, 22, 31], [0, 3, 6, 12], [0, 3, 7, 27], [0, 3, 8, 24], [0, 3, 11, 14], [0, 3, 13, 19],
                [0, 3, 15, 22], [0, 3, 17, 28], [0, 4, 9, 20], [0, 4, 10, 22], [0, 4, 11, 27], [0, 4, 12, 18],
                [0, 4, 14, 21], [0, 4, 17, 26], [0, 4, 19, 28], [0, 5, 10, 27], [0, 5, 12, 20], [0, 5, 13, 24],
                [0, 5, 15, 26], [0, 6, 19, 27],
            ]),
        38: Orbits(
            modulus: 37, step: 1, multiplier: 10,
            base: [
                [0, 1, 2, 25], [0, 1, 3, 35], [0, 1, 4, 11], [0, 1, 5, 14], [0, 1, 6, 18], [0, 1, 7, 13],
                [0, 1, 8, 30], [0, 1, 9, 20], [0, 1, 10, 26], [0, 1, 12, 28], [0, 1, 15, 31], [0, 1, 16, 19],
                [0, 1, 17, 21], [0, 1, 23, 37], [0, 1, 27, 34], [0, 1, 29, 33], [0, 2, 4, 18], [0, 2, 7, 23],
                [0, 2, 8, 22], [0, 2, 15, 20], [0, 2, 17, 31], [0, 2, 19, 24], [0, 3, 7, 28], [0, 3, 12, 33],
                [0, 3, 24, 37], [0, 5, 13, 19], [0, 5, 23, 29],
            ]),
        46: Orbits(
            modulus: 46, step: 2, multiplier: 3,
            base: [
                [0, 1, 2, 6], [0, 1, 3, 37], [0, 1, 4, 23], [0, 1, 5, 20], [0, 1, 7, 26], [0, 1, 8, 16], [0, 1, 9, 40],
                [0, 1, 13, 36], [0, 1, 14, 21], [0, 1, 15, 42], [0, 1, 17, 27], [0, 1, 19, 45], [0, 2, 7, 42],
                [0, 2, 8, 40], [1, 3, 5, 17],
            ]),
        50: Orbits(
            modulus: 49, step: 1, multiplier: 18,
            base: [
                [0, 1, 2, 18], [0, 1, 3, 43], [0, 1, 4, 36], [0, 1, 5, 9], [0, 1, 6, 46], [0, 1, 7, 15], [0, 1, 8, 41],
                [0, 1, 10, 26], [0, 1, 12, 25], [0, 1, 13, 45], [0, 1, 14, 22], [0, 1, 16, 28], [0, 1, 19, 49],
                [0, 1, 20, 32], [0, 1, 21, 47], [0, 1, 23, 35], [0, 1, 24, 37], [0, 1, 27, 31], [0, 1, 29, 39],
                [0, 1, 33, 44], [0, 1, 34, 38], [0, 1, 40, 42], [0, 2, 5, 13], [0, 2, 6, 35], [0, 2, 7, 27],
                [0, 2, 8, 28], [0, 2, 11, 36], [0, 2, 14, 39], [0, 2, 24, 45], [0, 2, 25, 46], [0, 2, 37, 41],
                [0, 2, 38, 49], [0, 3, 8, 49], [0, 3, 10, 37], [0, 3, 12, 40], [0, 3, 32, 44], [0, 4, 26, 49],
                [0, 4, 27, 43], [0, 6, 15, 39], [0, 6, 16, 49], [0, 7, 14, 35], [0, 7, 21, 49], [0, 9, 24, 49],
                [0, 12, 32, 49],
            ]),
        58: Orbits(
            modulus: 58, step: 1, multiplier: 7,
            base: [
                [0, 1, 2, 29], [0, 1, 3, 36], [0, 1, 4, 12], [0, 1, 5, 17], [0, 1, 7, 9], [0, 1, 8, 14],
                [0, 1, 11, 37], [0, 1, 13, 30], [0, 1, 15, 47], [0, 1, 16, 53], [0, 1, 18, 42], [0, 1, 19, 41],
                [0, 1, 22, 34], [0, 1, 27, 55], [0, 1, 31, 48], [0, 1, 39, 56], [0, 1, 40, 43], [0, 2, 6, 30],
                [0, 2, 8, 12],
            ]),
        62: Orbits(
            modulus: 61, step: 1, multiplier: 13,
            base: [
                [0, 1, 2, 23], [0, 1, 3, 10], [0, 1, 4, 26], [0, 1, 5, 14], [0, 1, 6, 52], [0, 1, 7, 9], [0, 1, 8, 31],
                [0, 1, 11, 45], [0, 1, 12, 38], [0, 1, 13, 44], [0, 1, 15, 49], [0, 1, 16, 24], [0, 1, 17, 35],
                [0, 1, 18, 42], [0, 1, 19, 30], [0, 1, 20, 51], [0, 1, 21, 33], [0, 1, 25, 59], [0, 1, 27, 54],
                [0, 1, 28, 53], [0, 1, 29, 46], [0, 1, 32, 37], [0, 1, 34, 40], [0, 1, 36, 41], [0, 1, 39, 57],
                [0, 1, 43, 58], [0, 1, 48, 61], [0, 1, 50, 56], [0, 2, 4, 41], [0, 2, 6, 42], [0, 2, 7, 56],
                [0, 2, 10, 28], [0, 2, 11, 53], [0, 2, 12, 22], [0, 2, 17, 37], [0, 2, 18, 34], [0, 2, 21, 57],
                [0, 2, 24, 45], [0, 2, 25, 44], [0, 2, 26, 33], [0, 2, 31, 58], [0, 2, 35, 61], [0, 2, 40, 43],
                [0, 3, 7, 32], [0, 3, 9, 53], [0, 3, 15, 57], [0, 3, 19, 39], [0, 3, 22, 49], [0, 3, 37, 55],
                [0, 3, 42, 61], [0, 4, 8, 54], [0, 4, 9, 45], [0, 4, 16, 21], [0, 4, 56, 61], [0, 6, 16, 46],
                [0, 6, 17, 38], [0, 6, 21, 51], [0, 6, 23, 30], [0, 6, 44, 61], [0, 7, 31, 61], [0, 8, 18, 61],
                [0, 8, 40, 51], [0, 11, 40, 61], [0, 12, 46, 61], [0, 16, 41, 61],
            ]),
    ]

    /// Every SQS(v) made, by its v: built once, on first use.
    static let systems: [Int: [UInt64]] = {
        var systems: [Int: [UInt64]] = [4: [0b1111]]
        for v in stride(from: 8, through: Wheel.numberLimit, by: 2) where isAdmissible(v) {
            if let orbits = orbits[v] {
                systems[v] = developed(orbits, points: v)
            } else if v % 4 == 0, let half = systems[v / 2] {
                systems[v] = doubled(half, points: v / 2)
            }
        }
        return systems
    }()

    /// Whether an SQS(v) can exist: v ≡ 2 or 4 (mod 6), or v is 1 or 2 (no tickets at all).
    static func isAdmissible(_ v: Int) -> Bool { v % 6 == 2 || v % 6 == 4 }

    /// The tickets of SQS(`v`), or `nil` when lotto makes none of that many numbers.
    static func blocks(points v: Int) -> [UInt64]? { systems[v] }

    /// The tickets of `orbits` over `0..<points`: each base ticket under every map, kept once
    /// (a ticket some map fixes comes back to itself).
    static func developed(_ orbits: Orbits, points: Int) -> [UInt64] {
        let n = orbits.modulus
        var powers = [1]
        var next = orbits.multiplier % n
        while next != 1 {
            powers.append(next)
            next = next * orbits.multiplier % n
        }
        var seen = Set<UInt64>()
        var tickets: [UInt64] = []
        for block in orbits.base {
            for power in powers {
                for shift in stride(from: 0, to: n, by: orbits.step) {
                    let ticket = block.reduce(UInt64(0)) { ticket, point in
                        ticket | 1 << UInt64(point == n ? n : (power * point + shift) % n)
                    }
                    if seen.insert(ticket).inserted { tickets.append(ticket) }
                }
            }
        }
        return tickets
    }

    /// SQS(2v) over `0..<2v` from an SQS(v) over `0..<v`: each number x has a twin x + v.
    /// Its tickets are each ticket {a, b, c, d} of SQS(v) with an even number of its numbers
    /// moved to their twins (8 ways), and {a, a + v, b, b + v} for each pair a < b.
    ///
    /// Proof that 3 numbers share exactly one ticket. Three of different bases (x and x + v
    /// share a base) lie in one ticket {a, b, c, d} of SQS(v), and the fourth number's twin
    /// is fixed by the count moved being even: exactly one of the first kind; no pair ticket
    /// holds them (its 4 numbers have 2 bases). Three with a base repeated, {a, a + v, x},
    /// are in no ticket of the first kind (its bases differ) and in the pair ticket of a and
    /// x's base alone. So 8·b + C(v, 2) tickets, which is v(v − 1)(2v − 1)/6 = b(2v).
    static func doubled(_ tickets: [UInt64], points v: Int) -> [UInt64] {
        var doubled: [UInt64] = []
        for ticket in tickets {
            let items = Combinations.items(ticket)
            for twins in 0..<16 where twins.nonzeroBitCount % 2 == 0 {
                doubled.append(
                    items.enumerated().reduce(UInt64(0)) { moved, element in
                        moved | 1 << UInt64(element.element + (twins >> element.offset & 1) * v)
                    })
            }
        }
        for a in 0..<v {
            for b in (a + 1)..<v {
                doubled.append(1 << UInt64(a) | 1 << UInt64(a + v) | 1 << UInt64(b) | 1 << UInt64(b + v))
            }
        }
        return doubled
    }
}
