import Dispatch

/// Drawing: the number maker's side effect, dispatched in pages.
extension ActionCreator {
    /// Draws `count` tickets of `game`, dispatching them in pages (see ``CurrentDraw``).
    ///
    /// - Parameters:
    ///   - seed: draws reproducibly with ``SeededRandomNumberGenerator``; `nil` draws from the
    ///     secure generator, on every processor for a large draw (see
    ///     ``drawConcurrently(count:with:)``).
    ///   - excluding: main numbers no ticket may hold.
    ///   - including: main numbers every ticket holds.
    /// - Throws: ``DrawError`` for an impossible request, before drawing anything.
    public func drawTickets(
        count: Int, seed: UInt64?, game: LottoGame = .korean645, excluding: Set<Int> = [], including: Set<Int> = []
    ) throws {
        if let seed {
            let generator = SeededRandomNumberGenerator(seed: seed)
            try draw(
                count: count,
                with: LottoNumberMaker(generator: generator, game: game, excluding: excluding, including: including))
        } else {
            let maker = try LottoNumberMaker(
                generator: SecureRandomNumberGenerator(), game: game, excluding: excluding, including: including)
            if count >= Self.concurrentDrawMinimum && Processors.count > 1 {
                try drawConcurrently(count: count, with: maker)
            } else {
                try draw(count: count, with: maker)
            }
        }
    }

    /// The smallest draw worth spreading over processors: below it, starting the threads
    /// costs more than they save.
    static let concurrentDrawMinimum = 8 * batchSize

    private func draw<Generator>(count: Int, with maker: LottoNumberMaker<Generator>) throws {
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
            try dispatchDrawn(batch, drawnBefore: drawn, of: count, game: maker.game.id)
            drawn += batch.count
        }
    }

    /// Draws a large secure draw on every processor: each draws its share of a round into its
    /// own part of a buffer, from its own generator (each keyed by the kernel, so the streams
    /// are independent and every ticket as random as a lone one). While one round is
    /// dispatched (and printed) in order, page by page, as a draw on one processor would be,
    /// the next is drawn into the other buffer. Never for a seeded draw, whose tickets must not
    /// depend on the processors.
    private func drawConcurrently(count: Int, with template: LottoNumberMaker<SecureRandomNumberGenerator>) throws {
        let parts = Processors.count
        let pagesPerPart = 4
        let roundSize = parts * pagesPerPart * Self.batchSize
        nonisolated(unsafe) let makers = UnsafeMutableBufferPointer<LottoNumberMaker<SecureRandomNumberGenerator>>
            .allocate(capacity: parts)
        makers.initialize(repeating: template)
        for part in 1..<parts {
            makers[part] = template.drawing(from: SecureRandomNumberGenerator())
        }
        // Two rounds of pages: one drawn while the other is dispatched.
        nonisolated(unsafe) let pages = UnsafeMutableBufferPointer<[LottoTicket]>.allocate(
            capacity: 2 * parts * pagesPerPart)
        pages.initialize(repeating: [])
        defer {
            _ = makers.deinitialize()
            makers.deallocate()
            _ = pages.deinitialize()
            pages.deallocate()
        }
        /// Draws the first `size` tickets of a round into round `round`'s pages: part `p` its
        /// `p`-th run of pages, no other.
        @Sendable func draw(_ size: Int, into round: Int) {
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                // A local copy: makers side by side in memory would share cache lines, and
                // each part's writes would stall the other's.
                var maker = makers[part]
                for page in part * pagesPerPart..<(part + 1) * pagesPerPart {
                    let first = min(page * Self.batchSize, size)
                    pages[round * parts * pagesPerPart + page] = [LottoTicket](
                        unsafeUninitializedCapacity: min(first + Self.batchSize, size) - first
                    ) { tickets, made in
                        for index in tickets.indices {
                            tickets.initializeElement(at: index, to: maker.makeTicket())
                        }
                        made = tickets.count
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
            // Waited for however this round ends: the pages must outlive the drawing.
            defer { drawing.wait() }
            if nextSize > 0 {
                DispatchQueue.global().async(group: drawing) { [round] in draw(nextSize, into: 1 - round) }
            }
            for page in round * parts * pagesPerPart..<(round + 1) * parts * pagesPerPart where !pages[page].isEmpty {
                let tickets = pages[page]
                pages[page] = []
                try dispatchDrawn(tickets, drawnBefore: drawn, of: count, game: template.game.id)
                drawn += tickets.count
            }
            drawing.wait()
            size = nextSize
            round = 1 - round
        }
    }

    private func dispatchDrawn(_ batch: [LottoTicket], drawnBefore: Int, of count: Int, game: GameID) throws {
        try dispatcher.dispatch(
            .ticketsDrawn(
                Page(items: batch, isFirst: drawnBefore == 0, isLast: drawnBefore + batch.count == count), game: game))
    }

}
