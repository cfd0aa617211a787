import Testing

@testable import Lotto

/// The tax each game's prizes have withheld, at the edges of each rule: Korea's 2,000,000 won
/// (50,000 before 2023) and 300,000,000 won, the US's 5,000 dollars less the wager, Italy's 500
/// euros and its rates by era (sources in docs/commands.md).
@Suite struct TaxRuleTests {
    private func date(_ text: String) throws -> CivilDate { try #require(CivilDate(text)) }

    /// What is left of `prize` minor units won in `game`'s draw of `draw`, on a play of `price`.
    private func left(
        _ game: KnownGame, _ draw: String?, _ prize: Int128, price: Int128?
    ) throws -> AfterTax? {
        let currency = try #require(LottoGame(game).currency)
        let rule = try PrizeRules.of(GameID(game))?.taxRule(forDrawOn: draw.map(date))
        return rule?.afterTax(
            Money(minorUnits: prize, currency: currency), price: price.map { Money(minorUnits: $0, currency: currency) }
        )
    }

    private func amount(_ game: KnownGame, _ draw: String?, _ prize: Int128, price: Int128? = nil) throws -> Int128? {
        try left(game, draw, prize, price: price)?.amount?.minorUnits
    }

    @Test func koreanPrizesUpTo2000000WonAreNotTaxedFrom2023() throws {
        #expect(try amount(.korean645, "2023-01-07", 2_000_000, price: 1_000) == 2_000_000)
        // 2,000,001 less the ticket's 1,000: income tax 399,800.2 cut to 399,800, local 39,980.
        #expect(try amount(.korean645, "2023-01-07", 2_000_001, price: 1_000) == 2_000_001 - 399_800 - 39_980)
        #expect(try amount(.korean645, "2025-01-04", 1_500_000, price: 1_000) == 1_500_000)
    }

    @Test func koreanPrizesAbove50000WonWereTaxedBefore2023() throws {
        #expect(try amount(.korean645, "2022-12-24", 50_000, price: 1_000) == 50_000)
        // 1,499,000 taxed: 299,800 and 29,980.
        #expect(try amount(.korean645, "2022-12-24", 1_500_000, price: 1_000) == 1_170_220)
        // The draw of 2022-12-31 was paid from 2023-01-01, under the law of 2023.
        #expect(try amount(.korean645, "2022-12-31", 1_500_000, price: 1_000) == 1_500_000)
        // 50,001: 49,001 taxed: 9,800.2 cut to 9,800; 980.
        #expect(try amount(.korean645, "2022-01-08", 50_001, price: 1_000) == 50_001 - 9_800 - 980)
    }

    @Test func koreanPrizesPay30PercentOnThePartAbove300000000Won() throws {
        // Exactly 300,000,000 taxed: 20% and its tenth.
        #expect(try amount(.korean645, "2025-01-04", 300_001_000, price: 1_000) == 300_001_000 - 66_000_000)
        // One won more is taxed 30%: 0.3 won, cut to nothing.
        #expect(try amount(.korean645, "2025-01-04", 300_001_001, price: 1_000) == 300_001_001 - 66_000_000)
        // 2,000,000,000: 60,000,000 + 509,999,700 income tax, 56,999,970 local tax.
        #expect(try amount(.korean645, "2025-01-04", 2_000_000_000, price: 1_000) == 1_373_000_330)
        // No price known: nothing comes off the prize before the tax.
        #expect(try amount(.korean645, "2025-01-04", 2_000_000_000) == 2_000_000_000 - 627_000_000)
    }

    @Test func usPrizesLessTheWagerAbove5000DollarsHave24PercentWithheld() throws {
        let note = "federal withholding only; state tax varies"
        // $50,000 on a $2 play: 24% of 49,998.00 is 11,999.52.
        #expect(
            try left(.powerball, "2025-01-04", 5_000_000, price: 200)
                == AfterTax(
                    amount: Money(minorUnits: 3_800_048, currency: .dollar), note: note))
        // 5,002.00 less 2.00 is 5,000.00: not more than 5,000, so nothing withheld.
        #expect(try amount(.powerball, "2025-01-04", 500_200, price: 200) == 500_200)
        // A cent more: 24% of 5,000.01 is 1,200.0024, to the cent 1,200.00.
        #expect(try amount(.powerball, "2025-01-04", 500_201, price: 200) == 500_201 - 120_000)
        // A $3 play with Power Play: the whole wager comes off.
        #expect(try amount(.powerball, "2025-01-04", 1_000_000, price: 300) == 1_000_000 - 239_928)
        #expect(try amount(.megaMillions, "2025-04-08", 1_000_000, price: 500) == 1_000_000 - 239_880)
    }

    @Test func usWithholdingWas25PercentBefore2018() throws {
        #expect(try amount(.powerball, "2017-12-30", 1_000_000, price: 200) == 1_000_000 - 249_950)
        #expect(try amount(.powerball, "2018-01-03", 1_000_000, price: 200) == 1_000_000 - 239_952)
        #expect(try left(.powerball, "2008-12-31", 1_000_000, price: 100)?.amount == nil, "no rule before 2009")
    }

    @Test func superEnalottoTaxesThePartAbove500EurosByEra() throws {
        #expect(try amount(.superEnalotto, "2025-01-04", 50_000) == 50_000)
        // 500.01: 20% of a cent is 0.2 cent, to the cent nothing.
        #expect(try amount(.superEnalotto, "2025-01-04", 50_001) == 50_001)
        #expect(try amount(.superEnalotto, "2025-01-04", 50_003) == 50_002)
        #expect(try amount(.superEnalotto, "2020-03-03", 100_000) == 90_000)
        #expect(try amount(.superEnalotto, "2020-02-29", 100_000) == 94_000, "12% until 2020-02-29")
        #expect(try amount(.superEnalotto, "2017-10-03", 100_000) == 94_000)
        #expect(try amount(.superEnalotto, "2017-09-30", 100_000) == 97_000, "6% from 2012")
        #expect(try amount(.superEnalotto, "2012-01-03", 100_000) == 97_000)
        #expect(try amount(.superEnalotto, "2011-12-31", 100_000) == 100_000, "none before 2012")
    }

    @Test func theUKCanadaAndJapanWithholdNothingAndEuropeSaysWhoSetsIt() throws {
        #expect(try amount(.ukLotto, "2025-01-04", 100_000_000) == 100_000_000)
        #expect(try amount(.lotto649, "2025-01-04", 100_000_000) == 100_000_000)
        #expect(try amount(.loto6, "2025-01-06", 200_000_000) == 200_000_000)
        #expect(try amount(.loto7, "2025-01-03", 600_000_000) == 600_000_000)
        #expect(
            try left(.euroMillions, "2025-01-03", 100_000, price: 250)
                == AfterTax(
                    amount: nil, note: "set by the country"))
        #expect(try left(.euroJackpot, "2025-01-03", 100_000, price: 200)?.note == "set by the country")
        // A draw typed in, of no date: today's rule.
        #expect(try amount(.korean645, nil, 2_000_000, price: 1_000) == 2_000_000)
    }
}
