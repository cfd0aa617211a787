/// What a check suggests doing next, decided from what it found (``CheckSummary/nextSteps``);
/// the command line words it.
package enum CheckNextStep: Hashable, Sendable {
    /// Record the game's draws: its tickets wait for their draws, and none of its draws is
    /// recorded at all.
    case recordDraws(of: GameID)
    /// Wait for the results: every ticket waits for its draw, though some of their games' draws
    /// are recorded, and none of those draws has been held; an update (or an import) of the
    /// draws brings them.
    case awaitResults
    /// Record the draws held: `count` tickets (of games with draws recorded) wait for draws
    /// that have been held but are not recorded; an update (or an import) brings them now.
    case recordHeldDraws(count: Int)
    /// Check each ticket against its own draw: against one recorded draw, `count` of the
    /// `checked` tickets were bought for other draws.
    case checkOwnDraws(forOtherDraws: Int, of: Int)
}
