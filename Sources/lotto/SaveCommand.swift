import Lotto

/// `lotto save`: saves the last draw, the numbers given, or tickets from standard input.
enum SaveCommand {
    static let spec = CommandSpec(
        name: "save",
        abstract: "Save tickets.",
        discussion: """
            With no arguments, saves the last ticket 'lotto new' drew. With six numbers, saves \
            that ticket. With '-', saves every ticket on standard input, one a line, numbers \
            separated by spaces (blank lines are skipped). All or nothing: if any ticket is bad, \
            none is saved. Prints what it saved, with the new ids.
            """,
        usage: "save [<n1> <n2> <n3> <n4> <n5> <n6> | -] [--store <path>] [--json]",
        arguments: [
            .init(label: "<n1> ... <n6>", help: "Six distinct whole numbers from 1 to 45."),
            .init(label: "-", help: "Read tickets from standard input."),
        ],
        options: [
            StoreOption.spec,
            .init(name: "json", help: "Print the saved tickets as a JSON array, as 'lotto list --json' does."),
        ])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let tickets: [LottoTicket]?
        switch arguments.positionals {
        case []:
            tickets = nil
        case ["-"]:
            tickets = try readTickets(from: try context.readStandardInput())
        case let words where words.contains("-"):
            throw CommandLineError.usage(
                "'-' reads the tickets from standard input; give no numbers with it", command: spec.name)
        case let words:
            do {
                tickets = [try LottoTicket(numbers: words.map { try LottoTicket.parseNumber($0[...]) })]
            } catch {
                throw CommandLineError.badData("invalid ticket \(words.joined(separator: " ").quoted): \(error)")
            }
        }

        let app = try context.makeApp(storeOption: arguments.values[StoreOption.spec.name])
        let printer = ListPrinter(format: arguments.has("json") ? .json : .text, output: context.output)
        let view = SavedTicketsView(store: app.savedStore, printer: printer)
        if let tickets {
            try app.actionCreator.save(tickets)
        } else {
            try app.actionCreator.saveLastDraw()
        }
        try printer.finish()
        withExtendedLifetime(view) {}
    }

    /// One ticket a line; blank lines skipped; `\r\n` line ends accepted.
    private static func readTickets(from input: [UInt8]) throws(CommandLineError) -> [LottoTicket] {
        var tickets: [LottoTicket] = []
        for (index, rawLine) in input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated()
        {
            let line = String(
                decoding: rawLine.last == UInt8(ascii: "\r") ? rawLine.dropLast() : rawLine, as: UTF8.self)
            guard line.contains(where: { $0 != " " && $0 != "\t" }) else { continue }
            do {
                tickets.append(try LottoTicket(parsing: line[...]))
            } catch {
                throw .badData("standard input line \(index + 1): invalid ticket \(line.quoted): \(error)")
            }
        }
        guard !tickets.isEmpty else {
            throw CommandLineError(message: "nothing to save: no tickets on standard input", exitCode: .noInput)
        }
        return tickets
    }
}

/// `--store <path>`, shared by the commands that read or write the store.
enum StoreOption {
    static let spec = CommandSpec.Option(
        name: "store", valueName: "path",
        help: "The store file to use, instead of $LOTTO_STORE or ~/.local/share/lotto/tickets.jsonl.")
}
