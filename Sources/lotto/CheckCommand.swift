import Lotto

/// `lotto check`: checks every saved ticket of a game against a draw.
enum CheckCommand {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check saved tickets against a draw.",
        discussion: """
            Checks every saved ticket of the game against the winning numbers and prints, for \
            each, the numbers it matched and its prize tier by the game's rules (1 is the top \
            prize; see 'lotto games'), then how many tickets won each tier. The draw's extra \
            balls go in --bonus (or after a '+'): the bonus ball(s) drawn from the same drum \
            (kr645, uk-lotto, loto6, loto7, lotto649, superenalotto) or the separate drum's \
            number(s) (powerball, megamillions, euromillions, eurojackpot). With '-', the draw is \
            read from standard input: 1 2 3 4 5 6 + 7.
            """,
        usage:
            "check (<numbers> ... | -) [--bonus <numbers>] [--game <game>] [--store <path>] [--format <format>] [--json]",
        arguments: [
            .init(label: "<numbers>", help: "The winning main numbers, then optionally '+' and the extra balls."),
            .init(label: "-", help: "Read the draw from standard input."),
        ],
        options: [
            .init(
                name: "bonus", valueName: "numbers",
                help: "The draw's extra ball(s), separated by commas (or the option repeated)."),
            GameOption.spec,
            StoreOption.spec,
            FormatOption.spec,
            FormatOption.json(
                "an array of {\"extra\", \"extraMatched\", \"game\", \"id\", \"matched\", \"numbers\", \"tier\"} objects; tier is null for no prize."
            ),
        ])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let game = try arguments.game(command: spec.name)
        let format = try arguments.format(command: spec.name)  // before reading any input
        var words = arguments.positionals
        if words == ["-"] {
            let input = String(decoding: try context.readStandardInput(), as: UTF8.self)
            guard let line = input.split(whereSeparator: \.isNewline).first(where: { $0.contains { !$0.isWhitespace } })
            else {
                throw CommandLineError(message: "nothing to check: no draw on standard input", exitCode: .noInput)
            }
            words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        } else if words.contains("-") {
            throw CommandLineError.usage(
                "'-' reads the draw from standard input; give no numbers with it", command: spec.name)
        } else if words.isEmpty {
            throw CommandLineError.usage("give the winning numbers, or '-' to read them", command: spec.name)
        }
        let draw = try parseDraw(words, bonus: try arguments.numberList("bonus", command: spec.name), game: game)

        let app = try context.makeApp(storeOption: arguments.values[StoreOption.spec.name])
        let printer = ListPrinter(format: format, output: context.output, csvHeader: CheckResultsView.csvHeader)
        let view = CheckResultsView(store: app.checkStore, printer: printer)
        try app.actionCreator.checkSavedTickets(against: draw)
        if format == .text {
            context.output.append(view.summary(game: game))
        }
        try printer.finish()
    }

    /// The main numbers, and the extra balls after a `+` or from --bonus.
    private static func parseDraw(_ words: [String], bonus: [Int], game: LottoGame) throws(CommandLineError)
        -> WinningDraw
    {
        let plus = words.firstIndex(of: "+") ?? words.endIndex
        var main: [Int] = []
        var extra = bonus
        do {
            for word in words[..<plus] { main.append(try LottoTicket.parseNumber(word[...], rule: game.main)) }
            for word in words[min(plus + 1, words.endIndex)...] {
                extra.append(try LottoTicket.parseNumber(word[...], rule: game.extra ?? game.main))
            }
            return try WinningDraw(numbers: main, bonus: extra, game: game)
        } catch {
            throw .badData("invalid draw \(words.joined(separator: " ").quoted): \(error)")
        }
    }
}
