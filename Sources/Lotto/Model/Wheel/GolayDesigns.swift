/// The Steiner systems of the Golay codes, and those derived from them: the supports of the
/// words of least weight of a perfect code hold every few of their numbers exactly once.
///
/// - The extended ternary Golay code (12 numbers, minimum weight 6): its 264 words of weight 6
///   have 132 supports (a word and its negative share one), the blocks of S(5, 6, 12), the
///   small Witt design.
/// - The extended binary Golay code (24 numbers, minimum weight 8): its 759 words of weight 8,
///   the octads, are the blocks of S(5, 8, 24), the large Witt design.
///
/// Derived at a point (``derived(_:points:)``), S(t, k, v) gives S(t − 1, k − 1, v − 1):
/// S(4, 5, 11) of 66 tickets, S(4, 7, 23) of 253, and S(3, 6, 22) of 77 by deriving twice.
/// Each code is made from its cyclic (quadratic residue) generator and extended by a check
/// digit; the tests check every system by brute force.
enum GolayDesigns {
    /// S(5, 6, 12): the supports of the extended ternary Golay code's words of weight 6.
    static let hexads: [UInt64] = {
        // The ternary quadratic residue code of length 11: the multiples of
        // g(x) = x⁵ + x⁴ − x³ + x² − 1, coefficients from x⁰ up (−1 is 2).
        let generator = [2, 0, 1, 2, 1, 1]
        let rows = (0..<6).map { shift in
            (0..<11).map { place in
                let index = (place - shift + 11) % 11
                return index < generator.count ? generator[index] : 0
            }
        }
        var supports = Set<UInt64>()
        for combination in 0..<729 {
            // Digits of `combination` in base 3: how many times each row is added.
            var word = [Int](repeating: 0, count: 12)
            var digits = combination
            for row in rows {
                for place in 0..<11 { word[place] = (word[place] + digits % 3 * row[place]) % 3 }
                digits /= 3
            }
            // The check digit makes the digits' sum 0 (mod 3).
            word[11] = (3 - word.reduce(0, +) % 3) % 3
            let support = word.enumerated().reduce(UInt64(0)) { $0 | ($1.element == 0 ? 0 : 1 << UInt64($1.offset)) }
            if support.nonzeroBitCount == 6 { supports.insert(support) }
        }
        return supports.sorted()
    }()

    /// S(5, 8, 24): the extended binary Golay code's words of weight 8.
    static let octads: [UInt64] = {
        // The binary quadratic residue code of length 23: the multiples of
        // g(x) = x¹¹ + x¹⁰ + x⁶ + x⁵ + x⁴ + x² + 1, each with a parity bit at 23.
        let generator: UInt64 = 0b1100_0111_0101
        let rows = (0..<12).map { shift -> UInt64 in
            let word = generator << UInt64(shift)
            return word.nonzeroBitCount % 2 == 0 ? word : word | 1 << 23
        }
        var octads: [UInt64] = []
        for combination in 0..<(1 << 12) {
            let word = rows.indices.reduce(UInt64(0)) { combination >> $1 & 1 == 0 ? $0 : $0 ^ rows[$1] }
            if word.nonzeroBitCount == 8 { octads.append(word) }
        }
        return octads.sorted()
    }()

    /// The design derived at the last of `points`: its tickets holding that number, less it.
    /// From S(t, k, v), an S(t − 1, k − 1, v − 1): t − 1 numbers with the last make t, which
    /// share exactly one ticket.
    static func derived(_ tickets: [UInt64], points: Int) -> [UInt64] {
        let last: UInt64 = 1 << UInt64(points - 1)
        return tickets.filter { $0 & last != 0 }.map { $0 & ~last }
    }
}
