import Lotto

/// `lotto stats`: how often each number appears among the saved tickets of a game, or in its
/// recorded draws.
enum StatsCommand: Subcommand {
    static let name = "stats"

    static let spec = CommandSpec(
        name: name,
        abstract: "Show how often each number was saved, or drawn.",
        discussion: """
            Counts each number among the saved tickets of the game and draws a bar chart, one row \
            per number, scaled to the terminal's width, then the most and least frequent numbers. \
            A game with a separate drum gets a chart for each drum. With --draws, counts the \
            numbers of the game's recorded draws instead (from $LOTTO_DRAWS or \
            ~/.local/share/lotto/draws.jsonl; the bonus balls apart), each row ending with how many \
            draws ago the number was last drawn. Past frequencies do not predict a fair draw: \
            every number is as likely in the next draw as any other, however often it came up.
            """,
        options: [
            GameOption.spec,
            .init(name: "draws", help: "Count the recorded draws' numbers instead of the saved tickets'."),
            DrawRangeOptions.from, DrawRangeOptions.to, DrawRangeOptions.last,
            PathOption.store.spec,
            FormatOption.spec,
            FormatOption.json(
                "one object: {\"extra\", \"game\", \"least\", \"most\", \"numbers\", \"tickets\"}, counts as "
                    + "{\"count\", \"number\"}; with --draws, \"draws\" for \"tickets\" and counts as {\"count\", "
                    + "\"lastSeen\", \"number\"} (draws ago, null for never)."),
            .init(
                name: "csv",
                help: "Short for --format csv: count,drum,number rows (count,drum,lastSeen,number with --draws)."),
        ])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let options = try SavedTicketOptions(arguments, command: spec.name)
        let width = HelpFormatter.terminalWidth(environment: context.environment)
        // Of the recorded draws with --draws, else of the saved tickets.
        var selection: DrawSelection?
        if arguments.has("draws") {
            selection = try DrawRangeOptions.selection(in: arguments, game: options.game.id, command: spec.name)
        } else {
            for option in [DrawRangeOptions.from, DrawRangeOptions.to, DrawRangeOptions.last]
            where arguments.values[option.name] != nil {
                throw CommandLineError.usage("--\(option.name) goes with --draws", command: spec.name)
            }
        }
        func view(_ app: App, _ printer: ListPrinter) -> StatsView {
            selection == nil
                ? StatsView(
                    store: app.frequencyStore, output: context.output, format: options.format, width: width,
                    usesUnicode: context.localeUsesUTF8)
                : StatsView(
                    store: app.drawFrequencyStore, output: context.output, format: options.format, width: width,
                    usesUnicode: context.localeUsesUTF8)
        }
        try context.printing(options.format, csvHeader: [], store: options.store, view: view) { app in
            if let selection {
                try app.actionCreator.loadDrawHistory(selecting: selection)
            } else {
                try app.actionCreator.loadSavedTickets(game: options.game)
            }
            return .read
        }
    }
}
