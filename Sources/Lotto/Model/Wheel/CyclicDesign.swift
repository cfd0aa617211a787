/// Designs holding every pair of their numbers on exactly one ticket, made by shifting a few
/// base tickets around a cycle: the projective planes of orders 2, 3, 4, 5 and 7 (q² + q + 1
/// tickets of q + 1 numbers over q² + q + 1 numbers) and Steiner triple systems (tickets of
/// 3 over 7, 13, 15, 19, … 63 numbers). No fewer tickets of their size can hold every pair of
/// their numbers (Schönheim's bound is met), where a search finds more as the numbers grow.
///
/// Each design is given by base tickets B₁ … Bₘ of numbers modulo n (a difference family;
/// for a plane, one Singer difference set): its tickets are Bᵢ + s for each shift s. Proof
/// that they hold every pair: every non-zero residue is a difference a − b of two numbers of
/// one base ticket (the tests check it), so for numbers x ≠ y there are a, b in some Bᵢ with
/// a − b = y − x, and the ticket Bᵢ + (x − b) holds x = b + (x − b) and y = a + (x − b). A
/// base ticket {0, n/3, 2n/3} comes back to itself after n/3 shifts: its tickets are kept once.
enum CyclicDesign {
    /// Base tickets by ticket size, each with its modulus: found by a search for difference
    /// families (the planes' are Singer's), each checked by the tests.
    static let baseTickets: [Int: [(modulus: Int, tickets: [[Int]])]] = [
        3: [
            (7, [[0, 1, 3]]),
            (13, [[0, 1, 4], [0, 2, 7]]),
            (15, [[0, 1, 4], [0, 2, 8], [0, 5, 10]]),
            (19, [[0, 1, 4], [0, 2, 9], [0, 5, 11]]),
            (21, [[0, 1, 3], [0, 4, 12], [0, 5, 11], [0, 7, 14]]),
            (25, [[0, 1, 3], [0, 4, 11], [0, 5, 13], [0, 6, 15]]),
            (27, [[0, 1, 3], [0, 4, 11], [0, 5, 15], [0, 6, 14], [0, 9, 18]]),
            (31, [[0, 1, 3], [0, 4, 11], [0, 5, 15], [0, 6, 18], [0, 8, 17]]),
            (33, [[0, 1, 3], [0, 4, 10], [0, 5, 18], [0, 7, 19], [0, 8, 17], [0, 11, 22]]),
            (37, [[0, 1, 3], [0, 4, 9], [0, 6, 18], [0, 7, 20], [0, 8, 22], [0, 10, 21]]),
            (39, [[0, 1, 3], [0, 4, 9], [0, 6, 20], [0, 7, 18], [0, 8, 23], [0, 10, 22], [0, 13, 26]]),
            (43, [[0, 1, 3], [0, 4, 9], [0, 6, 18], [0, 7, 21], [0, 8, 23], [0, 10, 26], [0, 11, 24]]),
            (
                45,
                [
                    [0, 1, 3], [0, 4, 9], [0, 6, 17], [0, 7, 23], [0, 8, 26], [0, 10, 24], [0, 12, 25], [0, 15, 30],
                ]
            ),
            (
                49,
                [
                    [0, 1, 3], [0, 4, 9], [0, 6, 16], [0, 7, 24], [0, 8, 27], [0, 11, 29], [0, 12, 26], [0, 13, 28],
                ]
            ),
            (
                51,
                [
                    [0, 1, 3], [0, 4, 9], [0, 6, 16], [0, 7, 26], [0, 8, 28], [0, 11, 24], [0, 12, 30], [0, 14, 29],
                    [0, 17, 34],
                ]
            ),
            (
                55,
                [
                    [0, 1, 3], [0, 4, 9], [0, 6, 14], [0, 7, 26], [0, 10, 27], [0, 11, 32], [0, 12, 30], [0, 13, 33],
                    [0, 15, 31],
                ]
            ),
            (
                57,
                [
                    [0, 1, 3], [0, 4, 9], [0, 6, 13], [0, 8, 26], [0, 10, 30], [0, 11, 32], [0, 12, 34], [0, 14, 29],
                    [0, 16, 33], [0, 19, 38],
                ]
            ),
            (
                61,
                [
                    [0, 1, 3], [0, 4, 9], [0, 6, 13], [0, 8, 25], [0, 10, 30], [0, 11, 32], [0, 12, 34], [0, 14, 37],
                    [0, 15, 33], [0, 16, 35],
                ]
            ),
            (
                63,
                [
                    [0, 1, 3], [0, 4, 9], [0, 6, 13], [0, 8, 24], [0, 10, 33], [0, 11, 31], [0, 12, 37], [0, 14, 36],
                    [0, 15, 34], [0, 17, 35], [0, 21, 42],
                ]
            ),
        ],
        4: [(13, [[0, 1, 3, 9]])],
        5: [(21, [[0, 1, 4, 14, 16]])],
        6: [(31, [[0, 1, 3, 8, 12, 18]])],
        8: [(57, [[0, 1, 3, 13, 32, 36, 43, 52]])],
    ]

    /// The fewest tickets of `ticketSize` of the items `0..<items` holding every pair that a
    /// design of that ticket size gives, or `nil` when there is none with enough numbers.
    ///
    /// A design with more numbers than items is cut down
    /// (``SteinerSystem/cutDown(_:items:ticketSize:strength:)``): a pair of items still
    /// shares a ticket.
    static func tickets(items: Int, ticketSize k: Int) -> [UInt64]? {
        guard items >= k else { return nil }
        return (baseTickets[k] ?? []).filter { $0.modulus >= items }.map {
            tickets(items: items, ticketSize: k, modulus: $0.modulus, base: $0.tickets)
        }
        .min { $0.count < $1.count }
    }

    private static func tickets(items: Int, ticketSize k: Int, modulus n: Int, base: [[Int]]) -> [UInt64] {
        var tickets: [UInt64] = []
        var seen = Set<UInt64>()
        for block in base {
            for shift in 0..<n {
                let ticket = block.reduce(UInt64(0)) { $0 | 1 << UInt64(($1 + shift) % n) }
                if seen.insert(ticket).inserted { tickets.append(ticket) }
            }
        }
        return SteinerSystem.cutDown(tickets, items: items, ticketSize: k, strength: 2)
    }
}
