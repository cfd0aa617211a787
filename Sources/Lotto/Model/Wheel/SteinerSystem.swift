/// The Steiner systems S(t, k, v) lotto knows: tickets of k numbers out of v holding every t
/// of them exactly once, C(v, t)/C(k, t) tickets. That is Schönheim's bound, so where one
/// exists no wheel of its tickets' size promising t if t is smaller.
///
/// - t = 2: the planes and triple systems of ``CyclicDesign``.
/// - S(3, 4, v) for every v ≡ 2 or 4 (mod 6) up to 64 (``SteinerQuadrupleSystem``).
/// - S(5, 6, 12), S(4, 5, 11), S(5, 8, 24), S(4, 7, 23) and S(3, 6, 22) (``GolayDesigns``).
///
/// A system of more numbers than a wheel's is cut down to them (``cutDown(_:items:ticketSize:strength:)``),
/// and still holds every t of them, if no longer exactly once.
enum SteinerSystem {
    /// What a system is: its strength t, its tickets' size k, its numbers v.
    struct Parameters: Hashable {
        let strength: Int
        let blockSize: Int
        let points: Int
    }

    /// The systems of strength 3 or more, by their parameters: built once, on first use.
    static let catalog: [Parameters: [UInt64]] = {
        var catalog: [Parameters: [UInt64]] = [:]
        for (points, blocks) in SteinerQuadrupleSystem.systems {
            catalog[Parameters(strength: 3, blockSize: 4, points: points)] = blocks
        }
        let hexads = GolayDesigns.hexads
        let octads = GolayDesigns.octads
        let octadsAt23 = GolayDesigns.derived(octads, points: 24)
        catalog[Parameters(strength: 5, blockSize: 6, points: 12)] = hexads
        catalog[Parameters(strength: 4, blockSize: 5, points: 11)] = GolayDesigns.derived(hexads, points: 12)
        catalog[Parameters(strength: 5, blockSize: 8, points: 24)] = octads
        catalog[Parameters(strength: 4, blockSize: 7, points: 23)] = octadsAt23
        catalog[Parameters(strength: 3, blockSize: 6, points: 22)] = GolayDesigns.derived(octadsAt23, points: 23)
        return catalog
    }()

    /// The tickets of S(`t`, `k`, `v`) of strength 3 or more, or `nil` when lotto has none.
    static func blocks(points v: Int, blockSize k: Int, strength t: Int) -> [UInt64]? {
        catalog[Parameters(strength: t, blockSize: k, points: v)]
    }

    /// The fewest tickets of `ticketSize` over `0..<items` holding every `strength` of them
    /// that a system gives, whole or cut down; `nil` when no system of that strength and
    /// tickets' size has enough numbers.
    static func covering(items: Int, ticketSize k: Int, strength t: Int) -> [UInt64]? {
        guard items >= k else { return nil }
        if t == 2 { return CyclicDesign.tickets(items: items, ticketSize: k) }
        return catalog.filter { $0.key.strength == t && $0.key.blockSize == k && $0.key.points >= items }
            .sorted { $0.key.points < $1.key.points }
            .map { cutDown($0.value, items: items, ticketSize: k, strength: t) }
            .min { $0.count < $1.count }
    }

    /// A system's tickets cut down to `0..<items`: each ticket keeps its numbers below
    /// `items` and is filled up with the smallest it lacks, so `strength` numbers sharing a
    /// ticket still do. Tickets left with fewer than `strength` numbers hold no such set and
    /// are dropped; tickets made alike are kept once.
    static func cutDown(_ tickets: [UInt64], items: Int, ticketSize: Int, strength: Int) -> [UInt64] {
        let kept = Combinations.first(items)
        var seen = Set<UInt64>()
        return tickets.compactMap { ticket in
            guard (ticket & kept).nonzeroBitCount >= strength else { return nil }
            let cut = Combinations.filled(ticket & kept, toSize: ticketSize)
            return seen.insert(cut).inserted ? cut : nil
        }
    }
}
