/// A prize won, as the player meets it: the last day to claim it and what is left after tax.
package struct PrizeClaim: Hashable, Sendable {
    /// The deadline of its game's rule, `nil` when no rule is known, or no draw date for a rule
    /// that needs one (a draw typed in on the command line, taken as today's).
    package let deadline: ClaimDeadline?
    /// What is left after the tax withheld; `nil` for a prize that is no money (a free play),
    /// or of a game whose tax lotto does not know (a custom game).
    package let afterTax: AfterTax?

    /// The claim of what `result` won in the draw of `date`: the draw it was checked against;
    /// `nil` when it won nothing.
    package init?(_ result: CheckResult, drawnOn date: CivilDate?) {
        guard result.status == .checked, result.tier != nil else { return nil }
        let rules = PrizeRules.of(result.ticket.game)
        // A rule that is no date (set by the state) holds whatever the draw's date.
        let claimRule = date.map { rules?.claimRule(forDrawOn: $0) } ?? rules?.claim.last
        if case .words(let words)? = claimRule?.period {
            deadline = .words(words)
        } else {
            deadline = date.flatMap { claimRule?.deadline(forDrawOn: $0) }
        }
        let taxRule = rules?.taxRule(forDrawOn: date)
        switch result.prize {
        case .known(let money)?:
            // What the play cost, when the result has no price: the price of the draw's day, or
            // today's for a draw typed in (taken as today's).
            let game = LottoGame(result.ticket.game)
            let price = result.price ?? (date.map { game.price(on: $0) } ?? game.price)
            afterTax = taxRule?.afterTax(money, price: price)
        // Not known either; a tax that is no one rule still says who sets it.
        case .unknown?, .baseOnly?: afterTax = taxRule.map { AfterTax(amount: nil, note: $0.words) }
        case .freePlay?, nil: afterTax = nil
        }
    }
}
