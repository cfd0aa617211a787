import Platform

/// Finds few tickets of `ticketSize` of the items `0..<items` keeping a ``WheelGuarantee``: a
/// greedy start, then simulated annealing with one ticket fewer each time it succeeds, as
/// Nurmela and Östergård searched for covering designs ("Upper bounds for covering designs by
/// simulated annealing", 1993).
///
/// The cost of a set of tickets is the number of drawn sets (sets of `drawn` items) that no
/// ticket meets in `matched` items. A move takes such a set at random, a ticket meeting it in
/// `matched - 1` items, and swaps one of the ticket's other items for one of the set's, so
/// that the ticket now covers the set; it is kept if the cost does not rise, or by chance,
/// the more readily the higher the temperature. Each drawn set's count of covering tickets
/// is kept, so a move's cost is found from the sets it changes alone.
///
/// The search is deterministic: its random choices come from a seeded generator, and its
/// effort is counted in moves and in work (``WorkBudget``), never in time.
struct CoveringSearch {
    let items: Int
    let ticketSize: Int
    let guarantee: WheelGuarantee
    private var random: SeededRandomNumberGenerator

    /// The tickets, as masks.
    private(set) var tickets: [UInt64] = []
    /// Every drawn set, by rank.
    private let drawnSets: [UInt64]
    /// For each drawn set, how many tickets cover it.
    private var coverCount: [UInt16]
    /// The drawn sets no ticket covers, and where each is in that list (-1 if covered).
    private var uncovered: [Int32] = []
    private var place: [Int32]
    /// How many drawn sets one ticket covers (``setsCovered(items:ticketSize:guarantee:)``).
    private let setsEachCovers: Int
    /// The work left; the search stops improving once it is down to ``reserve``.
    private var budget: WorkBudget
    /// The work kept for what comes after the search (the check), given the tickets' count.
    private let reserve: (Int) -> Int
    /// The annealing's temperature: it cools on through every size tried, never heated again
    /// (``anneal(moves:)``).
    private var temperature = 1.0
    /// Moves made since the temperature last fell.
    private var movesAtTemperature = 0
    /// The most moves at one temperature (``roundLength``).
    private var longestRound = Int.max

    /// The largest count of drawn sets searched over: its tables take 16 MB.
    static let drawnSetLimit = 1 << 20

    init(
        items: Int, ticketSize: Int, guarantee: WheelGuarantee, seed: UInt64, budget: WorkBudget,
        reserve: @escaping (Int) -> Int
    ) {
        precondition(items <= 64 && ticketSize <= items && guarantee.drawn <= items)
        self.items = items
        self.ticketSize = ticketSize
        self.guarantee = guarantee
        self.budget = budget
        self.reserve = reserve
        setsEachCovers = Self.setsCovered(items: items, ticketSize: ticketSize, guarantee: guarantee)
        random = SeededRandomNumberGenerator(seed: seed)
        var drawnSets = [UInt64](repeating: 0, count: Combinations.choose(items, guarantee.drawn))
        for set in Combinations.subsets(of: Array(0..<items), size: guarantee.drawn) {
            drawnSets[Combinations.rank(set)] = set
        }
        self.budget.spend(drawnSets.count * WorkBudget.rank(drawn: guarantee.drawn))
        self.drawnSets = drawnSets
        coverCount = [UInt16](repeating: 0, count: drawnSets.count)
        uncovered = (0..<Int32(drawnSets.count)).map { $0 }
        place = uncovered
    }

    /// Searches with at most `moves` moves for each size tried and four times that in all,
    /// and within `budget` less what ``reserve`` keeps for the tickets found, returning the
    /// smallest set of tickets found that covers every drawn set, stopping at `lowerBound`.
    /// The first cover is always made whole, whatever it costs: it is what makes a wheel.
    static func search(
        items: Int, ticketSize: Int, guarantee: WheelGuarantee, seed: UInt64, moves: Int, lowerBound: Int,
        budget: inout WorkBudget, reserve: @escaping (Int) -> Int = { _ in 0 }
    ) -> [UInt64] {
        var search = CoveringSearch(
            items: items, ticketSize: ticketSize, guarantee: guarantee, seed: seed, budget: budget, reserve: reserve)
        defer { budget = search.budget }
        search.longestRound = max(1, moves / 100)
        search.greedyStart()
        var best = search.tickets
        var movesLeft = 4 * moves
        // Tickets taken out at a time: many while covering again comes easily (a greedy start
        // can be twice the size found), one once it is hard.
        var step = 1
        while best.count > max(1, lowerBound) && movesLeft > 0 && !search.isOutOfWork {
            for _ in 0..<min(step, best.count - max(1, lowerBound)) where !search.isOutOfWork {
                search.removeLeastUsefulTicket()
            }
            let made = search.anneal(moves: min(moves, movesLeft))
            movesLeft -= made
            if search.uncovered.isEmpty {
                best = search.tickets
                step = made < moves / 16 ? max(1, best.count / 32) : 1
            } else if step > 1 && !search.isOutOfWork {
                // Too many taken out at once: back to the best, one at a time from there.
                step = 1
                search.restart(from: best)
            } else {
                break
            }
        }
        return best
    }

    /// Whether the work left is down to what the check of the tickets needs, and one pass
    /// over every ticket's drawn sets more (the most one step of the search takes: a ticket
    /// taken out, or a start from the best tickets again), so that no step passes the limit.
    private var isOutOfWork: Bool {
        let perTicket =
            setsEachCovers * WorkBudget.rank(drawn: guarantee.drawn) + WorkBudget.ticketSets(ticketSize: ticketSize)
        let pass = tickets.count * perTicket
        return budget.left <= reserve(tickets.count) + pass
    }

    // MARK: Covering counts

    /// Calls `body` with the rank of every drawn set that `ticket` meets in `matched` or more.
    private func forEachCovered(by ticket: UInt64, _ body: (Int) -> Void) {
        let inside = Combinations.items(ticket)
        let outside = Combinations.items(~ticket & Combinations.first(items))
        let (t, p) = (guarantee.matched, guarantee.drawn)
        // A drawn set holds `shared` of the ticket only if the rest fits outside it.
        for shared in stride(from: max(t, p - outside.count), through: min(ticketSize, p), by: 1) {
            let rests = Combinations.subsets(of: outside, size: p - shared)
            for part in Combinations.subsets(of: inside, size: shared) {
                for rest in rests { body(Combinations.rank(part | rest)) }
            }
        }
    }

    /// ``forEachCovered(by:_:)``, charged to the budget.
    private mutating func forEachCharged(by ticket: UInt64, _ body: (Int) -> Void) {
        var count = 0
        forEachCovered(by: ticket) {
            count += 1
            body($0)
        }
        budget.spend(WorkBudget.ticketSets(ticketSize: ticketSize) + count * WorkBudget.rank(drawn: guarantee.drawn))
    }

    private mutating func cover(_ set: Int) {
        if coverCount[set] == 0 {
            // Out of the uncovered list: the last one takes its place.
            let at = Int(place[set])
            let last = uncovered.removeLast()
            if Int(last) != set {
                uncovered[at] = last
                place[Int(last)] = Int32(at)
            }
            place[set] = -1
        }
        coverCount[set] += 1
    }

    private mutating func uncover(_ set: Int) {
        coverCount[set] -= 1
        if coverCount[set] == 0 {
            place[set] = Int32(uncovered.count)
            uncovered.append(Int32(set))
        }
    }

    /// Back to `tickets`, covering counts and all.
    private mutating func restart(from tickets: [UInt64]) {
        self.tickets = []
        coverCount = [UInt16](repeating: 0, count: drawnSets.count)
        uncovered = (0..<Int32(drawnSets.count)).map { $0 }
        place = uncovered
        for ticket in tickets { add(ticket) }
    }

    private mutating func add(_ ticket: UInt64) {
        tickets.append(ticket)
        var covered: [Int] = []
        forEachCharged(by: ticket) { covered.append($0) }
        for set in covered { cover(set) }
    }

    // MARK: Search

    /// The moves at one temperature: as many as there are ways to change a ticket by one
    /// item, k · (v − k) · tickets, over 4 (Nurmela and Östergård's schedule), but at most a
    /// hundredth of the moves a size is given, so that a wheel of many tickets cools within
    /// them too.
    private var roundLength: Int {
        max(100, min(longestRound, ticketSize * (items - ticketSize) * tickets.count / 4))
    }

    /// Tickets until every drawn set is covered: each covers an uncovered set and, of a few
    /// such tickets tried, covers the most uncovered ones.
    private mutating func greedyStart() {
        let t = guarantee.matched
        while !uncovered.isEmpty {
            let target = drawnSets[Int(uncovered[random.below(uncovered.count)])]
            var best: (ticket: UInt64, gain: Int) = (0, -1)
            for _ in 0..<12 {
                var ticket: UInt64 = 0
                while ticket.nonzeroBitCount < t { ticket |= 1 << UInt64(random.item(of: target & ~ticket)) }
                while ticket.nonzeroBitCount < ticketSize { ticket |= 1 << UInt64(random.below(items)) }
                var gain = 0
                let coverCount = coverCount
                forEachCharged(by: ticket) { if coverCount[$0] == 0 { gain += 1 } }
                if gain > best.gain { best = (ticket, gain) }
            }
            add(best.ticket)
        }
    }

    /// Takes out the ticket whose loss uncovers the fewest drawn sets.
    private mutating func removeLeastUsefulTicket() {
        var fewest = (index: 0, loss: Int.max)
        let coverCount = coverCount
        for (index, ticket) in tickets.enumerated() {
            var loss = 0
            forEachCharged(by: ticket) { if coverCount[$0] == 1 { loss += 1 } }
            if loss < fewest.loss { fewest = (index, loss) }
        }
        let ticket = tickets.remove(at: fewest.index)
        var lost: [Int] = []
        forEachCharged(by: ticket) { lost.append($0) }
        for set in lost { uncover(set) }
    }

    /// Anneals until every drawn set is covered, `moves` moves are made or the work runs
    /// out; returns the moves made (all of them when the work ran out).
    ///
    /// The temperature falls by 1% after each round of moves (``roundLength``), and goes on
    /// falling from one size to the next: a wheel one ticket smaller is found near the last
    /// one, where heating it again would throw that away (BENCHMARKS.md, "Wheels at the
    /// proven minimum", compares the two).
    private mutating func anneal(moves: Int) -> Int {
        let (t, p) = (guarantee.matched, guarantee.drawn)
        let all = Combinations.first(items)
        for move in 0..<moves {
            if uncovered.isEmpty { return move }
            if isOutOfWork { return moves }
            let target = drawnSets[Int(uncovered[random.below(uncovered.count)])]
            // A ticket one item short of covering the target, else one as close as any.
            var closest = 0
            var candidates: [Int] = []
            for (index, ticket) in tickets.enumerated() {
                let shared = (ticket & target).nonzeroBitCount
                if shared > closest {
                    closest = shared
                    candidates.removeAll(keepingCapacity: true)
                }
                if shared == closest { candidates.append(index) }
            }
            let index = candidates[random.below(candidates.count)]
            let ticket = tickets[index]
            let leaving = random.item(of: ticket & ~target)
            let coming = random.item(of: target & ~ticket)
            // The sets whose cover changes: those of `t - 1` of the ticket's other items,
            // `p - t` items of neither, and the item leaving (they lose this ticket) or the
            // item coming (they gain it).
            let kept = ticket & ~(1 << UInt64(leaving))
            let parts = Combinations.subsets(of: Combinations.items(kept), size: t - 1)
            let rests = Combinations.subsets(
                of: Combinations.items(all & ~ticket & ~(1 << UInt64(coming))), size: p - t)
            let changed = parts.count * rests.count * 2 * WorkBudget.rank(drawn: p)
            budget.spend(WorkBudget.move(ticketSize: ticketSize) + tickets.count * WorkBudget.ticketLookedAt + changed)
            var delta = 0
            for part in parts {
                for rest in rests {
                    let set = part | rest
                    if coverCount[Combinations.rank(set | 1 << UInt64(leaving))] == 1 { delta += 1 }
                    if coverCount[Combinations.rank(set | 1 << UInt64(coming))] == 0 { delta -= 1 }
                }
            }
            if delta <= 0 || random.unitInterval() < (-Double(delta) / temperature).exp() {
                budget.spend(changed)
                for part in parts {
                    for rest in rests {
                        let set = part | rest
                        uncover(Combinations.rank(set | 1 << UInt64(leaving)))
                        cover(Combinations.rank(set | 1 << UInt64(coming)))
                    }
                }
                tickets[index] = kept | 1 << UInt64(coming)
            }
            movesAtTemperature += 1
            if movesAtTemperature >= roundLength {
                movesAtTemperature = 0
                temperature = max(0.01, temperature * 0.99)
            }
        }
        return moves
    }
}
