/// A variable of the environment lotto reads, and what it does: for the manual.
struct EnvironmentVariable: Sendable {
    let name: String
    let effect: String

    /// Every variable lotto reads.
    static let all = [
        EnvironmentVariable(
            name: "LOTTO_GAME",
            effect:
                "The game of every command that takes --game, unless --game is given (draws import only checks a "
                + "--game given; draws update updates every game it can, and check checks every game's tickets "
                + "against their own draws, unless --game is given)."),
        EnvironmentVariable(name: "LOTTO_STORE", effect: "The store file, unless --store is given."),
        EnvironmentVariable(name: "LOTTO_DRAWS", effect: "The draw history, unless --draws is given."),
        EnvironmentVariable(
            name: "XDG_DATA_HOME",
            effect:
                "The folder of the store and the draw history: $XDG_DATA_HOME/lotto/tickets.jsonl and draws.jsonl "
                + "(default ~/.local/share)."),
        EnvironmentVariable(
            name: "XDG_STATE_HOME",
            effect: "The folder of the last draw: $XDG_STATE_HOME/lotto/last-draw (default ~/.local/state)."),
        EnvironmentVariable(
            name: "NO_COLOR",
            effect:
                "Set and not empty: no colour, unless --color always. It beats CLICOLOR_FORCE and FORCE_COLOR."),
        EnvironmentVariable(
            name: "CLICOLOR_FORCE",
            effect:
                "Set, not empty and not 0: colour even into a pipe (for less -R), unless --color never or NO_COLOR. "
                + "FORCE_COLOR does the same."),
        EnvironmentVariable(name: "FORCE_COLOR", effect: "As CLICOLOR_FORCE."),
        EnvironmentVariable(
            name: "CLICOLOR",
            effect: "0: no colour, unless --color always or CLICOLOR_FORCE. Otherwise colour only on a terminal."),
        EnvironmentVariable(name: "HOME", effect: "The home folder, for the defaults above."),
        EnvironmentVariable(
            name: "LOTTO_LOCK_TIMEOUT",
            effect:
                "Seconds to wait for another lotto process's lock on the store, the draw history or the last draw "
                + "(default 10)."),
        EnvironmentVariable(
            name: "LOTTO_DHLOTTERY_URL",
            effect:
                "Where draws update fetches kr645's results (default https://www.dhlottery.co.kr): a mirror, a proxy; "
                + "no '?' or '#', since the paths are appended."),
        EnvironmentVariable(
            name: "LOTTO_NY_OPEN_DATA_URL",
            effect:
                "Where draws update fetches powerball's and megamillions' results (default https://data.ny.gov); "
                + "no '?' or '#'."),
        EnvironmentVariable(
            name: "LOTTO_NATIONAL_LOTTERY_URL",
            effect:
                "Where draws update fetches euromillions' and uk-lotto's results "
                + "(default https://api-dfe.national-lottery.co.uk); no '?' or '#'."),
        EnvironmentVariable(
            name: "LOTTO_HTTP_TIMEOUT",
            effect:
                "Seconds a request of draws update may take, from its start to the answer's last byte, before it "
                + "gives up (1 to 3600, default 30); a game's whole update, retries included, ends within ten times "
                + "that of its start, plus that and half a second for each of dhlottery's windows it needs."),
        EnvironmentVariable(
            name: "https_proxy, http_proxy, all_proxy, no_proxy",
            effect: "The proxy draws update goes through, as curl reads them (curl ignores HTTP_PROXY in capitals)."),
        EnvironmentVariable(
            name: "COLUMNS",
            effect: "The width of help text and stats charts (else the terminal's, else 80; at most 1000)."),
        EnvironmentVariable(
            name: "LC_ALL, LC_CTYPE, LANG",
            effect:
                "The first one set says whether the terminal takes UTF-8: stats draws its bars in block characters if so."
        ),
        EnvironmentVariable(name: "NO_COLOR, TERM", effect: "No coloured numbers when NO_COLOR is set or TERM=dumb."),
    ]
}
