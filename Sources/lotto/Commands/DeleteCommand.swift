import Lotto

/// `lotto delete`: removes saved tickets by id.
enum DeleteCommand {
    static let spec = CommandSpec(
        name: "delete",
        abstract: "Remove saved tickets by id.",
        discussion: """
            Removes the tickets with these ids (as 'lotto list' shows them, with or without the \
            '#') and prints them. All or nothing: an id that is not saved is an error and nothing \
            is removed. Ids are never reused. The store is rewritten atomically and keeps its \
            mode and owner. If the output cannot be written, the tickets stay removed, and a \
            warning names their ids.
            """,
        usage: "delete <id> ... [--store <path>] [--format <format>] [--json]",
        arguments: [.init(label: "<id>", help: "The id of a saved ticket, e.g. 7 or #7.")],
        options: [
            StoreOption.spec,
            FormatOption.spec,
            FormatOption.json("the removed tickets as 'lotto list --json' prints them."),
        ])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        guard !arguments.positionals.isEmpty else {
            throw CommandLineError.usage("give the ids of the tickets to remove", command: spec.name)
        }
        var ids = Set<Int>()
        for word in arguments.positionals {
            let digits = word.hasPrefix("#") ? word.dropFirst() : word[...]
            guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let id = Int(digits), id > 0
            else {
                throw CommandLineError.usage("\(word.quoted) is not a ticket id", command: spec.name)
            }
            ids.insert(id)
        }
        let app = try context.makeApp(storeOption: try arguments.path(StoreOption.spec.name, command: spec.name))
        let printer = ListPrinter(
            format: try arguments.format(command: spec.name), output: context.output,
            csvHeader: TicketRecord.csvHeader(.saved))
        let view = StreamView.savedTickets(app, printer: printer)
        context.output.surviveClosedPipe()
        let removed = try app.actionCreator.removeSavedTickets(ids: ids)
        printer.finishAfterChange("removed \(TicketIDs.text(removed))")
        withExtendedLifetime(view) {}
    }
}
