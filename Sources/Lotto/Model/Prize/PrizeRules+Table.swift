/// Each game's claim and tax rules, as data: the sources are cited in docs/commands.md ("Claim
/// deadlines and tax"); a change of rule is one line here and one test.
extension PrizeRules {
    /// The rules of `game`'s prizes; `nil` for a custom game, which has none lotto knows.
    package static func of(_ game: GameID) -> PrizeRules? {
        guard case .known(let known) = game.game else { return nil }
        return table(known)
    }

    private static func table(_ known: KnownGame) -> PrizeRules {
        switch known {
        case .korean645:
            // 소득세법 §84: no tax up to 50,000 won, up to 2,000,000 won for prizes paid from
            // 2023-01-01. Payment starts the day after the draw: every prize of the draw of
            // 2022-12-31 was paid in 2023. (One of an earlier draw claimed in 2023 was too; lotto
            // does not know the day a prize is paid, and takes the first it could be.)
            PrizeRules(
                claim: [ClaimRule(.yearFromDayAfterDraw)],
                tax: [
                    TaxRule(.korean(exemptUpTo: 50_000)),
                    TaxRule(from: day(2022, 12, 31), .korean(exemptUpTo: 2_000_000)),
                ])
        case .powerball, .megaMillions:
            // The federal rate of regular gambling withholding: 25% until 2017, 24% from 2018
            // (Tax Cuts and Jobs Act); lotto knows neither game's rule before 2009.
            PrizeRules(
                claim: [ClaimRule(.words("set by the state"))],
                tax: [
                    TaxRule(.words("not known before 2009")),
                    TaxRule(from: day(2009, 1, 1), .usFederal(percent: 25)),
                    TaxRule(from: day(2018, 1, 1), .usFederal(percent: 24)),
                ])
        case .euroMillions, .euroJackpot:
            PrizeRules(claim: [ClaimRule(.words("set by the country"))], tax: [TaxRule(.words("set by the country"))])
        case .ukLotto:
            PrizeRules(claim: [ClaimRule(.days(180))], tax: [TaxRule(.none)])
        case .loto6, .loto7:
            // 当せん金付証票法 §13: no tax on the prizes of 宝くじ.
            PrizeRules(claim: [ClaimRule(.yearCountingDayAfterDraw)], tax: [TaxRule(.none)])
        case .lotto649:
            PrizeRules(claim: [ClaimRule(.words("set by the province"))], tax: [TaxRule(.none)])
        case .superEnalotto:
            PrizeRules(
                claim: [ClaimRule(.words("90 days from the day after the draw's official bulletin"))],
                tax: [
                    TaxRule(.none),
                    TaxRule(from: day(2012, 1, 1), .italian(percent: 6)),
                    TaxRule(from: day(2017, 10, 1), .italian(percent: 12)),
                    TaxRule(from: day(2020, 3, 1), .italian(percent: 20)),
                ])
        }
    }

    private static func day(_ year: Int, _ month: Int, _ day: Int) -> CivilDate {
        CivilDate(year: year, month: month, day: day)!
    }
}
