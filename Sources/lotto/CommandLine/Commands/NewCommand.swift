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
        options: [
            .init(
                name: "count", shortName: "n", valueName: "count", help: "How many tickets to draw.", defaultValue: "1"),
            GameOption.spec,
            .init(
                name: "exclude", valueName: "numbers",
                help: "Main numbers no ticket may hold, separated by commas (or the option repeated)."),
            .init(
                name: "include", valueName: "numbers",
                help: "Main numbers every ticket holds, separated by commas (or the option repeated)."),
        ] + FilterOptions.specs + [
            SeedOption.spec,
            FormatOption.spec,
            FormatOption.json("an array of {\"extra\", \"game\", \"numbers\"} objects."),
            FormatOption.csv(), ColorOption.spec,
        ])

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
            count = try arguments.values["count"].map(parseCount) ?? 1
            seed = try SeedOption.value(in: arguments, command: spec.name)
            game = try GameOption.valueIfGiven(in: arguments, command: spec.name) ?? .korean645
            excluding = Set(try arguments.numberList("exclude", command: spec.name))
            including = Set(try arguments.numberList("include", command: spec.name))
            filter = try FilterOptions.value(in: arguments, command: spec.name)
            format = try FormatOption.value(in: arguments, command: spec.name)
        }
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let options = try Options(arguments)
        // The current draw's store listens from the start, as the view does: once every ticket
        // is out, its last ticket is remembered.
        func view(_ app: App, _ printer: ListPrinter) -> (StreamView, CurrentDrawStore<AppAction>) {
            (StreamView.drawnTickets(app, printer: printer), app.currentDrawStore)
        }
        let app = try context.printing(options.format, csvHeader: TicketRecord.csvHeader(.drawn), view: view) { app in
            do {
                try app.actionCreator.drawTickets(
                    count: options.count, seed: options.seed, game: options.game, excluding: options.excluding,
                    including: options.including, filter: options.filter)
            } catch let error as DrawError {
                // Thrown before anything is drawn or printed.
                throw CommandLineError.usage("impossible draw: \(error)", command: spec.name)
            }
            return .read
        }
        rememberLastDraw(of: app)
    }

    /// Remembers the draw on screen for 'lotto save' (`lotto new`'s and `lotto wheel`'s).
    static func rememberLastDraw(of app: App) {
        // Only once every ticket is out: 'lotto save' must never save a draw nobody saw. The
        // tickets are printed whole by now, so a draw that cannot be remembered is a warning.
        // What the current draw's store holds is the draw on screen.
        let draw = app.currentDrawStore.state
        if let drawnGame = draw.game {
            do {
                try app.actionCreator.rememberLastDraw(
                    draw.tickets, count: draw.count, game: LottoGame(drawnGame), for: draw.draw)
            } catch {
                printWarning("this draw is not remembered for 'lotto save': \(error)")
            }
        }
    }

    static func parseCount(_ text: String) throws(CommandLineError) -> Int {
        guard let count = WholeNumber.parse(text), count >= 1 else {
            throw .invalidValue(text, option: "count", expected: "a whole number of at least 1", command: spec.name)
        }
        return count
    }
}
