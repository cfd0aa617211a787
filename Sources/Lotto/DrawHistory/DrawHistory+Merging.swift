extension DrawHistory {
    /// The history with `incoming` recorded, all or nothing.
    ///
    /// A draw is one game's draw on one date. One recorded exactly so is kept; one recorded
    /// with less (no round, fewer prize tiers) is given what it lacked; one recorded with other
    /// figures, or whose round is recorded on another date, is a conflict, unless `replacing`,
    /// when the given draw replaces what is recorded. Draws of the input that repeat one
    /// another are one draw; draws of the input that disagree are always a conflict, as are
    /// rounds out of date order.
    ///
    /// - Returns: the new history, and what was done.
    public func merging(_ incoming: [SourcedDraw], replacing: Bool) throws(DrawConflict)
        -> (history: DrawHistory, summary: DrawMergeSummary)
    {
        struct Key: Hashable {
            let game: GameID
            let date: CivilDate
        }
        struct RoundKey: Hashable {
            let game: GameID
            let round: Int
        }
        func key(_ draw: RecordedDraw) -> Key { Key(game: draw.game.id, date: draw.date) }

        // The input, each date once.
        var given: [Key: SourcedDraw] = [:]
        var order: [Key] = []
        for item in incoming {
            let itemKey = key(item.draw)
            guard let earlier = given[itemKey] else {
                given[itemKey] = item
                order.append(itemKey)
                continue
            }
            switch Self.combine(earlier.draw, item.draw) {
            case .combined(let combined): given[itemKey] = SourcedDraw(combined, source: earlier.source)
            case .differs(let difference): throw .inconsistentInput(item, earlier: earlier, difference: difference)
            }
        }

        var byKey: [Key: RecordedDraw] = [:]
        var byRound: [RoundKey: Key] = [:]
        for draw in draws {
            byKey[key(draw)] = draw
            if let round = draw.round { byRound[RoundKey(game: draw.game.id, round: round)] = key(draw) }
        }
        var summary = DrawMergeSummary()
        var sources: [Key: SourcedDraw] = [:]
        for itemKey in order {
            let item = given[itemKey]!
            sources[itemKey] = item
            if let round = item.draw.round, let holder = byRound[RoundKey(game: itemKey.game, round: round)],
                holder != itemKey, let recorded = byKey[holder], sources[holder] == nil
            {
                guard replacing else { throw .roundRecordedOtherwise(item, recorded: recorded) }
                byKey[holder] = nil
                summary.replaced += 1
                if byKey[itemKey] == nil {
                    byKey[itemKey] = item.draw
                    byRound[RoundKey(game: itemKey.game, round: round)] = itemKey
                    continue
                }
            }
            guard let recorded = byKey[itemKey] else {
                summary.added += 1
                byKey[itemKey] = item.draw
                if let round = item.draw.round { byRound[RoundKey(game: itemKey.game, round: round)] = itemKey }
                continue
            }
            switch Self.combine(recorded, item.draw) {
            case .combined(let combined) where combined == recorded:
                summary.kept += 1
            case .combined(let combined):
                summary.updated += 1
                byKey[itemKey] = combined
            case .differs(let difference):
                guard replacing else { throw .recordedOtherwise(item, difference: difference) }
                summary.replaced += 1
                byKey[itemKey] = item.draw
            }
            if let round = byKey[itemKey]?.round { byRound[RoundKey(game: itemKey.game, round: round)] = itemKey }
        }

        let history = DrawHistory(Array(byKey.values))
        // Rounds must rise with the dates, game by game.
        var previous: RecordedDraw?
        for draw in history.draws where draw.round != nil {
            defer { previous = draw }
            guard let earlier = previous, earlier.game.id == draw.game.id, earlier.round! >= draw.round! else {
                continue
            }
            let blamed = sources[key(draw)] ?? sources[key(earlier)] ?? SourcedDraw(draw)
            throw .roundsOutOfOrder(blamed, other: blamed.draw == draw ? earlier : draw)
        }
        return (history, summary)
    }

    /// Two records of one draw taken together.
    enum Combination {
        /// They agree: one record holding what both say.
        case combined(RecordedDraw)
        /// The first figure they disagree on.
        case differs(DrawDifference)
    }

    /// One record holding what both records of a draw say, or the first thing they disagree on.
    static func combine(_ recorded: RecordedDraw, _ given: RecordedDraw) -> Combination {
        guard recorded.draw == given.draw else {
            return .differs(DrawDifference(field: "numbers", recorded: recorded.draw.text, given: given.draw.text))
        }
        if let old = recorded.round, let new = given.round, old != new {
            return .differs(DrawDifference(field: "round", recorded: String(old), given: String(new)))
        }
        var prizes = Dictionary(uniqueKeysWithValues: recorded.prizes.map { ($0.tier, $0) })
        for prize in given.prizes {
            guard let old = prizes[prize.tier] else {
                prizes[prize.tier] = prize
                continue
            }
            if let oldWinners = old.winners, let newWinners = prize.winners, oldWinners != newWinners {
                return .differs(
                    DrawDifference(
                        field: "tier \(prize.tier) winners", recorded: String(oldWinners), given: String(newWinners)))
            }
            if let oldAmount = old.amount, let newAmount = prize.amount, oldAmount != newAmount {
                let currency = recorded.currency
                return .differs(
                    DrawDifference(
                        field: "tier \(prize.tier) prize",
                        recorded: Money(minorUnits: oldAmount, currency: currency).description,
                        given: Money(minorUnits: newAmount, currency: currency).description))
            }
            prizes[prize.tier] = PrizeRecord(
                tier: prize.tier, winners: old.winners ?? prize.winners, amount: old.amount ?? prize.amount)
        }
        // Both records passed the same checks, with the same game and date; so does their union.
        let combined = try? RecordedDraw(
            game: LottoGame(recorded.game.id), date: recorded.date, round: recorded.round ?? given.round,
            numbers: recorded.draw.numbers, extra: recorded.draw.extraNumbers, prizes: Array(prizes.values))
        return .combined(combined ?? recorded)
    }
}
