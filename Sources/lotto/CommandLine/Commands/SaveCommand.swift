import Lotto

/// `lotto save`: saves the last draw, the numbers given, or tickets from standard input.
enum SaveCommand: Subcommand {
    static let name = "save"

    static let spec = CommandSpec(
        name: name,
        abstract: "Save tickets.",
        discussion: """
            With no arguments, saves the last draw of 'lotto new' (up to 100 tickets), with its \
            game, for the draw it was drawn for. With numbers, saves that ticket of the game (a \
            separate drum's picks after the main numbers, with an optional '+': 4 8 15 16 23 + 10). \
            With '-', saves every ticket on standard input, one a line (blank lines are skipped; at \
            most 10,000,000). Each ticket is for a draw: the game's next draw whose sales are still \
            open (kr645's close at 20:00 KST on Saturdays; see 'lotto games'), or the one --draw \
            names; 'lotto check' checks it against that draw once it is recorded. A custom game has \
            no schedule, so its tickets are for no draw unless --draw names one. All or nothing: if \
            any ticket is bad, none is saved. Prints what it saved, with the new ids; if that \
            output cannot be written, the tickets stay saved, and a warning names their ids.
            """,
        positionals: .numbersOrStandardInput(optional: true),
        arguments: [
            .init(
                label: "<numbers>",
                help: "A ticket: six distinct whole numbers from 1 to 45 for kr645 (or separated by commas).")
        ],
        standardInput: "tickets",
        options: [
            draw.spec,
            GameOption.key.spec,
            PathOption.store.spec,
            FormatOption.key.spec,
            FormatOption.json("the saved tickets as 'lotto list --json' prints them."),
            FormatOption.csv(tickets: .saved), ColorOption.key.spec,
        ])

    /// `--draw`, as typed: read once the game is known (see ``Options/draw(for:)``).
    static let draw = OptionKey(
        text: .init(
            name: "draw", valueName: "date|round",
            help: "The draw the tickets are for: its date (2026-11-28), or its round where the game numbers them."))

    /// What `lotto save` was asked, checked before any input is read.
    struct Options {
        /// Which tickets to save.
        enum Tickets {
            /// The last draw, in its own game.
            case lastDraw
            /// The ticket on the command line.
            case given(LottoTicket)
            /// The tickets on standard input, one a line.
            case standardInput
        }

        let tickets: Tickets
        let shared: SavedTicketOptions
        /// The draw given with --draw, as typed: read once the game is known.
        let drawName: String?

        init(_ arguments: ParsedArguments) throws(CommandLineError) {
            shared = try SavedTicketOptions(arguments)
            drawName = try arguments[SaveCommand.draw]
            switch arguments.positionals {
            case []:
                if arguments.isGiven(GameOption.key) {
                    throw .usage("--game goes with numbers or '-'; the last draw keeps its own game")
                }
                tickets = .lastDraw
                return
            case ["-"]:
                tickets = .standardInput
            case let words where words.contains("-"):
                throw .usage("'-' reads the tickets from standard input; give no numbers with it")
            case let words:
                do {
                    // `1,2,3,4,5,6` too, as --include and wheel take numbers.
                    let numbers = words.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
                    tickets = .given(try LottoTicket(words: numbers, game: shared.game))
                } catch {
                    throw .badData("invalid ticket \(words.joined(separator: " ").quoted): \(error)")
                }
            }
            _ = try draw(for: shared.game.id)
        }

        /// The draw --draw names for tickets of `game`, refused before any input is read; `nil`
        /// when it is not given.
        func draw(for game: GameID) throws(CommandLineError) -> TicketDraw? {
            do {
                return try ActionCreator.ticketDraw(named: drawName, game: game)
            } catch {
                throw .usage(ErrorReport(error).message)
            }
        }
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let options = try Options(arguments)
        var read: [LottoTicket]?
        if case .standardInput = options.tickets {
            read = try StandardInputTickets.read(context, game: options.shared.game, for: "save")
        }
        try context.printing(
            options.shared.format, csvHeader: TicketRecord.csvHeader(.saved), store: options.shared.store,
            changes: true, view: StreamView.savedTickets
        ) { app in
            let ids: Range<Int>
            let game = options.shared.game
            do {
                switch options.tickets {
                case .lastDraw:
                    ids = try app.actionCreator.saveLastDraw(forDrawNamed: options.drawName)
                case .given(let ticket):
                    ids = try app.actionCreator.save([ticket], game: game, forDrawNamed: options.drawName)
                case .standardInput:
                    ids = try app.actionCreator.save(read ?? [], game: game, forDrawNamed: options.drawName)
                }
            } catch let error as ActionError {
                guard case .notADraw = error else { throw error }
                throw CommandLineError.usage(ErrorReport(error).message)
            }
            return .changed("saved \(TicketIDs.text(ids))")
        }
    }
}
