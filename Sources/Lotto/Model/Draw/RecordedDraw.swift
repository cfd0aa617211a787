/// A game's official draw on a date, as its publisher recorded it: the numbers, valid under the
/// rules in force that day (not always today's), the round if the publisher numbers them, and
/// the prizes paid.
public struct RecordedDraw: Hashable, Sendable {
    /// The largest round: 2^53 - 1, the largest whole number every JSON reader holds exactly,
    /// so that the round after the last never overflows.
    public static let largestRound = 9_007_199_254_740_991

    /// The largest prize per winner, in minor units: 10^15 (a quadrillion won, ten trillion
    /// dollars), a thousand times the largest jackpot ever paid. Sums of prizes over a
    /// backtest then stay far from overflow.
    public static let largestPrize = 1_000_000_000_000_000

    /// The day of the draw.
    public let date: CivilDate
    /// The publisher's number for the draw (Korea's 회차, the UK's draw number); `nil` when
    /// the record has none (New York's files).
    public let round: Int?
    /// The games whose draws have no round: Powerball's and Mega Millions', which New York's
    /// results (their publisher's) never number.
    static let unnumbered: Set<GameID> = [GameID(.powerball), GameID(.megaMillions)]
    /// The numbers; its game is the game as played on ``date`` (see ``LottoGame/asPlayed(on:)``).
    public let draw: WinningDraw
    /// The prizes recorded, by tier (numbered as the draw's era numbers its tiers), ascending; a
    /// tier not here is not recorded.
    public let prizes: [PrizeRecord]
    /// The multiplier drawn with the numbers (Powerball's Power Play, Mega Millions'
    /// Megaplier), when the record gives it: what a ticket with that option had its prizes
    /// multiplied by.
    public let multiplier: Int?
    /// The second set of balls, drawn on a second machine, of a game whose era draws two (UK
    /// Lotto from 2026-06-10; ``GameEra/sets``); `nil` for a draw of one set, or a record of such
    /// a draw that gives only the first.
    public let second: WinningDraw?

    /// The largest multiplier a draw may record (Power Play's 10x).
    public static let largestMultiplier = 10

    /// A draw of `game` on `date`, checked against the rules of that day.
    ///
    /// - Parameters:
    ///   - numbers: the main numbers, in any order.
    ///   - extra: the extra balls: same-drum bonus balls, or the separate drum's numbers.
    ///   - prizes: the tiers the publisher recorded, in any order.
    ///   - multiplier: the multiplier drawn with the numbers, if the record gives it; only for a
    ///     game that sells an option paying by it.
    ///   - second: the second set of balls (its main numbers and bonus), for a draw of an era
    ///     that draws two (``GameEra/sets``); refused for any other. `numbers` and `extra` are
    ///     then the first set's. A publisher's record of such a draw may give the first alone.
    public init(
        game: LottoGame, date: CivilDate, round: Int?, numbers: [Int], extra: [Int], prizes: [PrizeRecord] = [],
        multiplier: Int? = nil, second: TypedDraw? = nil
    ) throws(RecordedDrawError) {
        guard let played = game.asPlayed(on: date) else {
            throw .beforeFirstDraw(game: game.id, date: date, first: game.eras.first?.from ?? date)
        }
        try self.init(
            played: played, date: date, round: round, numbers: numbers, extra: extra, prizes: prizes,
            multiplier: multiplier, second: second)
    }

    /// A draw of `played` (the game as played on `date`, which the caller has found) on `date`.
    /// A reader of many draws finds each era's game once, not once a draw.
    init(
        played: LottoGame, date: CivilDate, round: Int?, numbers: [Int], extra: [Int], prizes: [PrizeRecord],
        multiplier: Int? = nil, second: TypedDraw? = nil
    ) throws(RecordedDrawError) {
        if let round, !(1...Self.largestRound).contains(round) { throw .roundOutOfRange(round) }
        if let multiplier {
            guard played.multiplierOption != nil else { throw .noMultiplier(multiplier, game: played.id) }
            guard (1...Self.largestMultiplier).contains(multiplier) else { throw .multiplierOutOfRange(multiplier) }
        }
        do {
            draw = try WinningDraw(numbers: numbers, bonus: extra, game: played)
        } catch {
            throw .invalidNumbers(
                error, game: played.id, eraStart: played.eras.last?.from, rules: played.ruleDescription)
        }
        self.second = try Self.secondSet(second, of: played, on: date)
        // A game has a handful of tiers, so a bit a tier notes those seen. The tiers are the
        // era's: a draw of 2005 has EuroMillions' 12.
        var tiersSeen: UInt64 = 0
        for prize in prizes {
            guard (1...min(played.tiers.count, 63)).contains(prize.tier) else {
                throw .unknownTier(prize.tier, game: played.id, tierCount: played.tiers.count)
            }
            guard tiersSeen & (1 << prize.tier) == 0 else { throw .repeatedTier(prize.tier) }
            tiersSeen |= 1 << prize.tier
            if let winners = prize.winners, winners < 0 {
                throw .negativeFigure(tier: prize.tier, "winners \(winners)")
            }
            if let amount = prize.amount, amount < 0 { throw .negativeFigure(tier: prize.tier, "amount \(amount)") }
            if let amount = prize.amount, amount > Self.largestPrize {
                throw .prizeTooLarge(
                    tier: prize.tier, amount: Money(minorUnits: amount, currency: played.currency ?? .unnamed))
            }
        }
        self.date = date
        // New York numbers none of its games' draws: a round an older lotto gave one is read
        // and left out.
        self.round = Self.unnumbered.contains(played.id) ? nil : round
        // Records come sorted from every reader lotto has; sorting them again would copy.
        let isSorted = zip(prizes, prizes.dropFirst()).allSatisfy { $0.tier < $1.tier }
        self.prizes = isSorted ? prizes : prizes.sorted { $0.tier < $1.tier }
        self.multiplier = multiplier
    }

    /// A draw typed in, taken as held on `date` with no prize recorded: a winning ticket gets
    /// the prize that day's rules fix for its tier, else an unknown one, as for a record
    /// without prizes.
    init(typed draw: WinningDraw, on date: CivilDate) {
        self.draw = draw.asPlayed(on: date)
        self.date = date
        round = nil
        prizes = []
        multiplier = nil
        second = nil
    }

    /// A draw of two sets typed in (see ``init(typed:on:)``): `second` is the second set's.
    ///
    /// - Throws: ``RecordedDrawError/oneSetOnly(game:date:twoFrom:)`` when the game drew one set
    ///   on `date`, or its error when `second` breaks that day's rules.
    init(typed draw: WinningDraw, second: TypedDraw, on date: CivilDate) throws(RecordedDrawError) {
        self.draw = draw.asPlayed(on: date)
        self.date = date
        round = nil
        prizes = []
        multiplier = nil
        self.second = try Self.secondSet(second, of: self.draw.game, on: date)
    }

    /// `second`, checked as a draw of `played`'s era on `date`, which must draw two sets.
    private static func secondSet(
        _ second: TypedDraw?, of played: LottoGame, on date: CivilDate
    ) throws(RecordedDrawError) -> WinningDraw? {
        guard let second else { return nil }
        guard played.eras.last?.sets == 2 else {
            let twoFrom = LottoGame(played.id).eras.first { $0.sets > 1 }?.from
            throw .oneSetOnly(game: played.id, date: date, twoFrom: twoFrom)
        }
        do {
            return try WinningDraw(numbers: second.numbers, bonus: second.extra, game: played)
        } catch {
            throw .invalidSecondSet(
                error, game: played.id, eraStart: played.eras.last?.from, rules: played.ruleDescription)
        }
    }

    /// The game as played on the draw's date.
    public var game: LottoGame { draw.game }

    /// The currency of the draw's prizes and price (``Currency/unnamed`` for a custom game).
    public var currency: Currency { game.currency ?? .unnamed }

    /// What one winning ticket of `tier` (numbered as the draw's era numbers its tiers) was
    /// paid: the recorded prize per winner, else the game's free play or fixed prize of that
    /// day, else unknown (a shared prize nobody won is unknown, never 0).
    public func prize(tier: Int) -> PrizeAmount {
        if let amount = prizes.first(where: { $0.tier == tier })?.amount {
            return .known(Money(minorUnits: amount, currency: currency))
        }
        if let freePlay = game.freePlay, game.eras.last?.freePlayTiers.contains(tier) == true {
            return .freePlay(freePlay)
        }
        if let fixed = game.eras.last?.fixedPrizes[tier] {
            return .known(Money(minorUnits: fixed, currency: currency))
        }
        return .unknown
    }

    /// How `saved` fares against this draw, with what it won.
    ///
    /// A ticket with the game's multiplier option (``SavedTicket/withMultiplier``) wins its
    /// prize multiplied by the draw's multiplier, or what the option fixes (see
    /// ``MultiplierOption``); unknown where the record gives no multiplier. In an era whose
    /// plays each carry a multiplier (``GameEra/playMultiplier``), a ticket wins its base prize
    /// times its own, or the base alone, not known, when it was saved without.
    public func check(_ saved: SavedTicket) -> CheckResult {
        check(saved, set: second == nil ? nil : 1)
    }

    /// How `saved` fares against each set of balls the draw drew, as ``check(_:)``: one result
    /// for a draw of one set; for a draw of two (``second``), the first set's, then the
    /// second's, each saying its set and paid its own prize.
    public func checkEachSet(_ saved: SavedTicket) -> [CheckResult] {
        second == nil ? [check(saved)] : [check(saved, set: 1), check(saved, set: 2)]
    }

    /// The draw as one of its sets of balls: itself for set 1 (or a draw of one set), its
    /// second set, with the draw's date, round and prizes, for set 2.
    func asSet(_ set: Int?) -> RecordedDraw {
        guard set == 2, let second else { return self }
        return RecordedDraw(self, draw: second)
    }

    /// `draw` as drawn on the day of `recorded`, with its round and prizes: one set of a draw of two.
    private init(_ recorded: RecordedDraw, draw: WinningDraw) {
        self.draw = draw
        date = recorded.date
        round = recorded.round
        prizes = recorded.prizes
        multiplier = recorded.multiplier
        second = nil
    }

    /// ``check(_:)`` against set `set` (1 or 2; `nil` for a draw of one set).
    private func check(_ saved: SavedTicket, set: Int?) -> CheckResult {
        let result = (set == 2 ? second ?? draw : draw).check(saved)
        var won = result.tier.map(prize(tier:)) ?? .known(Money(minorUnits: 0, currency: currency))
        if saved.withMultiplier, let tier = result.tier, let rule = result.rule {
            won = prize(tier: tier, rule: rule, base: won)
        }
        if let play = game.eras.last?.playMultiplier, let tier = result.tier {
            won = play.prize(tier: tier, jackpot: won, multiplier: saved.playMultiplier, currency: currency)
        }
        return CheckResult(
            ticket: saved, matched: result.matched, tier: result.tier, rule: result.rule, prize: won, set: set)
    }

    /// What a winning ticket with the game's multiplier option was paid for `tier` (its rule
    /// `rule`), from `base`, what it won without the option.
    func prize(tier: Int, rule: PrizeTier, base: PrizeAmount) -> PrizeAmount {
        guard let option = game.multiplierOption else { return base }
        return option.prize(tier: tier, rule: rule, base: base, multiplier: multiplier, on: date, currency: currency)
    }

    /// What one play cost that day, if the game table knows.
    public var price: Money? { game.price }

    /// `kr645 round 1 (2002-12-07)`, or `powerball 2017-12-30`: the draw, for messages.
    public var name: String {
        "\(game.id) " + (round.map { "round \($0) (\(date))" } ?? "\(date)")
    }
}
