import Lotto

/// `lotto save`: saves the last draw, the numbers given, or tickets from standard input.
enum SaveCommand: Subcommand {
    static let name = "save"

    static let spec = CommandSpec(
        name: name,
        abstract: "Save tickets.",
        discussion: """
            With no arguments, saves the last draw of 'lotto new' or 'lotto wheel' (up to 100 \
            tickets; for more, it says what to pipe into 'lotto save -'), with its game, for the \
            draw it was drawn for. With numbers, saves that ticket of the game (a separate drum's \
            picks after the main numbers, with an optional '+': 4 8 15 16 23 + 10). \
            With '-', saves every ticket on standard input, one a line (blank lines are skipped; at \
            most 10,000,000). Each ticket is for a draw: the game's next draw whose sales are still \
            open (kr645's close at 20:00 KST on Saturdays; see 'lotto games'), or the one --draw \
            names; 'lotto check' checks it against that draw once it is recorded. A ticket follows \
            the rules of its draw's day (a Powerball ticket for 2014-01-01 is 5 of 1-59 + 1 of \
            1-35); a day before the game's first draw, or before the first rules lotto knows, is \
            refused. The last draw is saved for the draw it was drawn for, and if that draw's \
            sales have closed since, a warning on standard error says so (--draw chooses another). \
            A custom game has no schedule, so its tickets are for no draw unless --draw names one. \
            --multi-draw N makes each ticket for N consecutive draws of the game's schedule (2 to \
            52, as Multi-Draw and tickets for several weeks are sold) from that draw, following \
            the rules of each: 'lotto check' checks it on each, 'lotto list' shows it once with \
            its draws, 'lotto delete' removes it whole. A ticket whose numbers (main and extra) are \
            those of a ticket of its game already saved for a draw it is for too, or earlier in \
            the same save, is saved all the same (a line may be bought twice), and a warning \
            names the earlier ticket (one warning for more than 3). All or nothing: if \
            any ticket is bad, none is saved. Prints what it saved, with the new ids; if that \
            output cannot be written, the tickets stay saved, and a warning names their ids.
            """,
        positionals: .numbersOrStandardInput(optional: true),
        arguments: [
            .init(
                label: "<numbers>",
                help: "A ticket: six distinct whole numbers from 1 to 45 for kr645 (or separated by commas).")
        ],
        standardInput: "tickets",
        options: declaredOptions)

    /// Its options, each declared once (``Option``): its spec lists them in this order.
    struct Declared {
        /// `--draw`, as typed: read once the game is known (see ``Options/draw(named:for:)``).
        @Option var draw = OptionKey(
            text: .init(
                name: "draw", valueName: "date|round",
                help: "The draw the tickets are for: its date (2026-11-28), or its round where the game numbers them."
            ))

        @Option var multiDraw = OptionKey(
            .init(
                name: "multi-draw", valueName: "n",
                help: "Make each ticket for n consecutive draws of the game's schedule (2 to 52), from --draw or the "
                    + "next open draw."),
            expected: "a whole number from \(SavedTicket.multiDrawCounts.lowerBound) to "
                + "\(SavedTicket.multiDrawCounts.upperBound)",
            parse: { WholeNumber.parse($0).flatMap { SavedTicket.multiDrawCounts.contains($0) ? $0 : nil } })

        /// `--qr`, as the bytes typed: a code is ASCII, and a byte that is not is named as it is.
        @Option var qr = OptionKey(
            bytes: .init(
                name: "qr", valueName: "text",
                help: "A Korean Lotto 6/45 ticket's QR code, as a scanner reads it (http://qr.dhlottery.co.kr/?v=...): "
                    + "saves each game bought on it, for its round, with how its numbers were chosen.")
        ).once()

        @Option var powerPlay = OptionKey(
            flag: .init(
                name: "power-play",
                help: "The tickets were bought with Powerball's Power Play (+1.00 a play): every prize but the "
                    + "jackpot multiplied by the draw's multiplier, a match of 5 paying 2,000,000.00."))
        @Option var megaplier = OptionKey(
            flag: .init(
                name: "megaplier",
                help: "The tickets were bought with Mega Millions' Megaplier (+1.00 a play, for draws until "
                    + "2025-04-04): every prize but the jackpot multiplied by the draw's multiplier."))

        /// `--multiplier`: a value some game's plays carry; the game's and the draw's are checked
        /// once they are known.
        @Option var multiplier = OptionKey(
            .init(
                name: "multiplier", valueName: "n",
                help: "The multiplier printed on each play, for Mega Millions tickets from 2025-04-08 ("
                    + SaveCommand.playMultipliersText + "): every prize but the jackpot multiplied by it."),
            expected: SaveCommand.playMultipliersText,
            parse: { WholeNumber.parse($0).flatMap { SaveCommand.playMultipliers.contains($0) ? $0 : nil } })

        @Option var game = GameOption.key
        @Option var store = PathOption.store
        let format = FormatOption(
            json: "the saved tickets as 'lotto list --json' prints them.", csv: FormatOption.rows(of: .saved))
    }

    static let (declared, declaredOptions) = OptionCollector.collect(Declared.init)

    /// Every multiplier a game's plays carry, smallest first: Mega Millions' of 2025-04-08 on.
    private static let playMultipliers = Set(
        LottoGame.all.flatMap { $0.eras.flatMap { $0.playMultiplier?.values ?? [] } }
    ).sorted()
    private static let playMultipliersText =
        playMultipliers.dropLast().map(String.init).joined(separator: ", ") + " or \(playMultipliers.last ?? 0)"

    /// The multiplier options, each by its flag.
    static let multiplierOptions: [(key: OptionKey<Bool>, kind: MultiplierOption.Kind)] = [
        (declared.powerPlay, .powerPlay), (declared.megaplier, .megaplier),
    ]

    /// What `lotto save` was asked, checked before any input is read.
    struct Options {
        /// Which tickets to save.
        enum Tickets {
            /// The last draw, in its own game.
            case lastDraw
            /// The ticket on the command line.
            case given(LottoTicket)
            /// The tickets on standard input, one a line.
            case standardInput
            /// The games of a Korean ticket's QR code.
            case qr(GivenQRCode)
        }

        let tickets: Tickets
        let shared: SavedTicketOptions
        /// The save's terms (its game, the draw --draw names, --multi-draw, the multiplier),
        /// checked by the domain as far as they can be before any input is read.
        let terms: SaveTerms
        /// The options given, as a shell reads them again (` --multi-draw 5 --power-play`): for
        /// advice that gives a command to run instead, which must ask the same.
        let given: String

        init(_ arguments: ParsedArguments) throws(CommandLineError) {
            given = declaredOptions.map { option in
                guard option.valueName != nil else { return arguments.isGiven(option) ? " --\(option.name)" : "" }
                return arguments.texts(of: option).map { " --\(option.name) \(ShellWord.quoted($0))" }.joined()
            }.joined()
            shared = try SavedTicketOptions(arguments, game: declared.game)
            let drawName = try arguments[declared.draw]
            let options = SaveCommand.multiplierOptions.filter { arguments.isGiven($0.key) }
            guard options.count <= 1 else { throw .usage("--power-play and --megaplier are two games' options") }
            let option = options.first?.kind
            let playMultiplier = try arguments[declared.multiplier]
            let drawCount = try arguments[declared.multiDraw] ?? 1
            let chosen = try GameOption.choice(in: arguments)
            /// The terms of a save of `source`, or the domain's refusal in the command line's words.
            func checkedTerms(_ source: SaveTerms.Source) throws(CommandLineError) -> SaveTerms {
                do {
                    return try SaveTerms(
                        source, game: chosen, drawName: drawName, drawCount: drawCount, option: option,
                        playMultiplier: playMultiplier)
                } catch {
                    throw .usage(ErrorReport(error).message)
                }
            }
            if let code = try arguments[declared.qr] {
                guard option == nil, playMultiplier == nil else {
                    throw .usage("--qr saves a kr645 ticket, which has no multiplier option")
                }
                guard arguments.positionals.isEmpty else {
                    throw .usage("--qr saves the games of a ticket's QR code; give no numbers or '-' with it")
                }
                guard drawName == nil else { throw .usage("--qr saves the ticket for its own round; give no --draw") }
                guard drawCount == 1 else {
                    throw .usage("--qr saves the ticket for its own round; give no --multi-draw")
                }
                let given = try GivenQRCode(bytes: code, line: nil)
                // The domain decides the game: the code's own, unless --game names another.
                self.terms = try checkedTerms(.qrCode(given.qr))
                tickets = .qr(given)
                return
            }
            guard !arguments.positionals.isEmpty else {
                if arguments.isGiven(GameOption.key) {
                    throw .usage("--game goes with numbers or '-'; the last draw keeps its own game")
                }
                // The last draw's game, and so its draw's rules, are known once it is read.
                tickets = .lastDraw
                self.terms = try checkedTerms(.lastDraw)
                return
            }
            let terms = try checkedTerms(.tickets)
            self.terms = terms
            switch arguments.positionals {
            case ["-"]:
                tickets = .standardInput
            case let words where words.contains("-"):
                throw .usage("'-' reads the tickets from standard input; give no numbers with it")
            case let words:
                tickets = .given(try Self.ticket(words, terms: terms))
            }
        }

        /// The ticket `words` type, by the rules of the terms' draw: `1,2,3,4,5,6` too, as
        /// --include and wheel take numbers. `lotto ui`'s line (`t`) reads a ticket so too, in
        /// the same words.
        static func ticket(_ words: [String], terms: SaveTerms) throws(CommandLineError) -> LottoTicket {
            do {
                let numbers = words.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
                return try LottoTicket(words: numbers, game: terms.ticketGame)
            } catch {
                throw .badData(
                    "invalid ticket \(words.joined(separator: " ").quoted): \(error)"
                        + olderRules(terms.ticketGame, terms.draw))
            }
        }

        /// ` (powerball rules of 2014-01-01: 5 of 1-59 + 1 of 1-35)` when the draw's rules are not
        /// today's, so that a number valid today is not refused unexplained; empty otherwise.
        static func olderRules(_ played: LottoGame, _ draw: TicketDraw?) -> String {
            guard let draw, played.eras.last != LottoGame(played.id).eras.last else { return "" }
            return " (\(played.id) rules of \(draw.date): \(played.ruleDescription))"
        }
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let options = try Options(arguments)
        let request: SaveRequest
        var latestCode: GivenQRCode?
        switch options.tickets {
        case .lastDraw: request = SaveRequest(options.terms)
        case .qr(let code):
            request = SaveRequest(options.terms)
            latestCode = code
        case .given(let ticket): request = SaveRequest(options.terms, tickets: [ticket])
        case .standardInput:
            let read = try StandardInputTickets.read(context, game: options.terms.ticketGame)
            request = SaveRequest(options.terms, tickets: read.tickets, runs: read.runs)
            latestCode = read.latestCode
        }
        try context.printing(
            options.shared.format, csvHeader: TicketRecord.csvHeader(.saved), store: options.shared.store,
            changes: true, stores: Stores.init
        ) { app, printer in
            StreamView.savedTickets(app.dispatcher, printer: printer)
        } _: { app in
            let change = SavedTicketsChangeView(app.stores.savedTicketsChange, errors: context.errors)
            do {
                try SaveActionCreator(context: app.actionContext).save(request)
            } catch let error as SaveError {
                throw refused(error, code: latestCode, given: options.given)
            }
            return .changed(change.change)
        }
    }

    /// A refusal of the domain's in the command line's words: a bad --draw or --multi-draw,
    /// or a QR code's game, as a bad command line; a draw too large with the options given; a code's round not on sale yet naming the
    /// code (the latest read, whose round is the latest) as it was given.
    private static func refused(_ error: SaveError, code: GivenQRCode?, given: String) -> any Error {
        switch error {
        case .lastDrawTooLarge:
            // The advice to pipe the draw in keeps every option given.
            CommandLineError(
                message: SaveErrorWording.report(error, saveOptions: given).message, exitCode: .noInput)
        case .notADraw, .multiDrawWithoutSchedule, .multiDrawPastLatest, .qrCodeOfAnotherGame:
            CommandLineError.usage(ErrorReport(error).message)
        case .notOnSaleYet: code.map { $0.refused(error) } ?? error
        default: error
        }
    }
}
