/// The UK National Lottery's results service as public clients read it (docs/commands.md, "The
/// UK results service"): `/draw-game/results/<game id>/download?interval=ONE_EIGHTY` (the last
/// 180 days as CSV) and `/draw-game/results/<game id>/<draw number>` (one draw as JSON), behind
/// a firewall that refuses a request without a browser's `User-Agent` and the site's `Origin`
/// and `Referer`.
package enum NationalLotteryFixtures {
    /// The CSV of the last 180 days of the game the service numbers `gameID`.
    package static func downloadPath(gameID: Int) -> String {
        "/draw-game/results/\(gameID)/download?interval=ONE_EIGHTY"
    }

    /// UK Lotto's draw `round`.
    package static func ukLottoDrawPath(_ round: Int) -> String {
        "/draw-game/results/6/\(round)"
    }

    /// The User-Agent the firewall lets through: a browser's, as the public clients send.
    package static let browserUserAgent =
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
        + "Chrome/124.0.0.0 Safari/537.36"

    /// The service's firewall: 403 to a request without the headers its own site sends.
    package static let firewall = LocalHTTPServer.Gate(
        targetsStartingWith: "/draw-game/",
        headers: [
            "user-agent": browserUserAgent, "origin": "https://www.national-lottery.co.uk",
            "referer": "https://www.national-lottery.co.uk/",
        ],
        otherwise: .respond(status: 403, headers: ["Content-Type: text/html"], body: Array("<h1>Forbidden</h1>".utf8)))

    /// The answers for the draws of ``PublisherFixtures/ukLotto``, each with its second set of
    /// balls, as every draw from 2026-06-10 has: 3150 nobody won, 3149 won twice (£3,427,594.50
    /// each); 3148 is not served (404), as a draw outside the window.
    package static func serveUKLottoDraws(on server: LocalHTTPServer) {
        let json = "application/json"
        server.serve(
            ukLottoDrawPath(3150),
            .ok(ukLottoDraw(round: 3150, winners: 0, pence: 0, secondSet: true), contentType: json))
        server.serve(
            ukLottoDrawPath(3149),
            .ok(ukLottoDraw(round: 3149, winners: 2, pence: 342_759_450, secondSet: true), contentType: json))
    }

    /// The first set of each draw of ``PublisherFixtures/ukLotto``, as its CSV gives it.
    package static let firstSets: [Int: (main: [Int], bonus: Int)] = [
        3150: ([3, 14, 22, 35, 47, 58], 9), 3149: ([1, 9, 17, 28, 40, 52], 33), 3148: ([6, 11, 24, 31, 44, 59], 2),
    ]

    /// The service's answer for UK Lotto's draw `round` (made up, in the shape the public
    /// clients read): its jackpot level, Match 6, with `winners` and `pence` a winner; a
    /// second set of balls, as the draws from 2026-06-10 have, if `secondSet`.
    package static func ukLottoDraw(round: Int, winners: Int, pence: Int, secondSet: Bool = false) -> String {
        let additional =
            secondSet
            ? #","drawnNumbersAdditional":{"primaryNumbers":[12,14,16,22,29,59],"secondaryNumbers":[58]}"# : ""
        let first = firstSets[round] ?? ([3, 14, 22, 35, 47, 58], 9)
        let primary = first.main.map(String.init).joined(separator: ",")
        return #"{"drawResult":{"gameId":6,"drawNo":\#(round),"drawDate":"2026-11-18T20:00:00.000Z","#
            + #""topPrize":{"prizeCents":685518900},"drawnNumbers":{"drawnNumbers":"#
            + #"{"primaryNumbers":[\#(primary)],"secondaryNumbers":[\#(first.bonus)]}\#(additional)}},"#
            + #""prizeBreakdown":{"prizeLevels":[{"drawRound":"ONE","matchLabel":"Match 6","#
            + #""allWinnersCount":\#(winners),"prize":{"prizeCents":\#(pence),"nonCashPrize":null}},"#
            + #"{"drawRound":"ONE","matchLabel":"Match 3","allWinnersCount":61893,"prize":{"prizeCents":3000}}]}}"#
    }
}
