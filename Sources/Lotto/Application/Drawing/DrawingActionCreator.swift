import Dispatch
import Synchronization

/// Drawing: tickets from the number maker, or a wheel of chosen numbers, dispatched in pages
/// as the current draw (see ``CurrentDraw``), for the game's next draw whose sales are open;
/// and the draw remembered for `lotto save` once its user has seen it.
///
/// A class: it keeps what it drew (``rememberLastDraw()`` remembers it), so a command draws
/// and remembers with one instance.
package final class DrawingActionCreator {
    /// What the composition root gives: where actions go, the last draw's file and the clock.
    let context: ActionContext
    /// The draw dispatched last, as far as it has gone: what ``rememberLastDraw()`` remembers.
    private var drawn: DrawnSoFar?

    package init(context: ActionContext) {
        self.context = context
    }

    /// Draws the tickets, or makes the wheel, `request` asks for, and dispatches them in pages
    /// for the game's next draw whose sales are open, if it has a schedule (none past the year
    /// 9999: the tickets are shown all the same, and a save refuses them).
    ///
    /// A large draw is drawn ahead on other processors while it is printed (see
    /// ``drawAhead(count:makers:for:meter:)``); a wheel is made whole, then dispatched.
    ///
    /// - Throws: ``DrawError`` for an impossible draw; ``WheelError``, or ``TicketError`` for
    ///   a wheel's separate drum's picks: before anything is dispatched.
    package func draw(_ request: DrawRequest) throws {
        switch request {
        case .tickets(let count, let seed, let game, let excluding, let including, let filter):
            try drawTickets(
                count: count, seed: seed, game: game, excluding: excluding, including: including, filter: filter)
        case .wheel(let wheel, let game):
            try drawWheel(wheel, game: game)
        }
    }

    /// Remembers the draw dispatched last (by ``draw(_:)``) as the last draw, for `lotto
    /// save`: its tickets if there are at most ``RememberedDraw/mostTickets`` of them, its
    /// count, its game, the draw it is for, and the wheel it is, if one.
    ///
    /// Separate from drawing, so that a draw is remembered only once its user has seen all of
    /// it: a command calls it once every ticket is printed, never for a draw cut short.
    package func rememberLastDraw() throws {
        guard let drawn, drawn.count > 0 else { return }
        try context.lastDraw.get().remember(drawn.remembered)
    }

    /// The draw of `game` that tickets drawn now are for: its next whose sales are still open
    /// by the clock; `nil` for a game without a schedule, or when that draw would fall after
    /// ``CivilDate/latest``.
    private func nextDraw(of game: LottoGame) -> TicketDraw? {
        DrawSchedule.of(game.id)?.nextDraw(openAt: context.clock()).map(TicketDraw.init)
    }

    /// Draws `count` tickets of `game` (see
    /// ``DrawRequest/tickets(count:seed:game:excluding:including:filter:)``).
    private func drawTickets(
        count: Int, seed: UInt64?, game: LottoGame, excluding: Set<Int>, including: Set<Int>, filter: TicketFilter
    ) throws {
        let inParallel = count >= Self.concurrentDrawMinimum && Processors.count > 1
        // None past the year 9999: the tickets are shown all the same, and a save refuses them.
        let draw = nextDraw(of: game)
        let meter = ProgressMeter(.drawingTickets, total: count, dispatch: context.dispatch)
        defer { meter.end() }
        if let seed {
            let maker = try LottoNumberMaker(
                generator: SeededRandomNumberGenerator(seed: seed), game: game, excluding: excluding,
                including: including, filter: filter)
            // One stream, drawn ahead on another processor while the last pages are printed.
            try inParallel
                ? drawAhead(count: count, makers: [maker], for: draw, meter: meter)
                : self.draw(count: count, with: maker, for: draw, meter: meter)
        } else {
            let maker = try LottoNumberMaker(
                generator: SecureRandomNumberGenerator(), game: game, excluding: excluding, including: including,
                filter: filter)
            if inParallel {
                // A stream for each processor, each keyed by the kernel.
                let others = (1..<Processors.count).map { _ in maker.drawing(from: SecureRandomNumberGenerator()) }
                try drawAhead(count: count, makers: [maker] + others, for: draw, meter: meter)
            } else {
                try self.draw(count: count, with: maker, for: draw, meter: meter)
            }
        }
    }

    /// How many tickets one dispatch carries.
    static let batchSize = ActionContext.batchSize

    /// How many pages a large draw draws ahead at a time. Each round costs waking the drawing
    /// threads and waiting for its last page, so fewer, larger rounds cost less, up to this
    /// size; larger ones gain nothing.
    static let pagesPerRound = 32

    /// The smallest draw worth spreading over processors: below it, starting the threads
    /// costs more than they save.
    static let concurrentDrawMinimum = 8 * batchSize

    private func draw<Generator>(
        count: Int, with maker: LottoNumberMaker<Generator>, for draw: TicketDraw?, meter: ProgressMeter
    ) throws {
        var maker = maker
        var drawn = 0
        while drawn < count {
            let batch = [LottoTicket](unsafeUninitializedCapacity: min(count - drawn, Self.batchSize)) {
                tickets, made in
                for index in tickets.indices {
                    tickets.initializeElement(at: index, to: maker.makeTicket())
                }
                made = tickets.count
            }
            try dispatchDrawn(batch, drawnBefore: drawn, of: count, game: maker.game, for: draw)
            drawn += batch.count
            meter.advance(to: drawn)
        }
    }

    /// Draws a large draw in rounds of pages, one round ahead: while one round is dispatched
    /// (and printed) in order, page by page, as ``draw(count:with:)`` would, the next is drawn
    /// on other threads into the other round's pages, each maker taking the next page not yet
    /// taken. With one maker (a seeded draw) the tickets are exactly those of one stream;
    /// with one maker a processor, each keyed by the kernel, the streams are independent and
    /// every ticket as random as a lone one.
    private func drawAhead<Generator: RandomNumberGenerator & SendableMetatype>(
        count: Int, makers template: [LottoNumberMaker<Generator>], for ticketDraw: TicketDraw?,
        meter: ProgressMeter
    ) throws {
        let parts = template.count
        let roundSize = min(count, Self.pagesPerRound * Self.batchSize)
        let game = template[0].game
        nonisolated(unsafe) let makers = UnsafeMutableBufferPointer<LottoNumberMaker<Generator>>.allocate(
            capacity: parts)
        _ = makers.initialize(from: template)
        // Two rounds of tickets: one drawn while the other is dispatched. The pages are made
        // from them on this thread: arrays made on the drawing threads and freed here made
        // the allocator give memory back and fault it in again, page after page.
        nonisolated(unsafe) let rounds = UnsafeMutableBufferPointer<LottoTicket>.allocate(capacity: 2 * roundSize)
        defer {
            _ = makers.deinitialize()
            makers.deallocate()
            rounds.deallocate()
        }
        // The round's next page no maker has taken. Each maker takes pages until none is
        // left, so that one whose thread waits for a processor holds no one up (given a fixed
        // share each, a round lasted until the last thread the scheduler ran had drawn its
        // share). One maker takes the pages in order.
        nonisolated(unsafe) let nextPage = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: 1)
        nextPage.initialize(to: Atomic(0))
        defer {
            nextPage.deinitialize(count: 1)
            nextPage.deallocate()
        }
        /// Draws the first `size` tickets of round `round`.
        @Sendable func draw(_ size: Int, into round: Int) {
            nextPage.pointee.store(0, ordering: .relaxed)
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                // A local copy: makers side by side in memory would share cache lines, and
                // each part's writes would stall the other's.
                var maker = makers[part]
                while case let first = nextPage.pointee.wrappingAdd(1, ordering: .relaxed).oldValue * Self.batchSize,
                    first < size
                {
                    for index in first..<min(first + Self.batchSize, size) {
                        (rounds.baseAddress! + round * roundSize + index).initialize(to: maker.makeTicket())
                    }
                }
                makers[part] = maker
            }
        }

        var drawn = 0
        var size = min(count, roundSize)
        var round = 0
        draw(size, into: round)
        while size > 0 {
            let nextSize = min(count - drawn - size, roundSize)
            let drawing = DispatchGroup()
            // Waited for however this round ends: the buffer must outlive the drawing.
            defer { drawing.wait() }
            if nextSize > 0 {
                DispatchQueue.global().async(group: drawing) { [round] in draw(nextSize, into: 1 - round) }
            }
            var start = 0
            while start < size {
                let end = min(start + Self.batchSize, size)
                let page = Array(rounds[round * roundSize + start..<round * roundSize + end])
                try dispatchDrawn(page, drawnBefore: drawn, of: count, game: game, for: ticketDraw)
                drawn += page.count
                meter.advance(to: drawn)
                start = end
            }
            drawing.wait()
            size = nextSize
            round = 1 - round
        }
    }

    /// Dispatches a page of the draw, having added it to what ``rememberLastDraw()`` would
    /// remember.
    ///
    /// - Parameter wheel: how the wheel the tickets are was asked for; `nil` for a draw.
    private func dispatchDrawn(
        _ batch: [LottoTicket], drawnBefore: Int, of count: Int, game: LottoGame, for draw: TicketDraw?,
        wheel: WheelRequest? = nil
    ) throws {
        if drawnBefore == 0 { drawn = DrawnSoFar(game: game, draw: draw, wheel: wheel) }
        drawn?.add(batch)
        try context.dispatch(
            .ticketsDrawn(
                Page(items: batch, isFirst: drawnBefore == 0, isLast: drawnBefore + batch.count == count),
                game: game.id,
                for: draw))
    }

    /// Makes the wheel `request` asks for, of `game` (see ``Wheel``), and dispatches its
    /// tickets as a draw's, so that `lotto save` keeps them as it keeps a drawn one;
    /// ``rememberLastDraw()`` remembers how it was asked for too.
    private func drawWheel(_ request: WheelRequest, game: LottoGame) throws {
        let (numbers, guarantee, extra, seed) = (request.numbers, request.guarantee, request.extra, request.seed)
        // The separate drum's picks checked first: a wheel can take seconds to make.
        var extraBits: UInt128 = 0
        if let extraRule = game.extra {
            extraBits = try LottoTicket(numbers: extra, rule: extraRule).bits
        } else if !extra.isEmpty {
            throw TicketError.wrongExtraCount(found: extra.count, expected: 0)
        }
        let meter = ProgressMeter(.searchingWheel, total: WorkBudget.wheel, dispatch: context.dispatch)
        // The line cleared before the tickets, or the refusal, are said.
        let wheel: Wheel
        do {
            defer { meter.end() }
            wheel = try Wheel(
                numbers: numbers, rule: game.main, drawSize: game.main.count, guarantee: guarantee, seed: seed,
                work: WorkBudget.wheel, meter: meter)
        }
        let tickets = wheel.tickets.map { numbers in
            LottoTicket(bits: numbers.reduce(0) { $0 | 1 << $1 }, extraBits: extraBits)
        }
        // None past the year 9999: the tickets are shown all the same, and a save refuses them.
        let draw = nextDraw(of: game)
        var start = 0
        while start < tickets.count {
            let end = min(start + Self.batchSize, tickets.count)
            try dispatchDrawn(
                Array(tickets[start..<end]), drawnBefore: start, of: tickets.count, game: game, for: draw,
                // Remembered with the tickets: a wheel of too many to keep is saved by asking it
                // again.
                wheel: request)
            start = end
        }
    }
}
