/// Finds the recorded draw each saved ticket is for, whatever its game: a ``TicketDrawMatcher``
/// a game, made from the one history read when the game's first ticket comes, so that a game
/// with no ticket costs nothing.
///
/// Tickets of one game are mostly saved together, so the last game's matcher is tried first.
public struct TicketDrawMatchers {
    private let history: DrawHistory
    private let heldBy: (GameID) -> Timestamp?
    private var matchers: [GameID: TicketDrawMatcher] = [:]
    private var last: (game: GameID, matcher: TicketDrawMatcher)?

    /// - Parameters:
    ///   - history: the recorded draws of every game.
    ///   - heldBy: for a game, the moment by which its draws count as held (see
    ///     ``TicketDrawMatcher/init(game:draws:heldBy:)``); none by default.
    public init(_ history: DrawHistory, heldBy: @escaping (GameID) -> Timestamp? = { _ in nil }) {
        self.history = history
        self.heldBy = heldBy
    }

    /// `ticket` checked against the recorded draw it is for, as its game's
    /// ``TicketDrawMatcher/check(_:)`` checks it.
    public mutating func check(_ ticket: SavedTicket) -> CheckResult {
        withMatcher(of: ticket.game) { $0.check(ticket) }
    }

    /// Appends `ticket`'s results to `results`, one a draw it is for, as its game's
    /// ``TicketDrawMatcher/check(_:into:)`` checks it.
    public mutating func check(_ ticket: SavedTicket, into results: inout [CheckResult]) {
        withMatcher(of: ticket.game) { $0.check(ticket, into: &results) }
    }

    /// Whether every draw `ticket` is for is recorded, as its game's ``TicketDrawMatcher``
    /// finds them; `false` for a ticket for no draw.
    public mutating func recordsEveryDraw(of ticket: SavedTicket) -> Bool {
        guard ticket.draw != nil else { return false }
        return withMatcher(of: ticket.game) { $0.recordsEveryDraw(of: ticket) }
    }

    /// `body` with the matcher of `game`, made as its first ticket comes.
    private mutating func withMatcher<Result>(
        of game: GameID, _ body: (inout TicketDrawMatcher) -> Result
    ) -> Result {
        if last?.game != game {
            if let last { matchers[last.game] = last.matcher }
            let matcher =
                matchers.removeValue(forKey: game)
                ?? TicketDrawMatcher(game: LottoGame(game), draws: history.draws(of: game), heldBy: heldBy(game))
            last = (game, matcher)
        }
        return body(&last!.matcher)
    }
}
