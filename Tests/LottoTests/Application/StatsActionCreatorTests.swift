import Flux
import Platform
import TestSupport
import Testing

@testable import Lotto

/// The counts of numbers through the stats' own action creator: each request is of one game,
/// whose numbers alone its store counts.
@Suite struct StatsActionCreatorTests {
    private let folder = TemporaryDirectory()
    private let dispatcher = Dispatcher<LottoAction>()
    private var saver: LottoNumberSaver { LottoNumberSaver(path: FilePath(folder.file("tickets.jsonl"))) }
    private var drawHistory: DrawHistoryFile { DrawHistoryFile(path: FilePath(folder.file("draws.jsonl"))) }
    private var stats: StatsActionCreator {
        StatsActionCreator(context: .onTemporaryFiles(in: folder, dispatcher: dispatcher))
    }

    @Test func aRequestIsOfOneGame() throws {
        let powerball = try #require(LottoGame.named("powerball")).id
        #expect(StatsRequest.savedNumbers(of: powerball).game == powerball)
        #expect(StatsRequest.drawnNumbers(of: powerball, in: DrawSelection(last: 3)).game == powerball)
    }

    /// The saved numbers of the game asked for are counted, another game's tickets left out.
    @Test func theSavedNumbersOfTheGameAreCounted() throws {
        let store = NumberFrequenciesStore(dispatcher: dispatcher, reducer: NumberFrequencyReducer())
        let powerball = try #require(LottoGame.named("powerball"))
        let time = Timestamp(secondsSince1970: 0)
        _ = try saver.append(
            [try LottoTicket(parsing: "1 2 3 4 5 6"), try LottoTicket(parsing: "1 7 8 9 10 11")], at: time)
        _ = try saver.append([try LottoTicket(parsing: "1 2 3 4 5 + 6", game: powerball)], game: powerball, at: time)
        try stats.count(.savedNumbers(of: LottoGame.korean645.id))
        #expect(store.state.isComplete && store.state.game == LottoGame.korean645.id && store.state.tickets == 2)
        #expect(store.state.main[1] == 2 && store.state.main[6] == 1 && store.state.extra[6] == 0)
        try stats.count(.savedNumbers(of: powerball.id))
        #expect(store.state.game == powerball.id && store.state.tickets == 1 && store.state.extra[6] == 1)
    }

    /// The drawn numbers are counted over the draws the selection selects, of the request's
    /// game whatever game the selection named.
    @Test func theDrawnNumbersOfTheGamesSelectedDrawsAreCounted() throws {
        let store = DrawFrequenciesStore(dispatcher: dispatcher, reducer: DrawFrequencyReducer())
        let draws = try DrawImport.draws(in: DrawSamples.bytes("kr645-dhlottery-1-300.jsonl"), name: "k").draws
        _ = try drawHistory.record(draws, replacing: false)
        let kr645 = LottoGame.korean645.id
        try stats.count(.drawnNumbers(of: kr645, in: DrawSelection(from: .round(1), to: .round(1))))
        #expect(store.state.game == kr645 && store.state.draws == 1)
        // Round 1: 10 23 29 33 37 40 + 16.
        #expect([10, 23, 29, 33, 37, 40].allSatisfy { store.state.main[$0] == 1 } && store.state.extra[16] == 1)
        let powerball = try #require(LottoGame.named("powerball")).id
        try stats.count(.drawnNumbers(of: kr645, in: DrawSelection(game: powerball, last: 10)))
        #expect(store.state.game == kr645 && store.state.draws == 10)
    }
}
