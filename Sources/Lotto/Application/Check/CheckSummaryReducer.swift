import Flux

/// The check summary's logic: a check's first page starts it afresh for its target; each page's
/// results are counted, in their game's part, by the rule of the tier won (or as pending, or
/// without a draw), and their prizes and prices added up (a pending ticket's price in what was
/// spent too: it was bought); against one recorded draw, the
/// tickets for other draws are counted too. Against each ticket's own draw, only the results
/// the summary's request counts are (``CheckSummaryRequest``: the draws of its dates), and by
/// period too when it asks (``GameCheckSummary/periods``). Each page decides the next steps the
/// counts call for (``CheckSummary/nextSteps``).
package struct CheckSummaryReducer: Reducer {
    package init() {}

    package var initialState: CheckSummary { CheckSummary() }

    package func reduce(into state: inout CheckSummary, _ action: LottoAction) -> Bool {
        if case .deletedTicketsChecked(let page) = action {
            // After the saved tickets' pages, into the same parts: never a fresh start.
            return changing(&state) { state in
                Self.count(page.items, into: &state)
                state.isComplete = page.isLast
            }
        }
        guard case .ticketsChecked(let page, let target, _) = action else { return false }
        return adding(page, to: &state, startingFrom: { CheckSummary(target) }) { state, results in
            Self.count(results, into: &state)
            // Against each ticket's own draws, the record's deleted tickets follow.
            if case .ownDraws = target { state.isComplete = false }
        }
    }

    /// Counts `results`, each in its game's part.
    private static func count(_ results: [CheckResult], into state: inout CheckSummary) {
        // A ticket is for the recorded draw when it keeps that draw's day (a multi-draw
        // ticket, when one of its draws is on it), as a check of each ticket's own draws
        // finds it (``TicketDrawMatcher``).
        let oneDrawDay = state.recorded?.date
        let request = state.request
        // Tickets of one game mostly come together: the last game's part is tried first.
        var index = 0
        for result in results where request.counts(result) {
            let game = result.ticket.game
            // Against one recorded draw, every ticket is counted in that draw's money.
            let currency = oneDrawDay == nil ? Self.currency(of: result) : nil
            func isItsPart(_ part: GameCheckSummary) -> Bool {
                part.game.id == game && (currency == nil || part.currency == currency)
            }
            if index >= state.games.count || !isItsPart(state.games[index]) {
                if let found = state.games.firstIndex(where: isItsPart) {
                    index = found
                } else {
                    index = state.games.count
                    state.games.append(GameCheckSummary(LottoGame(game), currency: currency))
                }
            }
            // Against one recorded draw, its date; against a draw typed in, none.
            let drawDate =
                state.target.map { target -> CivilDate? in
                    if case .ownDraws = target { return result.draw?.date }
                    return oneDrawDay
                } ?? nil
            let claim = PrizeClaim(result, drawnOn: drawDate)
            Self.count(result, claim, in: &state.games[index], by: request.period)
            // Claimed (`lotto claim`), a prize is no more to claim.
            if let claim, result.claimed != true {
                state.prizesWon.append(
                    PrizeToClaim(result, drawnOn: drawDate, claim: claim, currency: state.games[index].currency))
            }
            if let oneDrawDay, result.set != 2, result.ticket.draw != nil,
                !result.ticket.isFor(drawOn: oneDrawDay)
            {
                state.games[index].forOtherDraws += 1
            }
        }
        state.nextSteps = state.stepsCalledFor
    }

    /// The money `result` is counted in: its price's, else its prize's, else that of its
    /// draw's day (lire for a SuperEnalotto draw of 2001), else its game's today.
    private static func currency(of result: CheckResult) -> Currency {
        if let price = result.price { return price.currency }
        if case .known(let money)? = result.prize { return money.currency }
        let game = LottoGame(result.ticket.game)
        let date = result.draw?.date ?? result.ticket.draw?.date
        return date.flatMap { game.era(on: $0)?.currency } ?? game.currency ?? .unnamed
    }

    /// Adds one result to its game's part and, by `length`, to the part's period of its draw's
    /// date: the same sums, so that whatever a part counts, its periods count too.
    private static func count(
        _ result: CheckResult, _ claim: PrizeClaim?, in summary: inout GameCheckSummary,
        by length: CheckPeriod.Length?
    ) {
        count(result, claim, in: &summary)
        guard let length, let date = result.draw?.date else { return }
        // The default is made only for a period's first result.
        let (game, currency) = (summary.game, summary.currency)
        let period = CheckPeriod(length, containing: date)
        count(result, claim, in: &summary.periods[period, default: GameCheckSummary(game, currency: currency)])
    }

    /// Adds one result, and what is left of its prize after tax, to a part (or period).
    private static func count(_ result: CheckResult, _ claim: PrizeClaim?, in summary: inout GameCheckSummary) {
        count(result, in: &summary)
        if let claim { count(claim, of: result, in: &summary) }
    }

    /// Adds one result to its game's part.
    private static func count(_ result: CheckResult, in summary: inout GameCheckSummary) {
        switch result.status {
        case .pending:
            summary.pending += 1
            // Bought all the same: what was spent counts it, as what waits does.
            summary.spent = adding(result.price, to: summary.spent, in: summary.currency)
            summary.pendingCost = adding(result.price, to: summary.pendingCost, in: summary.currency)
            if result.isDrawHeld {
                summary.notRecorded += 1
                summary.notRecordedCost = adding(result.price, to: summary.notRecordedCost, in: summary.currency)
            }
        case .noDraw: summary.withoutDraw += 1
        case .checked:
            // A line plays both sets of a draw of two for one price, counted with the first.
            if result.set != 2 { summary.spent = adding(result.price, to: summary.spent, in: summary.currency) }
            guard let rule = result.rule else {
                summary.losers += 1
                break
            }
            // A ticket checked against its own draw is checked by the tiers of that draw's era,
            // numbered as the era numbers them: counted by rule, it counts with its like.
            if let index = summary.tiers.firstIndex(of: rule) {
                summary.winnersPerTier[index] += 1
            } else {
                summary.tiers.append(rule)
                summary.winnersPerTier.append(1)
            }
        }
        if result.claimed == false {
            summary.unclaimedPrizes += 1
            switch result.prize {
            case .known(let money)? where money.currency == summary.currency: summary.unclaimedWon += money.minorUnits
            case .known?, .unknown?, .baseOnly?: summary.unclaimedUnknownPrizes += 1
            case .freePlay?: summary.unclaimedFreePlays += 1
            case nil: break
            }
        }
        switch result.prize {
        // A prize of another money (lire, in a sum of euros) is not added as if it were this one.
        case .known(let money)? where money.currency == summary.currency: summary.won += money.minorUnits
        case .known?, .unknown?, .baseOnly?: summary.unknownPrizes += 1
        // A free play is no money: counted apart.
        case .freePlay?: summary.freePlays += 1
        case nil: break
        }
    }

    /// Adds what is left of one prize after tax to its game's part.
    private static func count(_ claim: PrizeClaim, of result: CheckResult, in summary: inout GameCheckSummary) {
        guard let afterTax = claim.afterTax else {
            // A prize of a game whose tax lotto does not know (a custom game): what is left of
            // it after tax is not known either, never 0. A free play is no money.
            if case .freePlay? = result.prize { return }
            if result.prize != nil { summary.afterTaxUnknown += 1 }
            return
        }
        if let note = afterTax.note { summary.taxNote = note }
        if let amount = afterTax.amount, amount.currency == summary.currency {
            summary.wonAfterTax += amount.minorUnits
        } else {
            summary.afterTaxUnknown += 1
        }
    }

    /// `total` and `price`, in minor units of `currency`; unknown once either is, or once a
    /// price is of another money (lotto converts none).
    private static func adding(_ price: Money?, to total: Int128?, in currency: Currency) -> Int128? {
        guard let total, let price, price.currency == currency else { return nil }
        return total + price.minorUnits
    }
}

/// The summary of the last check, game by game: see ``CheckSummary`` and
/// ``CheckSummaryReducer``.
package typealias CheckSummaryStore<Action> = ReducerStore<CheckSummary, Action>
