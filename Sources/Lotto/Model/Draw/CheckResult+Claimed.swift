extension CheckResult {
    /// Whether the prize won is marked claimed (`lotto claim`), for a ticket checked against
    /// one of its own draws: `nil` when it won nothing, or was checked against a draw it was
    /// not bought for.
    package var claimed: Bool? {
        guard status == .checked, tier != nil, let date = draw?.date else { return nil }
        // Its place, from a check against its own draws, saves laying out a multi-draw
        // ticket's draws to find it.
        if let place { return ticket.claimed.contains(place) }
        guard ticket.isFor(drawOn: date) else { return nil }
        return ticket.isClaimed(drawOn: date)
    }
}
