import Testing

@testable import lotto

/// Every command's help, compared as a whole page at 80 columns (swift-argument-parser's
/// `MathExampleTests` are the model): the layout, the generated usage line, each option with
/// its default, and the wrapping, all at once.
@Suite struct HelpPageTests {
    private static func render(_ command: String) -> String {
        let formatter = HelpFormatter(width: 80)
        guard let spec = LottoCommand.allSpecs.first(where: { $0.name == command }) else {
            return formatter.render(LottoCommand.spec, commandPath: "lotto", subcommands: LottoCommand.allSpecs)
        }
        return formatter.render(
            spec, commandPath: "lotto \(command)", subcommands: LottoCommand.children(of: spec.name))
    }

    @Test(arguments: pages.keys.sorted())
    func theHelpPageIsThisPage(_ command: String) {
        #expect(Self.render(command) == Self.pages[command])
    }

    @Test func everyCommandHasItsPageHere() {
        #expect(Set(LottoCommand.allSpecs.map(\.name) + [""]) == Set(Self.pages.keys))
    }

    /// The pages, keyed by command; the root's under "".
    static let pages: [String: String] = [
        "": """
        OVERVIEW: Draw, keep and check lottery tickets of the common lotto games, against their real draws.

        USAGE: lotto <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          new                     Draw new tickets.
          save                    Save tickets.
          list                    List saved tickets.
          check                   Check saved tickets against a draw.
          delete                  Remove saved tickets by id.
          clear                   Remove every saved ticket.
          draws                   List the recorded draws.
          draws import            Import draw results from a lottery's file.
          draws add               Record a draw typed in.
          backtest                Check tickets against every recorded draw, at real
                                  prizes.
          stats                   Show how often each number was saved, or drawn.
          games                   List the games lotto knows.
          ui                      Open the app: draw and save on one tab, browse the
                                  saved tickets on the other.
          completion              Print a shell completion script.
          help                    Show subcommand help information.

          See 'lotto help <subcommand>' for detailed help.

        """,
        "new": """
        OVERVIEW: Draw new tickets.

        Draws tickets (Korean Lotto 6/45 unless --game says otherwise): distinct
        numbers, printed ascending, one ticket a line, a separate drum's picks after a
        '+'. The last ticket is remembered, so that 'lotto save' with no arguments saves
        it.

        USAGE: lotto new [--count <count>] [--game <game>] [--exclude <numbers>]
          [--include <numbers>] [--seed <seed>] [--format <format>] [--json]

        OPTIONS:
          -n, --count <count>     How many tickets to draw. (default: 1)
          --game <game>           The game: kr645, powerball, megamillions,
                                  euromillions, eurojackpot, uk-lotto, loto6, loto7,
                                  lotto649, superenalotto (see 'lotto games'), or a spec
                                  like 6/45 or 5/69+1/26. (default: kr645)
          --exclude <numbers>     Main numbers no ticket may hold, separated by commas
                                  (or the option repeated).
          --include <numbers>     Main numbers every ticket holds, separated by commas
                                  (or the option repeated).
          --seed <seed>           Draw reproducibly from this seed, a whole number from
                                  0 to 18446744073709551615. Seeded draws are
                                  predictable: never use them for real play.
          --format <format>       text, json or csv; JSON and CSV are stable. (default:
                                  text)
          --json                  Short for --format json: an array of {"extra", "game",
                                  "numbers"} objects.
          -h, --help              Show help information.

        """,
        "save": """
        OVERVIEW: Save tickets.

        With no arguments, saves the last ticket 'lotto new' drew, with its game. With
        numbers, saves that ticket of the game (a separate drum's picks after the main
        numbers, with an optional '+': 4 8 15 16 23 + 10). With '-', saves every ticket
        on standard input, one a line (blank lines are skipped; at most 10,000,000). All
        or nothing: if any ticket is bad, none is saved. Prints what it saved, with the
        new ids; if that output cannot be written, the tickets stay saved, and a warning
        names their ids.

        USAGE: lotto save [<numbers> ... | -] [--game <game>] [--store <path>]
          [--format <format>] [--json]

        ARGUMENTS:
          <numbers>               A ticket: six distinct whole numbers from 1 to 45 for
                                  kr645.
          -                       Read tickets from standard input.

        OPTIONS:
          --game <game>           The game: kr645, powerball, megamillions,
                                  euromillions, eurojackpot, uk-lotto, loto6, loto7,
                                  lotto649, superenalotto (see 'lotto games'), or a spec
                                  like 6/45 or 5/69+1/26. (default: kr645)
          --store <path>          The store file to use, instead of $LOTTO_STORE or
                                  ~/.local/share/lotto/tickets.jsonl.
          --format <format>       text, json or csv; JSON and CSV are stable. (default:
                                  text)
          --json                  Short for --format json: the saved tickets as 'lotto
                                  list --json' prints them.
          -h, --help              Show help information.

        """,
        "list": """
        OVERVIEW: List saved tickets.

        Prints the saved tickets in saved order, one a line: id, numbers, when it was
        saved (UTC), and the game unless it is kr645. An empty store prints nothing (or
        [] with --json).

        USAGE: lotto list [--game <game>] [--store <path>] [--format <format>] [--json]

        OPTIONS:
          --game <game>           Only the tickets of this game: kr645, powerball,
                                  megamillions, euromillions, eurojackpot, uk-lotto,
                                  loto6, loto7, lotto649, superenalotto, or a spec.
          --store <path>          The store file to use, instead of $LOTTO_STORE or
                                  ~/.local/share/lotto/tickets.jsonl.
          --format <format>       text, json or csv; JSON and CSV are stable. (default:
                                  text)
          --json                  Short for --format json: an array of {"extra", "game",
                                  "id", "numbers", "saved"} objects.
          -h, --help              Show help information.

        """,
        "check": """
        OVERVIEW: Check saved tickets against a draw.

        Checks every saved ticket of the game against the winning numbers and prints,
        for each, the numbers it matched and its prize tier by the game's rules (1 is
        the top prize; see 'lotto games'), then how many tickets won each tier. The
        draw's extra balls go in --bonus (or after a '+'): the bonus ball(s) drawn from
        the same drum (kr645, uk-lotto, loto6, loto7, lotto649, superenalotto) or the
        separate drum's number(s) (powerball, megamillions, euromillions, eurojackpot).
        With '-', the draw is read from standard input, one line: 1 2 3 4 5 6 + 7 (a
        second draw is an error). With --round or --latest, the draw is one recorded by
        'lotto draws import' or 'lotto draws add', and each winning ticket's prize is
        shown: the prize per winner the draw's record gives for its tier, else the
        game's fixed prize of that day, else unknown (a shared prize nobody won that day
        is unknown, never 0); then the total won.

        USAGE: lotto check [<numbers> ... | -] [--bonus <numbers>] [--round <round>]
          [--latest] [--game <game>] [--store <path>] [--draws <path>]
          [--format <format>] [--json]

        ARGUMENTS:
          <numbers>               The winning main numbers, then optionally '+' and the
                                  extra balls.
          -                       Read the draw from standard input.

        OPTIONS:
          --bonus <numbers>       The draw's extra ball(s), separated by commas (or the
                                  option repeated).
          --round <round>         Check against the recorded draw of this round.
          --latest                Check against the game's latest recorded draw.
          --game <game>           The game: kr645, powerball, megamillions,
                                  euromillions, eurojackpot, uk-lotto, loto6, loto7,
                                  lotto649, superenalotto (see 'lotto games'), or a spec
                                  like 6/45 or 5/69+1/26. (default: kr645)
          --store <path>          The store file to use, instead of $LOTTO_STORE or
                                  ~/.local/share/lotto/tickets.jsonl.
          --draws <path>          The draw history to use, instead of $LOTTO_DRAWS or
                                  ~/.local/share/lotto/draws.jsonl.
          --format <format>       text, json or csv; JSON and CSV are stable. (default:
                                  text)
          --json                  Short for --format json: an array of {"extra",
                                  "extraMatched", "game", "id", "matched", "numbers",
                                  "tier"} objects; tier is null for no prize. Against a
                                  recorded draw, each also has "prize": what it won,
                                  null when unknown.
          -h, --help              Show help information.

        """,
        "delete": """
        OVERVIEW: Remove saved tickets by id.

        Removes the tickets with these ids (as 'lotto list' shows them, with or without
        the '#') and prints them. All or nothing: an id that is not saved is an error
        and nothing is removed. Ids are never reused. The store is rewritten atomically
        and keeps its mode and owner. If the output cannot be written, the tickets stay
        removed, and a warning names their ids.

        USAGE: lotto delete <id> ... [--store <path>] [--format <format>] [--json]

        ARGUMENTS:
          <id>                    The id of a saved ticket, e.g. 7 or #7.

        OPTIONS:
          --store <path>          The store file to use, instead of $LOTTO_STORE or
                                  ~/.local/share/lotto/tickets.jsonl.
          --format <format>       text, json or csv; JSON and CSV are stable. (default:
                                  text)
          --json                  Short for --format json: the removed tickets as 'lotto
                                  list --json' prints them.
          -h, --help              Show help information.

        """,
        "clear": """
        OVERVIEW: Remove every saved ticket.

        Asks first when run on a terminal; --yes skips the question, and is required
        when standard input is not a terminal. Ids are never reused: the next ticket
        saved takes the id after the last one removed. Prints nothing.

        USAGE: lotto clear [--yes] [--store <path>]

        OPTIONS:
          -y, --yes               Remove without asking.
          --store <path>          The store file to use, instead of $LOTTO_STORE or
                                  ~/.local/share/lotto/tickets.jsonl.
          -h, --help              Show help information.

        """,
        "draws": """
        OVERVIEW: List the recorded draws.

        Prints the recorded draws, game by game, oldest first, one a line: the round
        (when the publisher numbers its draws), the date, the numbers and, after a '+',
        the bonus ball(s) or the separate drum's numbers, then the game unless it is
        kr645. 'lotto draws import' records the results the lotteries publish; 'lotto
        draws add' records a draw typed in. lotto check --round and --latest, backtest
        and stats --draws use them.

        USAGE: lotto draws [--game <game>] [--from <round-or-date>]
          [--to <round-or-date>] [--last <count>] [--draws <path>] [--format <format>]
          [--json]

        OPTIONS:
          --game <game>           Only the draws of this game: kr645, powerball,
                                  megamillions, euromillions, eurojackpot, uk-lotto,
                                  loto6, loto7, lotto649, superenalotto.
          --from <round-or-date>  From this round, or this date (YYYY-MM-DD), on.
          --to <round-or-date>    Up to this round, or this date (YYYY-MM-DD).
          --last <count>          Only the last this many draws.
          --draws <path>          The draw history to use, instead of $LOTTO_DRAWS or
                                  ~/.local/share/lotto/draws.jsonl.
          --format <format>       text, json or csv; JSON and CSV are stable. (default:
                                  text)
          --json                  Short for --format json: an array of {"date", "extra",
                                  "game", "numbers", "prizes", "round"} objects, prizes
                                  as {"amount", "tier", "winners"}; 'lotto draws import'
                                  reads it back.
          -h, --help              Show help information.

        SUBCOMMANDS:
          import                  Import draw results from a lottery's file.
          add                     Record a draw typed in.

          See 'lotto help draws <subcommand>' for detailed help.

        """,
        "draws import": """
        OVERVIEW: Import draw results from a lottery's file.

        Reads every draw in the file and records it, telling the layout from the
        content: dhlottery's JSON for kr645 (the current result service's responses, one
        a line or in an array, or the legacy getLottoNumber ones), New York Open Data's
        CSV for powerball and megamillions, the National Lottery's CSV for euromillions
        and uk-lotto, and lotto's own 'lotto draws --format json' or 'csv'. Each draw is
        checked against the rules in force on its date. All or nothing: a bad record is
        an error naming the file, the line and the bad value, and nothing is recorded. A
        draw recorded before is kept (and given what its record lacked, such as prizes);
        one recorded with other numbers is an error unless --replace. Prints how many
        draws were added, updated, replaced and kept.

        USAGE: lotto draws import (<file> | -) [--game <game>] [--replace]
          [--draws <path>] [--format <format>] [--json]

        ARGUMENTS:
          <file>                  A file of draw results.
          -                       Read the draw results from standard input.

        OPTIONS:
          --game <game>           The game the draws must be of (the layout tells it;
                                  this only checks it).
          --replace               Replace draws recorded with other numbers, round or
                                  prizes.
          --draws <path>          The draw history to use, instead of $LOTTO_DRAWS or
                                  ~/.local/share/lotto/draws.jsonl.
          --format <format>       text, json or csv; JSON and CSV are stable. (default:
                                  text)
          --json                  Short for --format json: one object: {"added",
                                  "draws", "kept", "layouts", "replaced", "source",
                                  "updated"}.
          -h, --help              Show help information.

        """,
        "draws add": """
        OVERVIEW: Record a draw typed in.

        Records the winning numbers of one draw of the game: the main numbers, then '+'
        and the bonus ball(s) or the separate drum's numbers (10 23 29 33 37 40 + 16).
        The round is the one after the game's last recorded draw unless --round gives it
        (the first draw of a game is round 1; none when the last has none); the date is
        today (UTC) unless --date gives it. The numbers are checked against the rules in
        force on the date. A draw recorded with other numbers on that date, or its round
        on another date, is an error unless --replace. Prints the draw as recorded.

        USAGE: lotto draws add <numbers> ... [--game <game>] [--round <round>]
          [--date <date>] [--replace] [--draws <path>] [--format <format>] [--json]

        ARGUMENTS:
          <numbers>               The winning main numbers, then '+' and the extra
                                  balls.

        OPTIONS:
          --game <game>           The game: kr645, powerball, megamillions,
                                  euromillions, eurojackpot, uk-lotto, loto6, loto7,
                                  lotto649, superenalotto (see 'lotto games'), or a spec
                                  like 6/45 or 5/69+1/26. (default: kr645)
          --round <round>         The draw's round (default: the last recorded + 1).
          --date <date>           The draw's date, YYYY-MM-DD (default: today, UTC).
          --replace               Replace a draw recorded with other numbers or round.
          --draws <path>          The draw history to use, instead of $LOTTO_DRAWS or
                                  ~/.local/share/lotto/draws.jsonl.
          --format <format>       text, json or csv; JSON and CSV are stable. (default:
                                  text)
          --json                  Short for --format json: the draw as 'lotto draws
                                  --json' prints it.
          -h, --help              Show help information.

        """,
        "backtest": """
        OVERVIEW: Check tickets against every recorded draw, at real prizes.

        Checks each ticket against every recorded draw of the game in the range and
        prints, per ticket, the times it won each tier, the known prizes it won and how
        many prizes are unknown; then, in all: the draws, the tickets, what they cost
        (the ticket price in force at each draw, from 'lotto games', or --price), what
        they won, the net and the return. The tickets are the saved tickets of the game,
        or the saved tickets with the ids given, or with '-' tickets on standard input,
        one a line; --random N checks N fresh random tickets a draw instead (each drawn
        under the rules of its draw's date), the baseline of playing quick picks. Prizes
        are those of check --round: recorded, else fixed, else unknown (never counted as
        0). Past draws do not predict a fair draw: a backtest says how tickets would
        have done, not how they will.

        USAGE: lotto backtest [<id> ... | -] [--game <game>] [--from <round-or-date>]
          [--to <round-or-date>] [--last <count>] [--price <amount>] [--random <count>]
          [--seed <seed>] [--store <path>] [--draws <path>] [--format <format>] [--json]

        ARGUMENTS:
          <id>                    The id of a saved ticket, e.g. 7 or #7.
          -                       Read tickets from standard input.

        OPTIONS:
          --game <game>           The game (default: that of the tickets given by id,
                                  else kr645).
          --from <round-or-date>  From this round, or this date (YYYY-MM-DD), on.
          --to <round-or-date>    Up to this round, or this date (YYYY-MM-DD).
          --last <count>          Only the last this many draws.
          --price <amount>        What one play costs, in the game's currency (2 or
                                  2.50), instead of the game's price.
          --random <count>        Check this many fresh random tickets a draw instead.
          --seed <seed>           Draw reproducibly from this seed, a whole number from
                                  0 to 18446744073709551615. Seeded draws are
                                  predictable: never use them for real play.
          --store <path>          The store file to use, instead of $LOTTO_STORE or
                                  ~/.local/share/lotto/tickets.jsonl.
          --draws <path>          The draw history to use, instead of $LOTTO_DRAWS or
                                  ~/.local/share/lotto/draws.jsonl.
          --format <format>       text, json or csv; JSON and CSV are stable. (default:
                                  text)
          --json                  Short for --format json: one object: {"currency",
                                  "draws", "game", "tickets": [{"extra", "hits", "id",
                                  "numbers", "unknownPrizes", "won"}], then the totals
                                  "hits", "net", "plays", "returnPercent", "spent",
                                  "unknownPrizes", "won"}; hits by tier ("1": n), id
                                  null for a ticket not saved, money in the currency's
                                  units, null when unknown.
          -h, --help              Show help information.

        """,
        "stats": """
        OVERVIEW: Show how often each number was saved, or drawn.

        Counts each number among the saved tickets of the game and draws a bar chart,
        one row per number, scaled to the terminal's width, then the most and least
        frequent numbers. A game with a separate drum gets a chart for each drum. With
        --draws, counts the numbers of the game's recorded draws instead (from
        $LOTTO_DRAWS or ~/.local/share/lotto/draws.jsonl; the bonus balls apart), each
        row ending with how many draws ago the number was last drawn. Past frequencies
        do not predict a fair draw: every number is as likely in the next draw as any
        other, however often it came up.

        USAGE: lotto stats [--game <game>] [--draws] [--from <round-or-date>]
          [--to <round-or-date>] [--last <count>] [--store <path>] [--format <format>]
          [--json] [--csv]

        OPTIONS:
          --game <game>           The game: kr645, powerball, megamillions,
                                  euromillions, eurojackpot, uk-lotto, loto6, loto7,
                                  lotto649, superenalotto (see 'lotto games'), or a spec
                                  like 6/45 or 5/69+1/26. (default: kr645)
          --draws                 Count the recorded draws' numbers instead of the saved
                                  tickets'.
          --from <round-or-date>  From this round, or this date (YYYY-MM-DD), on.
          --to <round-or-date>    Up to this round, or this date (YYYY-MM-DD).
          --last <count>          Only the last this many draws.
          --store <path>          The store file to use, instead of $LOTTO_STORE or
                                  ~/.local/share/lotto/tickets.jsonl.
          --format <format>       text, json or csv; JSON and CSV are stable. (default:
                                  text)
          --json                  Short for --format json: one object: {"extra", "game",
                                  "least", "most", "numbers", "tickets"}, counts as
                                  {"count", "number"}; with --draws, "draws" for
                                  "tickets" and counts as {"count", "lastSeen",
                                  "number"} (draws ago, null for never).
          --csv                   Short for --format csv: count,drum,number rows
                                  (count,drum,lastSeen,number with --draws).
          -h, --help              Show help information.

        """,
        "games": """
        OVERVIEW: List the games lotto knows.

        Each game's id (for --game), name, rule, the odds of the top prize (computed
        from the rule) and its prize tiers, best first: '5+1' is five main numbers and
        one extra ball; then what a play costs today, in which currency, and the prizes
        the rules fix (the others are shared among the winners, so only a draw's record
        knows them). Rules, prices and fixed prizes that changed over time are kept by
        date, and a recorded draw is checked by those of its day. Besides these ids,
        --game takes a custom spec: 6/45 picks 6 of 1-45, 5/69+1/26 adds 1 of 1-26 from
        a separate drum; a custom game's only prize is matching everything.

        USAGE: lotto games [--format <format>] [--json]

        OPTIONS:
          --format <format>       text, json or csv; JSON and CSV are stable. (default:
                                  text)
          --json                  Short for --format json: an array of {"currency",
                                  "fixedPrizes", "id", "jackpotOdds", "name", "price",
                                  "rule", "tiers"} objects; fixedPrizes by tier ("5":
                                  5000), money in the currency's units, null when
                                  unknown. CSV has the same columns, the money ones
                                  last.
          -h, --help              Show help information.

        """,
        "ui": """
        OVERVIEW: Open the app: draw and save on one tab, browse the saved tickets on the other.

        A full-screen app with two tabs. Draw (1): the tickets of the last draw as
        coloured balls, scrolled with up, down, j and k when taller than the screen; n
        or space draws anew, s saves the draw once every ticket of it has been on
        screen, g plays the next game, + (or =) and - change how many tickets a draw
        makes (1-10). Saved (2): every saved ticket, newest last, with its id, numbers,
        date and game, and its tier and prize in the latest recorded draw of its game;
        up, down, j, k, PgUp and PgDn move the selection, Home and End (or g and G) go
        to the first and last ticket, d deletes the selected ticket after a y/n
        question. Everywhere: 1, 2, Tab, Shift-Tab, left and right switch tabs, ? shows
        every key, Esc or Enter closes it, q or Ctrl-C quits, Ctrl-Z suspends until fg.
        The app is live: tickets saved, deleted or cleared by another lotto process, and
        draws imported, appear within a second. Saves and deletes go through the same
        lock and file as 'lotto save' and 'lotto delete', beside the keys: while another
        process holds the file they wait and the keys still answer. Needs a terminal of
        at least 60x10 on standard input and output; NO_COLOR or TERM=dumb gives a
        monochrome screen.

        USAGE: lotto ui [--game <game>] [--store <path>] [--draws <path>]

        OPTIONS:
          --game <game>           The game: kr645, powerball, megamillions,
                                  euromillions, eurojackpot, uk-lotto, loto6, loto7,
                                  lotto649, superenalotto (see 'lotto games'), or a spec
                                  like 6/45 or 5/69+1/26. (default: kr645)
          --store <path>          The store file to use, instead of $LOTTO_STORE or
                                  ~/.local/share/lotto/tickets.jsonl.
          --draws <path>          The draw history to use, instead of $LOTTO_DRAWS or
                                  ~/.local/share/lotto/draws.jsonl.
          -h, --help              Show help information.

        """,
        "completion": """
        OVERVIEW: Print a shell completion script.

        Prints a script that completes lotto's commands, options, games and formats.
        bash: add 'source <(lotto completion bash)' to ~/.bashrc. zsh: save it as _lotto
        in a folder of $fpath. fish: save it as ~/.config/fish/completions/lotto.fish.

        USAGE: lotto completion <shell>

        ARGUMENTS:
          <shell>                 bash, zsh or fish.

        OPTIONS:
          -h, --help              Show help information.

        """,
        "help": """
        OVERVIEW: Show subcommand help information.

        USAGE: lotto help [<subcommand>] [--man]

        OPTIONS:
          --man                   Print the manual page (lotto.1) instead, for man(1).
          -h, --help              Show help information.

        """,
    ]
}
