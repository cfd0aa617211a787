import Lotto
import TestSupport
import Testing

// Testable, to set the registration order itself: a store is registered when its command's app
// is made, before the view, so the only way to have it registered after is to move it there.
@testable import Flux
@testable import lotto

/// A view that reads a store's state while it prints what an action brought (check's summary,
/// backtest's totals) prints the same whether its store was registered before it or after.
@Suite struct ViewRegistrationOrderTests {
    /// One home for the runs of a test, with what `lotto save` and `lotto draws add` put there.
    final class Home {
        let directory = TemporaryDirectory()

        func context(output: InProcessCommandTests.CapturedStream) -> Context {
            let environment = [
                "HOME": directory.path, "XDG_DATA_HOME": directory.file("data"),
                "XDG_STATE_HOME": directory.file("state"), "NO_COLOR": "1",
            ]
            return Context(
                environmentBytes: { environment[$0].map { Array($0.utf8) } }, writeOutput: output.write,
                errors: StandardError(writeSome: InProcessCommandTests.CapturedStream().write))
        }

        /// Runs `lotto arguments` here, which must succeed.
        func run(_ arguments: [String]) {
            let status = LottoCommand.main(
                arguments: arguments.map { Array($0.utf8) }, context: context(output: .init()))
            #expect(status == ExitCode.success.rawValue, "lotto \(arguments.joined(separator: " "))")
        }

        /// Two tickets saved, one of them a winner of kr645's draw 1 (2002-12-07) and of the
        /// typed draw below.
        static func withTwoTickets() -> Home {
            let home = Home()
            home.run(["save", "10", "23", "29", "33", "37", "40"])
            home.run(["save", "1", "2", "3", "4", "5", "6"])
            home.run(["draws", "add", "--date", "2002-12-07", "10", "23", "29", "33", "37", "40", "+", "16"])
            return home
        }
    }

    /// What `lotto check` prints against `10 23 29 33 37 40 + 16`, with its own stores and view,
    /// the check's store registered before the view (as made) or moved after it.
    func check(in home: Home, _ format: ListPrinter.Format, summaryOnly: Bool, storeLast: Bool) throws -> String {
        let output = InProcessCommandTests.CapturedStream()
        let draw = try WinningDraw(numbers: [10, 23, 29, 33, 37, 40], bonus: [16], game: .korean645)
        try home.context(output: output).printing(
            format, csvHeader: summaryOnly ? CheckSummaryRecord.csvHeader : TicketRecord.csvHeader(.checked),
            stores: { CheckCommand.Stores($0, showingProgress: false) }
        ) { app, printer in
            let view = StreamView.checkResults(
                app.dispatcher, summary: app.stores.checkSummary, printer: printer, summaryOnly: summaryOnly)
            if storeLast { app.dispatcher.moveToEnd(app.stores.checkSummary.dispatchToken) }
            return view
        } _: { app in
            try CheckActionCreator(context: app.actionContext).check(.typed(draw))
            return .read
        }
        return output.text
    }

    @Test(arguments: [(ListPrinter.Format.text, false), (.json, true), (.csv, true)])
    func checksSummaryIsTheSameWhereverItsStoreIsRegistered(format: ListPrinter.Format, summaryOnly: Bool) throws {
        let home = Home.withTwoTickets()
        let storeFirst = try check(in: home, format, summaryOnly: summaryOnly, storeLast: false)
        let storeLast = try check(in: home, format, summaryOnly: summaryOnly, storeLast: true)
        #expect(storeLast == storeFirst)
        // The summary counts both tickets, the winner in tier 1.
        switch format {
        case .text:
            #expect(storeFirst.contains("\ntier 1 (6): 1\n"), "\(storeFirst)")
            #expect(
                storeFirst.hasSuffix(
                    "\nno prize: 1\nwon: 0 KRW and 1 prize unknown\nwon after tax: 0 KRW and 1 unknown\n"),
                "\(storeFirst)")
        case .json: #expect(storeFirst.contains(#""checked":2"#), "\(storeFirst)")
        case .csv: #expect(storeFirst.split(separator: "\n").last?.hasPrefix("2,KRW,kr645,") == true, "\(storeFirst)")
        }
    }

    /// What `lotto backtest` prints of the saved tickets over the recorded draws, with its own
    /// stores and view, the backtest's store registered before the view or moved after it.
    func backtest(in home: Home, _ format: ListPrinter.Format, storeLast: Bool) throws -> String {
        let output = InProcessCommandTests.CapturedStream()
        let stores = { BacktestCommand.Stores($0, showingProgress: false) }
        try home.context(output: output).printing(format, csvHeader: BacktestRecord.csvHeader, stores: stores) {
            app, printer in
            let view = BacktestView(app.dispatcher, summary: app.stores.backtestSummary, printer: printer)
            if storeLast { app.dispatcher.moveToEnd(app.stores.backtestSummary.dispatchToken) }
            return view
        } _: { app in
            try BacktestActionCreator(context: app.actionContext).backtest(
                BacktestRequest(.saved(ids: nil), game: .korean645, selection: DrawSelection(game: LottoGame.korean645.id)))
            return .read
        }
        return output.text
    }

    @Test(arguments: [ListPrinter.Format.text, .json])
    func backtestsTotalsAreTheSameWhereverItsStoreIsRegistered(format: ListPrinter.Format) throws {
        let home = Home.withTwoTickets()
        let storeFirst = try backtest(in: home, format, storeLast: false)
        let storeLast = try backtest(in: home, format, storeLast: true)
        #expect(storeLast == storeFirst)
        // The totals count both tickets over the one draw.
        #expect(storeFirst.contains(format == .text ? "plays: 2" : #""plays":2"#), "\(storeFirst)")
    }
}

extension Dispatcher {
    /// Moves the callback of `token` to the end of the registration order, as if it had been
    /// registered last.
    fileprivate func moveToEnd(_ token: DispatchToken) {
        lock.withExclusiveAccess {
            guard let index = registrations.firstIndex(where: { $0.token == token }) else { return }
            registrations.append(registrations.remove(at: index))
        }
    }
}
