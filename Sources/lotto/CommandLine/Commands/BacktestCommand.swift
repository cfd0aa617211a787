import Lotto
import Platform

/// `lotto backtest`: how tickets would have done over the recorded draws, at real prizes.
enum BacktestCommand: Subcommand {
    static let name = "backtest"

    static let spec = CommandSpec(
        name: name,
        abstract: "Check tickets against every recorded draw, at real prizes.",
        discussion: """
            Checks each ticket against every recorded draw of the game in the range and prints, per \
            ticket, the times it won each of today's tiers (a win in a draw of an older era, checked \
            by that day's tiers, counted under today's tier of the same rule), the known prizes it \
            won and how many prizes are unknown; then, in all: the draws, the tickets, what they \
            cost (the ticket price in force \
            at each draw, from 'lotto games', or --price), what they won, the net and the return. \
            The tickets are the saved tickets of the game, or the saved tickets with the ids given, \
            or with '-' tickets on standard input, one a line; --random N checks N fresh random \
            tickets a draw instead (each drawn under the rules of its draw's date), the baseline of \
            playing quick picks. Prizes are those of check --round: recorded, else fixed, else \
            unknown (never counted as 0). Past draws do not predict a fair draw: a backtest says how \
            tickets would have done, not how they will.
            """,
        positionals: .idsOrStandardInput,
        arguments: [.init(label: "<id>", help: "The id of a saved ticket, e.g. 7 or #7.")],
        standardInput: "tickets",
        options: declaredOptions)

    /// The most random tickets a draw, the backtest's own.
    static let mostRandomTickets = BacktestRequest.mostRandomTickets

    /// Its options, each declared once (``Option``): its spec lists them in this order.
    struct Declared {
        @Option var game = GameOption.key(help: "The game (default: that of the tickets given by id, else kr645).")
        let range = DrawRangeOptions()
        /// `--price`, as typed: an amount, read in the game's currency once the game is known
        /// (see ``BacktestRequest/price(in:)``).
        @Option var price = OptionKey(
            .init(
                name: "price", valueName: "amount",
                help: "What one play costs, in the game's currency (2 or 2.50), instead of the game's price."),
            expected: "an amount like 2 or 2.50"
        ) { Money($0, currency: .unnamed) == nil ? nil : $0 }
        @Option var random = OptionKey(
            .init(name: "random", valueName: "count", help: "Check this many fresh random tickets a draw instead."),
            expected: "a whole number from 1 to \(mostRandomTickets)"
        ) { WholeNumber.parse($0).flatMap { (1...mostRandomTickets).contains($0) ? $0 : nil } }
        @Option var seed = SeedOption.key
        @Option var store = PathOption.store
        @Option var draws = PathOption.draws
        let format = FormatOption(
            json: "one object: {\"currency\", \"draws\", \"game\", \"tickets\": [{\"extra\", \"hits\", \"id\", "
                + "\"numbers\", \"unknownPrizes\", \"won\"}], then the totals \"hits\", \"net\", \"plays\", "
                + "\"returnPercent\", \"spent\", \"unknownPrizes\", \"won\"}; hits by tier (\"1\": n), id null "
                + "for a ticket not saved, money in the currency's units, null when unknown.")
    }

    static let (declared, declaredOptions) = OptionCollector.collect(Declared.init)

    /// What `lotto backtest` was asked, checked before anything is read.
    struct Options {
        /// Where the tickets come from, as asked.
        enum Tickets {
            case saved(ids: Set<Int>?)
            case standardInput
            case random(count: Int, seed: UInt64?)
        }

        let tickets: Tickets
        let game: LottoGame?
        let selection: DrawSelection
        let priceText: String?
        let store: FilePath?
        let drawHistory: FilePath?
        let format: ListPrinter.Format

        init(_ arguments: ParsedArguments) throws(CommandLineError) {
            // LOTTO_GAME is a default: tickets given by id keep their own game.
            let byID = !arguments.positionals.isEmpty && arguments.positionals != ["-"]
            game = byID && !arguments.isGiven(declared.game) ? nil : try arguments[declared.game]
            selection = try declared.range.selection(in: arguments, game: game?.id)
            priceText = try arguments[declared.price]
            store = try arguments[PathOption.store]
            drawHistory = try arguments[PathOption.draws]
            format = try arguments[FormatOption.key]
            let seed = try arguments[SeedOption.key]
            let words = arguments.positionals
            if let count = try arguments[declared.random] {
                guard words.isEmpty else {
                    throw .usage("--random checks fresh tickets; give no ids or '-' with it")
                }
                tickets = .random(count: count, seed: seed)
                return
            }
            guard seed == nil else { throw .usage("--seed goes with --random") }
            if words == ["-"] {
                tickets = .standardInput
            } else if words.contains("-") {
                throw .usage("'-' reads the tickets from standard input; give no ids with it")
            } else if words.isEmpty {
                tickets = .saved(ids: nil)
            } else {
                tickets = .saved(ids: try TicketIDs.parse(words))
            }
        }
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let options = try Options(arguments)
        let tickets: BacktestRequest.Tickets
        switch options.tickets {
        case .saved(let ids): tickets = .saved(ids: ids)
        case .random(let count, let seed): tickets = .random(count: count, seed: seed)
        case .standardInput:
            tickets = .given { page in
                try StandardInputTickets.readPages(
                    context, game: options.game ?? .korean645, pageSize: ActionContext.batchSize, page)
            }
        }
        let request = try worded {
            try BacktestRequest(tickets, game: options.game, selection: options.selection, price: options.priceText)
        }
        // Random tickets' totals are printed at the end; others' rows as they are checked.
        var streams = true
        if case .random = tickets { streams = false }
        let stores = { Stores($0, showingProgress: context.showsProgress(outputStreams: streams)) }
        try context.printing(
            options.format, csvHeader: BacktestRecord.csvHeader, store: options.store, draws: options.drawHistory,
            stores: stores
        ) { app, printer in
            (
                BacktestView(app.dispatcher, summary: app.stores.backtestSummary, printer: printer),
                context.progressView(app.stores.workProgress)
            )
        } _: { app in
            try worded { try BacktestActionCreator(context: app.actionContext).backtest(request) }
            return .read
        }
    }

    /// What `work` returns; a ``BacktestError`` about a value typed, worded with its option
    /// (`invalid value '0' for '--price': expected an amount of KRW above 0, like 1000`).
    @discardableResult
    private static func worded<Result>(_ work: () throws -> Result) throws -> Result {
        do {
            return try work()
        } catch BacktestError.invalidPrice(let text, let currency) {
            throw CommandLineError.invalidValue(
                text, option: "price", expected: BacktestError.expectedPrice(in: currency))
        } catch BacktestError.priceTooLarge(let text) {
            throw CommandLineError.usage("invalid value \(text.quoted) for '--price': larger than any ticket costs")
        } catch BacktestError.randomTicketCount(let count) {
            throw CommandLineError.invalidValue(
                "\(count)", option: "random", expected: BacktestError.expectedRandomTicketCount)
        }
    }
}
