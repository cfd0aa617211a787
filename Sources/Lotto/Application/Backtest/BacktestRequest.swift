/// What a backtest is asked: which tickets, over which recorded draws of which game, at what
/// price. Made only valid (see ``init(_:game:selection:price:)``); the price, read in the
/// game's money, is checked once the game is known (``price(in:)``).
package struct BacktestRequest {
    /// The tickets a backtest checks.
    package enum Tickets {
        /// The saved tickets of the game: all of them, or those with these ids.
        case saved(ids: Set<Int>?)
        /// Tickets given (on standard input), not saved: a reader that calls its argument with
        /// each page of them as they arrive, so that a backtest of any number holds one page.
        case given((_ page: ([LottoTicket]) throws -> Void) throws -> Void)
        /// `count` fresh random tickets a draw, from the secure generator or a seeded one.
        case random(count: Int, seed: UInt64?)
    }

    /// The most random tickets a draw: a backtest of 1,300 draws checks 1,000,000 a draw in
    /// well under a minute a thousand draws.
    package static let mostRandomTickets = 10_000_000

    package let tickets: Tickets
    /// The game; `nil` for the game of the saved tickets given by id, else kr645.
    package let game: LottoGame?
    /// The draws (its game is set to the backtest's).
    package let selection: DrawSelection
    /// What one play costs, as typed (`2`, `2.50`), in the game's money; `nil` for the price in
    /// force at each draw.
    package let price: String?

    /// - Throws: ``BacktestError/randomTicketCount(_:)`` for random tickets of a count outside
    ///   1 to ``mostRandomTickets``.
    package init(_ tickets: Tickets, game: LottoGame?, selection: DrawSelection, price: String? = nil)
        throws(BacktestError)
    {
        if case .random(let count, _) = tickets, !(1...Self.mostRandomTickets).contains(count) {
            throw .randomTicketCount(count)
        }
        self.tickets = tickets
        self.game = game
        self.selection = selection
        self.price = price
    }

    /// The price asked for, in `game`'s money; `nil` for the price in force at each draw.
    ///
    /// - Throws: ``BacktestError/invalidPrice(_:currency:)`` for what is not an amount of that
    ///   money above 0, ``BacktestError/priceTooLarge(_:)`` for one larger than any prize.
    package func price(in game: LottoGame) throws(BacktestError) -> Money? {
        guard let price else { return nil }
        let currency = game.currency ?? .unnamed
        guard let amount = Money(price, currency: currency), amount.minorUnits > 0 else {
            throw .invalidPrice(price, currency: currency)
        }
        guard amount.minorUnits <= RecordedDraw.largestPrize else { throw .priceTooLarge(price) }
        return amount
    }
}
