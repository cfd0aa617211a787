import Lotto

/// `lotto delete`: removes saved tickets by id.
enum DeleteCommand: Subcommand {
    static let name = "delete"

    static let spec = CommandSpec(
        name: name,
        abstract: "Remove saved tickets by id.",
        discussion: """
            Removes the tickets with these ids (as 'lotto list' shows them, with or without the \
            '#') and prints them. All or nothing: an id that is not saved is an error and nothing \
            is removed. Ids are never reused. The store is rewritten atomically and keeps its \
            mode and owner. If the output cannot be written, the tickets stay removed, and a \
            warning names their ids.
            """,
        positionals: .many("<id>"),
        arguments: [.init(label: "<id>", help: "The id of a saved ticket, e.g. 7 or #7.")],
        options: [
            PathOption.store.spec,
            FormatOption.key.spec,
            FormatOption.json("the removed tickets as 'lotto list --json' prints them."),
            FormatOption.csv(), ColorOption.key.spec,
        ])

    /// What `lotto delete` was asked, checked.
    struct Options {
        let ids: Set<Int>
        let shared: SavedTicketOptions

        init(_ arguments: ParsedArguments) throws(CommandLineError) {
            guard !arguments.positionals.isEmpty else {
                throw .usage("give the ids of the tickets to remove")
            }
            ids = try TicketIDs.parse(arguments.positionals)
            shared = try SavedTicketOptions(arguments)
        }
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let options = try Options(arguments)
        try context.printing(
            options.shared.format, csvHeader: TicketRecord.csvHeader(.saved), store: options.shared.store,
            changes: true, view: StreamView.savedTickets
        ) { app in
            let removed = try app.actionCreator.removeSavedTickets(ids: options.ids)
            return .changed("removed \(TicketIDs.text(removed))")
        }
    }
}
