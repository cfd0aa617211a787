/// The main numbers of a game that pass a ``TicketFilter``, with the numbers excluded from and
/// included in every ticket: counted exactly, and, when few pass, each found by its rank.
///
/// Counted by dynamic programming over the drum's numbers in order: the count of ways to
/// finish a ticket from number `i` on depends only on how many numbers are taken so far,
/// their sum, how many are odd and how long the run ending at `i - 1` is. The sum is kept as
/// the distance from the drum's lowest number (or, when the allowed sums lie in the upper
/// half, from its highest, walking the numbers downwards), so that the table is as small as
/// the allowed sums let it be.
///
/// A ticket of a given rank is found by walking the numbers with the table: skip the number
/// when the rank is below the count of passing tickets without it, else take it. A rank drawn
/// uniformly below ``count`` is therefore a passing ticket drawn uniformly.
final class PassingTickets: Sendable {
    /// The filter counted.
    let filter: TicketFilter
    /// How many tickets pass, saturating at `UInt64.max`.
    let count: UInt64
    /// How many tickets there are without the filter (given the exclusions and inclusions).
    let unfilteredCount: Double
    /// Every layer of counts, for ``ticket(at:)``; empty unless ranked.
    private let table: [UInt32]
    private let shape: Shape

    /// The most counts a ranked table may hold: 64 MB.
    static let tableLimit = 16 << 20

    /// Counts the tickets of `rule` whose main numbers avoid `excluded`, hold `included` and
    /// pass `filter`; keeps the table for ``ticket(at:)`` when `ranked` and it fits.
    init(rule: LottoRule, excluded: UInt128, included: UInt128, filter: TicketFilter, ranked: Bool) {
        self.filter = filter
        shape = Shape(rule: rule, excluded: excluded, included: included, filter: filter)
        let free = rule.range.count - excluded.nonzeroBitCount - included.nonzeroBitCount
        unfilteredCount = Self.binomial(free, rule.count - included.nonzeroBitCount)
        (count, table) = shape.count(keepingLayers: ranked)
    }

    /// The most steps a count may take: far more than any real game's filters need (the
    /// largest, SuperEnalotto's, is under a quarter of it), so that only very large custom
    /// games are refused rather than kept waiting.
    static let workLimit = 64 << 20

    /// The steps counting the tickets of `rule` under `filter` takes.
    static func countingWork(rule: LottoRule, filter: TicketFilter) -> Int {
        let shape = Shape(rule: rule, excluded: 0, included: 0, filter: filter)
        return shape.size * shape.layerSize
    }

    /// Whether ``ticket(at:)`` can be asked.
    var isRanked: Bool { !table.isEmpty }

    /// The share of tickets that pass.
    var passingShare: Double { unfilteredCount > 0 ? Double(count) / unfilteredCount : 0 }

    /// The passing ticket of rank `rank` (below ``count``), as main-number bits.
    func ticket(at rank: UInt64) -> UInt128 {
        precondition(isRanked && rank < count, "a rank below the count, from a ranked table")
        var rank = rank
        var state = Shape.State()
        var bits: UInt128 = 0
        for position in 0..<shape.size where state.taken < shape.ticketSize {
            let skipping = shape.skipping(from: state, at: position)
            let withoutIt = skipping.map { UInt64(table[(position + 1) * shape.layerSize + shape.index($0)]) } ?? 0
            if let skipping, rank < withoutIt {
                state = skipping
            } else if let taking = shape.taking(from: state, at: position) {
                // The rank is among the tickets that take this number, which the table counts.
                rank -= withoutIt
                state = taking
                bits |= 1 << shape.numbers[position]
            }
        }
        return bits
    }

    /// C(n, k) as a floating-point number.
    private static func binomial(_ n: Int, _ k: Int) -> Double {
        guard k >= 0, k <= n else { return 0 }
        return (0..<min(k, n - k)).reduce(1.0) { $0 * Double(n - $1) / Double($1 + 1) }
    }
}

extension PassingTickets {
    /// The table's dimensions and the moves between its states.
    fileprivate struct Shape: Sendable {
        /// A partial ticket: what the count of ways to finish it depends on.
        struct State {
            var taken = 0
            /// The sum of the taken numbers' positions (their distances from the first).
            var distance = 0
            var odd = 0
            /// How many numbers just before the next one are all taken.
            var run = 0
        }

        /// The drum's numbers in the order walked.
        let numbers: [Int]
        let ticketSize: Int
        private let excluded: UInt128
        private let included: UInt128
        /// The allowed sums of positions.
        private let distances: ClosedRange<Int>
        private let oddCounts: ClosedRange<Int>
        /// Whether no sum is allowed: no ticket passes.
        private let isEmpty: Bool
        private let hasSum: Bool
        private let hasOdd: Bool
        private let hasRun: Bool
        private let distanceSize: Int
        private let oddSize: Int
        private let runSize: Int
        let layerSize: Int

        var size: Int { numbers.count }

        init(rule: LottoRule, excluded: UInt128, included: UInt128, filter: TicketFilter) {
            let k = rule.count
            let n = rule.range.count
            ticketSize = k
            self.excluded = excluded
            self.included = included
            // Sums as distances from the lowest number (walking up) or from the highest
            // (walking down): whichever needs the smaller largest distance.
            let largest = k * (n - 1) - k * (k - 1) / 2
            var upwards = true
            var distances = 0...largest
            var isEmpty = false
            if let sum = filter.sum {
                let up = (sum.lowerBound - k * rule.range.lowerBound, sum.upperBound - k * rule.range.lowerBound)
                let down = (k * rule.range.upperBound - sum.upperBound, k * rule.range.upperBound - sum.lowerBound)
                upwards = up.1 <= down.1
                let (low, high) = upwards ? up : down
                let (lowest, highest) = (max(0, low), min(largest, high))
                if lowest <= highest { distances = lowest...highest } else { isEmpty = true }
            }
            self.distances = distances
            numbers = upwards ? Array(rule.range) : rule.range.reversed()
            hasSum = filter.sum != nil
            hasOdd = filter.oddCount != nil
            let longestRun = filter.longestRun.flatMap { $0 < k ? $0 : nil }
            hasRun = longestRun != nil
            oddCounts = filter.oddCount ?? 0...k
            self.isEmpty = isEmpty
            distanceSize = hasSum ? distances.upperBound + 1 : 1
            oddSize = hasOdd ? k + 1 : 1
            runSize = longestRun.map { $0 + 1 } ?? 1
            layerSize = (k + 1) * distanceSize * oddSize * runSize
        }

        func index(_ state: State) -> Int {
            ((state.taken * distanceSize + state.distance) * oddSize + state.odd) * runSize + state.run
        }

        /// The state after leaving out the number at `position`; `nil` if it is included.
        func skipping(from state: State, at position: Int) -> State? {
            guard included & (1 << numbers[position]) == 0 else { return nil }
            var next = state
            next.run = 0
            return next
        }

        /// The state after taking the number at `position`; `nil` if it may not be taken.
        func taking(from state: State, at position: Int) -> State? {
            guard excluded & (1 << numbers[position]) == 0, state.taken < ticketSize else { return nil }
            var next = state
            next.taken += 1
            if hasSum {
                next.distance += position
                guard next.distance < distanceSize else { return nil }
            }
            if hasOdd {
                // States of more odd numbers than taken ones are counted too (as none), so
                // the count may run past the table.
                next.odd += numbers[position] & 1
                guard next.odd < oddSize else { return nil }
            }
            if hasRun {
                next.run += 1
                guard next.run < runSize else { return nil }
            }
            return next
        }

        /// Whether a whole ticket in `state` passes.
        private func isFinished(_ state: State) -> Bool {
            !isEmpty && state.taken == ticketSize && (!hasSum || distances.contains(state.distance))
                && (!hasOdd || oddCounts.contains(state.odd))
        }

        /// Every state of a layer, in index order.
        private func forEachState(_ body: (State) -> Void) {
            for taken in 0...ticketSize {
                for distance in 0..<distanceSize {
                    for odd in 0..<oddSize {
                        for run in 0..<runSize {
                            body(State(taken: taken, distance: distance, odd: odd, run: run))
                        }
                    }
                }
            }
        }

        /// The count of passing tickets, walking the numbers from the last back to the first,
        /// and, if `keepingLayers`, every layer of counts (none if a count does not fit 32 bits
        /// or the table would be over ``PassingTickets/tableLimit``).
        func count(keepingLayers: Bool) -> (count: UInt64, layers: [UInt32]) {
            var keeping = keepingLayers && (size + 1) * layerSize <= PassingTickets.tableLimit
            var layers: [UInt32] = []
            if keeping { layers = [UInt32](repeating: 0, count: (size + 1) * layerSize) }
            var next = [UInt64](repeating: 0, count: layerSize)
            forEachState { if isFinished($0) { next[index($0)] = 1 } }
            var current = next
            func keep(_ layer: [UInt64], at position: Int) {
                guard keeping else { return }
                for (offset, count) in layer.enumerated() {
                    guard let narrow = UInt32(exactly: count) else {
                        keeping = false
                        return
                    }
                    layers[position * layerSize + offset] = narrow
                }
            }
            keep(next, at: size)
            for position in stride(from: size - 1, through: 0, by: -1) {
                forEachState { state in
                    var ways: UInt64 = 0
                    if let skipped = skipping(from: state, at: position) { ways = next[index(skipped)] }
                    if let taken = taking(from: state, at: position) {
                        let (sum, overflow) = ways.addingReportingOverflow(next[index(taken)])
                        ways = overflow ? .max : sum
                    }
                    current[index(state)] = ways
                }
                swap(&current, &next)
                keep(next, at: position)
            }
            return (next[index(State())], keeping ? layers : [])
        }
    }
}
