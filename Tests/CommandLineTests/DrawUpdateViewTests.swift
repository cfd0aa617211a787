import Testing

@testable import Lotto
@testable import lotto

/// `lotto draws update`'s last words and exit come from the update's store, through its view:
/// the command adds nothing of its own.
@Suite struct DrawUpdateViewTests {
    typealias CapturedStream = InProcessCommandTests.CapturedStream

    /// The view on an app that reads the update's store, printing in text into memory.
    private func view() throws -> (App<DrawsUpdateCommand.Stores>, DrawUpdateView, output: CapturedStream, errors: CapturedStream) {
        let output = CapturedStream()
        let errors = CapturedStream()
        let context = Context(
            environmentBytes: { _ in nil }, writeOutput: output.write, errors: StandardError(writeSome: errors.write))
        let app = try context.makeApp(storeOption: nil, stores: DrawsUpdateCommand.Stores.init)
        let printer = ListPrinter(format: .text, output: context.output, csvHeader: [])
        let view = DrawUpdateView(app.stores.drawUpdate, printer: printer, errors: context.errors, flush: context.output.flush)
        return (app, view, output, errors)
    }

    private let kr645 = GameID(.korean645)
    private let powerball = GameID(.powerball)

    private func update(_ game: GameID, behind: Bool) throws -> DrawUpdate {
        var summary = DrawMergeSummary()
        summary.added = 1
        let due = DrawUpdate.Draw(date: CivilDate(year: 2026, month: 11, day: 21)!, round: 1251)
        return DrawUpdate(
            game: game, publisher: .dhlottery, address: try #require(WebAddress("https://www.dhlottery.co.kr")),
            path: "/lt645/selectPstLt645Info.do", requests: 1, received: 1, summary: summary,
            lastHeld: behind ? nil : due, latestDue: due)
    }

    private func failure(_ game: GameID) throws -> DrawUpdateFailure {
        let address = try #require(WebAddress("https://data.ny.gov"))
        return DrawUpdateFailure(game: game, error: DrawUpdateError(game: game, address: address, reason: .noDraws))
    }

    /// Once the last game of several is done and the output finished, which failed and which
    /// are behind, then the first failure's exit (69); nothing of the kind before.
    @Test func anUpdateOfSeveralGamesEndsWithWhichFailedAndWhichAreBehind() throws {
        let (app, view, output, errors) = try view()
        try app.dispatcher.dispatch(.lotto(.drawUpdateStarted(games: [kr645, powerball, GameID(.megaMillions)])))
        try app.dispatcher.dispatch(.lotto(.drawsUpdated(DrawHistory(), try update(kr645, behind: true))))
        try app.dispatcher.dispatch(.lotto(.drawUpdateFailed(try failure(powerball))))
        #expect(!errors.text.contains(" of 3 games"), "not before every game is done")
        let megamillions = try update(GameID(.megaMillions), behind: false)
        try app.dispatcher.dispatch(.lotto(.drawsUpdated(DrawHistory(), megamillions)))
        #expect(!errors.text.contains(" of 3 games"), "not before the output is finished")
        view.summarize(on: StandardError(writeSome: errors.write))
        let lines = errors.text.split(separator: "\n").map(String.init)
        #expect(
            lines.suffix(2) == [
                "lotto: 1 of 3 games failed: powerball", "lotto: 1 of 3 games is behind their schedule: kr645",
            ])
        #expect(view.exitCode == .unavailable, "the first failure's: its service answered no draws")
        #expect(output.text.hasPrefix("kr645: 1 added"))
    }

    /// A single game behind its schedule is one line as it comes, and exit 75; a single game
    /// updated is exit 0 and no summary.
    @Test func oneGameIsItsOwnLineAndItsExit() throws {
        let (app, view, _, errors) = try view()
        try app.dispatcher.dispatch(.lotto(.drawUpdateStarted(games: [kr645])))
        try app.dispatcher.dispatch(.lotto(.drawsUpdated(DrawHistory(), try update(kr645, behind: true))))
        #expect(view.exitCode == .temporaryFailure)
        #expect(!errors.text.contains("games"))
        let (fine, fineView, _, _) = try self.view()
        try fine.dispatcher.dispatch(.lotto(.drawUpdateStarted(games: [kr645])))
        try fine.dispatcher.dispatch(.lotto(.drawsUpdated(DrawHistory(), try update(kr645, behind: false))))
        #expect(fineView.exitCode == nil)
    }
}
