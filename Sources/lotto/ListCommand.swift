import Lotto

/// `lotto list`: prints the saved tickets.
enum ListCommand {
    static let spec = CommandSpec(
        name: "list",
        abstract: "List saved tickets.",
        discussion: """
            Prints the saved tickets in saved order, one a line: id, numbers and when it was \
            saved (UTC). An empty store prints nothing (or [] with --json).
            """,
        usage: "list [--store <path>] [--json]",
        options: [
            StoreOption.spec,
            .init(name: "json", help: "Print a JSON array of {\"id\", \"numbers\", \"saved\"} objects."),
        ])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        if let extra = arguments.positionals.first {
            throw CommandLineError.usage("unexpected argument \(extra.quoted)", command: spec.name)
        }
        let app = try context.makeApp(storeOption: arguments.values[StoreOption.spec.name])
        let printer = ListPrinter(format: arguments.has("json") ? .json : .text, output: context.output)
        let view = SavedTicketsView(store: app.savedStore, printer: printer)
        try app.actionCreator.loadSavedTickets()
        try printer.finish()
        withExtendedLifetime(view) {}
    }
}
