import Lotto

/// `lotto draws delete`: removes one recorded draw.
enum DrawsDeleteCommand: Subcommand {
    static let name = "draws delete"

    static let spec = CommandSpec(
        name: name,
        abstract: "Remove one recorded draw.",
        discussion: """
            Removes the recorded draw of the game that --round or --date names (or both, which \
            must name one draw): a draw typed in with a typo, or imported from a bad file. Prints the draw removed, as 'lotto draws' \
            lists it. No such draw is exit 66, and nothing changes. Saved tickets are untouched: \
            those for that draw are pending again.
            """,
        options: declaredOptions)

    /// Its options, each declared once (``Option``): its spec lists them in this order.
    struct Declared {
        @Option var game = GameOption.key
        @Option var round = DrawDayOptions.round(help: "The round of the draw to remove.")
        @Option var date = DrawDayOptions.date(help: "The date of the draw to remove, YYYY-MM-DD.")
        @Option var draws = PathOption.draws
        let format = FormatOption(json: "the draw removed as 'lotto draws --json' prints it.")
    }

    static let (declared, declaredOptions) = OptionCollector.collect(Declared.init)

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let game = try arguments[GameOption.key] ?? .korean645
        let choice: RecordedDrawChoice
        switch (try arguments[declared.round], try arguments[declared.date]) {
        case (let round?, nil): choice = .round(round)
        case (nil, let date?): choice = .date(date)
        case (nil, nil): throw CommandLineError.usage("give the draw's --round or --date")
        case (let round?, let date?): choice = .roundOnDate(round, date)
        }
        try context.changingDrawHistory(
            arguments, view: DrawRecordingView.init(removedFrom:printer:),
            change: "removed the draw"
        ) { app in
            try DrawHistoryActionCreator(context: app.actionContext).record(.deleting(choice, of: game.id))
        }
    }
}
