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
        options: [
            .init(
                name: "guarantee", valueName: "TifP",
                help: "The promise: T matches on one ticket whenever P drawn numbers are among the wheel's (required).",
                isRequired: true),
            GameOption.spec,
            .init(
                name: "extra", valueName: "numbers",
                help: "For a game with a separate drum: its picks, on every ticket, separated by commas."),
            .init(
                name: "seed", valueName: "seed",
                help: "Seed the search (default 0): another seed may find another wheel, never a worse promise."),
            FormatOption.spec,
            FormatOption.json("an array of {\"extra\", \"game\", \"numbers\"} objects."),
            FormatOption.csv(), ColorOption.spec,
        ])

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
                    throw .usage("\(word.quoted) is not a whole number", command: spec.name)
                }
                numbers += list
            }
            guard !numbers.isEmpty else {
                throw .usage("which numbers? e.g. lotto wheel 1 5 8 13 21 24 30 --guarantee 3if3", command: spec.name)
            }
            self.numbers = numbers
            guard let text = arguments.values["guarantee"] else {
                throw .usage("--guarantee is required, e.g. --guarantee 3if4", command: spec.name)
            }
            guard let guarantee = WheelGuarantee(text) else {
                throw .invalidValue(text, option: "guarantee", expected: "TifP, e.g. 3if4", command: spec.name)
            }
            self.guarantee = guarantee
            game = try GameOption.valueIfGiven(in: arguments, command: spec.name) ?? .korean645
            extra = try arguments.numberList("extra", command: spec.name)
            seed = try SeedOption.value(in: arguments, command: spec.name) ?? 0
            format = try FormatOption.value(in: arguments, command: spec.name)
        }
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let options = try Options(arguments)
        if options.game.extra != nil && options.extra.isEmpty {
            throw CommandLineError.usage(
                "\(options.game.id) tickets need their separate drum's picks: give them with --extra",
                command: spec.name)
        }
        func view(_ app: App, _ printer: ListPrinter) -> (StreamView, CurrentDrawStore<AppAction>) {
            (StreamView.drawnTickets(app, printer: printer), app.currentDrawStore)
        }
        let app = try context.printing(options.format, csvHeader: TicketRecord.csvHeader(.drawn), view: view) { app in
            do {
                try app.actionCreator.drawWheel(
                    of: options.numbers, guarantee: options.guarantee, game: options.game, extra: options.extra,
                    seed: options.seed)
            } catch let error as WheelError {
                throw CommandLineError.usage("impossible wheel: \(error)", command: spec.name)
            } catch let error as TicketError {
                throw CommandLineError.usage("invalid value for '--extra': \(error)", command: spec.name)
            }
            return .read
        }
        NewCommand.rememberLastDraw(of: app)
    }
}
