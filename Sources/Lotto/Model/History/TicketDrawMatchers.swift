/// Finds the recorded draw each saved ticket is for, whatever its game: a ``TicketDrawMatcher``
/// a game, made from the one history read when the game's first ticket comes, so that a game
/// with no ticket costs nothing.
///
/// Tickets of one game are mostly saved together, so the last game's matcher is tried first.
public struct TicketDrawMatchers {
    private let history: DrawHistory
    private var matchers: [GameID: TicketDrawMatcher] = [:]
    private var last: (game: GameID, matcher: TicketDrawMatcher)?

    /// - Parameter history: the recorded draws of every game.
    public init(_ history: DrawHistory) {
        self.history = history
    }

    /// `ticket` checked against the recorded draw it is for, as its game's
    /// ``TicketDrawMatcher/check(_:)`` checks it.
    public mutating func check(_ ticket: SavedTicket) -> CheckResult {
        if last?.game != ticket.game {
            if let last { matchers[last.game] = last.matcher }
            let matcher =
                matchers.removeValue(forKey: ticket.game)
                ?? TicketDrawMatcher(game: LottoGame(ticket.game), draws: history.draws(of: ticket.game))
            last = (ticket.game, matcher)
        }
        return last!.matcher.check(ticket)
    }
}
