import Lotto

/// `lotto save`: saves the last draw, the numbers given, or tickets from standard input.
enum SaveCommand {
    static let spec = CommandSpec(
        name: "save",
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
        arguments: [
            .init(label: "<numbers>", help: "A ticket: six distinct whole numbers from 1 to 45 for kr645."),
            .init(label: "-", help: "Read tickets from standard input."),
        ],
        options: [
            GameOption.spec,
            StoreOption.spec,
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
            read = try readTickets(context, game: options.shared.game)
        }
        let app = try context.makeApp(storeOption: options.shared.store)
        let printer = ListPrinter(
            format: options.shared.format, output: context.output, csvHeader: TicketRecord.csvHeader(.saved))
        let view = StreamView.savedTickets(app, printer: printer)
        context.output.surviveClosedPipe()
        let ids: Range<Int>
        switch options.tickets {
        case .lastDraw: ids = try app.actionCreator.saveLastDraw()
        case .given(let ticket): ids = try app.actionCreator.save([ticket], game: options.shared.game)
        case .standardInput: ids = try app.actionCreator.save(read ?? [], game: options.shared.game)
        }
        printer.finishAfterChange("saved \(TicketIDs.text(ids))")
        withExtendedLifetime(view) {}
    }

    /// The most tickets one save takes from standard input: they are all held (32 bytes each)
    /// until every line has been checked, so that a bad line saves none; an endless stream
    /// must end in an error, not in memory running out.
    static let mostTicketsFromStandardInput = 10_000_000

    /// The longest line of standard input: a ticket is a short line.
    static let longestInputLine = 4096

    /// One ticket a line; blank lines skipped; `\r\n` line ends accepted. Read as it arrives:
    /// only the tickets are kept, never the whole input.
    private static func readTickets(_ context: Context, game: LottoGame) throws(CommandLineError) -> [LottoTicket] {
        var tickets: [LottoTicket] = []
        try context.forEachStandardInputLine(longestLine: longestInputLine) {
            (bytes, lineNumber) throws(CommandLineError) in
            let line = String(decoding: bytes, as: UTF8.self)
            guard line.contains(where: { $0 != " " && $0 != "\t" }) else { return }
            guard tickets.count < mostTicketsFromStandardInput else {
                throw .badData(
                    "standard input line \(lineNumber): more than \(mostTicketsFromStandardInput) tickets; "
                        + "save them in parts")
            }
            do {
                tickets.append(try LottoTicket(parsing: line[...], game: game))
            } catch {
                throw .badData("standard input line \(lineNumber): invalid ticket \(line.quoted): \(error)")
            }
        }
        guard !tickets.isEmpty else {
            throw CommandLineError(message: "nothing to save: no tickets on standard input", exitCode: .noInput)
        }
        return tickets
    }
}
