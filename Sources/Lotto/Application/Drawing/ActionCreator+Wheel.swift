/// Wheels: tickets made of chosen numbers, dispatched as a draw is.
extension ActionCreator {
    /// Makes the wheel of `numbers` keeping `guarantee` for `game` (see ``Wheel``) and
    /// dispatches its tickets as the current draw, for the game's next draw whose sales are
    /// open, so that `lotto save` keeps them as it keeps a drawn one; ``rememberLastDraw()``
    /// remembers how it was asked for too.
    ///
    /// - Parameters:
    ///   - extra: for a game with a separate drum, the picks every ticket holds from it.
    ///   - seed: the search's seed.
    /// - Throws: ``WheelError`` or ``TicketError`` (for `extra`), before anything is
    ///   dispatched.
    public func drawWheel(
        of numbers: [Int], guarantee: WheelGuarantee, game: LottoGame, extra: [Int], seed: UInt64
    ) throws {
        // The separate drum's picks checked first: a wheel can take seconds to make.
        var extraBits: UInt128 = 0
        if let extraRule = game.extra {
            extraBits = try LottoTicket(numbers: extra, rule: extraRule).bits
        } else if !extra.isEmpty {
            throw TicketError.wrongExtraCount(found: extra.count, expected: 0)
        }
        let meter = ProgressMeter(.searchingWheel, total: WorkBudget.wheel, dispatch: dispatch)
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
        let draw = try? nextDraw(of: game.id)
        // Remembered with the tickets: a wheel of too many to keep is saved by asking it again.
        let request = WheelRequest(numbers: numbers, guarantee: guarantee, extra: extra, seed: seed)
        var start = 0
        while start < tickets.count {
            let end = min(start + Self.batchSize, tickets.count)
            try dispatchDrawn(
                Array(tickets[start..<end]), drawnBefore: start, of: tickets.count, game: game, for: draw,
                wheel: request)
            start = end
        }
    }
}
