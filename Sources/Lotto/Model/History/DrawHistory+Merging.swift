extension DrawHistory {
    /// The history with `incoming` recorded, all or nothing.
    ///
    /// A draw is one game's draw on one date. One recorded exactly so is kept; one recorded
    /// with less (no round, fewer prize tiers) is given what it lacked; one recorded with other
    /// figures, or whose round is recorded on another date, is a conflict, unless `replacing`,
    /// when the given draw replaces what is recorded. A draw replaces at most one recorded draw:
    /// one whose round is recorded on another date while its own date holds another draw is
    /// always a conflict. Draws of the input that repeat one another are one draw; draws of the
    /// input that disagree are always a conflict, as are rounds out of date order.
    ///
    /// Linear in the history's size, and `n log n` in the input's.
    ///
    /// - Returns: the new history, and what was done.
    public func merging(_ incoming: [SourcedDraw], replacing: Bool) throws(DrawConflictError)
        -> (history: DrawHistory, summary: DrawMergeSummary)
    {
        // Linear in the sizes of both (but for sorting the input): the input is put in the
        // history's order and walked beside it, and the draws, which are large to copy, are
        // moved by index until the new history is built in one ordered pass.
        let groups = Self.dateGroups(of: incoming)

        // Each date of the input once: its draws combined, and the recorded draw of that date.
        struct Decision {
            let draw: SourcedDraw
            /// The index of the recorded draw of the date, if any.
            let recordedIndex: Int?
        }
        var decisions: [Decision] = []
        decisions.reserveCapacity(groups.count)
        var givenDate = [Bool](repeating: false, count: draws.count)
        for group in groups {
            let first = incoming[group[group.startIndex]]
            var combined = first
            for index in group.dropFirst() {
                let item = incoming[index]
                switch Self.combine(combined.draw, item.draw) {
                case .combined(let draw): combined = SourcedDraw(draw, source: first.source)
                case .differs(let difference): throw .inconsistentInput(item, earlier: first, difference: difference)
                }
            }
            let recordedIndex = index(of: combined.draw.game.id, on: combined.draw.date)
            if let recordedIndex { givenDate[recordedIndex] = true }
            decisions.append(Decision(draw: combined, recordedIndex: recordedIndex))
        }

        // The recorded draws by round, to find a round recorded on another date.
        struct RoundKey: Hashable {
            let game: GameID
            let round: Int
        }
        var byRound: [RoundKey: Int] = [:]
        // Needed only for a round its own date's record does not hold (not in a re-import).
        let roundsElsewhere = decisions.contains { decision in
            guard let round = decision.draw.draw.round else { return false }
            return decision.recordedIndex.map { draws[$0].round != round } ?? true
        }
        if roundsElsewhere {
            byRound.reserveCapacity(draws.count)
            for (index, draw) in draws.enumerated() {
                if let round = draw.round { byRound[RoundKey(game: draw.game.id, round: round)] = index }
            }
        }

        var summary = DrawMergeSummary()
        // What becomes of each recorded draw: kept, changed by the input, or removed.
        var removed = [Bool](repeating: false, count: draws.count)
        // The draw each decision records; `nil` when it keeps the recorded draw as it is.
        var results: [RecordedDraw?] = []
        results.reserveCapacity(decisions.count)
        for decision in decisions {
            let item = decision.draw
            // A recorded draw of another date holding the item's round, unless the input gives
            // that date too (then the input decides it, and the rounds are checked below).
            if roundsElsewhere, let round = item.draw.round,
                let holder = byRound[RoundKey(game: item.draw.game.id, round: round)],
                holder != decision.recordedIndex, !givenDate[holder]
            {
                guard replacing else {
                    throw .roundRecordedOtherwise(
                        item, recorded: draws[holder], onDate: decision.recordedIndex.map { draws[$0] })
                }
                // One record replaces at most one recorded draw: its date's, or its round's.
                if let recordedIndex = decision.recordedIndex {
                    throw .matchesTwoDraws(item, round: draws[holder], date: draws[recordedIndex])
                }
                removed[holder] = true
                summary.replaced += 1
                results.append(item.draw)
                continue
            }
            guard let recordedIndex = decision.recordedIndex else {
                summary.added += 1
                results.append(item.draw)
                continue
            }
            let recorded = draws[recordedIndex]
            switch Self.combine(recorded, item.draw) {
            case .combined(let combined) where combined == recorded:
                summary.kept += 1
                results.append(nil)
            case .combined(let combined):
                summary.updated += 1
                results.append(combined)
            case .differs(let difference):
                guard replacing else { throw .recordedOtherwise(item, difference: difference) }
                summary.replaced += 1
                results.append(item.draw)
            }
        }

        // The new history, in order: the recorded draws and the decisions, walked side by side
        // (both are in the history's order); each draw with the input draw it came from.
        var merged: [RecordedDraw] = []
        var sources: [Int?] = []  // the decision each draw came from, if any
        merged.reserveCapacity(draws.count + decisions.count)
        sources.reserveCapacity(draws.count + decisions.count)
        var next = 0
        func takeRecorded(before decision: Decision?) {
            while next < draws.count {
                if let decision, !Self.precedes(draws[next], decision.draw.draw) { return }
                if !removed[next] && !givenDate[next] {
                    merged.append(draws[next])
                    sources.append(nil)
                }
                next += 1
            }
        }
        for (index, (decision, result)) in zip(decisions, results).enumerated() {
            takeRecorded(before: decision)
            merged.append(result ?? draws[decision.recordedIndex!])
            sources.append(index)
        }
        takeRecorded(before: nil)

        // Rounds must rise with the dates, game by game.
        var previous: (index: Int, round: Int)?
        for (index, draw) in merged.enumerated() {
            guard let round = draw.round else { continue }
            defer { previous = (index, round) }
            guard let (earlierIndex, earlierRound) = previous, case let earlier = merged[earlierIndex],
                earlier.game.id == draw.game.id, earlierRound >= round
            else { continue }
            let blamed = (sources[index] ?? sources[earlierIndex]).map { decisions[$0].draw } ?? SourcedDraw(draw)
            throw .roundsOutOfOrder(blamed, other: blamed.draw == draw ? earlier : draw)
        }
        return (DrawHistory(ordered: merged), summary)
    }

    /// The indices of `incoming` grouped by date (game and date), the groups in the history's
    /// order, each group's indices in input order.
    private static func dateGroups(of incoming: [SourcedDraw]) -> [ArraySlice<Int>] {
        guard !incoming.isEmpty else { return [] }
        // Each game's rank in id order, so that sorting compares integers, not strings.
        let gameIDs = Set(incoming.lazy.map { $0.draw.game.id.rawValue }).sorted()
        let rank = Dictionary(uniqueKeysWithValues: gameIDs.enumerated().map { ($1, $0) })
        var ranks: [Int] = []
        var lastID: String?
        var lastRank = 0
        ranks.reserveCapacity(incoming.count)
        for item in incoming {
            let id = item.draw.game.id.rawValue
            if id != lastID {
                lastID = id
                lastRank = rank[id, default: 0]  // every id is a key: the ranks were made from them
            }
            ranks.append(lastRank)
        }
        let days = incoming.map { $0.draw.date.daysSince1970 }
        let order = incoming.indices.sorted { (ranks[$0], days[$0], $0) < (ranks[$1], days[$1], $1) }
        var groups: [ArraySlice<Int>] = []
        var start = 0
        for end in 1...order.count {
            let sameDate =
                end < order.count
                && (ranks[order[end]], days[order[end]]) == (ranks[order[start]], days[order[start]])
            guard !sameDate else { continue }
            groups.append(order[start..<end])
            start = end
        }
        return groups
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
        // The common case of a re-import, and far cheaper than a union checked anew.
        if recorded == given { return .combined(recorded) }
        guard recorded.draw == given.draw else {
            return .differs(DrawDifference(field: "numbers", recorded: recorded.draw.text, given: given.draw.text))
        }
        // A record of the first set alone (a publisher's that gives one) agrees with one of both.
        if let old = recorded.second, let new = given.second, old != new {
            return .differs(DrawDifference(field: "second set", recorded: old.text, given: new.text))
        }
        if let old = recorded.round, let new = given.round, old != new {
            return .differs(DrawDifference(field: "round", recorded: String(old), given: String(new)))
        }
        if let old = recorded.multiplier, let new = given.multiplier, old != new {
            return .differs(DrawDifference(field: "multiplier", recorded: String(old), given: String(new)))
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
            numbers: recorded.draw.numbers, extra: recorded.draw.extraNumbers, prizes: Array(prizes.values),
            multiplier: recorded.multiplier ?? given.multiplier,
            second: (recorded.second ?? given.second).map { TypedDraw(numbers: $0.numbers, extra: $0.extraNumbers) })
        return .combined(combined ?? recorded)
    }
}
