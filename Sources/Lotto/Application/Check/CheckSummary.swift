/// How the saved tickets fared in a check, game by game: see ``GameCheckSummary``.
package struct CheckSummary: StreamSummary, Sendable {
    /// What the tickets were checked against; `nil` before any check.
    package var target: CheckTarget?
    /// Each game's part, in the order of each game's first ticket; against one draw, its game's
    /// alone.
    package var games: [GameCheckSummary] = []
    /// Whether every ticket has been checked.
    package var isComplete = false
    /// What the check suggests doing next, from what it found so far, in the order to say
    /// them; none when nothing is missing.
    package var nextSteps: [CheckNextStep] = []
    /// The prizes won, in the order the results came: see ``prizesToClaim(where:)``.
    package var prizesWon: [PrizeToClaim] = []

    package init() {}

    /// The summary of a check against `target`, before any ticket is counted.
    init(_ target: CheckTarget) {
        self.target = target
        games = target.draw.map { [GameCheckSummary($0.game)] } ?? []
    }

    /// The one draw every ticket was checked against, if there was one.
    package var draw: WinningDraw? { target?.draw }

    /// How the results are summed up: their draws' dates counted, and the periods each game's
    /// part is also summed up by (``GameCheckSummary/periods``).
    package var request: CheckSummaryRequest {
        if case .ownDraws(_, _, let summary, _)? = target { summary } else { .whole }
    }

    /// The day of a check of each ticket's own draws, by which a prize's last day to claim has
    /// passed; `nil` for another check.
    package var today: CivilDate? {
        if case .ownDraws(_, _, _, let today)? = target { today } else { nil }
    }

    /// The one recorded draw every ticket was checked against, if there was one.
    package var recorded: RecordedDraw? {
        if case .recorded(let recorded)? = target { recorded } else { nil }
    }

    /// The games whose tickets wait for their draws while no draw of the game is recorded at
    /// all, in a check against each ticket's own draw: what would check them is recording the
    /// game's draws.
    package var gamesWithoutDraws: [GameID] {
        guard case .ownDraws(_, let recorded, _, _)? = target else { return [] }
        return games.filter { $0.pending > 0 && !recorded.contains($0.game.id) }.map(\.game.id)
    }

    /// Whether, in a check against each ticket's own draw, every ticket waits for its draw: some
    /// pending, none checked, none for no draw.
    package var everyTicketPending: Bool {
        guard case .ownDraws? = target else { return false }
        return games.contains { $0.pending > 0 } && games.allSatisfy { $0.checked == 0 && $0.withoutDraw == 0 }
    }

    /// The next steps its counts call for: each game without a draw recorded, its draws to
    /// record; tickets of the other games waiting for draws already held, those draws to
    /// record; else every ticket waiting though some of their games' draws are recorded, the
    /// results to wait for; against one recorded draw, tickets bought for other draws, a check
    /// of each against its own.
    var stepsCalledFor: [CheckNextStep] {
        let withoutDraws = gamesWithoutDraws
        var steps = withoutDraws.map { CheckNextStep.recordDraws(of: $0) }
        let notRecorded = games.filter { !withoutDraws.contains($0.game.id) }.reduce(0) { $0 + $1.notRecorded }
        if notRecorded > 0 {
            steps.append(.recordHeldDraws(count: notRecorded))
        } else if everyTicketPending, games.contains(where: { !withoutDraws.contains($0.game.id) }) {
            steps.append(.awaitResults)
        }
        if recorded != nil, let game = games.first, game.forOtherDraws > 0 {
            steps.append(.checkOwnDraws(forOtherDraws: game.forOtherDraws, of: game.checked))
        }
        return steps
    }
}
