import Lotto

/// `lotto new`: draws tickets.
enum NewCommand: Subcommand {
    static let name = "new"

    static let spec = CommandSpec(
        name: name,
        abstract: "Draw new tickets.",
        discussion: """
            Draws tickets (Korean Lotto 6/45 unless --game says otherwise): distinct numbers, \
            printed ascending, one ticket a line, a separate drum's picks after a '+'. The draw is \
            remembered, with the game's next draw whose sales are open, so that 'lotto save' with \
            no arguments saves its tickets for that draw (a draw of up to 100 tickets; pipe a \
            larger one: lotto new -n 1000 | lotto save -).

            --sum, --odd and --max-consecutive keep only tickets whose main numbers look so; \
            every ticket that passes is as likely as any other. A filter no ticket passes is \
            refused before anything is drawn. Filters never change the odds of a ticket winning.
            """,
        options: declaredOptions)

    /// Its options, each declared once (``Option``): its spec lists them in this order.
    struct Declared {
        @Option var count = OptionKey(
            positive: .init(name: "count", shortName: "n", valueName: "count", help: "How many tickets to draw."),
            expected: "a whole number of at least 1"
        ).defaulting(to: 1)
        @Option var game = GameOption.key
        @Option var exclude = NewCommand.mainNumbers("exclude", "no ticket may hold")
        @Option var include = NewCommand.mainNumbers("include", "every ticket holds")
        let filters = FilterOptions()
        @Option var seed = SeedOption.key
        let format = FormatOption(
            json: "an array of {\"extra\", \"game\", \"numbers\"} objects.", csv: FormatOption.rows(of: .drawn))
    }

    static let (declared, declaredOptions) = OptionCollector.collect(Declared.init)

    /// `--exclude` or `--include`: main numbers that `tickets` (`every ticket holds`).
    private static func mainNumbers(_ name: String, _ tickets: String) -> OptionKey<[Int]> {
        OptionKey(
            numbers: .init(
                name: name, valueName: "numbers",
                help: "Main numbers \(tickets), separated by commas (or the option repeated)."))
    }

    /// What `lotto new` was asked, checked.
    struct Options {
        let count: Int
        let seed: UInt64?
        let game: LottoGame
        let excluding: Set<Int>
        let including: Set<Int>
        let filter: TicketFilter
        let format: ListPrinter.Format

        init(_ arguments: ParsedArguments) throws(CommandLineError) {
            count = try arguments[declared.count]
            seed = try arguments[SeedOption.key]
            game = try arguments[GameOption.key] ?? .korean645
            excluding = Set(try arguments[declared.exclude])
            including = Set(try arguments[declared.include])
            filter = try declared.filters.value(in: arguments)
            format = try arguments[FormatOption.key]
        }
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let options = try Options(arguments)
        let request = DrawRequest.tickets(
            count: options.count, seed: options.seed, game: options.game, excluding: options.excluding,
            including: options.including, filter: options.filter)
        try printAndRemember(options.format, context: context) { actionCreator in
            do {
                try actionCreator.draw(request)
            } catch let error as DrawError {
                // Thrown before anything is drawn or printed.
                throw CommandLineError.usage("impossible draw: \(error)")
            }
        }
    }

    /// Prints the tickets `draw` dispatches, one a line, in `format`, then remembers them for
    /// 'lotto save' (`lotto new`'s and `lotto wheel`'s); on a terminal, the progress of the
    /// drawing or the wheel's search on standard error.
    ///
    /// - Parameter outputStreams: whether tickets are printed as they are drawn (a draw's),
    ///   rather than once the work is done (a wheel's).
    static func printAndRemember(
        _ format: ListPrinter.Format, context: Context, outputStreams: Bool = true,
        _ draw: (DrawingActionCreator) throws -> Void
    ) throws {
        // One action creator draws and remembers: it keeps what it drew.
        var drawing: DrawingActionCreator?
        let stores = { Stores($0, showingProgress: context.showsProgress(outputStreams: outputStreams)) }
        try context.printing(
            format, csvHeader: TicketRecord.csvHeader(.drawn), stores: stores
        ) { app, printer in
            (StreamView.drawnTickets(app.dispatcher, printer: printer), context.progressView(app.stores.workProgress))
        } _: { app in
            let actionCreator = DrawingActionCreator(context: app.actionContext)
            drawing = actionCreator
            try draw(actionCreator)
            return .read
        }
        // Only once every ticket is out: 'lotto save' must never save a draw nobody saw. The
        // tickets are printed whole by now, so a draw that cannot be remembered is a warning.
        do {
            try drawing?.rememberLastDraw()
        } catch {
            context.errors.warn("this draw is not remembered for 'lotto save': \(error)")
        }
    }
}
