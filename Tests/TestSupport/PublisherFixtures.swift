/// The draw samples served in each publisher's shape, at the paths `lotto draws update` asks
/// for (see `DrawPublisher`), by a ``LocalHTTPServer``.
package enum PublisherFixtures {
    /// dhlottery's path for one round, or for every round (`all`).
    package static func dhlotteryPath(_ round: String) -> String {
        "/lt645/selectPstLt645Info.do?srchLtEpsd=\(round)"
    }

    package static let powerballPath = "/api/views/d6yy-54nr/rows.csv?accessType=DOWNLOAD"
    package static let megaMillionsPath = "/api/views/5xaw-6ayf/rows.csv?accessType=DOWNLOAD"
    package static let euroMillionsPath = NationalLotteryFixtures.downloadPath(gameID: 33)
    package static let ukLottoPath = NationalLotteryFixtures.downloadPath(gameID: 6)

    /// dhlottery's answer for a round not drawn yet.
    package static let notDrawn = Array(#"{"data":{"list":[]}}"#.utf8)

    /// The record of each kr645 round of the sample (1...300), as dhlottery's list holds it.
    package static func dhlotteryRecords() throws -> [String] {
        let text = String(decoding: try DrawSamples.bytes("kr645-dhlottery-1-300.jsonl"), as: UTF8.self)
        let prefix = #"{"data":{"list":["#
        let suffix = "]}}"
        return text.split(separator: "\n").map { line in
            String(line.dropFirst(prefix.count).dropLast(suffix.count))
        }
    }

    /// dhlottery's answer listing `records`.
    package static func dhlotteryAnswer(_ records: some Sequence<String>) -> [UInt8] {
        Array((#"{"data":{"list":["# + records.joined(separator: ",") + "]}}").utf8)
    }

    /// A UK Lotto draw history in the National Lottery's layout. There is no real sample of
    /// it: these three draws are made up, valid under the 6-of-59 rules of their dates and on
    /// the game's days (Wednesdays and Saturdays); the CSV gives each draw's first set.
    package static let ukLotto = """
        DrawDate,Ball 1,Ball 2,Ball 3,Ball 4,Ball 5,Ball 6,Bonus Ball,Ball Set,Machine,Raffles,DrawNumber
        18-Nov-2026,3,14,22,35,47,58,9,5,Arthur,X,3150
        14-Nov-2026,1,9,17,28,40,52,33,6,Guinevere,X,3149
        11-Nov-2026,6,11,24,31,44,59,2,5,Arthur,X,3148

        """

    /// Serves every publisher's samples on `server`: kr645's rounds `rounds` (one by one, every
    /// one at once, and the round after them not drawn), New York's Powerball and Mega
    /// Millions, the National Lottery's EuroMillions (2016-2017) and the UK Lotto above with its
    /// draws' answers (behind its firewall: ``NationalLotteryFixtures/firewall``).
    package static func serveAll(on server: LocalHTTPServer, kr645Rounds rounds: ClosedRange<Int> = 1...300) throws {
        try serveKorean(on: server, rounds: rounds)
        server.serve(powerballPath, .ok(try DrawSamples.bytes("powerball-ny-2015-2017.csv"), contentType: "text/csv"))
        server.serve(
            megaMillionsPath, .ok(try DrawSamples.bytes("megamillions-ny-2017-2018.csv"), contentType: "text/csv"))
        server.serve(
            euroMillionsPath, .ok(try DrawSamples.bytes("euromillions-uk-2016-2017.csv"), contentType: "text/csv"))
        server.serve(ukLottoPath, .ok(ukLotto, contentType: "text/csv"))
        NationalLotteryFixtures.serveUKLottoDraws(on: server)
        server.guarded(by: NationalLotteryFixtures.firewall)
    }

    /// What dhlottery's first path (a round, or every round, a request) answers.
    package enum FirstPath: Sendable {
        /// The rounds, as it has for years.
        case answers
        /// This, whatever is asked: an HTML page, a 404, as a path moved or retired does.
        case gone(LocalHTTPServer.Reply)
    }

    /// An HTML page, as dhlottery answers a request its own page would not make.
    package static let htmlPage = LocalHTTPServer.Reply.ok(
        "<!DOCTYPE html><html><head><title>동행복권</title></head><body>...</body></html>", contentType: "text/html")

    /// Serves kr645's rounds `rounds` of the sample as dhlottery does, by its first path and by
    /// its ten-round windows (``dhlotteryWindowPath(around:)``); later rounds are not drawn yet.
    /// As the real service, it answers an HTML page to a request without the headers its own
    /// result page sends (`X-Requested-With: XMLHttpRequest`, and a `Referer` on its
    /// `/lt645/result`).
    package static func serveKorean(
        on server: LocalHTTPServer, rounds: ClosedRange<Int>, firstPath: FirstPath = .answers
    ) throws {
        let records = try dhlotteryRecords()
        server.guarded(
            by: LocalHTTPServer.Gate(
                targetsStartingWith: "/lt645/",
                headers: ["x-requested-with": "XMLHttpRequest", "referer": server.address + "/lt645/result"],
                otherwise: htmlPage))
        let json = "application/json"
        for round in ["all"] + (1...records.count + 1).map(String.init) {
            let answer: LocalHTTPServer.Reply
            switch (firstPath, Int(round)) {
            case (.gone(let reply), _): answer = reply
            case (.answers, nil): answer = .ok(dhlotteryAnswer(rounds.map { records[$0 - 1] }), contentType: json)
            case (.answers, let round?):
                answer = .ok(
                    rounds.contains(round) ? dhlotteryAnswer([records[round - 1]]) : notDrawn, contentType: json)
            }
            server.serve(dhlotteryPath(round), answer)
        }
        let latest = rounds.upperBound
        for round in 1...records.count + 20 {
            let window = dhlotteryWindow(around: round, latest: latest).map { records[$0 - 1] }
            server.serve(dhlotteryWindowPath(around: round), .ok(dhlotteryWindowAnswer(window), contentType: json))
        }
    }

    /// dhlottery's path of the ten rounds around `round`.
    package static func dhlotteryWindowPath(around round: Int) -> String {
        "/lt645/selectPstLt645InfoNew.do?srchDir=center&srchLtEpsd=\(round)"
    }

    /// The rounds of dhlottery's window around `round`, newest first, when `latest` is the
    /// latest drawn: `round - 5` to `round + 4`, moved to stay ten rounds at either end; none
    /// for a round not drawn yet.
    package static func dhlotteryWindow(around round: Int, latest: Int) -> [Int] {
        guard round >= 1, round <= latest else { return [] }
        var newest = max(round + 4, 10)
        newest = min(newest, latest)
        return Array((max(1, newest - 9)...newest).reversed())
    }

    /// A window's answer, in the envelope of dhlottery's redesigned service.
    package static func dhlotteryWindowAnswer(_ records: some Sequence<String>) -> [UInt8] {
        Array(
            (#"{"resultCode":null,"resultMessage":null,"data":{"list":["# + records.joined(separator: ",") + "]}}").utf8
        )
    }
}
