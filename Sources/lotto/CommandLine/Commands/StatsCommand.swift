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
        options: [
            GameOption.key.spec,
            PathOption.store.spec,
            FormatOption.key.spec,
            FormatOption.json(
                "one object: {\"extra\", \"game\", \"least\", \"most\", \"numbers\", \"tickets\"}, counts as "
                    + "{\"count\", \"number\"}."),
            FormatOption.csv("count,drum,number rows."), ColorOption.key.spec,
        ],
        movedOptions: ["draws": "the drawn numbers are counted by 'lotto draws stats'"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let options = try SavedTicketOptions(arguments)
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
