import Lotto
import Platform

/// `lotto claim`: marks the prizes of winning tickets claimed, or (`--undo`) unmarks them.
enum ClaimCommand: Subcommand {
    static let name = "claim"

    static let spec = CommandSpec(
        name: name,
        abstract: "Mark the prizes of winning tickets claimed.",
        discussion: """
            Marks claimed every prize the tickets with these ids (as 'lotto list' shows them) have \
            won so far, by the draws recorded: a multi-draw ticket's later win is unclaimed again. \
            A ticket deleted to the record beside the store may be claimed too. 'lotto delete \
            --checked' leaves a winner until its prizes are marked claimed, and 'lotto check \
            --summary' counts the prizes not claimed. --undo unmarks them. All or nothing: an id \
            that is neither saved nor deleted, a ticket that won nothing, or whose draw is not \
            recorded yet (with --undo, one with no prize marked) is an error and nothing is \
            changed. Prints nothing.
            """,
        positionals: .many("<id>"),
        arguments: [.init(label: "<id>", help: "The id of a saved or deleted ticket, e.g. 7 or #7.")],
        options: declaredOptions)

    /// Its options, each declared once (``Option``): its spec lists them in this order.
    struct Declared {
        @Option var undo = OptionKey(
            flag: .init(name: "undo", help: "Unmark the tickets' prizes marked claimed, instead."))
        @Option var store = PathOption.store
        @Option var draws = PathOption.draws
    }

    static let (declared, declaredOptions) = OptionCollector.collect(Declared.init)

    /// What `lotto claim` was asked, checked.
    struct Options {
        let request: ClaimRequest
        let store: FilePath?
        let draws: FilePath?

        init(_ arguments: ParsedArguments) throws(CommandLineError) {
            guard !arguments.positionals.isEmpty else {
                throw .usage("give the ids of the tickets whose prizes to claim")
            }
            request = ClaimRequest(ids: try TicketIDs.parse(arguments.positionals), undo: try arguments[declared.undo])
            store = try arguments[PathOption.store]
            draws = try arguments[PathOption.draws]
        }
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let options = try Options(arguments)
        let app = try context.makeApp(storeOption: options.store, drawsOption: options.draws, stores: NoStores.init)
        try ClaimActionCreator(context: app.actionContext).claim(options.request)
    }
}
