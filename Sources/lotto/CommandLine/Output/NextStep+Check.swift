import Lotto

extension NextStep {
    /// A check's next step (``CheckSummary/nextSteps``), as standard error says it: `no
    /// powerball draws recorded: 'lotto draws update' fetches them, ...` as an empty list says
    /// what would fill it; `lotto: every ticket waits for its draw: ...`; against one recorded
    /// draw, which tickets were for others (the text names no ticket's own draw: one bought for
    /// another would otherwise read as having lost, or won, its own).
    static func words(_ step: CheckNextStep) -> String {
        switch step {
        case .recordDraws(let game): "no \(game) draws recorded: \(getDraws)"
        case .awaitResults: "lotto: \(pendingResults)"
        case .recordHeldDraws(let count):
            "lotto: \(count == 1 ? "1 ticket is for a draw" : "\(count) tickets are for draws") held but not "
                + "recorded: \(getDraws)"
        case .checkOwnDraws(let count, let checked):
            "lotto: \(forOtherDraws(count, of: checked)); 'lotto check' alone checks each against its own"
        }
    }

    /// `3 of 5 tickets were for other draws`, `1 of 5 tickets was for another draw`, `all 5
    /// tickets were for other draws`, `the ticket was for another draw`.
    private static func forOtherDraws(_ count: Int, of total: Int) -> String {
        let draws = count == 1 ? "was for another draw" : "were for other draws"
        switch (count, total) {
        case (1, 1): return "the ticket \(draws)"
        case _ where count == total: return "all \(count) tickets \(draws)"
        default: return "\(count) of \(total) tickets \(draws)"
        }
    }
}
