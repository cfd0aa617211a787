import Foundation
import TestSupport
import Testing

/// `lotto delete --checked` and `lotto delete --before`, end to end: the tickets of past draws
/// removed and printed as `delete` prints them, never one for no draw; `--game` narrows them;
/// nothing to remove is exit 0, said on standard error.
@Suite struct DeletePastDrawsTests {
    private let lotto = LottoExecutable()

    /// #1 kr645 round 1 (recorded), #2 Powerball 2017-12-30 (recorded), #3 kr645 2026-11-28
    /// (pending), #4 Powerball 2012-01-11 (pending: not in the sample), #5 a custom game's ticket
    /// for no draw, #6 kr645 round 2 (recorded).
    private func saveTicketsOfPastAndFutureDraws() throws {
        try lotto.saveEach([
            ["--draw", "1", "10", "16", "23", "29", "33", "37"],
            ["--game", "powerball", "--draw", "2017-12-30", "28", "36", "41", "51", "58", "+", "24"],
            ["--draw", "2026-11-28", "1", "2", "3", "4", "5", "6"],
            ["--game", "powerball", "--draw", "2012-01-11", "1", "2", "3", "4", "5", "+", "6"],
            ["--game", "6/45", "1", "2", "3", "4", "5", "6"],
            ["--draw", "2", "9", "13", "21", "25", "1", "3"],
        ])
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        try lotto.run(["draws", "import", DrawSamples.path("powerball-ny-2015-2017.csv")])
    }

    /// The ids `list` shows, in order.
    private func listedIDs() throws -> [String] {
        try lotto.run(["list"]).lines.map { String($0.prefix { $0 != " " }) }
    }

    /// Runs `delete` with `options` and expects it to remove `ids`, printed as `list` printed
    /// them before.
    private func expectDelete(_ options: [String], removes ids: [String]) throws {
        let listed = try lotto.run(["list"]).lines
        let deleted = try lotto.run(["delete"] + options)
        #expect(deleted.status == 0 && deleted.stderr.isEmpty, "\(deleted.stderr)")
        #expect(deleted.lines == listed.filter { ids.contains(String($0.prefix { $0 != " " })) })
    }

    @Test func checkedRemovesTheTicketsWhoseDrawIsRecordedAndKeepsPendingAndNoDrawOnes() throws {
        try saveTicketsOfPastAndFutureDraws()
        try expectDelete(["--checked", "--include-unclaimed"], removes: ["#1", "#2", "#6"])
        #expect(try listedIDs() == ["#3", "#4", "#5"])
    }

    @Test func beforeRemovesTheTicketsForEarlierDrawsButNotOneForNoDraw() throws {
        try saveTicketsOfPastAndFutureDraws()
        try expectDelete(["--before", "2026-01-01"], removes: ["#1", "#2", "#4", "#6"])
        #expect(try listedIDs() == ["#3", "#5"])
    }

    @Test func gameNarrowsEitherToThatGame() throws {
        try saveTicketsOfPastAndFutureDraws()
        try expectDelete(["--checked", "--include-unclaimed", "--game", "powerball"], removes: ["#2"])
        try expectDelete(["--before", "2026-01-01", "--game", "powerball"], removes: ["#4"])
        #expect(try listedIDs() == ["#1", "#3", "#5", "#6"])
    }

    @Test func checkedAndBeforeTogetherRemoveWhatBothChoose() throws {
        try saveTicketsOfPastAndFutureDraws()
        try expectDelete(["--checked", "--include-unclaimed", "--before", "2002-12-10"], removes: ["#1"])
        #expect(try listedIDs() == ["#2", "#3", "#4", "#5", "#6"])
    }

    @Test func jsonListsTheRemovedTicketsAsDeleteDoes() throws {
        try saveTicketsOfPastAndFutureDraws()
        let listed = try lotto.run(["list", "--json"]).lines
        let deleted = try lotto.run(["delete", "--checked", "--include-unclaimed", "--json"])
        #expect(deleted.status == 0)
        let objects = try #require(
            JSONSerialization.jsonObject(with: Data(deleted.stdout.utf8)) as? [[String: Any]])
        #expect(objects.compactMap { $0["id"] as? Int } == [1, 2, 6])
        #expect(
            deleted.lines.dropFirst().dropLast().map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
                == [1, 2, 6].map { id in
                    listed.first { $0.contains("\"id\":\(id),") }.map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
                })
    }

    @Test func nothingToRemoveIsExitZeroSaidOnStandardErrorAndLeavesTheStoreAlone() throws {
        try saveTicketsOfPastAndFutureDraws()
        try expectDelete(["--checked", "--include-unclaimed"], removes: ["#1", "#2", "#6"])
        let before = lotto.storeBytes
        let again = try lotto.run(["delete", "--checked"])
        #expect(again.status == 0 && again.stdout.isEmpty)
        #expect(again.stderr == "lotto: nothing to delete: no ticket is for a recorded draw\n")
        let json = try lotto.run(["delete", "--before", "2002-01-01", "--game", "kr645", "--json"])
        #expect(json.status == 0 && json.stdout.isEmpty)
        #expect(json.stderr == "lotto: nothing to delete: no kr645 ticket is for a draw before 2002-01-01\n")
        #expect(lotto.storeBytes == before)
    }

    @Test func idsWithEitherOrABadDateIsAUsageError() throws {
        try saveTicketsOfPastAndFutureDraws()
        let before = lotto.storeBytes
        try lotto.run(["delete", "--checked", "3"]).expectFailure(64, naming: "--checked")
        try lotto.run(["delete", "--before", "2026-13-01"]).expectFailure(64, naming: "'2026-13-01'")
        try lotto.run(["delete", "--game", "powerball", "3"]).expectFailure(64, naming: "--game")
        #expect(lotto.storeBytes == before)
    }
}
