import Testing

@testable import Lotto

/// The eras of the games' table that issue 48 corrected: UK Lotto's fixed prizes and free
/// Lucky Dip, Eurojackpot's tier orders, SuperEnalotto's draw days and the Megaplier's first
/// sale (sources in docs/commands.md).
@Suite struct GameEraTableTests {
    private func date(_ text: String) throws -> CivilDate { try #require(CivilDate(text)) }

    /// Each tier's prize in a UK Lotto draw on `day`, recorded without prizes: what the rules fix.
    private func ukPrizes(on day: String) throws -> [PrizeAmount] {
        let draw = try RecordedDraw(
            game: LottoGame(.ukLotto), date: try date(day), round: nil, numbers: [1, 2, 3, 4, 5, 6], extra: [7])
        return (1...draw.game.tiers.count).map(draw.prize(tier:))
    }

    private func pounds(_ pence: Int) -> PrizeAmount { .known(Money(minorUnits: pence, currency: .pound)) }

    @Test func ukLottoFixesItsPrizesByEra() throws {
        #expect(try ukPrizes(on: "2013-10-02") == [.unknown, .unknown, .unknown, .unknown, pounds(1_000)])
        #expect(try ukPrizes(on: "2013-10-05") == [.unknown, .unknown, .unknown, .unknown, pounds(2_500)])
        let lucky = PrizeAmount.freePlay("free Lucky Dip")
        #expect(try ukPrizes(on: "2015-10-10") == [.unknown, .unknown, .unknown, .unknown, pounds(2_500), lucky])
        #expect(
            try ukPrizes(on: "2018-11-21") == [
                .unknown, pounds(100_000_000), pounds(175_000), pounds(14_000), pounds(3_000), lucky,
            ])
        #expect(lucky.money == nil, "a free play is no money")
    }

    @Test func eurojackpotRanksItsTiersByEachErasOdds() throws {
        let game = LottoGame(.euroJackpot)
        func place(_ main: Int, _ extra: Int, on day: String) throws -> Int? {
            let tiers = try #require(game.era(on: try date(day))).tiers
            return tiers.firstIndex(of: PrizeTier(main: main, extra: extra...extra)).map { $0 + 1 }
        }
        #expect(try [place(4, 0, on: "2014-10-03"), place(3, 2, on: "2014-10-03")] == [6, 7])
        #expect(try [place(3, 1, on: "2014-10-03"), place(2, 2, on: "2014-10-03")] == [8, 9])
        #expect(try [place(3, 1, on: "2014-10-10"), place(2, 2, on: "2014-10-10")] == [9, 8])
        #expect(try [place(4, 0, on: "2022-03-18"), place(3, 2, on: "2022-03-18")] == [6, 7])
        #expect(try [place(4, 0, on: "2022-03-25"), place(3, 2, on: "2022-03-25")] == [7, 6])
    }

    @Test func superEnalottoIsDrawnOnEachErasDays() throws {
        let schedule = try #require(DrawSchedule.of(GameID(.superEnalotto)))
        #expect(try schedule.isDrawDay(date("1997-12-03")) && schedule.isDrawDay(date("2005-06-18")))
        #expect(try !schedule.isDrawDay(date("1997-11-29")), "before its first draw")
        #expect(try !schedule.isDrawDay(date("1998-01-08")) && !schedule.isDrawDay(date("2005-06-16")))
        #expect(try schedule.isDrawDay(date("2005-06-21")) && schedule.isDrawDay(date("2005-06-23")))
        #expect(try !schedule.isDrawDay(date("2005-06-22")))
    }

    @Test func theMegaplierIsSoldFromItsFirstSale() throws {
        let option = try #require(LottoGame(.megaMillions).multiplierOption)
        #expect(try !option.isSold(on: date("2003-12-02")) && option.isSold(on: date("2003-12-05")))
        #expect(try option.isSold(on: date("2025-04-04")) && !option.isSold(on: date("2025-04-08")))
    }
}
