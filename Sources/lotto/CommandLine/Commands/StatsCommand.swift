import Lotto

/// `lotto stats`: how often each number appears among the saved tickets of a game.
enum StatsCommand: Subcommand {
    static let name = "stats"

    static let spec = CommandSpec(
        name: name,
        abstract: "Show how often each number was saved.",
        discussion: """
            Counts each number among the saved tickets of the game and draws a bar chart, one row \
            per number, scaled to the terminal's width, then the most and least frequent numbers. \
            A game with a separate drum gets a chart for each drum. 'lotto draws stats' counts the \
            numbers of the recorded draws instead.
            """,
        options: declaredOptions,
        movedOptions: ["draws": "the drawn numbers are counted by 'lotto draws stats'"])

    /// Its options, each declared once (``Option``): its spec lists them in this order.
    struct Declared {
        @Option var game = GameOption.key
        @Option var store = PathOption.store
        let format = FormatOption(
            json: "one object: {\"extra\", \"game\", \"least\", \"most\", \"numbers\", \"tickets\"}, counts as "
                + "{\"count\", \"number\"}.",
            csv: "count,drum,number rows.")
    }

    static let (declared, declaredOptions) = OptionCollector.collect(Declared.init)

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let options = try SavedTicketOptions(arguments, game: declared.game)
        func view(_ app: App<Stores>, _: ListPrinter) -> StatsView {
            StatsView(
                store: app.stores.numberFrequencies, output: context.output, errors: context.errors,
                format: options.format,
                width: HelpFormatter.terminalWidth(environment: context.environment),
                usesUnicode: context.localeUsesUTF8)
        }
        try context.printing(
            options.format, csvHeader: [], store: options.store, stores: Stores.init, view: view
        ) { app in
            try StatsActionCreator(context: app.actionContext).count(.savedNumbers(of: options.game.id))
            return .read
        }
    }
}
