import Lotto
import Platform

/// `lotto draws update`: fetches the results the history lacks from the lotteries' own
/// services, and records them as `draws import` does.
enum DrawsUpdateCommand: Subcommand {
    static let name = "draws update"

    static let spec = CommandSpec(
        name: name,
        abstract: "Fetch the latest results from the lotteries' own services.",
        discussion: """
            Fetches the draws the history lacks and records them, checked and all or nothing per \
            game, as 'lotto draws import' records a file. With no --game, every one of these games \
            is updated; LOTTO_GAME does not narrow it. Prints, per game, how many draws were \
            added, updated, replaced and kept. On a terminal, standard error shows each game's \
            progress as it goes.

            kr645 comes from dhlottery, a round a request from the one after the last recorded \
            (every round in one request the first time, or when far behind), or, when that path \
            answers an HTML page, an error or nothing, ten rounds a request from its result \
            page's own path (a first sync about 126 requests, a minute at two a second); \
            powerball and megamillions from New York Open Data, and euromillions and uk-lotto \
            from the National Lottery, one file each, and uk-lotto's jackpots a request a new \
            draw. Each request sends what the publisher's own page sends (dhlottery: \
            X-Requested-With and a Referer on its result page; the National Lottery: a browser's \
            User-Agent, and its site's Origin and Referer). The National Lottery keeps only its \
            last 180 days: a first update says so, and the earlier draws are for 'lotto draws \
            import FILE'.

            Requests go through curl, name lotto and its version, give up on an answer not whole \
            within LOTTO_HTTP_TIMEOUT seconds of the request, however its bytes come (1 to 3600, \
            default 30), are retried up to 3 times after a dropped connection, a 5xx or a 429 \
            (honouring Retry-After), and are sent at most two a second to one host; each game's \
            update, retries and waits included, ends within 10 times LOTTO_HTTP_TIMEOUT (5 minutes \
            by default) of its start, plus LOTTO_HTTP_TIMEOUT and half a second for each of \
            dhlottery's windows the schedule says it needs, whatever the service does. curl reads \
            the proxy variables (https_proxy, http_proxy, all_proxy, no_proxy), and ends with lotto.

            What came is recorded. A game whose history still ends before the latest draw its \
            schedule says is held and published by now (kr645, euromillions and uk-lotto 12 hours \
            after the draw; powerball and megamillions 2 days) is one line naming the game, the \
            last draw held and the latest due, and exit 75: try again later.

            A service that cannot be reached, answers an error or a redirect lotto cannot follow, \
            or answers what is not its results is one line naming the game, the address and the \
            file to save by hand for 'lotto draws import FILE' (kr645: every round, as \
            dhlottery's result page reads it; the others: the publisher's CSV), exit 69, and that \
            game's history unchanged; the games updated before and after it are recorded. An \
            update of several games ends, when any failed, with one line naming them ('lotto: 2 \
            of 5 games failed: euromillions, uk-lotto'), and exits with the first failure's code.
            """,
        options: declaredOptions)

    /// The games lotto can update, written out for the help (a test holds it to the table).
    static let updatableGames = "kr645, powerball, megamillions, euromillions, uk-lotto"

    /// Its options, each declared once (``Option``): its spec lists them in this order.
    struct Declared {
        /// The games `--game` names (each once, in the order given), or every game lotto can
        /// update: as ``DrawUpdateGames`` decides.
        @Option var games = OptionKey(
            every: .init(
                name: "game", valueName: "game",
                help: "A game to update: \(updatableGames); give it again for more (default: all of them)."),
            parse: requestedGames(_:))
        @Option var replace = OptionKey(
            flag: .init(name: "replace", help: "Replace draws recorded with other numbers, round or prizes."))
        @Option var draws = PathOption.draws
        let format = FormatOption(
            json: "an array of {\"added\", \"behind\", \"game\", \"kept\", \"last\", \"lastRound\", \"latest\", "
                + "\"latestRound\", \"path\", \"publisher\", \"received\", \"replaced\", \"requests\", \"source\", "
                + "\"updated\"} objects, one a game updated; path is the one that answered; last is the last "
                + "draw held, latest the latest due by now, behind whether the first is before the second.")
    }

    static let (declared, declaredOptions) = OptionCollector.collect(Declared.init)

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let games = try arguments[declared.games]
        let format = try arguments[FormatOption.key]
        let drawsPath = try arguments[PathOption.draws]
        let plan = try context.drawUpdatePlan(games: games)
        var results: DrawUpdateView?
        // The results on standard output, each failure on standard error as it comes, and once
        // the output is finished which failed or are behind; on a terminal, the progress on
        // standard error.
        func makeViews(_ app: App<Stores>, _ printer: ListPrinter) -> (DrawUpdateView, DrawUpdateProgressView?) {
            let progress =
                // Each game's line is cleared before its result: safe over results on the
                // same terminal.
                context.showsProgress(outputStreams: false)
                ? DrawUpdateProgressView(
                    app.stores.drawUpdate, errors: context.errors, now: { SystemCall.monotonicSeconds() }) : nil
            let view = DrawUpdateView(
                app.stores.drawUpdate, printer: printer, errors: context.errors, flush: context.output.flush)
            results = view
            return (view, progress)
        }
        try context.printing(
            format, csvHeader: DrawUpdateView.fields, draws: drawsPath, changes: true, stores: Stores.init,
            view: makeViews
        ) { app in
            // An error of every game (no home folder, say) ends the list printed so far.
            defer { results?.end() }
            try DrawUpdateActionCreator(context: app.actionContext).update(
                DrawUpdateRequest(plan: plan, replacing: try arguments[declared.replace]))
            return .changed("updated the draw history")
        }
        // Every line was said by the view, from the update's store, which the exit is too; its
        // summary last, after the output's end and any warning that it could not be written.
        results?.summarize(on: context.errors)
        if let exitCode = results?.exitCode { throw CommandLineError.alreadyReported(exitCode: exitCode) }
    }

    /// The games `names` name, as ``DrawUpdateGames`` decides them; its refusal worded with
    /// the name nearest to one that is no game.
    private static func requestedGames(_ names: [String]) throws(CommandLineError) -> DrawUpdateGames {
        do {
            return try DrawUpdateGames(named: names)
        } catch {
            let guess = Suggestion.nearest(to: error.name, among: DrawPublisher.updatableGames.map(\.description))
            let known = error.isAGame ? "" : "unknown game\(guess.map { " (did you mean \($0.quoted)?)" } ?? ""); "
            throw .usage("cannot update \(error.name.quoted): \(known)lotto fetches the results of \(updatableGames)")
        }
    }
}

extension DrawPublisher {
    /// The variable that names a mirror of the service (or the tests' server).
    var addressVariable: String {
        switch self {
        case .dhlottery: "LOTTO_DHLOTTERY_URL"
        case .newYorkOpenData: "LOTTO_NY_OPEN_DATA_URL"
        case .nationalLottery: "LOTTO_NATIONAL_LOTTERY_URL"
        }
    }
}
