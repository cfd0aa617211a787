import Testing

@testable import Lotto
@testable import lotto

/// A count by a tier rule that today's tiers lack (one an older era had) is named by its rule,
/// apart from today's numbered tiers, in a check's summary and a backtest's totals. No game of
/// the table has one; a custom game's one tier makes any other rule such a rule.
@Suite struct FormerTierRecordTests {
    private let game = LottoGame.named("5/50+2/9")!
    private let two = PrizeTier(main: 2, extra: 0...0)

    @Test func theCheckSummaryNamesAFormerTierByItsRule() {
        var part = GameCheckSummary(game)
        part.tiers.append(two)
        part.winnersPerTier = [0, 3]
        var summary = CheckSummary()
        summary.target = .ownDraws(of: nil, recorded: [game.id])
        summary.games = [part]
        let lines = CheckSummaryRecord.text(summary).split(separator: "\n")
        #expect(lines.prefix(3) == ["5/50+2/9 (Custom 5/50+2/9)", "former tier (2): 3", "no prize: 0"])
        let all = CheckSummaryRecord.text(summary, allTiers: true).split(separator: "\n")
        #expect(
            all.prefix(4) == ["5/50+2/9 (Custom 5/50+2/9)", "tier 1 (5+2): 0", "former tier (2): 3", "no prize: 0"])
    }

    @Test func theBacktestNamesAFormerTierByItsRule() {
        let setup = BacktestSetup(
            game: game.id, tiers: game.tiers + [two], draws: [], currency: .unnamed, costPerTicket: 0,
            randomTicketsPerDraw: nil)
        #expect(setup.todaysTierCount == 1)
        var summary = BacktestSummary()
        summary.setup = setup
        summary.hits = [1, 4]
        let lines = BacktestRecord.totalsText(summary, setup: setup).split(separator: "\n")
        #expect(lines.prefix(2) == ["tier 1 (5+2): 1", "former tier (2): 4"])
        #expect(BacktestRecord.totalsJSON(summary, setup: setup).hasPrefix(#","hits":{"1":1,"former 2":4},"#))
    }
}
