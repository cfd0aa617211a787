/// Everything that can happen in lotto, as the stores hear of it.
public enum LottoAction: Equatable, Sendable {
    /// Tickets of a game were drawn. A large draw arrives as several of these, in order.
    case ticketsDrawn([LottoTicket], game: GameID)
    /// Tickets were appended to the store, with their new ids; a large save comes as several
    /// of these, in order.
    case ticketsSaved([SavedTicket])
    /// Tickets were removed from the store.
    case ticketsRemoved([SavedTicket])
    /// A page of the saved tickets was read, in saved order; a long list arrives as several.
    case savedTicketsLoaded([SavedTicket])
    /// A page of saved tickets was checked against a draw; a long list arrives as several.
    case ticketsChecked([CheckResult], draw: WinningDraw)
}
