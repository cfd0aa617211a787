import Lotto

/// `lotto check`: checks every saved ticket of a game against a draw.
enum CheckCommand: Subcommand {
    static let name = "check"

    static let spec = CommandSpec(
        name: name,
        abstract: "Check saved tickets against a draw.",
        discussion: """
            Checks every saved ticket of the game against the winning numbers and prints, for \
            each, the numbers it matched and its prize tier by the game's rules (1 is the top \
            prize; see 'lotto games'), then how many tickets won each tier. The draw's extra \
            balls go in --bonus (or after a '+'): the bonus ball(s) drawn from the same drum \
            (kr645, uk-lotto, loto6, loto7, lotto649, superenalotto) or the separate drum's \
            number(s) (powerball, megamillions, euromillions, eurojackpot). With '-', the draw is \
            read from standard input, one line: 1 2 3 4 5 6 + 7 (a second draw is an error). \
            With --round or --latest, the draw is one recorded by 'lotto draws import' or 'lotto \
            draws add', and each winning ticket's prize is shown: the prize per winner the draw's \
            record gives for its tier, else the game's fixed prize of that day, else unknown (a \
            shared prize nobody won that day is unknown, never 0); then the total won.
            """,
        positionals: .numbersOrStandardInput(optional: true),
        arguments: [
            .init(label: "<numbers>", help: "The winning main numbers, then optionally '+' and the extra balls.")
        ],
        standardInput: "the draw",
        options: [
            .init(
                name: "bonus", valueName: "numbers",
                help: "The draw's extra ball(s), separated by commas (or the option repeated)."),
            .init(name: "round", valueName: "round", help: "Check against the recorded draw of this round."),
            .init(name: "latest", help: "Check against the game's latest recorded draw."),
            GameOption.spec,
            PathOption.store.spec,
            PathOption.draws.spec,
            FormatOption.spec,
            FormatOption.json(
                "an array of {\"extra\", \"extraMatched\", \"game\", \"id\", \"matched\", \"numbers\", \"tier\"} objects; "
                    + "tier is null for no prize. Against a recorded draw, each also has \"prize\": what it won, "
                    + "null when unknown."),
        ])

    /// What `lotto check` was asked, checked before any input is read.
    struct Options {
        /// Where the draw is.
        enum Draw {
            /// On the command line.
            case given(WinningDraw)
            /// On standard input, with these extra balls from `--bonus`.
            case standardInput(bonus: [Int])
            /// Recorded, with this round.
            case recordedRound(Int)
            /// The game's latest recorded draw.
            case latestRecorded
        }

        let draw: Draw
        let shared: SavedTicketOptions
        let drawHistory: FilePath?

        init(_ arguments: ParsedArguments) throws(CommandLineError) {
            shared = try SavedTicketOptions(arguments, command: spec.name)
            drawHistory = try PathOption.draws.value(in: arguments, command: spec.name)
            let bonus = try arguments.numberList("bonus", command: spec.name)
            let words = arguments.positionals
            let round = arguments.values["round"]
            if round != nil || arguments.has("latest") {
                guard words.isEmpty, bonus.isEmpty else {
                    throw .usage(
                        "--round and --latest check a recorded draw; give no numbers with them", command: spec.name)
                }
                guard let round else {
                    draw = .latestRecorded
                    return
                }
                guard !arguments.has("latest") else {
                    throw .usage("--round and --latest disagree: give one", command: spec.name)
                }
                guard let number = WholeNumber.parse(round), number > 0 else {
                    throw .invalidValue(
                        round, option: "round", expected: "a positive whole number", command: spec.name)
                }
                draw = .recordedRound(number)
            } else if words == ["-"] {
                draw = .standardInput(bonus: bonus)
            } else if words.contains("-") {
                throw .usage("'-' reads the draw from standard input; give no numbers with it", command: spec.name)
            } else if words.isEmpty {
                throw .usage(
                    "give the winning numbers, '-' to read them, or --round or --latest for a recorded draw",
                    command: spec.name)
            } else {
                draw = .given(try parseDraw(words, bonus: bonus, game: shared.game))
            }
        }
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let options = try Options(arguments)
        // A draw given (typed, or on standard input), or a recorded round (`nil`: the latest).
        let draw: WinningDraw?
        var recordedRound: Int?
        switch options.draw {
        case .given(let given):
            draw = given
        case .standardInput(let bonus):
            let words = try readDraw(context).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            draw = try parseDraw(words, bonus: bonus, game: options.shared.game)
        case .recordedRound(let round):
            draw = nil
            recordedRound = round
        case .latestRecorded:
            draw = nil
        }
        // The check's store must hear every action, the reading of the draw history included.
        func view(_ app: App, _ printer: ListPrinter) -> StreamView {
            StreamView.checkResults(app, store: app.checkStore, printer: printer)
        }
        try context.printing(
            options.shared.format, csvHeader: TicketRecord.csvHeader(draw == nil ? .checkedWithPrize : .checked),
            store: options.shared.store, draws: options.drawHistory,
            view: view
        ) { app in
            if let draw {
                try app.actionCreator.checkSavedTickets(against: draw)
            } else {
                try app.actionCreator.checkSavedTickets(againstRecordedRound: recordedRound, of: options.shared.game.id)
            }
            return .read
        }
    }

    /// The most standard input may hold: a draw is one short line, and blank lines around it
    /// are fine, but an endless stream (`yes '' | lotto check -`) must end in an error.
    static let standardInputLimit = 1 << 20

    /// The one draw on standard input: its only line that is not blank.
    ///
    /// Read line by line, so that a second draw is refused as soon as it comes (`yes | lotto
    /// check -` stops at its second line), and at most ``standardInputLimit`` bytes.
    private static func readDraw(_ context: Context) throws(CommandLineError) -> Substring {
        var draw: Substring?
        var read = 0
        try context.forEachStandardInputLine(longestLine: 4096) { (bytes, number) throws(CommandLineError) in
            read += bytes.count + 1
            guard read <= standardInputLimit else {
                throw .badData("standard input is over \(standardInputLimit >> 20) MiB; a draw is one line")
            }
            let line = String(decoding: bytes, as: UTF8.self)
            guard line.contains(where: { !$0.isWhitespace }) else { return }
            guard draw == nil else {
                throw .badData("standard input line \(number) holds a second draw \(line.quoted); check takes one")
            }
            draw = line[...]
        }
        guard let draw else {
            throw CommandLineError(message: "nothing to check: no draw on standard input", exitCode: .noInput)
        }
        return draw
    }

    /// The main numbers, and the extra balls after a `+` or from --bonus.
    private static func parseDraw(_ words: [String], bonus: [Int], game: LottoGame) throws(CommandLineError)
        -> WinningDraw
    {
        do {
            let typed = try TypedDraw(words: words, game: game, bonus: bonus)
            return try WinningDraw(numbers: typed.numbers, bonus: typed.extra, game: game)
        } catch {
            throw .badData("invalid draw \(words.joined(separator: " ").quoted): \(ErrorReport(error).message)")
        }
    }
}
