/// A lottery's own service that `lotto draws update` fetches results from, and where on it
/// each of its games' results are (shared/data/draws/README.md describes the layouts).
package enum DrawPublisher: String, CaseIterable, Sendable {
    /// dhlottery.co.kr, South Korea's operator: one round a request, or every round at once.
    case dhlottery
    /// New York's Open Data portal: the whole history of Powerball and Mega Millions, one CSV
    /// each.
    case newYorkOpenData
    /// The UK National Lottery's results service: the last 180 days of EuroMillions and Lotto,
    /// one CSV each, and each of those draws' prizes, one JSON answer a draw.
    case nationalLottery

    /// The publisher of `game`'s results; `nil` for a game lotto cannot update.
    package static func of(_ game: GameID) -> DrawPublisher? {
        allCases.first { $0.games.contains(game) }
    }

    /// Every game some publisher has, in the order `lotto games` lists them.
    package static var updatableGames: [GameID] {
        LottoGame.all.map(\.id).filter { of($0) != nil }
    }

    /// The games whose results it publishes.
    package var games: [GameID] {
        switch self {
        case .dhlottery: [LottoGame.korean645.id]
        case .newYorkOpenData: [GameID(.powerball), GameID(.megaMillions)]
        case .nationalLottery: [GameID(.euroMillions), GameID(.ukLotto)]
        }
    }

    /// `dhlottery`, `New York Open Data`.
    package var name: String {
        switch self {
        case .dhlottery: "dhlottery"
        case .newYorkOpenData: "New York Open Data"
        case .nationalLottery: "the National Lottery"
        }
    }

    /// Where the service is, unless its variable names a mirror.
    package var defaultAddress: WebAddress {
        switch self {
        case .dhlottery: WebAddress("https://www.dhlottery.co.kr")!
        case .newYorkOpenData: WebAddress("https://data.ny.gov")!
        case .nationalLottery: WebAddress("https://api-dfe.national-lottery.co.uk")!
        }
    }

    /// The address of `game`'s whole published history on the publisher's own site (for
    /// dhlottery, every round in one JSON answer): saved by hand as a file, what `lotto draws
    /// import` records when an update cannot fetch it.
    package func historyAddress(of game: GameID) -> WebAddress {
        defaultAddress.appending(historyPath(of: game))
    }

    /// dhlottery's result page, whose own requests answer the JSON lotto reads.
    package var resultPage: WebAddress? {
        self == .dhlottery ? defaultAddress.appending(Self.resultPagePath) : nil
    }

    /// The layout its answers are in.
    var layout: DrawLayout {
        switch self {
        case .dhlottery: .dhlottery
        case .newYorkOpenData: .newYork
        case .nationalLottery: .nationalLottery
        }
    }

    /// The path of `game`'s whole published history (for dhlottery, every round).
    func historyPath(of game: GameID) -> String {
        switch (self, game.description) {
        case (.dhlottery, _): roundPath("all")
        case (.newYorkOpenData, "powerball"): "/api/views/d6yy-54nr/rows.csv?accessType=DOWNLOAD"
        case (.newYorkOpenData, _): "/api/views/5xaw-6ayf/rows.csv?accessType=DOWNLOAD"
        case (.nationalLottery, _):
            "/draw-game/results/\(Self.nationalLotteryID(of: game))/download?interval=ONE_EIGHTY"
        }
    }

    /// The National Lottery's path of one draw of `game` (`/draw-game/results/6/3195`): its
    /// numbers and prize levels as JSON, or 404 outside the 180 days it keeps.
    func drawPath(of game: GameID, round: Int) -> String {
        "/draw-game/results/\(Self.nationalLotteryID(of: game))/\(round)"
    }

    /// The National Lottery's number for `game` in its service's paths: 33 for EuroMillions, 6
    /// for Lotto (the service's own answers name Lotto's draws `"gameId": 6`; docs/commands.md,
    /// "The UK results service", cites the clients).
    static func nationalLotteryID(of game: GameID) -> Int {
        game == GameID(.euroMillions) ? 33 : 6
    }

    /// How many days back its answers reach, for a publisher that keeps only the recent draws:
    /// a first update from it cannot record a game's whole history.
    package var keepsDays: Int? {
        self == .nationalLottery ? 180 : nil
    }

    /// Where the National Lottery's service must be asked from: its firewall refuses a request
    /// without a browser's `User-Agent`, and an `Origin` and `Referer` of its own site.
    static let nationalLotterySite = "https://www.national-lottery.co.uk"
    /// A browser's `User-Agent`, as the public clients of the service send.
    static let browserUserAgent =
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
        + "Chrome/124.0.0.0 Safari/537.36"

    /// dhlottery's path for one round (`1252`), or every round (`all`).
    func roundPath(_ round: String) -> String {
        "\(Self.roundsPath)?srchLtEpsd=\(round)"
    }

    /// dhlottery's path of ten rounds around `round`, as its own result page asks since its
    /// 2026 redesign: rounds `round - 5` to `round + 4`, newest first, moved to stay ten rounds
    /// at either end (round 1 gives 1-10; the latest, the ten up to it); none for a round not
    /// drawn yet.
    func windowPath(around round: Int) -> String {
        "\(Self.windowsPath)?srchDir=center&srchLtEpsd=\(round)"
    }

    /// dhlottery's two paths: a round (or every round) a request, and ten rounds a request.
    static let roundsPath = "/lt645/selectPstLt645Info.do"
    static let windowsPath = "/lt645/selectPstLt645InfoNew.do"
    /// dhlottery's result page, which asks both.
    static let resultPagePath = "/lt645/result"

    /// The headers sent with every request to it, beside lotto's `User-Agent`: what its own
    /// page sends (docs/commands.md, "What is sent", says where each comes from). dhlottery
    /// answers an HTML page to a request its result page would not make: the page's requests
    /// are `XMLHttpRequest`s from `/lt645/result` on its own site (`base`, or the mirror
    /// `LOTTO_DHLOTTERY_URL` names) asking for JSON. The others serve a download link: a plain
    /// request for CSV. The National Lottery's service answers 403 to a request without a
    /// browser's `User-Agent` and its own site's `Origin` and `Referer`.
    func headers(base: WebAddress) -> [HTTPHeader] {
        switch self {
        case .dhlottery:
            [
                HTTPHeader("Accept", "application/json, text/javascript, */*; q=0.01"),
                HTTPHeader("X-Requested-With", "XMLHttpRequest"),
                HTTPHeader("Referer", base.appending(Self.resultPagePath).description),
            ]
        case .newYorkOpenData:
            [HTTPHeader("Accept", "text/csv, */*; q=0.1")]
        case .nationalLottery:
            // Sent as a header, the User-Agent replaces lotto's own (curl's rule for a header
            // it would otherwise write itself).
            [
                HTTPHeader("Accept", "application/json, text/csv, */*; q=0.1"),
                HTTPHeader("User-Agent", Self.browserUserAgent),
                HTTPHeader("Origin", Self.nationalLotterySite),
                HTTPHeader("Referer", Self.nationalLotterySite + "/"),
            ]
        }
    }

    /// Whether results can be fetched a round at a time, so that an update asks only for the
    /// rounds after the last recorded.
    var publishesRounds: Bool { self == .dhlottery }
}
