import Flux
import Platform
import TestSupport
import Testing

@testable import Lotto

/// Checking saved tickets through the check's own action creator, on a temporary store and a
/// fixed clock: what a request checks, what it is checked against, and its errors as values.
@Suite struct CheckActionCreatorTests {
    private let folder = TemporaryDirectory()
    private let dispatcher = Dispatcher<LottoAction>()
    private var saver: LottoNumberSaver { LottoNumberSaver(path: FilePath(folder.file("tickets.jsonl"))) }
    private var drawHistory: DrawHistoryFile { DrawHistoryFile(path: FilePath(folder.file("draws.jsonl"))) }

    private func checking(clock: Int64 = 1_795_342_530) -> CheckActionCreator {
        CheckActionCreator(context: .onTemporaryFiles(in: folder, dispatcher: dispatcher, clock: clock))
    }

    private func save(_ texts: [String], game: LottoGame = .korean645, for draw: TicketDraw? = nil) throws {
        let tickets = try texts.map { try LottoTicket(parsing: $0[...], game: game) }
        _ = try saver.append(tickets, game: game, for: draw, at: Timestamp(secondsSince1970: 1_795_342_530))
    }

    /// The results of every check dispatched, in order.
    private func checkedResults() -> () -> [CheckResult] {
        var results: [CheckResult] = []
        dispatcher.register { action in
            if case .ticketsChecked(let page, _, _) = action { results += page.items }
        }
        return { results }
    }

    /// A draw typed in is taken as today's, by the clock: a winning ticket gets the prize that
    /// day's rules fix for its tier, a shared prize is unknown (never 0), no prize is 0; the
    /// summary adds them up.
    @Test(arguments: [
        // 2026: tier 4 fixed at 50,000 won, tier 5 at 5,000.
        (1_795_342_530, [nil, 50_000, 5_000, 0] as [Int?], 55_000),
        // 2003: only tier 5 was fixed, at 10,000 won.
        (1_054_468_800, [nil, nil, 10_000, 0], 10_000),
    ])
    func aTypedDrawIsCheckedWithTheFixedPrizesOfToday(clock: Int64, prizes: [Int?], won: Int) throws {
        try save(["1 2 3 4 5 6", "1 2 3 4 7 8", "1 2 3 10 11 12", "20 21 22 23 24 25"])
        let summary = CheckSummaryStore(dispatcher: dispatcher, reducer: CheckSummaryReducer())
        let results = checkedResults()
        let draw = try WinningDraw(numbers: [1, 2, 3, 4, 5, 6], bonus: [7], game: .korean645)
        #expect(try checking(clock: clock).check(.typed(draw)) == .typed(draw))
        #expect(results().map(\.tier) == [1, 4, 5, nil])
        #expect(
            results().map(\.prize)
                == prizes.map { $0.map { .known(Money(minorUnits: $0, currency: .won)) } ?? .unknown })
        #expect(summary.state.target == .typed(draw))
        #expect(summary.state.games.map(\.won) == [Int128(won)])
        #expect(summary.state.games.map(\.unknownPrizes) == [prizes.filter { $0 == nil }.count])
    }

    /// A request names the tickets it checks: one draw's game's, one game's, or every game's.
    @Test func aRequestNamesTheGameWhoseTicketsItChecks() throws {
        let draw = try WinningDraw(numbers: [1, 2, 3, 4, 5, 6], bonus: [7], game: .korean645)
        let powerball = try #require(LottoGame.named("powerball")).id
        #expect(CheckRequest.typed(draw).game == LottoGame.korean645.id)
        #expect(CheckRequest.recorded(.latest, of: powerball).game == powerball)
        #expect(CheckRequest.ownDraws(of: powerball).game == powerball)
        #expect(CheckRequest.ownDraws(of: nil).game == nil)
    }

    /// Against one recorded draw, the draw is picked from the history read; none that the
    /// choice picks is an error of the check's own, which names no option, and nothing is
    /// checked.
    @Test func aRecordedDrawIsPickedAndAMissingOneIsTheChecksError() throws {
        try save(["10 23 29 33 37 40", "1 2 3 4 5 6"])
        let results = checkedResults()
        let kr645 = LottoGame.korean645.id
        #expect(throws: CheckError.noRecordedDraw(kr645, choice: .latest)) {
            try checking().check(.recorded(.latest, of: kr645))
        }
        let draws = try DrawImport.draws(in: DrawSamples.bytes("kr645-dhlottery-1-300.jsonl"), name: "k").draws
        _ = try drawHistory.record(draws, replacing: false)
        #expect(throws: CheckError.noRecordedDraw(kr645, choice: .round(301))) {
            try checking().check(.recorded(.round(301), of: kr645))
        }
        #expect(results().isEmpty)
        let target = try checking().check(.recorded(.round(1), of: kr645))
        guard case .recorded(let round1) = target else { throw CheckTestFailure.notRecorded(target) }
        #expect(round1.round == 1 && round1.date == CivilDate("2002-12-07"))
        #expect(results().map(\.tier) == [1, nil])
        for error in [CheckError.noRecordedDraw(kr645, choice: .round(301)), .noSavedTickets(nil)] {
            #expect(!"\(error)".contains("--"), "\(error)")
        }
    }

    /// No ticket of the game to check is the check's own error, found before the last page
    /// goes out: no view hears an empty check.
    @Test func noTicketOfTheGameIsTheChecksErrorAndNoPageGoesOut() throws {
        let results = checkedResults()
        var pages = 0
        dispatcher.register { action in
            if case .ticketsChecked = action { pages += 1 }
        }
        #expect(throws: CheckError.noSavedTickets(nil)) { try checking().check(.ownDraws(of: nil)) }
        let powerball = try #require(LottoGame.named("powerball"))
        try save(["1 2 3 4 5 + 6"], game: powerball, for: TicketDraw(date: try #require(CivilDate("2017-12-30"))))
        let draw = try WinningDraw(numbers: [1, 2, 3, 4, 5, 6], bonus: [7], game: .korean645)
        #expect(throws: CheckError.noSavedTickets(LottoGame.korean645.id)) { try checking().check(.typed(draw)) }
        #expect(throws: CheckError.noSavedTickets(LottoGame.korean645.id)) {
            try checking().check(.ownDraws(of: LottoGame.korean645.id))
        }
        #expect(pages == 0 && results().isEmpty)
        // Every game's: the powerball ticket, pending.
        // The target names the day of the check, by the clock (2026-11-22 10:15:30 UTC).
        #expect(
            try checking().check(.ownDraws(of: nil))
                == .ownDraws(of: nil, recorded: [], today: CivilDate("2026-11-22")))
        #expect(results().map(\.status) == [.pending])
    }

    private enum CheckTestFailure: Error {
        case notRecorded(CheckTarget)
    }
}
