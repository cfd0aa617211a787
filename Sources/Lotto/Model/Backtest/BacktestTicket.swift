/// A ticket to backtest: a saved one, with its id, or one given on standard input.
package struct BacktestTicket: Hashable, Sendable {
    /// The saved ticket's id; `nil` for a ticket that is not saved.
    package let id: Int?
    package let ticket: LottoTicket
    /// Whether it plays its game's multiplier option (Power Play, Megaplier) where the draw
    /// sold it: a saved ticket bought with it.
    package let withMultiplier: Bool

    package init(id: Int?, ticket: LottoTicket, withMultiplier: Bool = false) {
        self.id = id
        self.ticket = ticket
        self.withMultiplier = withMultiplier
    }
}
