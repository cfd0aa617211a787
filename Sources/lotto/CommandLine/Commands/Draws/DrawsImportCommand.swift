import Lotto

/// `lotto draws import`: records every draw of a file the lotteries publish (or lotto wrote).
enum DrawsImportCommand: Subcommand {
    static let name = "draws import"

    static let spec = CommandSpec(
        name: name,
        abstract: "Import draw results from a lottery's file.",
        discussion: """
            Reads every draw in the file and records it, telling the layout from the content: \
            dhlottery's JSON for kr645 (the current result service's responses, one a line or in an \
            array, or the legacy getLottoNumber ones), New York Open Data's CSV for powerball and \
            megamillions, the National Lottery's CSV for euromillions and uk-lotto, and lotto's own \
            'lotto draws --format json' or 'csv'. Each draw is checked against the rules in force on \
            its date. All or nothing: a bad record is an error naming the file, the line and the bad \
            value, and nothing is recorded. A draw recorded before is kept (and given what its record \
            lacked, such as prizes); one recorded with other numbers is an error unless --replace. \
            Prints how many draws were added, updated, replaced and kept.
            """,
        positionals: .one("(<file> | -)", optional: false),
        arguments: [.init(label: "<file>", help: "A file of draw results.")],
        standardInput: "the draw results",
        options: declaredOptions)

    /// Its options, each declared once (``Option``): its spec lists them in this order.
    struct Declared {
        @Option var game = GameOption.key(
            help: "The game the draws must be of (the layout tells it; this only checks it).")
        @Option var replace = OptionKey(
            flag: .init(name: "replace", help: "Replace draws recorded with other numbers, round or prizes."))
        @Option var draws = PathOption.draws
        let format = FormatOption(
            json: "one object: {\"added\", \"draws\", \"kept\", \"layouts\", \"replaced\", \"source\", \"updated\"}.")
    }

    static let (declared, declaredOptions) = OptionCollector.collect(Declared.init)

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        guard let file = arguments.positionals.first else {
            throw CommandLineError.usage("give the file to import, or '-' to read standard input")
        }
        // --game checks the file; LOTTO_GAME, the game a user plays, does not restrict an import.
        let game = arguments.isGiven(declared.game) ? try arguments[declared.game] : nil
        let format = try arguments[FormatOption.key]
        let drawsPath = try arguments[PathOption.draws]
        let input: DrawInput
        if file == "-" {
            let bytes = try context.readStandardInput(limit: DrawImport.largestFile)
            guard bytes.count <= DrawImport.largestFile else {
                throw CommandLineError.badData(
                    "standard input: larger than \(DrawImport.largestFile >> 20) MiB: not a file of draw results")
            }
            input = .standardInput(bytes)
        } else {
            guard let path = try arguments.positionalPath(0) else {
                throw CommandLineError.usage("give the file to import")
            }
            input = .file(path)
        }
        let stores = { Stores($0, showingProgress: context.showsProgress(outputStreams: false)) }
        try context.printing(format, csvHeader: [], draws: drawsPath, changes: true, stores: stores) { app, printer in
            (
                DrawRecordingView(summaryOf: app.stores.drawHistory, printer: printer),
                context.progressView(app.stores.workProgress)
            )
        } _: { app in
            try DrawHistoryActionCreator(context: app.actionContext).record(
                .importing(input, game: game, replacing: try arguments[declared.replace]))
            let summary = app.stores.drawHistory.state.lastRecording?.summary ?? DrawMergeSummary()
            return .changed("recorded \((summary.added + summary.updated + summary.replaced).counting("draw"))")
        }
    }
}
