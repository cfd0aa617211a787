import Flux
import Lotto

/// Prints a backtest as its pages arrive: a row per ticket (the times it won each tier, what it
/// won), then the totals from the backtest store, in the forms of ``BacktestRecord``. In JSON,
/// one object: the setup, the tickets, then the totals, which the last page completes.
final class BacktestView {
    private var subscription: Subscription?

    /// - Parameter store: the backtest's totals, read once it has added up each page.
    init(_ dispatcher: Dispatcher<AppAction>, summary store: BacktestSummaryStore<AppAction>, printer: ListPrinter) {
        subscription = dispatcher.addActionListener(after: [store.dispatchToken]) { [unowned store] action in
            guard case .lotto(.ticketsBacktested(let page, let setup)) = action else { return }
            if page.isFirst { BacktestRecord.printHeading(setup, printer: printer) }
            let rows = setup.randomTicketsPerDraw == nil ? page.items : (printer.format == .csv ? page.items : [])
            printer.print(
                rows,
                text: { result, bytes in BacktestRecord.appendText(result, setup: setup, printer: printer, to: &bytes)
                },
                json: { result, bytes in BacktestRecord.appendJSON(result, setup: setup, to: &bytes) },
                csv: { result, bytes in BacktestRecord.appendCSV(result, setup: setup, to: &bytes) })
            guard page.isLast else { return }
            let summary = store.state
            printer.appendInText(BacktestRecord.totalsText(summary, setup: setup))
            printer.end(jsonTrailer: printer.format == .json ? BacktestRecord.totalsJSON(summary, setup: setup) : "")
        }
    }
}
