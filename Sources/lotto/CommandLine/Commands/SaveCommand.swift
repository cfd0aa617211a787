import Lotto

/// `lotto save`: saves the last draw, the numbers given, or tickets from standard input.
enum SaveCommand: Subcommand {
    static let name = "save"

    static let spec = CommandSpec(
        name: name,
        abstract: "Save tickets.",
        discussion: """
            With no arguments, saves the last ticket 'lotto new' drew, with its game. With numbers, \
            saves that ticket of the game (a separate drum's picks after the main numbers, with an \
            optional '+': 4 8 15 16 23 + 10). With '-', saves every ticket on standard input, one a \
            line (blank lines are skipped; at most 10,000,000). All or nothing: if any ticket is bad, \
            none is saved. Prints what it saved, with the new ids; if that output cannot be \
            written, the tickets stay saved, and a warning names their ids.
            """,
        positionals: .numbersOrStandardInput(optional: true),
        arguments: [.init(label: "<numbers>", help: "A ticket: six distinct whole numbers from 1 to 45 for kr645.")],
        standardInput: "tickets",
        options: [
            GameOption.spec,
            PathOption.store.spec,
            FormatOption.spec,
            FormatOption.json("the saved tickets as 'lotto list --json' prints them."),
        ])

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

        init(_ arguments: ParsedArguments) throws(CommandLineError) {
            shared = try SavedTicketOptions(arguments, command: spec.name)
            switch arguments.positionals {
            case []:
                if shared.givenGame != nil {
                    throw .usage(
                        "--game goes with numbers or '-'; the last draw keeps its own game", command: spec.name)
                }
                tickets = .lastDraw
            case ["-"]:
                tickets = .standardInput
            case let words where words.contains("-"):
                throw .usage("'-' reads the tickets from standard input; give no numbers with it", command: spec.name)
            case let words:
                do {
                    tickets = .given(try LottoTicket(words: words.map { $0[...] }, game: shared.game))
                } catch {
                    throw .badData("invalid ticket \(words.joined(separator: " ").quoted): \(error)")
                }
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
            switch options.tickets {
            case .lastDraw: ids = try app.actionCreator.saveLastDraw()
            case .given(let ticket): ids = try app.actionCreator.save([ticket], game: options.shared.game)
            case .standardInput: ids = try app.actionCreator.save(read ?? [], game: options.shared.game)
            }
            return .changed("saved \(TicketIDs.text(ids))")
        }
    }
}
