import Lotto

/// `lotto wheel`: the fewest tickets of chosen numbers that keep a promise.
enum WheelCommand: Subcommand {
    static let name = "wheel"

    static let spec = CommandSpec(
        name: name,
        abstract: "Make a wheel: tickets of chosen numbers with a guaranteed match.",
        discussion: """
            Prints tickets of the game made of the numbers given, such that whenever P of the \
            drawn numbers are among them, at least one ticket holds T of them (--guarantee TifP: \
            3if3 covers every three, 2if6 is sure of two matches when six are drawn), as few as \
            lotto finds within 10 billion steps of work (about 10 seconds). Every wheel is \
            checked against every way the draw can fall before it is printed; a request whose \
            search and check cannot fit in that work is refused at once, saying how many numbers \
            would fit. A wheel changes no ticket's odds: it shares the same matches out \
            evenly. One ticket a line, as 'lotto new' prints, and remembered the same way, so \
            that 'lotto save' saves it (or: lotto wheel ... | lotto save -). The same numbers, \
            guarantee and seed always give the same wheel.
            """,
        positionals: .many("<number>"),
        arguments: [
            .init(label: "<number>", help: "The numbers to wheel, at least a ticket's worth (or separated by commas).")
        ],
        whenNoWords: "which numbers? e.g. lotto wheel 1 5 8 13 21 24 30 --guarantee 3if3",
        options: declaredOptions)

    /// Its options, each declared once (``Option``): its spec lists them in this order.
    struct Declared {
        @Option var guarantee = OptionKey(
            .init(
                name: "guarantee", valueName: "TifP",
                help:
                    "The promise: T matches on one ticket whenever P drawn numbers are among the wheel's (required).",
                example: "3if4"),
            expected: "TifP, e.g. 3if4"
        ) { WheelGuarantee($0) }.required()
        @Option var game = GameOption.key
        @Option var extra = OptionKey(
            numbers: .init(
                name: "extra", valueName: "numbers",
                help: "For a game with a separate drum: its picks, on every ticket, separated by commas."))
        @Option var seed = SeedOption.key(
            help: "Seed the search (default 0): another seed may find another wheel, never a worse promise.")
        let format = FormatOption(
            json: "an array of {\"extra\", \"game\", \"numbers\"} objects.", csv: FormatOption.rows(of: .drawn))
    }

    static let (declared, declaredOptions) = OptionCollector.collect(Declared.init)

    /// What `lotto wheel` was asked, checked.
    struct Options {
        let numbers: [Int]
        let guarantee: WheelGuarantee
        let game: LottoGame
        let extra: [Int]
        let seed: UInt64
        let format: ListPrinter.Format

        init(_ arguments: ParsedArguments) throws(CommandLineError) {
            var numbers: [Int] = []
            for word in arguments.positionals {
                guard let list = ParsedArguments.commaSeparatedNumbers(word) else {
                    throw .usage("\(word.quoted) is not a whole number")
                }
                numbers += list
            }
            self.numbers = numbers
            guarantee = try arguments[declared.guarantee]
            game = try arguments[GameOption.key] ?? .korean645
            extra = try arguments[declared.extra]
            seed = try arguments[declared.seed] ?? 0
            format = try arguments[FormatOption.key]
        }
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let options = try Options(arguments)
        if options.game.extra != nil && options.extra.isEmpty {
            throw CommandLineError.usage(
                "\(options.game.id) tickets need their separate drum's picks: give them with --extra")
        }
        let request = DrawRequest.wheel(
            WheelRequest(
                numbers: options.numbers, guarantee: options.guarantee, extra: options.extra, seed: options.seed),
            game: options.game)
        try NewCommand.printAndRemember(options.format, context: context, outputStreams: false) { actionCreator in
            do {
                try actionCreator.draw(request)
            } catch let error as WheelError {
                throw CommandLineError.usage("impossible wheel: \(error)")
            } catch let error as TicketError {
                throw CommandLineError.usage("invalid value for '--extra': \(error)")
            }
        }
    }
}
