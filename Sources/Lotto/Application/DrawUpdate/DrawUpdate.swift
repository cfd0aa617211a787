/// What `lotto draws update` did for one game.
package struct DrawUpdate: Equatable, Sendable, CustomStringConvertible {
    package let game: GameID
    package let publisher: DrawPublisher
    /// The last address asked.
    package let address: WebAddress
    /// The path, without its query, of the publisher's last answer (dhlottery's
    /// `/lt645/selectPstLt645Info.do`, or its windows' `/lt645/selectPstLt645InfoNew.do`).
    package let path: String
    /// Requests sent, retries included.
    package let requests: Int
    /// Draws the service answered with.
    package let received: Int
    /// What recording them did: added, updated, replaced, kept.
    package let summary: DrawMergeSummary
    /// The game's last draw the history holds once the draws are recorded; `nil` for none.
    package internal(set) var lastHeld: Draw? = nil
    /// The latest draw of the game that should be held by now: the last its schedule says was
    /// drawn before the publisher's grace for publication (``DrawPublisher/publicationGrace(of:)``);
    /// `nil` for a game with no schedule, or none drawn that long ago.
    package internal(set) var latestDue: Draw? = nil
    /// The earliest draw of the answer, when the history before it could not be reached: a
    /// publisher that keeps only its last days (``DrawPublisher/keepsDays``), and a history
    /// that held none of the game, or ended more than a draw before it. The earlier draws are
    /// for `lotto draws import`.
    package internal(set) var firstReached: Draw? = nil

    /// A draw as an update names it: its date, and its round where it has one.
    package struct Draw: Equatable, Sendable, CustomStringConvertible {
        package let date: CivilDate
        package let round: Int?

        package init(date: CivilDate, round: Int?) {
            self.date = date
            self.round = round
        }

        /// `round 1251 (2026-11-21)`, or `the draw of 2026-11-25` for a draw without a round.
        package var description: String {
            round.map { "round \($0) (\(date))" } ?? "the draw of \(date)"
        }
    }

    /// Whether the history still ends before the latest draw that should be held by now: the
    /// service's answer was incomplete, or it is late with its results. What came is recorded;
    /// asking again later may bring the rest.
    package var isBehind: Bool {
        guard let latestDue else { return false }
        guard let lastHeld else { return true }
        return lastHeld.date < latestDue.date
    }

    /// `kr645: 1 added, 0 updated, 0 replaced, 0 kept (1 draw in 2 requests to www.dhlottery.co.kr)`.
    package var description: String {
        "\(game): \(summary.added) added, \(summary.updated) updated, \(summary.replaced) replaced, "
            + "\(summary.kept) kept (\(received) draw\(received == 1 ? "" : "s") in \(requests) "
            + "request\(requests == 1 ? "" : "s") to \(address.authority))"
    }
}
