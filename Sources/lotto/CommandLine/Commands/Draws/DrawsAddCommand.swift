import Lotto

/// `lotto draws add`: records one draw typed in.
enum DrawsAddCommand: Subcommand {
    static let name = "draws add"

    static let spec = CommandSpec(
        name: name,
        abstract: "Record a draw typed in.",
        discussion: """
            Records the winning numbers of one draw of the game: the main numbers, then '+' and the \
            bonus ball(s) or the separate drum's numbers (10 23 29 33 37 40 + 16). The date is today \
            (UTC) unless --date gives it; a date that is not a draw day of the game's schedule then \
            is recorded, with a warning. The round is --round, else the date's where lotto numbers \
            the game's draws (kr645: one a week from 2002-12-07), else the one after the game's last \
            recorded draw (the first draw of a game is round 1; none when the last has none). The \
            numbers are checked against the rules in force on the date. A draw recorded with other \
            numbers on that date, or its round on another date, is an error unless --replace. Prints \
            the draw as recorded.
            """,
        positionals: .many("<numbers>"),
        arguments: [
            .init(label: "<numbers>", help: "The winning main numbers, then '+' and the extra balls.")
        ],
        options: [
            GameOption.spec,
            .init(name: "round", valueName: "round", help: "The draw's round (default: the last recorded + 1)."),
            .init(name: "date", valueName: "date", help: "The draw's date, YYYY-MM-DD (default: today, UTC)."),
            .init(name: "replace", help: "Replace a draw recorded with other numbers or round."),
            PathOption.draws.spec,
            FormatOption.spec,
            FormatOption.json("the draw as 'lotto draws --json' prints it."),
            FormatOption.csv(), ColorOption.spec,
        ])

    /// What `lotto draws add` was asked, checked before anything is read.
    struct Options {
        let game: LottoGame
        let round: Int?
        let date: CivilDate
        let numbers: [Int]
        let extra: [Int]

        init(_ arguments: ParsedArguments) throws(CommandLineError) {
            game = try GameOption.valueIfGiven(in: arguments, command: spec.name) ?? .korean645
            round = try arguments.round(command: spec.name)
            date = try arguments.date(command: spec.name) ?? CivilDate.today()
            let words = arguments.positionals
            guard !words.isEmpty else { throw .usage("give the winning numbers", command: spec.name) }
            do {
                // By the rules of the date: a Mega Ball of 25 was drawn until 2025-04-08.
                let typed = try TypedDraw(words: words, game: game.asPlayed(on: date) ?? game)
                numbers = typed.numbers
                extra = typed.extra
            } catch {
                throw .badData("invalid draw \(words.joined(separator: " ").quoted): \(error)")
            }
        }
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let options = try Options(arguments)
        try context.changingDrawHistory(
            arguments, command: spec.name, view: DrawRecordingView.init(_:printer:), change: "recorded the draw"
        ) { app in
            try app.actionCreator.recordDraw(
                game: options.game, round: options.round, date: options.date, numbers: options.numbers,
                extra: options.extra, replacing: arguments.has("replace"))
        }
        // Once recorded: a refused draw has its one error.
        if let schedule = DrawSchedule.of(options.game.id), let days = schedule.days(on: options.date),
            !days.contains(Weekday(of: options.date))
        {
            let reason = TicketDrawError.notADrawDay(options.date, game: options.game.id, days: days)
            printWarning("\(reason); recorded all the same")
        }
    }
}
