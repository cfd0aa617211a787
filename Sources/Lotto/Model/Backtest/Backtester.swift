import Dispatch

/// Checks tickets against every draw of a stretch of a game's history, at the prizes of each
/// draw (see ``RecordedDraw/prize(tier:)``).
///
/// Made once for the draws, then run on tickets page by page: each draw becomes two bit sets
/// and a row of prizes, and a check is two ANDs, two population counts and a table lookup (in
/// the table of the draw's era, whose tiers may rank otherwise than today's), so that 100,000
/// tickets against 1,300 draws take a fraction of a second.
package struct Backtester: Sendable {
    /// The game; every draw is of it.
    package let game: LottoGame
    /// The draws, oldest first.
    package let draws: [RecordedDraw]
    /// The currency of the prizes and prices.
    package let currency: Currency
    /// What one ticket costs over all the draws, in minor units: the given price per play, or
    /// the price in force at each draw; `nil` when some draw's price is not known.
    package let costPerTicket: Int128?
    /// What the game's multiplier option adds to a ticket that plays it, over the draws that
    /// sold it, in minor units; 0 for a game without one.
    package let multiplierCostPerTicket: Int128

    /// The tiers the hits count, by rule, best first: the game's tiers of every era (see
    /// ``LottoGame/tiersOfEveryEra``), so that hit `i` is of today's tier `i + 1` whatever the
    /// era of the draw it was won in; then any rule of a draw's era the game lacks.
    package let tiers: [PrizeTier]

    /// Where each draw's sets of balls begin among the rows below, and where the last ends: a
    /// draw of two sets (UK Lotto from 2026-06-10) has a row a set, which a ticket plays both
    /// of for one price. Empty when every draw has one set, its row its own index.
    private let setRows: [Int]
    private let mainBits: [UInt128]
    private let extraBits: [UInt128]
    /// Whether the extra balls come from the main drum (bonus balls: matched by a ticket's main
    /// numbers) rather than a separate drum (matched by its picks from that drum).
    private let extraFromMainDrum: Bool
    /// The tier won (its place in ``tiers`` plus 1, 0 for none) for each count of main and
    /// extra numbers matched, at `start + main * tableStride + extra`: a table for each list of
    /// tiers the draws' eras have, end to end, since eras rank their tiers differently.
    private let tierTable: [UInt8]
    private let tableStride: Int
    /// Where the table of each draw's era starts; empty when every draw's era has the same
    /// tiers, so that a game whose tiers never changed looks up no start.
    private let tableStarts: [Int]
    /// Each draw's prize per tier, at `draw * (tierCount + 1) + tier`, in minor units; -1 when
    /// not known (or the tier was not one of the draw's era).
    private let prizes: [Int]
    /// ``prizes`` as a ticket with the game's multiplier option was paid them.
    private let multipliedPrizes: [Int]
    private let tierCount: Int
    /// Whether every number of the game is below 64, so that a match is counted in one 64-bit
    /// word: counting bits is a dozen instructions a word on x86-64 without POPCNT.
    private let fitsInWord: Bool

    /// Prepares `draws` of `game`.
    ///
    /// - Parameter price: what one play costs, for every draw; `nil` for the price in force at
    ///   each draw, from the game's table.
    package init(game: LottoGame, draws: [RecordedDraw], price: Money? = nil) {
        self.game = game
        self.draws = draws
        let currency = game.currency ?? .unnamed
        self.currency = currency
        if let price {
            costPerTicket = price.minorUnits * Int128(draws.count)
        } else {
            var total: Int128? = 0
            for draw in draws {
                // A draw priced in another money (lire, in a game of euros) is not added as if
                // it were this one: lotto converts none.
                total = draw.price.flatMap { price in
                    price.currency == currency ? total.map { $0 + price.minorUnits } : nil
                }
            }
            costPerTicket = total
        }
        extraFromMainDrum = game.extra == nil
        var setRows: [Int] = []
        if draws.contains(where: { $0.second != nil }) {
            setRows = [0]
            for draw in draws { setRows.append(setRows.last! + (draw.second == nil ? 1 : 2)) }
        }
        self.setRows = setRows
        // A row a set of balls: from here on, `draws` are the rows.
        let draws = setRows.isEmpty ? draws : draws.flatMap { $0.second == nil ? [$0] : [$0, $0.asSet(2)] }
        mainBits = draws.map(\.draw.mainBits)
        extraBits = draws.map(\.draw.extraBits)

        // The eras' lists of tiers, each once, and which each draw has: draws of one era come
        // together, so the last list found is tried first.
        var tiers = game.tiersOfEveryEra
        var eras: [LottoGame] = []
        var eraOfDraw: [Int] = []
        eraOfDraw.reserveCapacity(draws.count)
        for draw in draws {
            if let last = eras.indices.last, eras[last].tiers == draw.game.tiers {
                eraOfDraw.append(last)
            } else if let found = eras.firstIndex(where: { $0.tiers == draw.game.tiers }) {
                eraOfDraw.append(found)
            } else {
                eraOfDraw.append(eras.count)
                eras.append(draw.game)
                for tier in draw.game.tiers where !tiers.contains(tier) { tiers.append(tier) }
            }
        }
        self.tiers = tiers
        tierCount = tiers.count
        // The table spans the most numbers any era draws, and a word holds a match only if
        // every era's numbers are below 64.
        let played = [game] + eras
        fitsInWord = played.allSatisfy { $0.main.range.upperBound < 64 && ($0.extra?.range.upperBound ?? 0) < 64 }
        let mostMain = played.map(\.main.count).max()!
        let mostExtra = played.map { $0.extra?.count ?? $0.bonusCount }.max()!
        tableStride = mostExtra + 1
        let tableSize = (mostMain + 1) * tableStride
        // Each era's tier numbers as places in `tiers`, plus 1.
        let places = eras.map { era in era.tiers.map { tiers.firstIndex(of: $0)! + 1 } }
        var table = [UInt8](repeating: 0, count: max(eras.count, 1) * tableSize)
        for (index, era) in eras.enumerated() {
            for main in 0...mostMain {
                for extra in 0...mostExtra {
                    if let tier = era.tiers.firstIndex(where: { $0.isWon(main: main, extra: extra) }) {
                        table[index * tableSize + main * tableStride + extra] = UInt8(places[index][tier])
                    }
                }
            }
        }
        tierTable = table
        tableStarts = eras.count > 1 ? eraOfDraw.map { $0 * tableSize } : []
        var prizes = [Int](repeating: -1, count: draws.count * (tierCount + 1))
        for (index, draw) in draws.enumerated() {
            for (tier, place) in places[eraOfDraw[index]].enumerated() {
                // A recorded or fixed prize is at most `RecordedDraw.largestPrize`: it fits.
                // A prize of another money is not known in this one.
                prizes[index * (tierCount + 1) + place] =
                    draw.prize(tier: tier + 1).money.flatMap { $0.currency == currency ? Int($0.minorUnits) : nil }
                    ?? -1
            }
        }
        self.prizes = prizes
        // A ticket with the multiplier option: each draw's prizes as the option paid them, where
        // the draw sold it; the prizes without it where not.
        var multiplierCost: Int128 = 0
        if let option = game.multiplierOption {
            var multiplied = prizes
            for (index, draw) in draws.enumerated() where option.isSold(on: draw.date) {
                // Once a draw, though it has a row a set.
                if setRows.isEmpty || setRows.contains(index) { multiplierCost += Int128(option.price) }
                let tiers = draw.game.tiers
                for (tier, place) in places[eraOfDraw[index]].enumerated() {
                    let slot = index * (tierCount + 1) + place
                    let base =
                        prizes[slot] >= 0
                        ? PrizeAmount.known(Money(minorUnits: prizes[slot], currency: currency)) : .unknown
                    multiplied[slot] =
                        draw.prize(tier: tier + 1, rule: tiers[tier], base: base).money.map { Int($0.minorUnits) } ?? -1
                }
            }
            multipliedPrizes = multiplied
        } else {
            multipliedPrizes = prizes
        }
        multiplierCostPerTicket = multiplierCost
    }

    /// How each ticket fared over the draws.
    package func run(_ tickets: [BacktestTicket]) -> [TicketBacktest] {
        tickets.map { ticket in
            var hits = [Int](repeating: 0, count: tierCount)
            var won: Int128 = 0
            var unknown = 0
            check(
                ticket.ticket, draws: 0..<(setRows.last ?? draws.count), hits: &hits, won: &won, unknown: &unknown,
                prizes: ticket.withMultiplier ? multipliedPrizes : prizes)
            return TicketBacktest(ticket: ticket, hits: hits, won: won, unknownPrizes: unknown, plays: draws.count)
        }
    }

    /// How `count` fresh random tickets a draw, each drawn under the rules of its draw's date,
    /// fared in all: the baseline of playing quick picks.
    ///
    /// - Parameter progress: called with 1 as each draw's tickets are checked, to show how far
    ///   the run has gone.
    package func runRandom<Generator: RandomNumberGenerator>(
        count: Int, generator: Generator, progress: (Int) -> Void = { _ in }
    ) -> TicketBacktest {
        runRandom(count: count, generator: generator, draws: 0..<draws.count, progress: progress)
    }

    /// ``runRandom(count:generator:)`` from the kernel-keyed secure generator, the draws split
    /// into `parts` runs of consecutive draws that run at once, on as many threads, each with
    /// its own generator: the tickets are as random, and on a machine of `parts` cores the
    /// run takes about `1 / parts` of the time. Not for seeded runs, whose result must not
    /// depend on the split.
    ///
    /// - Parameter progress: called on each part's thread with 1 for each draw checked.
    package func runRandomConcurrently(
        count: Int, parts: Int, progress: @Sendable (Int) -> Void = { _ in }
    ) -> TicketBacktest {
        let parts = max(1, min(parts, draws.count))
        // One slot a part, each written by its part alone and read once all have ended: no
        // lock, and nothing ThreadSanitizer cannot follow (it does not see the futex inside
        // `Synchronization.Mutex`, and called a mutex-guarded append a race).
        nonisolated(unsafe) let results = UnsafeMutableBufferPointer<TicketBacktest>.allocate(capacity: parts)
        defer {
            _ = results.deinitialize()
            results.deallocate()
        }
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let range = draws.count * part / parts..<draws.count * (part + 1) / parts
            (results.baseAddress! + part).initialize(
                to: runRandom(count: count, generator: SecureRandomNumberGenerator(), draws: range, progress: progress))
        }
        let empty = TicketBacktest(
            ticket: nil, hits: [Int](repeating: 0, count: tierCount), won: 0, unknownPrizes: 0, plays: 0)
        return results.reduce(empty) { sum, part in
            TicketBacktest(
                ticket: nil, hits: zip(sum.hits, part.hits).map { $0 + $1 }, won: sum.won + part.won,
                unknownPrizes: sum.unknownPrizes + part.unknownPrizes, plays: sum.plays + part.plays)
        }
    }

    private func runRandom<Generator: RandomNumberGenerator>(
        count: Int, generator: Generator, draws range: Range<Int>, progress: (Int) -> Void
    ) -> TicketBacktest {
        var hits = [Int](repeating: 0, count: tierCount)
        var won: Int128 = 0
        var unknown = 0
        var generator = generator
        var index = range.lowerBound
        while index < range.upperBound {
            // A run of draws under one era: one maker for them, the generator handed on.
            let era = draws[index].game
            var end = index + 1
            while end < range.upperBound, draws[end].game == era { end += 1 }
            var maker = LottoNumberMaker(generator: generator, game: era)
            for draw in index..<end {
                let rows = setRows.isEmpty ? draw..<draw + 1 : setRows[draw]..<setRows[draw + 1]
                for _ in 0..<count {
                    check(
                        maker.makeTicket(), draws: rows, hits: &hits, won: &won, unknown: &unknown, prizes: prizes)
                }
                progress(1)
            }
            generator = maker.generator
            index = end
        }
        return TicketBacktest(ticket: nil, hits: hits, won: won, unknownPrizes: unknown, plays: count * range.count)
    }

    /// Checks one ticket against the draws of `range`, adding to the counts.
    @inline(__always)
    private func check(
        _ ticket: LottoTicket, draws range: Range<Int>, hits: inout [Int], won: inout Int128, unknown: inout Int,
        prizes: [Int]
    ) {
        let main = ticket.bits
        let extra = extraFromMainDrum ? ticket.bits : ticket.extraBits
        let stride = tableStride
        let prizeStride = tierCount + 1
        mainBits.withUnsafeBufferPointer { mainBits in
            extraBits.withUnsafeBufferPointer { extraBits in
                tierTable.withUnsafeBufferPointer { table in
                    prizes.withUnsafeBufferPointer { prizes in
                        tableStarts.withUnsafeBufferPointer { starts in
                            @inline(__always) func count(_ draw: Int, tableStart: Int) {
                                let matchedMain: Int
                                let matchedExtra: Int
                                if fitsInWord {
                                    matchedMain = UInt64(truncatingIfNeeded: main & mainBits[draw]).nonzeroBitCount
                                    matchedExtra = UInt64(truncatingIfNeeded: extra & extraBits[draw]).nonzeroBitCount
                                } else {
                                    matchedMain = (main & mainBits[draw]).nonzeroBitCount
                                    matchedExtra = (extra & extraBits[draw]).nonzeroBitCount
                                }
                                let tier = Int(table[tableStart &+ matchedMain &* stride &+ matchedExtra])
                                guard tier != 0 else { return }
                                hits[tier &- 1] &+= 1
                                let prize = prizes[draw &* prizeStride &+ tier]
                                // No overflow check: under 2^63 plays of at most 10^15 each, 128 bits
                                // cannot overflow (see `Money`).
                                if prize >= 0 { won &+= Int128(prize) } else { unknown &+= 1 }
                            }
                            // Two loops, so that draws of one list of tiers look up no start.
                            if starts.isEmpty {
                                for draw in range { count(draw, tableStart: 0) }
                            } else {
                                for draw in range { count(draw, tableStart: starts[draw]) }
                            }
                        }
                    }
                }
            }
        }
    }
}
