extension CheckSummary {
    /// Whether a result counted won a prize of any tier (money, one unknown, or a free play):
    /// what `check --exit-code` exits 1 for.
    package var anyPrizeWon: Bool {
        games.contains { $0.winnersPerTier.contains { $0 > 0 } }
    }
}
