/// A game's rules for its prizes once won: the deadline to claim one and the tax withheld, each
/// a list of rules by era, oldest first (see ``PrizeRules/of(_:)`` for the table).
package struct PrizeRules: Hashable, Sendable {
    /// The claim deadlines, oldest first.
    package let claim: [ClaimRule]
    /// The taxes withheld, oldest first.
    package let tax: [TaxRule]

    /// The claim rule for a draw on `date`; `nil` before the first lotto knows.
    package func claimRule(forDrawOn date: CivilDate) -> ClaimRule? {
        claim.last { $0.from.map { $0 <= date } ?? true }
    }

    /// The tax rule for a draw on `date`, today's for a draw of no known date (a draw typed in);
    /// `nil` before the first lotto knows.
    package func taxRule(forDrawOn date: CivilDate?) -> TaxRule? {
        guard let date else { return tax.last }
        return tax.last { $0.from.map { $0 <= date } ?? true }
    }
}
