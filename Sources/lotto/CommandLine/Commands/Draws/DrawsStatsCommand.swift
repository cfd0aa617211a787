import Lotto

/// `lotto draws stats`: how often each number was drawn in a game's recorded draws, and how
/// many draws ago.
enum DrawsStatsCommand: Subcommand {
    static let name = "draws stats"

    static let spec = CommandSpec(
        name: name,
        abstract: "Show how often each number was drawn.",
        discussion: """
            Counts each number of the game's recorded draws and draws a bar chart, one row per \
            number, scaled to the terminal's width, each row ending with how many draws ago the \
            number was last drawn; then the most and least frequent numbers. The bonus balls, or \
            a separate drum's numbers, get a chart of their own. Past frequencies do not predict a \
            fair draw: every number is as likely in the next draw as any other, however often it \
            came up. 'lotto stats' counts the saved tickets' numbers instead.
            """,
        options: declaredOptions)

    /// Its options, each declared once (``Option``): its spec lists them in this order.
    struct Declared {
        @Option var game = GameOption.key
        let range = DrawRangeOptions()
        @Option var draws = PathOption.draws
        let format = FormatOption(
            json: "one object: {\"draws\", \"extra\", \"game\", \"least\", \"most\", \"numbers\"}, counts as "
                + "{\"count\", \"lastSeen\", \"number\"} (draws ago, null for never).",
            csv: "count,drum,lastSeen,number rows.")
    }

    static let (declared, declaredOptions) = OptionCollector.collect(Declared.init)

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let game = try arguments[GameOption.key] ?? .korean645
        let format = try arguments[FormatOption.key]
        let selection = try declared.range.selection(in: arguments, game: game.id)
        func view(_ app: App<Stores>, _: ListPrinter) -> StatsView {
            StatsView(
                store: app.stores.drawFrequencies, output: context.output, errors: context.errors, format: format,
                width: HelpFormatter.terminalWidth(environment: context.environment),
                usesUnicode: context.localeUsesUTF8)
        }
        try context.printing(
            format, csvHeader: [], draws: try arguments[PathOption.draws], stores: Stores.init,
            view: view
        ) { app in
            try StatsActionCreator(context: app.actionContext).count(.drawnNumbers(of: game.id, in: selection))
            return .read
        }
    }
}
