import Foundation
import Testing

@testable import Lotto

@Suite struct LottoGameTests {
    /// The published jackpot odds (shared/reference/games.md and the games' own sites); the
    /// table's rules must reproduce them, which also guards it against a typo.
    static let publishedOdds: [(String, Int)] = [
        ("kr645", 8_145_060), ("powerball", 292_201_338), ("megamillions", 290_472_336),
        ("euromillions", 139_838_160), ("eurojackpot", 139_838_160), ("uk-lotto", 45_057_474),
        ("loto6", 6_096_454), ("loto7", 10_295_472), ("lotto649", 13_983_816), ("superenalotto", 622_614_630),
    ]

    @Test(arguments: publishedOdds)
    func jackpotOddsComputedFromTheRuleMatchThePublishedFigure(id: String, odds: Int) throws {
        #expect(try #require(LottoGame.named(id)).jackpotOdds == odds)
    }

    /// A ticket costs its game's price on its draw's date (shared/reference/games.md): kr645
    /// 2,000 won until 2004-08-06, then 1,000; Powerball 1 dollar until 2012-01-14, then 2; Loto
    /// 6 and 7 200 and 300 yen; Lotto 6/49 1, 2 and 3 Canadian dollars; EuroMillions 2 euros,
    /// then 2.50 from 2016-09-24 (the euro countries' price); SuperEnalotto 0.50 euros from the
    /// euro, 1 from 2016-02-02 (its lire are below).
    @Test(arguments: [
        ("kr645", "2002-12-07", 2_000), ("kr645", "2004-07-31", 2_000), ("kr645", "2004-08-07", 1_000),
        ("kr645", "2026-11-28", 1_000), ("powerball", "2012-01-11", 100), ("powerball", "2012-01-14", 100),
        ("powerball", "2012-01-15", 200), ("powerball", "2017-12-30", 200), ("megamillions", "2017-10-27", 100),
        ("megamillions", "2017-10-31", 200), ("megamillions", "2025-04-08", 500), ("uk-lotto", "2013-10-02", 100),
        ("uk-lotto", "2013-10-05", 200), ("uk-lotto", "2013-10-09", 200),
        ("loto6", "2026-11-26", 200), ("loto7", "2026-11-27", 300), ("lotto649", "1982-06-12", 100),
        ("lotto649", "2004-05-29", 100), ("lotto649", "2004-06-02", 200), ("lotto649", "2013-09-14", 200),
        ("lotto649", "2013-09-18", 300), ("euromillions", "2004-02-13", 200), ("euromillions", "2016-09-23", 200),
        ("euromillions", "2016-09-24", 250), ("euromillions", "2026-11-27", 250), ("superenalotto", "2002-01-03", 50),
        ("superenalotto", "2016-01-30", 50), ("superenalotto", "2016-02-02", 100),
    ])
    func aPlayCostsItsGamesPriceOnItsDrawsDate(id: String, date: String, minorUnits: Int) throws {
        let game = try #require(LottoGame.named(id))
        let price = game.price(on: try #require(CivilDate(date)))
        #expect(price == Money(minorUnits: minorUnits, currency: try #require(game.currency)))
    }

    /// SuperEnalotto was played in lire until the euro: a draw of 2001 cost 500 lire a column,
    /// in the lira's own form (no decimals), and was played in lire; one of 2002 in euros.
    @Test func aDrawOfAnEraOfAnotherMoneyIsPricedInThatMoney() throws {
        let superEnalotto = try #require(LottoGame.named("superenalotto"))
        let lastOfTheLira = try #require(CivilDate("2001-12-29"))
        #expect(superEnalotto.currency == .euro && superEnalotto.price?.description == "1.00 EUR")
        #expect(superEnalotto.price(on: lastOfTheLira) == Money(minorUnits: 500, currency: .lira))
        #expect(superEnalotto.price(on: lastOfTheLira)?.description == "500 ITL")
        #expect(superEnalotto.asPlayed(on: lastOfTheLira)?.currency == .lira)
        #expect(superEnalotto.asPlayed(on: try #require(CivilDate("2002-01-03")))?.currency == .euro)
        #expect(superEnalotto.price(on: try #require(CivilDate("1997-11-29"))) == nil, "before the first draw")
    }

    @Test func aPriceIsUnknownWhereTheTableHasNone() throws {
        #expect(LottoGame.korean645.price(on: try #require(CivilDate("2002-11-30"))) == nil, "before the first draw")
        #expect(LottoGame.named("6/45")?.price(on: try #require(CivilDate("2026-11-28"))) == nil, "a custom game")
        #expect(Money(minorUnits: 200, currency: .yen).description == "200 JPY", "yen have no minor unit")
    }

    @Test func everyGameIsListedOnce() {
        #expect(LottoGame.all.map(\.id.rawValue) == Self.publishedOdds.map(\.0))
    }

    @Test(arguments: LottoGame.all)
    func drawsAreInRangeDistinctPerDrumAndSorted(game: LottoGame) {
        var maker = LottoNumberMaker(generator: SeededRandomNumberGenerator(seed: 12), game: game)
        for _ in 0..<2_000 {
            let ticket = maker.makeTicket()
            #expect(ticket.numbers.count == game.main.count && ticket.numbers.allSatisfy(game.main.range.contains))
            #expect(ticket.numbers == ticket.numbers.sorted() && Set(ticket.numbers).count == game.main.count)
            #expect(ticket.extraNumbers.count == (game.extra?.count ?? 0))
            if let extra = game.extra {
                #expect(
                    ticket.extraNumbers.allSatisfy(extra.range.contains)
                        && Set(ticket.extraNumbers).count == extra.count)
            }
        }
    }

    @Test(arguments: LottoGame.all)
    func excludedNumbersNeverAppearAndIncludedAlwaysDo(game: LottoGame) throws {
        let excluded: Set = [game.main.range.lowerBound, game.main.range.lowerBound + 2]
        let included: Set = [game.main.range.upperBound]
        var maker = try LottoNumberMaker(
            generator: SeededRandomNumberGenerator(seed: 13), game: game, excluding: excluded, including: included)
        for _ in 0..<2_000 {
            let numbers = Set(maker.makeTicket().numbers)
            #expect(numbers.isDisjoint(with: excluded))
            #expect(numbers.isSuperset(of: included))
            #expect(numbers.count == game.main.count)
        }
    }

    @Test func impossibleRequestsSayWhy() {
        let game = LottoGame.korean645
        func maker(_ excluding: Set<Int>, _ including: Set<Int>) throws(DrawError) {
            _ = try LottoNumberMaker(
                generator: SeededRandomNumberGenerator(seed: 0), game: game, excluding: excluding, including: including)
        }
        #expect(throws: DrawError.tooManyIncluded(7, ticketSize: 6)) { try maker([], Set(1...7)) }
        #expect(throws: DrawError.tooFewLeft(5, needed: 6)) { try maker(Set(1...40), []) }
        #expect(throws: DrawError.outOfRange(46, 1...45)) { try maker([46], []) }
        #expect(throws: DrawError.bothExcludedAndIncluded(3)) { try maker([3], [3]) }
        #expect(throws: Never.self) { try maker(Set(1...39), Set(40...45)) }
    }

    @Test func customSpecsAreParsed() throws {
        let simple = try #require(LottoGame.named("6/45"))
        #expect(simple.main == LottoRule(count: 6, range: 1...45) && simple.extra == nil && simple.bonusCount == 0)
        let twoDrums = try #require(LottoGame.named("5/69+1/26"))
        #expect(twoDrums.extra == LottoRule(count: 1, range: 1...26))
        #expect(twoDrums.jackpotOdds == 292_201_338)
    }

    /// An id holds its game: every game of the table, and custom ones however they were typed.
    @Test(arguments: LottoGame.all.map(\.id.rawValue) + ["6/45", "06/045", "5/69+1/26", "1/1", "99/99+99/99"])
    func eachIdMakesItsGameAgain(name: String) throws {
        let game = try #require(LottoGame.named(name))
        #expect(LottoGame(game.id) == game)
        #expect(LottoGame.named(game.id.rawValue) == game)
    }

    @Test(arguments: [
        "", "6", "6/", "/45", "7/6", "0/45", "6/100", "6/45+", "6/45+1", "6/45+1/2+1/2", "a/b", "-6/45", "6/45 ",
    ])
    func badSpecsAreRefused(spec: String) {
        #expect(LottoGame.named(spec) == nil)
    }

    /// A name that is no game says why: an unknown id, a malformed spec, or a drum that could
    /// not be drawn, with its numbers (typed digits past a whole number's kept as typed).
    @Test(arguments: [
        ("bingo", GameNameError.unknownID("bingo")), ("", .unknownID("")), ("6/", .malformedSpec("6/")),
        ("6/45+1", .malformedSpec("6/45+1")), ("a/b", .malformedSpec("a/b")), ("6/45 ", .malformedSpec("6/45 ")),
        ("7/3", .moreDrawnThanHeld(drawn: "7", held: "3", inSeparateDrum: false)),
        ("007/03", .moreDrawnThanHeld(drawn: "7", held: "3", inSeparateDrum: false)),
        ("5/69+2/1", .moreDrawnThanHeld(drawn: "2", held: "1", inSeparateDrum: true)),
        (
            "99999999999999999999/45",
            .moreDrawnThanHeld(drawn: "99999999999999999999", held: "45", inSeparateDrum: false)
        ),
        ("6/100", .drumTooLarge(held: "100")), ("6/99999999999999999999", .drumTooLarge(held: "99999999999999999999")),
        ("5/69+1/100", .drumTooLarge(held: "100")), ("0/45", .noNumberDrawn), ("5/69+0/26", .noNumberDrawn),
    ])
    func aNameThatIsNoGameSaysWhy(name: String, error: GameNameError) {
        #expect(throws: error) { try LottoGame(named: name) }
    }

    @Test func impossibleSpecsAreWordedWithTheirNumbers() {
        #expect(
            "\(GameNameError.moreDrawnThanHeld(drawn: "7", held: "3", inSeparateDrum: false))"
                == "more numbers drawn (7) than the drum holds (3)")
        #expect(
            "\(GameNameError.moreDrawnThanHeld(drawn: "2", held: "1", inSeparateDrum: true))"
                == "more numbers drawn (2) than the separate drum holds (1)")
        #expect("\(GameNameError.drumTooLarge(held: "100"))" == "at most 99 numbers in a drum")
        #expect("\(GameNameError.noNumberDrawn)" == "a drum draws at least 1 number")
    }

    @Test func ticketsOfSeparateDrumGamesParseWithOrWithoutThePlus() throws {
        let powerball = try #require(LottoGame.named("powerball"))
        let withPlus = try LottoTicket(parsing: "23 4 16 8 15 + 10", game: powerball)
        let without = try LottoTicket(parsing: "4 8 15 16 23 10", game: powerball)
        #expect(withPlus == without)
        #expect(withPlus.description == "4 8 15 16 23 + 10")
        #expect(
            try LottoTicket(parsing: "4 8 15 16 23 23", game: powerball).extraNumbers == [23],
            "a separate drum may repeat")
        let shape = TicketError.wrongShape(
            found: 5, foundExtra: 0, game: powerball.id, main: powerball.main, extra: powerball.extra)
        #expect(throws: shape) {
            try LottoTicket(parsing: "4 8 15 16 23", game: powerball)
        }
        let short = TicketError.wrongShape(
            found: 4, foundExtra: 1, game: powerball.id, main: powerball.main, extra: powerball.extra)
        #expect(throws: short) { try LottoTicket(parsing: "4 8 15 16 + 10", game: powerball) }
        #expect(
            short.description == "powerball takes 5 of 1-69 + 1 of 1-26, as in 1 2 3 4 5 + 6; got 4 numbers + 1")
        #expect(throws: TicketError.outOfRange("27", 1...26)) {
            try LottoTicket(parsing: "4 8 15 16 23 + 27", game: powerball)
        }
        #expect(throws: TicketError.notANumber("+")) { try LottoTicket(parsing: "1 2 3 4 5 + 6", game: .korean645) }
    }

    /// The prize eras of shared/data/draws/README.md: what a record without prizes falls back
    /// on, and the rules a draw of the day is checked by.
    @Test func thePrizeErasAreThoseOfTheRecords() throws {
        func era(_ game: String, _ text: String) throws -> GameEra {
            let date = try #require(CivilDate(text))
            return try #require(LottoGame.named(game)?.era(on: date))
        }
        // kr645's fourth prize: shared until round 400 (2010-07-31), 50,000 won from round 401.
        #expect(try era("kr645", "2010-07-31").fixedPrizes[4] == nil)
        #expect(try era("kr645", "2010-08-07").fixedPrizes == [4: 50_000, 5: 5_000])
        // Powerball 5/59 + 1/39 and Mega Millions 5/56 + 1/46: their fixed prizes, in cents.
        let powerball = try era("powerball", "2011-06-01")
        #expect(powerball.extra?.range == 1...39)
        #expect(
            powerball.fixedPrizes == [
                2: 20_000_000, 3: 1_000_000, 4: 10_000, 5: 10_000, 6: 700, 7: 700, 8: 400, 9: 300,
            ])
        let megaMillions = try era("megamillions", "2010-06-01")
        #expect(megaMillions.main.range == 1...56 && megaMillions.extra?.range == 1...46)
        #expect(
            megaMillions.fixedPrizes == [
                2: 25_000_000, 3: 1_000_000, 4: 15_000, 5: 15_000, 6: 700, 7: 1_000, 8: 300, 9: 200,
            ])
        // Eurojackpot: 2 of 1-8 from its first draw, 1-10 from 2014-10-10, 1-12 from 2022-03-25.
        let beforeEurojackpot = try #require(CivilDate("2012-03-22"))
        #expect(LottoGame.named("eurojackpot")?.asPlayed(on: beforeEurojackpot) == nil)
        #expect(try era("eurojackpot", "2012-03-23").extra?.range == 1...8)
        #expect(try era("eurojackpot", "2014-10-10").extra?.range == 1...10)
        #expect(try era("eurojackpot", "2022-03-25").extra?.range == 1...12)
    }
}
