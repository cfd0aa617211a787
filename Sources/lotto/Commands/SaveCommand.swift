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
        usage: "save [<numbers> ... | -] [--game <game>] [--store <path>] [--format <format>] [--json]",
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

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        // The options before any input is read.
        let game = try arguments.game(command: spec.name)
        let format = try arguments.format(command: spec.name)
        let store = try arguments.path(StoreOption.spec.name, command: spec.name)
        let tickets: [LottoTicket]?
        switch arguments.positionals {
        case []:
            if arguments.values[GameOption.spec.name] != nil {
                throw CommandLineError.usage(
                    "--game goes with numbers or '-'; the last draw keeps its own game", command: spec.name)
            }
            tickets = nil
        case ["-"]:
            tickets = try readTickets(context, game: game)
        case let words where words.contains("-"):
            throw CommandLineError.usage(
                "'-' reads the tickets from standard input; give no numbers with it", command: spec.name)
        case let words:
            do {
                tickets = [try LottoTicket(words: words.map { $0[...] }, game: game)]
            } catch {
                throw CommandLineError.badData("invalid ticket \(words.joined(separator: " ").quoted): \(error)")
            }
        }

        let app = try context.makeApp(storeOption: store)
        let printer = ListPrinter(format: format, output: context.output, csvHeader: TicketRecord.csvHeader(.saved))
        let view = StreamView.savedTickets(app, printer: printer)
        context.output.surviveClosedPipe()
        let ids = try tickets.map { try app.actionCreator.save($0, game: game) } ?? app.actionCreator.saveLastDraw()
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
