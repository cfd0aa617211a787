import Testing

@testable import Lotto

/// Prize tiers by era (shared/data/draws/README.md): a draw is checked by the tiers of its
/// day, numbered as that era numbered them. EuroMillions had 12 tiers until 2011-05-09, with 2
/// winning nothing and 3+1 above 2+2; 4 ranked above 3+2 until 2016-09-23.
@Suite struct TierEraTests {
    static let euroMillions = LottoGame.named("euromillions")!

    static func date(_ text: String) -> CivilDate { CivilDate(text)! }

    /// A game that dropped a tier: 2 (two main numbers, no extra) won until 2011-05-09, and
    /// today's tiers have no such rule; 5+1 wins from 2011-05-10. No game of the table has
    /// dropped one, but a count across eras must still find 2 a place.
    static let gameThatDroppedATier: LottoGame = {
        let main = LottoRule(count: 5, range: 1...50)
        let extra = LottoRule(count: 2, range: 1...9)
        let jackpot = PrizeTier(main: 5, extra: 2...2)
        return LottoGame(
            id: LottoGame.named("5/50+2/9")!.id, name: "A game that dropped a tier", bonusCount: 0, currency: .euro,
            eras: [
                GameEra(
                    from: date("2004-02-13"), main: main, extra: extra, price: nil,
                    tiers: [jackpot, PrizeTier(main: 2, extra: 0...0)]),
                GameEra(
                    from: date("2011-05-10"), main: main, extra: extra, price: nil,
                    tiers: [jackpot, PrizeTier(main: 5, extra: 1...1)]),
            ])
    }()

    /// The tier (1 the top) a ticket of `main` main numbers and `extra` Lucky Stars matched
    /// wins in a EuroMillions draw of `date`, checked by that day's rules.
    private func tier(_ date: String, main: Int, extra: Int) throws -> Int? {
        let played = try #require(Self.euroMillions.asPlayed(on: Self.date(date)))
        let draw = try WinningDraw(numbers: [1, 2, 3, 4, 5], bonus: [1, 2], game: played)
        // Matches from the front of the draw, misses from numbers it does not hold.
        let ticket = try LottoTicket(
            numbers: Array(1..<(main + 1)) + Array(10..<(15 - main)),
            extra: Array([1, 2].prefix(extra)) + Array([8, 9].prefix(2 - extra)), game: played)
        let result = draw.check(
            SavedTicket(id: 1, game: played.id, ticket: ticket, savedAt: Timestamp(secondsSince1970: 0)))
        #expect(result.rule == result.tier.map { played.tiers[$0 - 1] }, "the rule is that of the tier won")
        return result.tier
    }

    @Test func eachEuroMillionsEraHasItsOwnTiers() throws {
        #expect(Self.euroMillions.asPlayed(on: Self.date("2011-05-09"))?.tiers.count == 12)
        #expect(Self.euroMillions.asPlayed(on: Self.date("2011-05-10"))?.tiers.count == 13)
        #expect(Self.euroMillions.asPlayed(on: Self.date("2016-09-24"))?.tiers == Self.euroMillions.tiers)
        #expect(
            Self.euroMillions.tiers.map(\.description) == [
                "5+2", "5+1", "5", "4+2", "4+1", "3+2", "4", "2+2", "3+1", "3", "1+2", "2+1", "2",
            ])
    }

    /// 2 wins nothing before 2011-05-10, and the last tier (13) after.
    @Test(arguments: [
        ("2005-12-30", nil), ("2011-05-06", nil), ("2011-05-10", 13), ("2015-06-02", 13), ("2017-06-02", 13),
    ])
    func twoMainNumbersWinFromMay2011(date: String, expected: Int?) throws {
        #expect(try tier(date, main: 2, extra: 0) == expected)
    }

    /// 4 ranks above 3+2 until 2016-09-23 (tiers 6 and 7), below it from 2016-09-24.
    @Test(arguments: [("2005-12-30", 6, 7), ("2015-06-02", 6, 7), ("2016-09-23", 6, 7), ("2016-09-24", 7, 6)])
    func fourAndThreePlusTwoSwapInSeptember2016(date: String, four: Int, threePlusTwo: Int) throws {
        #expect(try tier(date, main: 4, extra: 0) == four)
        #expect(try tier(date, main: 3, extra: 2) == threePlusTwo)
    }

    /// 3+1 ranks above 2+2 until 2011-05-09 (tiers 8 and 9), below it from 2011-05-10.
    @Test(arguments: [("2005-12-30", 8, 9), ("2011-05-06", 8, 9), ("2011-05-10", 9, 8), ("2017-06-02", 9, 8)])
    func threePlusOneAndTwoPlusTwoSwapInMay2011(date: String, threePlusOne: Int, twoPlusTwo: Int) throws {
        #expect(try tier(date, main: 3, extra: 1) == threePlusOne)
        #expect(try tier(date, main: 2, extra: 2) == twoPlusTwo)
    }

    /// The tiers every era shares keep their number: the top five, 3, 1+2 and 2+1.
    @Test(arguments: ["2005-12-30", "2015-06-02", "2017-06-02"])
    func theOtherTiersKeepTheirNumbers(date: String) throws {
        let fixed = [(5, 2, 1), (5, 1, 2), (5, 0, 3), (4, 2, 4), (4, 1, 5), (3, 0, 10), (1, 2, 11), (2, 1, 12)]
        for (main, extra, expected) in fixed {
            #expect(try tier(date, main: main, extra: extra) == expected, "\(main)+\(extra) on \(date)")
        }
        #expect(try tier(date, main: 1, extra: 1) == nil && tier(date, main: 0, extra: 2) == nil)
    }

    /// A record's tier numbers are its era's: a 2005 draw has 12 tiers, its tier 8 is 3+1.
    @Test func aRecordsTiersAreItsErasTiers() throws {
        #expect(throws: RecordedDrawError.unknownTier(13, game: Self.euroMillions.id, tierCount: 12)) {
            try RecordedDraw(
                game: Self.euroMillions, date: Self.date("2005-12-30"), round: nil, numbers: [1, 2, 3, 4, 5],
                extra: [1, 2], prizes: [PrizeRecord(tier: 13, winners: 10, amount: 400)])
        }
        let old = try RecordedDraw(
            game: Self.euroMillions, date: Self.date("2005-12-30"), round: nil, numbers: [1, 2, 3, 4, 5],
            extra: [1, 2], prizes: [PrizeRecord(tier: 8, winners: 10, amount: 2_500)])
        let threePlusOne = SavedTicket(
            id: 1, game: Self.euroMillions.id, ticket: try LottoTicket(parsing: "1 2 3 10 11 + 1 9", game: old.game),
            savedAt: Timestamp(secondsSince1970: 0))
        let result = old.check(threePlusOne)
        #expect(result.tier == 8 && result.rule == PrizeTier(main: 3, extra: 1...1))
        #expect(result.prize == .known(Money(minorUnits: 2_500, currency: .euro)))
        let recent = try RecordedDraw(
            game: Self.euroMillions, date: Self.date("2017-06-02"), round: nil, numbers: [1, 2, 3, 4, 5],
            extra: [1, 2], prizes: [PrizeRecord(tier: 13, winners: 10, amount: 400)])
        #expect(recent.check(threePlusOne).tier == 9)
    }

    /// Every tier rule of every era, today's first, in today's order; then a rule that only an
    /// older era had.
    @Test func theTiersOfEveryEraAreTodaysThenTheRulesTheyLack() {
        #expect(Self.euroMillions.tiersOfEveryEra == Self.euroMillions.tiers, "today's hold every older rule")
        #expect(LottoGame.korean645.tiersOfEveryEra == LottoGame.korean645.tiers)
        let dropped = Self.gameThatDroppedATier
        #expect(dropped.tiers.map(\.description) == ["5+2", "5+1"])
        #expect(dropped.tiersOfEveryEra.map(\.description) == ["5+2", "5+1", "2"])
        #expect(dropped.asPlayed(on: Self.date("2005-12-30"))?.tiersOfEveryEra.map(\.description) == ["5+2", "2"])
    }

    @Test func theTierErasSayWhenEachListHeld() {
        let eras = Self.euroMillions.tierEras
        #expect(eras.map(\.from) == [Self.date("2004-02-13"), Self.date("2011-05-10"), Self.date("2016-09-24")])
        #expect(eras.map(\.until) == [Self.date("2011-05-09"), Self.date("2016-09-23"), nil])
        #expect(eras.map(\.tiers.count) == [12, 13, 13] && eras.last?.tiers == Self.euroMillions.tiers)
        // Eras that changed the price or the drums but not the tiers make one list.
        let korean = LottoGame.korean645.tierEras
        #expect(korean.count == 1 && korean[0].from == Self.date("2002-12-07") && korean[0].until == nil)
        let loto6 = LottoGame.named("loto6")!.tierEras
        #expect(
            loto6.count == 1 && loto6[0].from == Self.date("2000-10-05")
                && loto6[0].tiers == LottoGame.named("loto6")!.tiers)
    }
}
