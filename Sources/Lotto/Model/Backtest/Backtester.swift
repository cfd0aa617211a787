import Dispatch

/// Checks tickets against every draw of a stretch of a game's history, at the prizes of each
/// draw (see ``RecordedDraw/prize(tier:)``).
///
/// Made once for the draws, then run on tickets page by page: each draw becomes two bit sets
/// and a row of prizes, and a check is two ANDs, two population counts and a table lookup, so
/// that 100,000 tickets against 1,300 draws take a fraction of a second.
public struct Backtester: Sendable {
    /// The game; every draw is of it.
    public let game: LottoGame
    /// The draws, oldest first.
    public let draws: [RecordedDraw]
    /// The currency of the prizes and prices.
    public let currency: Currency
    /// What one ticket costs over all the draws, in minor units: the given price per play, or
    /// the price in force at each draw; `nil` when some draw's price is not known.
    public let costPerTicket: Int128?

    private let mainBits: [UInt128]
    private let extraBits: [UInt128]
    /// Whether the extra balls come from the main drum (bonus balls: matched by a ticket's main
    /// numbers) rather than a separate drum (matched by its picks from that drum).
    private let extraFromMainDrum: Bool
    /// The tier (1 for the top, 0 for none) of each count of main and extra numbers matched, at
    /// `main * tableStride + extra`.
    private let tierTable: [UInt8]
    private let tableStride: Int
    /// Each draw's prize per tier, at `draw * (tierCount + 1) + tier`, in minor units; -1 when
    /// not known.
    private let prizes: [Int]
    private let tierCount: Int
    /// Whether every number of the game is below 64, so that a match is counted in one 64-bit
    /// word: counting bits is a dozen instructions a word on x86-64 without POPCNT.
    private let fitsInWord: Bool

    /// Prepares `draws` of `game`.
    ///
    /// - Parameter price: what one play costs, for every draw; `nil` for the price in force at
    ///   each draw, from the game's table.
    public init(game: LottoGame, draws: [RecordedDraw], price: Money? = nil) {
        self.game = game
        self.draws = draws
        currency = game.currency ?? .unnamed
        if let price {
            costPerTicket = price.minorUnits * Int128(draws.count)
        } else {
            var total: Int128? = 0
            for draw in draws {
                total = draw.price.flatMap { price in total.map { $0 + price.minorUnits } }
            }
            costPerTicket = total
        }
        extraFromMainDrum = game.extra == nil
        fitsInWord = game.main.range.upperBound < 64 && (game.extra?.range.upperBound ?? 0) < 64
        mainBits = draws.map(\.draw.mainBits)
        extraBits = draws.map(\.draw.extraBits)
        tierCount = game.tiers.count
        let mostMain = game.main.count
        let mostExtra = game.extra?.count ?? game.bonusCount
        tableStride = mostExtra + 1
        var table = [UInt8](repeating: 0, count: (mostMain + 1) * tableStride)
        for main in 0...mostMain {
            for extra in 0...mostExtra {
                if let tier = game.tiers.firstIndex(where: { $0.isWon(main: main, extra: extra) }) {
                    table[main * tableStride + extra] = UInt8(tier + 1)
                }
            }
        }
        tierTable = table
        var prizes = [Int](repeating: -1, count: draws.count * (tierCount + 1))
        for (index, draw) in draws.enumerated() {
            for tier in 1...tierCount {
                // A recorded or fixed prize is at most `RecordedDraw.largestPrize`: it fits.
                prizes[index * (tierCount + 1) + tier] = draw.prize(tier: tier).money.map { Int($0.minorUnits) } ?? -1
            }
        }
        self.prizes = prizes
    }

    /// How each ticket fared over the draws.
    public func run(_ tickets: [BacktestTicket]) -> [TicketBacktest] {
        tickets.map { ticket in
            var hits = [Int](repeating: 0, count: tierCount)
            var won: Int128 = 0
            var unknown = 0
            check(ticket.ticket, draws: 0..<draws.count, hits: &hits, won: &won, unknown: &unknown)
            return TicketBacktest(ticket: ticket, hits: hits, won: won, unknownPrizes: unknown, plays: draws.count)
        }
    }

    /// How `count` fresh random tickets a draw, each drawn under the rules of its draw's date,
    /// fared in all: the baseline of playing quick picks.
    public func runRandom<Generator: RandomNumberGenerator>(count: Int, generator: Generator) -> TicketBacktest {
        runRandom(count: count, generator: generator, draws: 0..<draws.count)
    }

    /// ``runRandom(count:generator:)`` from the kernel-keyed secure generator, the draws split
    /// into `parts` runs of consecutive draws that run at once, on as many threads, each with
    /// its own generator: the tickets are as random, and on a machine of `parts` cores the
    /// run takes about `1 / parts` of the time. Not for seeded runs, whose result must not
    /// depend on the split.
    public func runRandomConcurrently(count: Int, parts: Int) -> TicketBacktest {
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
                to: runRandom(count: count, generator: SecureRandomNumberGenerator(), draws: range))
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
        count: Int, generator: Generator, draws range: Range<Int>
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
                for _ in 0..<count {
                    check(maker.makeTicket(), draws: draw..<draw + 1, hits: &hits, won: &won, unknown: &unknown)
                }
            }
            generator = maker.generator
            index = end
        }
        return TicketBacktest(ticket: nil, hits: hits, won: won, unknownPrizes: unknown, plays: count * range.count)
    }

    /// Checks one ticket against the draws of `range`, adding to the counts.
    @inline(__always)
    private func check(
        _ ticket: LottoTicket, draws range: Range<Int>, hits: inout [Int], won: inout Int128, unknown: inout Int
    ) {
        let main = ticket.bits
        let extra = extraFromMainDrum ? ticket.bits : ticket.extraBits
        let stride = tableStride
        let prizeStride = tierCount + 1
        mainBits.withUnsafeBufferPointer { mainBits in
            extraBits.withUnsafeBufferPointer { extraBits in
                tierTable.withUnsafeBufferPointer { table in
                    prizes.withUnsafeBufferPointer { prizes in
                        for draw in range {
                            let matchedMain: Int
                            let matchedExtra: Int
                            if fitsInWord {
                                matchedMain = UInt64(truncatingIfNeeded: main & mainBits[draw]).nonzeroBitCount
                                matchedExtra = UInt64(truncatingIfNeeded: extra & extraBits[draw]).nonzeroBitCount
                            } else {
                                matchedMain = (main & mainBits[draw]).nonzeroBitCount
                                matchedExtra = (extra & extraBits[draw]).nonzeroBitCount
                            }
                            let tier = Int(table[matchedMain &* stride &+ matchedExtra])
                            guard tier != 0 else { continue }
                            hits[tier &- 1] &+= 1
                            let prize = prizes[draw &* prizeStride &+ tier]
                            // No overflow check: under 2^63 plays of at most 10^15 each, 128 bits cannot
                            // overflow (see `Money`).
                            if prize >= 0 { won &+= Int128(prize) } else { unknown &+= 1 }
                        }
                    }
                }
            }
        }
    }
}
