import Lotto

/// `lotto list`: prints the saved tickets.
enum ListCommand: Subcommand {
    static let name = "list"

    static let spec = CommandSpec(
        name: name,
        abstract: "List saved tickets.",
        discussion: """
            Prints the saved tickets in saved order, one a line: id (padded to the width of the \
            store's highest, so that the numbers line up), numbers, when it was saved (UTC), the \
            game unless it is kr645, the draw it is for (a ticket for several draws once, with its \
            first and last: draws 2026-11-28 (round 1252) to 2026-12-19 (round 1255), 4 draws), \
            and, for a ticket saved from a Korean ticket's QR code, how its numbers were chosen \
            (manual, automatic or semi-automatic). With no tickets, prints nothing (or [] with \
            --json) and says on standard error how to save some.
            """,
        options: declaredOptions)

    /// Its options, each declared once (``Option``): its spec lists them in this order.
    struct Declared {
        @Option var game = GameOption.key(help: "Only the tickets of this game: \(GameOption.gameIDs), or a spec.")
        @Option var store = PathOption.store
        let format = FormatOption(
            json: "an array of {\"chosen\", \"draw\", \"draws\", \"extra\", \"game\", \"id\", \"lastDraw\", "
                + "\"lastRound\", \"multiplier\", \"numbers\", \"round\", \"saved\"} objects; draw and round are "
                + "the draw the ticket is for (its first, for a ticket for several; null for none), draws how "
                + "many draws it is for (0, 1, or 2 to 52 in a row), lastDraw and lastRound its last, chosen how "
                + "its numbers were chosen where its QR code said (manual, automatic, semi-automatic; else "
                + "null), multiplier whether it was bought with Power Play or Megaplier.",
            csv: FormatOption.rows(of: .saved))
    }

    static let (declared, declaredOptions) = OptionCollector.collect(Declared.init)

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let options = try SavedTicketOptions(arguments, game: declared.game)
        try context.printing(
            options.format, csvHeader: TicketRecord.csvHeader(.saved), store: options.store,
            whenEmpty: "no \(options.givenGame.map { "\($0.id) " } ?? "")tickets saved yet: \(NextStep.getTickets)",
            stores: NoStores.init
        ) { app, printer in
            StreamView.savedTickets(app.dispatcher, printer: printer)
        } _: { app in
            try SavedTicketsActionCreator(context: app.actionContext).load(options.givenGame?.id)
            return .read
        }
    }
}
