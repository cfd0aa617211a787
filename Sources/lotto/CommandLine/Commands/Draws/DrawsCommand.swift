import Lotto

/// `lotto draws`: lists the recorded draws; `draws import` and `draws add` record them.
enum DrawsCommand: Subcommand {
    static let name = "draws"

    static let spec = CommandSpec(
        name: name,
        abstract: "List the recorded draws.",
        discussion: """
            Prints the recorded draws, game by game, oldest first, one a line: the round (when the \
            publisher numbers its draws), the date, the numbers and, after a '+', the bonus ball(s) \
            or the separate drum's numbers, then the game unless it is kr645. 'lotto draws import' \
            records the results the lotteries publish; 'lotto draws add' records a draw typed in. \
            lotto check --round and --latest, backtest and stats --draws use them.
            """,
        options: declaredOptions)

    /// Its options, each declared once (``Option``): its spec lists them in this order.
    struct Declared {
        @Option var game = GameOption.key(help: "Only the draws of this game: \(GameOption.gameIDs).")
        let range = DrawRangeOptions()
        @Option var draws = PathOption.draws
        let format = FormatOption(
            json: "an array of {\"date\", \"extra\", \"game\", \"numbers\", \"prizes\", \"round\"} objects, prizes as "
                + "{\"amount\", \"tier\", \"winners\"}, and \"multiplier\" for a Powerball or Mega Millions draw "
                + "whose record gives it; 'lotto draws import' reads it back.")
    }

    static let (declared, declaredOptions) = OptionCollector.collect(Declared.init)

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let game = try arguments[declared.game]
        let selection = try declared.range.selection(in: arguments, game: game?.id)
        let format = try arguments[FormatOption.key]
        try context.printing(
            format, csvHeader: DrawRecord.csvHeader,
            draws: try arguments[PathOption.draws],
            whenEmpty: "no \(game.map { "\($0.id) " } ?? "")draws recorded"
                + (selection == DrawSelection(game: game?.id) ? " yet" : " in that range")
                + ": \(NextStep.getDraws)",
            stores: Stores.init
        ) { app, printer in
            DrawListView(app.stores.drawHistory, printer: printer)
        } _: { app in
            try DrawHistoryActionCreator(context: app.actionContext).load(selection)
            return .read
        }
    }
}
