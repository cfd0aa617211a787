/// The projective planes of orders 2, 3, 4, 5 and 7, as covering designs: q² + q + 1 tickets
/// of q + 1 numbers over q² + q + 1 numbers, every pair of numbers on exactly one ticket. No
/// fewer tickets of q + 1 numbers can hold every pair of q² + q + 1 (Schönheim's bound is met),
/// where a search finds far more as the numbers grow (BENCHMARKS.md, "Wheels").
///
/// Each plane is a cyclic one, from a Singer difference set D modulo n = q² + q + 1: the
/// tickets are D + s for each shift s. Proof: every non-zero residue is a difference a − b
/// of two elements of D (the tests check it), so for numbers x ≠ y there are a, b in D with
/// a − b = y − x, and the ticket D + (x − b) holds x = b + (x − b) and y = a + (x − b).
enum ProjectivePlane {
    /// Singer difference sets by ticket size (q + 1), with their modulus q² + q + 1.
    static let differenceSets: [Int: (modulus: Int, set: [Int])] = [
        3: (7, [0, 1, 3]),
        4: (13, [0, 1, 3, 9]),
        5: (21, [0, 1, 4, 14, 16]),
        6: (31, [0, 1, 3, 8, 12, 18]),
        8: (57, [0, 1, 3, 13, 32, 36, 43, 52]),
    ]

    /// Tickets of `ticketSize` of the items `0..<items` holding every pair, from the plane
    /// whose lines have `ticketSize` points; `nil` when there is none or it has too few points.
    ///
    /// With fewer items than points, each line keeps the points below `items` and is filled
    /// up with the smallest items it lacks: a pair of items still lies on its line. Lines left
    /// with fewer than two items hold no pair and are dropped.
    static func tickets(items: Int, ticketSize k: Int) -> [UInt64]? {
        guard let (n, set) = differenceSets[k], items <= n, items >= k else { return nil }
        var tickets: [UInt64] = []
        var seen = Set<UInt64>()
        for shift in 0..<n {
            var line = set.reduce(UInt64(0)) { line, point in
                let item = (point + shift) % n
                return item < items ? line | 1 << UInt64(item) : line
            }
            guard line.nonzeroBitCount >= 2 else { continue }
            var filler = 0
            while line.nonzeroBitCount < k {
                line |= 1 << UInt64(filler)
                filler += 1
            }
            if seen.insert(line).inserted { tickets.append(line) }
        }
        return tickets
    }
}
