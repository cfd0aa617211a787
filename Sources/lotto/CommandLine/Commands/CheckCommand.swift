import Lotto
import Platform

/// `lotto check`: checks every saved ticket of a game against a draw.
enum CheckCommand: Subcommand {
    static let name = "check"

    static let spec = CommandSpec(
        name: name,
        abstract: "Check saved tickets against their draws, or against one draw.",
        discussion: """
            With no draw given, checks each saved ticket of every game, in id order, against \
            the recorded draw it is for (the draw 'lotto save' gave it; see 'lotto list'; a \
            ticket for several draws against each, one line a draw): its \
            numbers matched, its prize tier by the game's rules of that draw's day (1 is the top \
            prize, numbered as that day's tiers were; see 'lotto games') and its prize, or \
            'pending' while that draw is still to come, 'drawn, not recorded: lotto draws update' \
            once it is held and its results are due but not recorded (for a game 'lotto draws update' \
            fetches, from its publisher's grace after the draw: kr645 12 hours; 'lotto draws add' \
            for another, from the draw), or 'no draw' for a ticket saved before \
            lotto knew draws. Then, game by game: how many tickets won each tier, of today's tiers \
            those won (a win of an older era counted under today's tier of the same rule; --all-tiers \
            lists every tier, at 0 too), and how many won nothing; how many were checked; how many wait, \
            those still to come and those drawn but not recorded apart; what every ticket bought \
            cost, those waiting too (each at its game's price on its \
            draw's date; a ticket for several draws counts once a draw), won and net (won less spent); \
            how many have no draw. \
            With --summary, --by month (or year) also sums up each game period by period, by each draw's date: \
            a ticket for several draws counts in the period of each, at its price, and a draw not recorded yet \
            counts in what was spent and as pending; --since and --until count only the draws of those dates, \
            both included. \
            --game narrows it to one game; LOTTO_GAME does not. Draws are recorded by 'lotto draws \
            update', 'lotto draws import' and 'lotto draws add'. \
            With numbers, '-', --round, --date or --latest, checks every ticket of one game (--game, \
            else LOTTO_GAME, else kr645) against that one draw instead, whatever draw each is for \
            (against a recorded draw, the text says on standard error how many were for others). \
            The draw's extra balls go in --bonus \
            (or after a '+'): the bonus ball(s) drawn from the same drum (kr645, uk-lotto, loto6, \
            loto7, lotto649, superenalotto) or the separate drum's number(s) (powerball, \
            megamillions, euromillions, eurojackpot). With '-', the draw is read from standard \
            input, one line: 1 2 3 4 5 6 + 7 (a second draw is an error). Against a recorded \
            draw, each winning ticket's prize is the prize per winner the draw's record gives for \
            its tier, else the game's fixed prize of that day, else unknown (a shared prize nobody \
            won that day is unknown, never 0, and counted as unknown in the totals). A prize may be \
            a free play rather than money (uk-lotto's match of 2 from 2015-10-10: a free Lucky \
            Dip): it is said as such and counted apart, never added to the money won. A draw of two \
            sets of balls (uk-lotto from 2026-06-10) gives a ticket a line a set, 'set 1' and 'set 2', \
            each with its own prize; the summary counts each set's prize (checked and no prize count \
            sets) and the ticket's price once. Numbers given are one set. Against \
            numbers given, it is the prize today's rules of the game fix for its tier (kr645: \
            50,000 won for tier 4, 5,000 for tier 5; see 'lotto games'), else unknown. The total \
            won ends the check. When every ticket waits for its draw, or some wait for draws held, \
            the text says on standard error that results arrive with 'lotto draws update' or 'lotto \
            draws import'. No saved \
            ticket to check is exit 66. --new shows only the results settled since the last \
            'lotto check --new' of the store, per game (the first, all; nothing when none is new), \
            remembered beside it once written whole; its summary sums those results alone (spent, won and \
            net of them), the pending only counted, never priced. --exit-code exits 1 when a \
            result shown won a prize, 0 when none did (as 'git diff --exit-code'); errors keep their codes.
            """,
        positionals: .numbersOrStandardInput(optional: true),
        arguments: [
            .init(label: "<numbers>", help: "The winning main numbers, then optionally '+' and the extra balls.")
        ],
        standardInput: "the draw",
        options: declaredOptions,
        // `lotto save --draw` names a ticket's draw; a check names the draw to check against so.
        meantOptions: ["draw": "--round N or --date DATE"])

    /// Its options, each declared once (``Option``): its spec lists them in this order.
    struct Declared {
        @Option var bonus = OptionKey(
            numbers: .init(
                name: "bonus", valueName: "numbers",
                help: "The draw's extra ball(s), separated by commas (or the option repeated)."))
        @Option var round = DrawDayOptions.round(help: "Check against the recorded draw of this round.")
        @Option var date = DrawDayOptions.date(
            help: "Check against the recorded draw of this date (for draws without a round).")
        @Option var latest = OptionKey(
            flag: .init(name: "latest", help: "Check against the game's latest recorded draw."))
        @Option var winners = OptionKey(
            flag: .init(name: "winners", help: "Print only the tickets that won; the summary still counts all."))
        @Option var summary = OptionKey(
            flag: .init(
                name: "summary",
                help: "Print only the summary, game by game: the tiers won, the tickets checked and pending, "
                    + "spent (pending too), won and net; with --json or --csv, one record a game. Against each "
                    + "ticket's own draw only."))
        @Option var allTiers = OptionKey(
            flag: .init(
                name: "all-tiers",
                help: "In the text's summary, list every prize tier of each game, those no ticket won at 0 "
                    + "(by default only the tiers won). Refused with --json and --csv, which list every tier, "
                    + "and with --by, whose tables have no tier lines."))
        @Option var by = CheckSummaryOptions.by
        @Option var since = CheckSummaryOptions.since
        @Option var until = CheckSummaryOptions.until
        @Option var new = OptionKey(
            flag: .init(
                name: "new",
                help: "Only the results settled since the last check --new of the store (the first shows every "
                    + "settled one), against each ticket's own draws; remembered once they are written."))
        @Option var exitCode = OptionKey(
            flag: .init(
                name: "exit-code",
                help: "Exit 1 when a result shown won a prize, 0 when none did; errors keep theirs."))
        @Option var game = GameOption.key(
            help: "Only the tickets of this game: \(GameOption.gameIDs), or a spec. Against one draw, the game of "
                + "the draw.",
            defaultValue: "every game; against one draw, $LOTTO_GAME, else kr645")
        @Option var store = PathOption.store
        @Option var draws = PathOption.draws
        let format = FormatOption(
            json: "an array of {\"afterTax\", \"claimBy\", \"claimNote\", \"draw\", \"extra\", \"extraMatched\", "
                + "\"freePlay\", \"game\", \"id\", \"matched\", \"numbers\", \"prize\", \"round\", \"set\", "
                + "\"taxNote\", \"tier\"} objects; draw and round are the ticket's own "
                + "draw (the first of a ticket for several; null for none), prize is what it won (0 for no "
                + "prize, null when unknown or a free play), freePlay whether it won a free play, tier is null "
                + "for no prize; afterTax is the prize less the tax withheld and claimBy the last day to claim it "
                + "(null where no one rule gives them: taxNote and claimNote then say who sets them). "
                + "Against each ticket's own draws, one object a draw "
                + "checked, whose draw and round are that draw's, each also with \"status\": checked, pending "
                + "or no draw (then matched, extraMatched, prize and tier are null), and \"drawn\": whether that "
                + "draw is held (true once checked; for a pending one, drawn but not recorded; null for no "
                + "draw). Against a draw of two sets "
                + "of balls (uk-lotto from 2026-06-10), one object a set, whose set is 1 or 2 (null against one set). With --summary, an array "
                + "of {\"afterTaxUnknown\", \"checked\", \"currency\", \"freePlays\", \"game\", \"net\", \"noDraw\", "
                + "\"notRecorded\", \"notRecordedCost\", \"pending\", \"pendingCost\", \"prizesToClaim\", \"spent\", "
                + "\"taxNote\", \"tiers\", \"unclaimed\", \"unclaimedWon\", \"unknownPrizes\", \"won\", "
                + "\"wonAfterTax\"} objects, one a game (freePlays: the free plays won, never in won; notRecorded: "
                + "of the pending, those whose draw is held; prizesToClaim: the prizes not marked claimed, soonest "
                + "deadline first; tiers: every tier, [{\"rule\", \"tier\", \"winners\"}], at 0 too, a former "
                + "tier's number null; unclaimed: how many); with --by, one a game and period, \"period\" first.",
            csv: FormatOption.rows(
                of: .checked,
                ", with status before freePlay and drawn last against each ticket's own draw, set empty but "
                    + "against a draw of two sets; with --summary, one column a JSON key (prizesToClaim a count, "
                    + "then nextClaimBy), freePlays and those added after it last; with --by, period first"))
    }

    static let (declared, declaredOptions) = OptionCollector.collect(Declared.init)
    /// `--game` as given: LOTTO_GAME does not narrow a check of each ticket's own draw.
    static let givenGame = GameOption.givenOnly(declared.game)

    static func run(_ arguments: ParsedArguments, context: Context) throws {
        let options = try Options(arguments)
        let request: CheckRequest
        switch options.draw {
        case .given(let draw):
            request = .typed(draw)
        case .standardInput(let bonus):
            let words = try readDraw(context).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            request = .typed(try parseDraw(words, bonus: bonus, game: options.shared.game))
        case .recorded(let choice):
            request = .recorded(choice, of: options.shared.game.id)
        case .ownDraws:
            request = .ownDraws(of: options.shared.givenGame?.id, summary: options.summary)
        }
        // The check's store must hear every action, the reading of the draw history included.
        // Its next steps are said in text only (JSON and CSV give each ticket's own draw and
        // status), and not for --new, which a timer runs: it says nothing when nothing is new.
        func view(_ app: App<Stores>, _ printer: ListPrinter) -> StreamView {
            StreamView.checkResults(
                app.dispatcher, summary: app.stores.checkSummary, printer: printer, winnersOnly: options.winnersOnly,
                summaryOnly: options.summaryOnly, settledOnly: options.newOnly, allTiers: options.allTiers,
                nextSteps: options.shared.format == .text && !options.newOnly ? context.errors : nil)
        }
        // The results are printed as they are checked, but for the summary alone; on a
        // terminal, a long check says how far it has gone.
        let stores = { Stores($0, showingProgress: context.showsProgress(outputStreams: !options.summaryOnly)) }
        func views(_ app: App<Stores>, _ printer: ListPrinter) -> (StreamView, ProgressLineView?) {
            (view(app, printer), context.progressView(app.stores.workProgress))
        }
        var shown: NewResultsShown?
        let app = try context.printing(
            options.shared.format,
            csvHeader: !options.summaryOnly
                ? TicketRecord.csvHeader(options.draw.rowKind)
                : options.summary.period == nil ? CheckSummaryRecord.csvHeader : CheckPeriodRecord.csvHeader,
            store: options.shared.store, draws: options.drawHistory, stores: stores, view: views
        ) { app in
            let checks = CheckActionCreator(context: app.actionContext)
            if options.newOnly {
                shown = try checks.checkNew(NewResultsRequest(game: options.shared.givenGame?.id))
            } else {
                try checks.check(request)
            }
            return .read
        }
        // Only once the results are written whole: a failed output leaves them new.
        if let shown { try CheckActionCreator(context: app.actionContext).remember(shown) }
        if options.exitCode && app.stores.checkSummary.state.anyPrizeWon {
            throw CommandLineError.alreadyReported(exitCode: .prizeWon)
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
    static func parseDraw(_ words: [String], bonus: [Int], game: LottoGame) throws(CommandLineError)
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
