extension CheckResult {
    /// Whether the prize won is marked claimed (`lotto claim`), for a ticket checked against
    /// one of its own draws: `nil` when it won nothing, or was checked against a draw it was
    /// not bought for.
    package var claimed: Bool? {
        guard status == .checked, tier != nil, let date = draw?.date, ticket.isFor(drawOn: date) else { return nil }
        return ticket.isClaimed(drawOn: date)
    }
}
