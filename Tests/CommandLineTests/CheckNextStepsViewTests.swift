import Flux
import Lotto
import Platform
import TestSupport
import Testing

@testable import lotto

/// The check's view says the next steps its store's summary calls for (``CheckSummary/nextSteps``)
/// on standard error, after the results it printed on standard output, in text only; and not
/// at all when the results could not be written.
@Suite struct CheckNextStepsViewTests {
    private let folder = TemporaryDirectory()

    /// A powerball ticket waiting for its draw, none of powerball's being recorded.
    private func pendingPowerballTicket() throws -> CheckResult {
        let powerball = try #require(LottoGame.named("powerball"))
        let saved = SavedTicket(
            id: 1, game: powerball.id, ticket: try LottoTicket(parsing: "1 2 3 4 5 + 6", game: powerball),
            savedAt: Timestamp(secondsSince1970: 0), draw: TicketDraw(date: try #require(CivilDate("2017-12-30"))))
        var matchers = TicketDrawMatchers(DrawHistory())
        return matchers.check(saved)
    }

    /// Checks the waiting ticket through the check's view, in `format`, saying next steps when
    /// `saysNextSteps`, standard output written by `writeOutput`, standard error into `errors`.
    private func check(
        format: ListPrinter.Format, saysNextSteps: Bool = true,
        writeOutput: @escaping (UnsafeRawBufferPointer) throws(Errno) -> Int,
        errors: InProcessCommandTests.CapturedStream
    ) throws {
        let context = Context(
            environmentBytes: { _ in nil }, writeOutput: writeOutput, errors: StandardError(writeSome: errors.write))
        let app = try context.makeApp(
            storeOption: FilePath(folder.file("tickets.jsonl")),
            stores: { CheckCommand.Stores($0, showingProgress: false) })
        let printer = ListPrinter(format: format, output: context.output, csvHeader: TicketRecord.csvHeader(.checked))
        let view = StreamView.checkResults(
            app.dispatcher, summary: app.stores.checkSummary, printer: printer, nextSteps: saysNextSteps ? context.errors : nil)
        try app.dispatcher.dispatch(
            .lotto(.ticketsChecked(.whole([try pendingPowerballTicket()]), against: .ownDraws(of: nil, recorded: []))))
        // The record of deleted tickets follows the saved ones: here, none.
        try app.dispatcher.dispatch(.lotto(.deletedTicketsChecked(.whole([]))))
        _ = try? printer.finish()
        withExtendedLifetime(view) {}
    }

    private let hint =
        "no powerball draws recorded: 'lotto draws update' fetches them, 'lotto draws import <file>' reads them "
        + "from a file\n"

    @Test func theNextStepsComeFromTheStoreAfterTheResults() throws {
        // Both streams into one, as a terminal shows them.
        let terminal = InProcessCommandTests.CapturedStream()
        try check(format: .text, writeOutput: terminal.write, errors: terminal)
        let text = terminal.text
        // The pending ticket is counted, and what it cost is in what was spent.
        #expect(text.contains("pending: 1 ticket\nspent: 2.00 USD\n"), "\(text)")
        #expect(text.hasSuffix("net: -2.00 USD\nno draw: 0\n" + hint), "\(text)")
        #expect(text.hasPrefix("#1  1 2 3 4 5 + 6  powerball  draw 2017-12-30  pending\n"), "\(text)")
    }

    @Test func jsonSaysNoNextStep() throws {
        let output = InProcessCommandTests.CapturedStream()
        let errors = InProcessCommandTests.CapturedStream()
        try check(format: .json, saysNextSteps: false, writeOutput: output.write, errors: errors)
        #expect(errors.text.isEmpty && output.text.hasPrefix("["))
    }

    @Test func resultsThatCouldNotBeWrittenCallForNoNextStep() throws {
        let errors = InProcessCommandTests.CapturedStream()
        try check(format: .text, writeOutput: { _ throws(Errno) in throw Errno(code: 28) }, errors: errors)
        #expect(errors.text.isEmpty, "\(errors.text)")
    }
}
