import Foundation
import TestSupport
import Testing

/// `lotto draws update` where it must fail, change nothing, or refuse its request.
extension DrawsUpdateTests {
    // MARK: Failures that change nothing, and usage errors

    @Test func aRefusedConnectionIsExit69() async throws { try await offThePool {
        lotto.environment["LOTTO_NATIONAL_LOTTERY_URL"] = try LocalHTTPServer.refusingAddress()
        let result = try lotto.run(["draws", "update", "--game", "uk-lotto"])
        result.expectFailure(69, naming: "uk-lotto: ")
        // Whatever failed, the line ends with the file to get by hand, from the publisher's own
        // site (not the mirror asked), and what records it; one game asked, no count of failures.
        #expect(result.stderr.contains("cannot connect"))
        #expect(
            result.stderr.hasSuffix(
                " (by hand: save the National Lottery's CSV, "
                    + "https://api-dfe.national-lottery.co.uk/draw-game/results/6/download?interval=ONE_EIGHTY, as FILE, "
                    + "then run 'lotto draws import FILE')\n"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(historyBytes == nil)
    } }

    @Test func aBodyCutShortIsAskedAgainThenExit69() async throws { try await offThePool {
        let whole = try DrawSamples.bytes("powerball-ny-2015-2017.csv")
        server.serve(
            PublisherFixtures.powerballPath, .cutShort(body: Array(whole.prefix(1000)), announced: whole.count))
        let result = try lotto.run(["draws", "update", "--game", "powerball"])
        result.expectFailure(
            69, naming: "powerball: \(server.address)\(PublisherFixtures.powerballPath): the answer was cut short")
        #expect(server.requests.count == 4)
        #expect(historyBytes == nil)
    } }

    @Test func aBodyCutWithoutALengthIsNotItsLayout() async throws { try await offThePool {
        let answer = PublisherFixtures.dhlotteryAnswer(try PublisherFixtures.dhlotteryRecords())
        server.serve(PublisherFixtures.dhlotteryPath("all"), .ok(Array(answer.prefix(5000))))
        let result = try lotto.run(["draws", "update", "--game", "kr645"])
        result.expectFailure(69, naming: "not draw results: line 1: not JSON")
    } }

    @Test func aFailedGameLeavesTheOthersRecorded() async throws { try await offThePool {
        try PublisherFixtures.serveAll(on: server)
        server.serve(
            PublisherFixtures.megaMillionsPath,
            .ok("Draw Date,Winning Numbers,Mega Ball,Multiplier\n12/28/2099,1 2 3 4 5,1,\n"))
        lotto.environment["LOTTO_DHLOTTERY_URL"] = try LocalHTTPServer.refusingAddress()
        lotto.clock = Clock.ukLotto
        let result = try lotto.run(["draws", "update"])
        // A failure's code comes before that of a history behind (powerball's, euromillions').
        #expect(result.status == 69)
        #expect(result.lines.map { String($0.prefix { $0 != ":" }) } == ["powerball", "euromillions", "uk-lotto"])
        let errors = result.stderr.split(separator: "\n").filter {
            !$0.contains("should be published by now") && !$0.contains("keeps only its last 180 days")
        }
        #expect(errors.count == 4)
        #expect(errors[3] == "lotto: 2 of 5 games are behind their schedule: powerball, euromillions")
        #expect(errors[0].hasPrefix("lotto: error: kr645: "))
        #expect(errors[0].hasSuffix("(\(Self.koreanByHand))"))
        #expect(
            errors[1].hasPrefix("lotto: error: ") && errors[1].contains("2099-12-28")
                && errors[1].contains("after today"))
        // The update of several games ends with which failed.
        #expect(errors[2] == "lotto: 2 of 5 games failed: kr645, megamillions")
        #expect(try lotto.run(["draws", "--game", "megamillions"]).stdout.isEmpty)
        #expect(try lotto.run(["draws", "--game", "powerball"]).lines.count == 234)
    } }

    @Test func anAnswerForAnotherRoundIsRefused() async throws { try await offThePool {
        try PublisherFixtures.serveKorean(on: server, rounds: 1...10)
        try lotto.run(["draws", "update"])
        let before = try #require(historyBytes)
        let records = try PublisherFixtures.dhlotteryRecords()
        server.serve(PublisherFixtures.dhlotteryPath("11"), .ok(PublisherFixtures.dhlotteryAnswer([records[4]])))
        let result = try lotto.run(["draws", "update", "--game", "kr645"])
        result.expectFailure(69, naming: "asked for round 11, answered round 5")
        #expect(historyBytes == before)
    } }

    @Test func aDrawRecordedOtherwiseIsRefusedUnlessReplaced() async throws { try await offThePool {
        try lotto.run(["draws", "add", "--date", "2002-12-07", "1", "2", "3", "4", "5", "6", "+", "7"])
        // Five rounds behind: every round is asked for, round 1 with it. Round 6 is of 2003-01-11.
        try PublisherFixtures.serveKorean(on: server, rounds: 1...6)
        lotto.clock = "2003-01-13 12:00:00"
        let before = try #require(historyBytes)
        let refused = try lotto.run(["draws", "update", "--game", "kr645"])
        refused.expectFailure(65, naming: "--replace")
        #expect(historyBytes == before)
        let replaced = try lotto.run(["draws", "update", "--game", "kr645", "--replace"])
        #expect(replaced.status == 0)
        #expect(replaced.stdout.hasPrefix("kr645: 5 added, 0 updated, 1 replaced, 0 kept"))
    } }

    @Test func proxiesComeFromTheUsualVariables() async throws { try await offThePool {
        let origin = "http://draws.example.invalid"
        lotto.environment["LOTTO_NY_OPEN_DATA_URL"] = origin
        lotto.environment["http_proxy"] = server.address
        server.serve(
            origin + PublisherFixtures.powerballPath, .ok(try DrawSamples.bytes("powerball-ny-2015-2017.csv")))
        lotto.clock = Clock.powerball
        let result = try lotto.run(["draws", "update", "--game", "powerball"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(targets == [origin + PublisherFixtures.powerballPath])
        #expect(result.stdout.contains("to draws.example.invalid"))
    } }

    @Test func badRequestsAreUsageErrors() async throws { try await offThePool {
        try lotto.run(["draws", "update", "--game", "loto6"]).expectFailure(
            64,
            naming:
                "cannot update 'loto6': lotto fetches the results of kr645, powerball, megamillions, euromillions, uk-lotto"
        )
        try lotto.run(["draws", "update", "--game", "lotto99"]).expectFailure(64, naming: "'lotto99': unknown game")
        lotto.environment["LOTTO_DHLOTTERY_URL"] = "file:///etc/passwd"
        try lotto.run(["draws", "update", "--game", "kr645"]).expectFailure(
            64, naming: "LOTTO_DHLOTTERY_URL 'file:///etc/passwd'")
        lotto.environment["LOTTO_DHLOTTERY_URL"] = server.address
        // From a second to an hour: a timeout of 1e-300 fails every request, and with one of a
        // day a game's update could last ten.
        for timeout in ["0", "-1", "abc", "nan", "1e9", "1e-300", "0.5", "3601", "inf"] {
            lotto.environment["LOTTO_HTTP_TIMEOUT"] = timeout
            try lotto.run(["draws", "update"]).expectFailure(
                64, naming: "LOTTO_HTTP_TIMEOUT '\(timeout)': expected seconds, from 1 to 3600")
        }
        #expect(server.requests.isEmpty)
        #expect(historyBytes == nil)
    } }

    /// The paths are appended to a base address: one with a query or a fragment would send
    /// them after it, to the service's own page.
    @Test func aBaseAddressWithAQueryOrAFragmentIsAUsageError() async throws { try await offThePool {
        for base in ["\(server.address)/?mirror=1", "\(server.address)/#top"] {
            lotto.environment["LOTTO_NY_OPEN_DATA_URL"] = base
            try lotto.run(["draws", "update", "--game", "powerball"]).expectFailure(
                64, naming: "invalid LOTTO_NY_OPEN_DATA_URL '\(base)'")
        }
        #expect(server.requests.isEmpty)
        #expect(historyBytes == nil)
    } }

    /// A history with no known place is every game's failure: said once, before any request.
    @Test func withNoPlaceForTheHistoryNothingIsFetched() async throws { try await offThePool {
        try PublisherFixtures.serveAll(on: server)
        for variable in ["HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"] { lotto.environment[variable] = nil }
        let result = try lotto.run(["draws", "update", "--json"])
        #expect(result.status == 73)
        #expect(result.stdout == "[]\n")
        #expect(result.stderr == "lotto: error: no home folder to keep lotto's files in: set HOME or XDG_DATA_HOME\n")
        #expect(server.requests.isEmpty)
    } }

    @Test func withoutCurlTheErrorSaysToInstallIt() async throws { try await offThePool {
        lotto.environment["PATH"] = lotto.home.path
        let result = try lotto.run(["draws", "update", "--game", "powerball"])
        result.expectFailure(69, naming: "curl is not installed")
    } }

    /// On a terminal, standard error shows the progress, redrawn in place, and clears it; off
    /// one (every test above), nothing.
    @Test(.enabled(if: RequiredTool.runs(needing: "/usr/bin/script")))
    func progressIsShownOnATerminal() async throws { try await offThePool {
        try PublisherFixtures.serveAll(on: server)
        let result = try lotto.shell(
            #"TZ=UTC script -qec "faketime -m --exclude-monotonic '\#(Clock.powerball)' $LOTTO draws update --game powerball" /dev/null"#
        )
        #expect(result.status == 0)
        #expect(result.stdout.contains("\r\u{1B}[Kpowerball: 1 request, "))
        #expect(result.stdout.contains(" at "))
        #expect(result.stdout.contains("\r\u{1B}[Kpowerball: 234 added"))
    } }
}
