import Testing

@testable import Lotto

/// The multiplier options as data: which prizes they multiply, what they fix, when they were
/// sold; a draw's multiplier recorded, kept and compared.
@Suite struct MultiplierOptionTests {
    private static let powerball = LottoGame.named("powerball")!
    private static let megaMillions = LottoGame.named("megamillions")!

    private static func date(_ text: String) -> CivilDate { CivilDate(text)! }

    private func saved(_ text: String, _ game: LottoGame, withMultiplier: Bool) throws -> SavedTicket {
        SavedTicket(
            id: 1, game: game.id, ticket: try LottoTicket(parsing: text[...], game: game),
            savedAt: Timestamp(secondsSince1970: 0), withMultiplier: withMultiplier)
    }

    @Test func powerPlayPaysEachTierButTheJackpotTimesTheMultiplier() throws {
        let draw = try RecordedDraw(
            game: Self.powerball, date: Self.date("2017-12-30"), round: nil, numbers: [28, 36, 41, 51, 58],
            extra: [24], multiplier: 3)
        let cases: [(String, Money?)] = [
            ("28 36 41 51 58 + 24", nil),  // the jackpot: shared, unknown, never multiplied
            ("28 36 41 51 58 + 1", Money(minorUnits: 200_000_000, currency: .dollar)),  // 2,000,000, fixed
            ("28 36 41 51 1 + 24", Money(minorUnits: 15_000_000, currency: .dollar)),  // 50,000 x 3
            ("1 2 3 4 5 + 24", Money(minorUnits: 1_200, currency: .dollar)),  // 4 x 3
            ("1 2 3 4 5 + 1", Money(minorUnits: 0, currency: .dollar)),
        ]
        for (text, prize) in cases {
            #expect(draw.check(try saved(text, Self.powerball, withMultiplier: true)).prize?.money == prize, "\(text)")
        }
        #expect(
            draw.check(try saved("1 2 3 4 5 + 24", Self.powerball, withMultiplier: false)).prize?.money
                == Money(minorUnits: 400, currency: .dollar))
    }

    @Test func aDrawWithoutAMultiplierLeavesAMultipliedPrizeUnknown() throws {
        let draw = try RecordedDraw(
            game: Self.powerball, date: Self.date("2017-12-30"), round: nil, numbers: [28, 36, 41, 51, 58],
            extra: [24])
        #expect(draw.check(try saved("1 2 3 4 5 + 24", Self.powerball, withMultiplier: true)).prize == .unknown)
    }

    @Test func theOptionsAreSoldOnTheirDates() {
        let megaplier = Self.megaMillions.multiplierOption!
        #expect(megaplier.isSold(on: Self.date("2025-04-04")) && !megaplier.isSold(on: Self.date("2025-04-08")))
        #expect(Self.powerball.multiplierOption!.isSold(on: Self.date("2026-11-28")))
        #expect(LottoGame.korean645.multiplierOption == nil)
    }

    @Test func aMultiplierIsRecordedOnlyForAGameThatDrawsOneAndInRange() {
        #expect(throws: RecordedDrawError.noMultiplier(2, game: LottoGame.korean645.id)) {
            try RecordedDraw(
                game: .korean645, date: Self.date("2002-12-07"), round: 1, numbers: [1, 2, 3, 4, 5, 6], extra: [7],
                multiplier: 2)
        }
        #expect(throws: RecordedDrawError.multiplierOutOfRange(11)) {
            try RecordedDraw(
                game: Self.powerball, date: Self.date("2017-12-30"), round: nil, numbers: [1, 2, 3, 4, 5], extra: [6],
                multiplier: 11)
        }
    }

    @Test func aMultiplierIsKeptWhenOneRecordLacksItAndAConflictWhenTheyDiffer() throws {
        func draw(_ multiplier: Int?) throws -> RecordedDraw {
            try RecordedDraw(
                game: Self.powerball, date: Self.date("2017-12-30"), round: nil, numbers: [28, 36, 41, 51, 58],
                extra: [24], multiplier: multiplier)
        }
        guard case .combined(let combined) = DrawHistory.combine(try draw(nil), try draw(2)) else {
            Issue.record("a record without a multiplier takes one given")
            return
        }
        #expect(combined.multiplier == 2)
        guard case .differs(let difference) = DrawHistory.combine(try draw(3), try draw(2)) else {
            Issue.record("two multipliers of one draw disagree")
            return
        }
        #expect(difference.field == "multiplier")
    }
}
