import Lotto
import Platform

/// `lotto delete`: removes saved tickets by id, or those whose draw is recorded or is before a
/// date.
enum DeleteCommand: Subcommand {
    static let name = "delete"

    static let spec = CommandSpec(
        name: name,
        abstract: "Remove saved tickets by id, or those of past draws.",
        discussion: """
            Removes the tickets with these ids (as 'lotto list' shows them, with or without the \
            '#') and prints them. All or nothing: an id that is not saved is an error and nothing \
            is removed. Ids are never reused. The store is rewritten atomically and keeps its \
            mode and owner. If the output cannot be written, the tickets stay removed, and a \
            warning names their ids. \
            Instead of ids, --checked removes the tickets whose draw is recorded (those 'lotto \
            check' checks; pending ones stay), and --before removes the tickets for draws before a \
            date; given together, only the tickets that both choose. A ticket for several draws \
            goes whole: by --checked once every draw of it is recorded, by --before once its last \
            is before the date. A ticket saved for no draw is \
            never removed by them. --game narrows them to one game; LOTTO_GAME does not. When no \
            ticket is chosen, nothing is removed, standard error says so, and the exit is 0. \
            --checked leaves a ticket that won a prize not marked claimed ('lotto claim') while \
            its last day to claim has not passed, and standard error names it; \
            --include-unclaimed removes it too. \
            Removed tickets move to the record of deleted tickets beside the store \
            (<store>.record), which 'lotto check --summary' still counts.
            """,
        positionals: .many("<id>"),
        arguments: [.init(label: "<id>", help: "The id of a saved ticket, e.g. 7 or #7.")],
        options: declaredOptions)

    /// Its options, each declared once (``Option``): its spec lists them in this order.
    struct Declared {
        @Option var checked = OptionKey(
            flag: .init(name: "checked", help: "Remove the tickets whose draw is recorded, instead of ids given."))
        @Option var includeUnclaimed = OptionKey(
            flag: .init(
                name: "include-unclaimed",
                help: "With --checked, remove the winning tickets whose prize is not marked claimed too."))
        @Option var before = OptionKey(
            .init(
                name: "before", valueName: "date",
                help: "Remove the tickets for draws before this date (YYYY-MM-DD), instead of ids given; with "
                    + "--checked, those whose draw is also recorded."),
            expected: "a date like 2026-01-01", parse: CivilDate.init)
        @Option var game = GameOption.key(
            help: "With --checked or --before, only the tickets of this game: \(GameOption.gameIDs), or a spec.",
            defaultValue: "every game")
        @Option var store = PathOption.store
        @Option var draws = PathOption.draws
        let format = FormatOption(
            json: "the removed tickets as 'lotto list --json' prints them.", csv: FormatOption.rows(of: .saved))
    }

    static let (declared, declaredOptions) = OptionCollector.collect(Declared.init)
    /// `--game` as given: LOTTO_GAME does not narrow a removal.
    static let givenGame = GameOption.givenOnly(declared.game)

    /// What `lotto delete` was asked, checked.
    struct Options {
        /// Which tickets to remove.
        enum Target {
            case ids(Set<Int>)
            case selection(SavedTicketSelection)
        }

        let target: Target
        let shared: SavedTicketOptions
        let draws: FilePath?

        init(_ arguments: ParsedArguments) throws(CommandLineError) {
            let checked = try arguments[declared.checked]
            let before = try arguments[declared.before]
            let includeUnclaimed = try arguments[declared.includeUnclaimed]
            guard checked || !includeUnclaimed else { throw .usage("--include-unclaimed goes with --checked") }
            shared = try SavedTicketOptions(arguments, game: givenGame)
            draws = try arguments[PathOption.draws]
            if checked || before != nil {
                guard arguments.positionals.isEmpty else {
                    throw .usage("give ids, or --checked or --before, not both")
                }
                target = .selection(
                    SavedTicketSelection(
                        game: shared.givenGame?.id, drawRecorded: checked, drawBefore: before,
                        keepsUnclaimedWinners: !includeUnclaimed))
            } else {
                guard !arguments.positionals.isEmpty else {
                    throw .usage("give the ids of the tickets to remove, or --checked or --before")
                }
                guard shared.givenGame == nil else { throw .usage("--game goes with --checked or --before") }
                target = .ids(try TicketIDs.parse(arguments.positionals))
            }
        }
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let options = try Options(arguments)
        try context.printing(
            options.shared.format, csvHeader: TicketRecord.csvHeader(.saved), store: options.shared.store,
            draws: options.draws, changes: true, stores: SaveCommand.Stores.init
        ) { app, printer in
            StreamView.savedTickets(app.dispatcher, printer: printer)
        } _: { app in
            let removal: SavedTicketsRemoval
            var noneRemoved: String?
            switch options.target {
            case .ids(let ids): removal = .ids(ids)
            case .selection(let selection):
                removal = .matching(selection)
                noneRemoved = "nothing to delete: \(noneChosen(selection))"
            }
            let change = SavedTicketsChangeView(app.stores.savedTicketsChange, errors: context.errors, noneRemoved: noneRemoved)
            try SavedTicketsActionCreator(context: app.actionContext).remove(removal)
            return .changed(change.change)
        }
    }

    /// Why nothing was removed: `no kr645 ticket is for a recorded draw before 2026-01-01`.
    static func noneChosen(_ selection: SavedTicketSelection) -> String {
        "no \(selection.game.map { "\($0) " } ?? "")ticket is for a "
            + (selection.drawRecorded ? "recorded draw" : "draw")
            + (selection.drawBefore.map { " before \($0)" } ?? "")
    }
}
