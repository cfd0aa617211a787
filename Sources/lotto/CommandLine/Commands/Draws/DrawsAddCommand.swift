import Lotto

/// `lotto draws add`: records one draw typed in.
enum DrawsAddCommand: Subcommand {
    static let name = "draws add"

    static let spec = CommandSpec(
        name: name,
        abstract: "Record a draw typed in.",
        discussion: """
            Records the winning numbers of one draw of the game: the main numbers, then '+' and the \
            bonus ball(s) or the separate drum's numbers (10 23 29 33 37 40 + 16); for a draw of two \
            sets of balls (uk-lotto from 2026-06-10), the second set after a '/' (1 2 3 4 5 6 + 7 / 11 \
            12 13 14 15 16 + 17), which such a draw needs and any other refuses (exit 65). The date is \
            --date; else, with --round in a game numbered a week at a time (kr645: round N is drawn \
            on 2002-12-07 + 7(N-1)), that round's; else the game's last draw held by now, by its \
            schedule and its own local time (a Powerball draw typed in at 23:30 Eastern on a \
            Saturday is Saturday's); else, for a custom game, today (UTC). A date that is not a draw \
            day of the game's schedule is recorded, with a warning; a draw after today, or today \
            before its draw time, is refused (exit 65), and so is a round its date disagrees with. \
            The round is --round; else the date's, where lotto numbers the game's draws; else the \
            round recorded on that date, or the one after the game's last recorded draw: 1 for a \
            custom game's first, none when the last has none or is not before the date; a Powerball \
            or Mega Millions draw has none. The numbers are checked \
            against the rules in force on the date. A draw recorded with other numbers on that \
            date, or its round on another date, is an error unless --replace. --prize gives what a \
            tier paid each winner (refused, exit 65, for a tier the draw's era does not have or one \
            given twice), --multiplier the Power Play or Megaplier drawn (refused, exit 65, for a \
            game or date that draws none, or above 10): 'lotto check' then pays them. Prints the \
            draw as recorded.
            """,
        positionals: .many("<numbers>"),
        arguments: [
            .init(
                label: "<numbers>",
                help: "The winning main numbers, then '+' and the extra balls; then '/' and a second set, if drawn.")
        ],
        options: declaredOptions)

    /// Its options, each declared once (``Option``): its spec lists them in this order.
    struct Declared {
        @Option var game = GameOption.key
        @Option var round = DrawDayOptions.round(
            help: "The draw's round (default: the date's, where lotto numbers the game's draws; else the round "
                + "recorded on that date, or the one after the game's last recorded draw: 1 for a custom game's "
                + "first, none when the last has none or is not before the date).")
        @Option var date = DrawDayOptions.date(
            help: "The draw's date, YYYY-MM-DD (default: the round's, else the game's last draw held by now).")
        @Option var prize = OptionKey(
            every: .init(
                name: "prize", valueName: "tier=amount",
                help: "What each winner of a tier was paid, in the game's money (4=100, 1=2.50); give it again "
                    + "for more tiers (default: the prizes the rules fix, else unknown)."),
            parse: typedPrizes(_:))
        @Option var multiplier = OptionKey(
            positive: .init(
                name: "multiplier", valueName: "n",
                help: "The multiplier drawn with the numbers (Power Play, Megaplier), which multiplies the "
                    + "prizes of a ticket with that option."))
        @Option var replace = OptionKey(
            flag: .init(name: "replace", help: "Replace a draw recorded with other numbers or round."))
        @Option var draws = PathOption.draws
        let format = FormatOption(json: "the draw as 'lotto draws --json' prints it.")
    }

    /// `--prize` values, `TIER=AMOUNT`: a tier number and an amount of digits, with decimals
    /// after a point; whether the draw's era has the tier, and its money those decimals, the
    /// action creator checks.
    private static func typedPrizes(_ texts: [String]) throws(CommandLineError) -> [TypedDrawEntry.Prize] {
        var prizes: [TypedDrawEntry.Prize] = []
        for text in texts {
            let parts = text.split(separator: "=", omittingEmptySubsequences: false)
            let amount = parts.count == 2 ? parts[1].split(separator: ".", omittingEmptySubsequences: false) : []
            guard parts.count == 2, let tier = WholeNumber.parse(parts[0]), tier > 0, (1...2).contains(amount.count),
                amount.allSatisfy({ WholeNumber.isDigits($0) })
            else {
                throw .invalidValue(text, option: "prize", expected: "a tier, '=' and an amount, e.g. 4=100 or 1=2.50")
            }
            prizes.append(.init(tier: tier, amount: String(parts[1])))
        }
        return prizes
    }

    static let (declared, declaredOptions) = OptionCollector.collect(Declared.init)

    /// What `lotto draws add` was asked, checked before anything is read.
    struct Options {
        let game: LottoGame
        let round: Int?
        /// The date given; `nil` for the one the action creator chooses.
        let date: CivilDate?
        let words: [String]
        let prizes: [TypedDrawEntry.Prize]
        let multiplier: Int?

        init(_ arguments: ParsedArguments) throws(CommandLineError) {
            game = try arguments[GameOption.key] ?? .korean645
            round = try arguments[declared.round]
            date = try arguments[declared.date]
            words = arguments.positionals
            prizes = try arguments[declared.prize]
            multiplier = try arguments[declared.multiplier]
            guard !words.isEmpty else { throw .usage("give the winning numbers") }
        }
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let options = try Options(arguments)
        let entry = TypedDrawEntry(
            words: options.words, game: options.game, round: options.round, date: options.date,
            prizes: options.prizes, multiplier: options.multiplier)
        // The draw as recorded on standard output; on standard error, once it is recorded (a
        // refused draw has its one error), a date that is not a draw day of the game.
        let view = { (store: DrawHistoryStore<AppAction>, printer: ListPrinter) in
            DrawRecordingView(store, printer: printer, errors: context.errors, flush: context.output.flush)
        }
        try context.changingDrawHistory(arguments, view: view, change: "recorded the draw") { app in
            do {
                try DrawHistoryActionCreator(context: app.actionContext).record(
                    .adding(entry, replacing: try arguments[declared.replace]))
            } catch let error as TicketDrawError {
                throw CommandLineError.usage(
                    "invalid value \(String(options.round ?? 0).quoted) for '--round': \(error)")
            } catch let error as TicketError {
                throw CommandLineError.badData("invalid draw \(options.words.joined(separator: " ").quoted): \(error)")
            }
        }
    }
}
