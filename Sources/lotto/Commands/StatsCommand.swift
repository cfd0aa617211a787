import Lotto

/// `lotto stats`: how often each number appears among the saved tickets of a game.
enum StatsCommand {
    static let spec = CommandSpec(
        name: "stats",
        abstract: "Show how often each number was saved.",
        discussion: """
            Counts each number among the saved tickets of the game and draws a bar chart, one row \
            per number, scaled to the terminal's width, then the most and least frequent numbers. \
            A game with a separate drum gets a chart for each drum.
            """,
        options: [
            GameOption.spec,
            StoreOption.spec,
            FormatOption.spec,
            FormatOption.json(
                "one object: {\"extra\", \"game\", \"least\", \"most\", \"numbers\", \"tickets\"}, counts as {\"count\", \"number\"}."
            ),
            .init(name: "csv", help: "Short for --format csv: count,drum,number rows."),
        ])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let options = try SavedTicketOptions(arguments, command: spec.name)
        let app = try context.makeApp(storeOption: options.store)
        let view = StatsView(
            store: app.frequencyStore, output: context.output, format: options.format,
            width: HelpFormatter.terminalWidth(environment: context.environment),
            usesUnicode: context.localeUsesUTF8)
        try app.actionCreator.loadSavedTickets(game: options.game)
        try context.output.finish()
        withExtendedLifetime(view) {}
    }
}
