import Flux
import Lotto
import Platform

extension Context {
    /// What a command tells ``printing(_:csvHeader:store:draws:changes:whenEmpty:stores:view:_:)`` it did.
    enum Outcome {
        /// It read and printed; the files are as they were.
        case read
        /// It changed the files (`saved #3`): said in the warning if the output then fails, and
        /// the exit stays 0, so that a script does not make the change twice.
        case changed(String)
    }

    /// The shared prologue and epilogue of a command that prints records: builds the app on the
    /// files given (the stores its views read are made before any action), the printer of
    /// `format` and the view that listens to it; for `work` that may change files, survives a
    /// closed pipe first (the change must be reported, not cut short by `SIGPIPE`); runs
    /// `work`; then finishes the output.
    ///
    /// - Parameters:
    ///   - changes: whether `work` may change files.
    ///   - hint: what to do when the list is empty, said in text format.
    ///   - stores: makes the stores `work` and the view read (see ``makeApp(storeOption:drawsOption:warn:stores:)``).
    /// - Returns: the app, for what comes once the output is out.
    @discardableResult
    func printing<Stores, View>(
        _ format: ListPrinter.Format, csvHeader: [String], store: FilePath? = nil, draws: FilePath? = nil,
        changes: Bool = false, whenEmpty hint: String? = nil, stores: (Dispatcher<AppAction>) -> Stores,
        view makeView: (App<Stores>, ListPrinter) -> View,
        _ work: (App<Stores>) throws -> Outcome
    ) throws -> App<Stores> {
        let app = try makeApp(storeOption: store, drawsOption: draws, stores: stores)
        let printer = ListPrinter(format: format, output: output, csvHeader: csvHeader)
        let view = makeView(app, printer)
        if changes { output.surviveClosedPipe() }
        switch try work(app) {
        case .read:
            try printer.finish()
            // An empty list in text says what would fill it, on standard error: a script
            // reading standard output still gets nothing, as JSON gets `[]`.
            if let hint, format == .text, printer.isEmpty { errors.print(hint) }
        case .changed(let change): printer.finishAfterChange(change, warning: errors)
        }
        withExtendedLifetime(view) {}
        return app
    }

    /// ``printing(_:csvHeader:store:draws:changes:whenEmpty:stores:view:_:)`` for a command that
    /// changes the draw history (`draws add`, `draws delete`) and prints the draws its view
    /// shows, from the draw history store: in the `--format` asked, on the history `--draws`
    /// names.
    ///
    /// - Parameter change: what `work` did, said if the output then fails.
    func changingDrawHistory(
        _ arguments: ParsedArguments, view: (DrawHistoryStore<AppAction>, ListPrinter) -> DrawRecordingView,
        change: String, _ work: (App<DrawsCommand.Stores>) throws -> Void
    ) throws {
        try printing(
            try arguments[FormatOption.key], csvHeader: DrawRecord.csvHeader, draws: try arguments[PathOption.draws],
            changes: true, stores: DrawsCommand.Stores.init
        ) { app, printer in
            view(app.stores.drawHistory, printer)
        } _: { app in
            try work(app)
            return .changed(change)
        }
    }
}
