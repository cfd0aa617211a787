/// A ticket to backtest: a saved one, with its id, or one given on standard input.
public struct BacktestTicket: Hashable, Sendable {
    /// The saved ticket's id; `nil` for a ticket that is not saved.
    public let id: Int?
    public let ticket: LottoTicket

    public init(id: Int?, ticket: LottoTicket) {
        self.id = id
        self.ticket = ticket
    }
}
