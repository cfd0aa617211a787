import Foundation
import TestSupport
import Testing

/// With nothing saved or recorded, each command says what to do next: an empty list says it on
/// standard error (standard output stays empty, JSON stays `[]`); a command that needs
/// tickets or draws fails with the command that gets them.
@Suite struct EmptyStateTests {
    private let lotto = LottoExecutable()

    @Test(arguments: [
        (["list"], "no tickets saved yet: 'lotto new' draws some, 'lotto save' keeps them"),
        (["list", "--game", "powerball"], "no powerball tickets saved yet: 'lotto new' draws some"),
        (["stats"], "no kr645 tickets saved yet: 'lotto new' draws some, 'lotto save' keeps them"),
        (["draws"], "no draws recorded yet: 'lotto draws update' fetches them, 'lotto draws import <file>'"),
        (["draws", "--last", "3"], "no draws recorded in that range: 'lotto draws update' fetches them"),
        (["draws", "stats"], "no kr645 draws recorded: 'lotto draws update' fetches them"),
    ])
    func anEmptyListSaysWhatWouldFillIt(arguments: [String], hint: String) throws {
        let result = try lotto.run(arguments)
        #expect(result.status == 0 && result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(hint) && result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        let json = try lotto.run(arguments + ["--json"])
        #expect(json.status == 0 && json.stderr.isEmpty && !json.stdout.isEmpty)
    }

    @Test(arguments: [
        (["check"], "no ticket is saved ('lotto new' draws tickets, 'lotto save' keeps them)"),
        (["check", "--game", "powerball"], "no powerball ticket is saved ('lotto new' draws tickets"),
        (["backtest"], "no recorded kr645 draw to backtest against ('lotto draws update --game kr645' fetches"),
        (["save"], "nothing to save: no ticket drawn yet (run 'lotto new' first)"),
    ])
    func aCommandThatNeedsTicketsOrDrawsNamesTheCommandThatGetsThem(arguments: [String], message: String) throws {
        try lotto.run(arguments).expectFailure(66, naming: message)
    }

    @Test func aCheckOfTheLatestDrawWithNoneRecordedSaysHowToGetThem() throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        try lotto.run(["check", "--latest"])
            .expectFailure(66, naming: "no kr645 draw is recorded ('lotto draws update --game kr645' fetches them")
    }

    /// Tickets of a game none of whose draws is recorded can only wait: the check says how to
    /// record that game's draws, on standard error and in text only, as an empty list does.
    @Test func aCheckOfAGameWithNoDrawRecordedSaysHowToGetThem() throws {
        try lotto.run(["save", "--draw", "2", "1", "2", "3", "4", "5", "6"])
        try lotto.run(["save", "--game", "powerball", "--draw", "2017-12-30", "1", "2", "3", "4", "5", "+", "6"])
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        let hint =
            "no powerball draws recorded: 'lotto draws update' fetches them, "
            + "'lotto draws import <file>' reads them from a file\n"
        for arguments in [["check"], ["check", "--summary"], ["check", "--game", "powerball"]] {
            let result = try lotto.run(arguments)
            #expect(result.status == 0 && result.stderr == hint, "\(arguments): \(result.stderr)")
            // Powerball's draw of 2017-12-30 is long held: no draw of the game recorded says it all.
            #expect(
                result.lines.contains("drawn, not recorded: 1 ticket: lotto draws update"), "\(arguments)")
        }
        let json = try lotto.run(["check", "--json"])
        #expect(json.status == 0 && json.stderr.isEmpty)
        let kr645 = try lotto.run(["check", "--game", "kr645"])
        #expect(kr645.status == 0 && kr645.stderr.isEmpty, "kr645's draws are recorded")
        try lotto.run(["draws", "import", DrawSamples.path("powerball-ny-2015-2017.csv")])
        #expect(try lotto.run(["check"]).stderr.isEmpty, "recorded now")
    }

    /// Every ticket waits for a draw held long ago but not recorded, though the game's draws
    /// are: the check says, on standard error and in text only, what brings the results.
    /// (Tickets for draws to come: CheckHeldDrawTests, with the clock set.)
    @Test func aCheckWithEveryTicketPendingSaysHowResultsArrive() throws {
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        try lotto.run(["save", "--draw", "301", "1", "2", "3", "4", "5", "6"])
        try lotto.run(["save", "--draw", "302", "1", "2", "3", "4", "5", "7"])
        let note =
            "lotto: 2 tickets are for draws held but not recorded: 'lotto draws update' fetches them, "
            + "'lotto draws import <file>' reads them from a file\n"
        for arguments in [["check"], ["check", "--summary"], ["check", "--game", "kr645"]] {
            let result = try lotto.run(arguments)
            #expect(result.status == 0 && result.stderr == note, "\(arguments): \(result.stderr)")
            #expect(result.lines.contains("drawn, not recorded: 2 tickets: lotto draws update"), "\(arguments)")
        }
        for format in ["--json", "--csv"] {
            let result = try lotto.run(["check", format])
            #expect(result.status == 0 && result.stderr.isEmpty, "\(format): \(result.stderr)")
        }
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-legacy-301-350.json")])
        #expect(try lotto.run(["check"]).stderr.isEmpty, "checked now")
    }

    @Test func aBacktestWithDrawsButNoTicketsSaysHowToGetSome() throws {
        try lotto.run(["draws", "add", "--date", "2024-01-06", "1", "2", "3", "4", "5", "6", "+", "7"])
        try lotto.run(["backtest"]).expectFailure(66, naming: "('lotto save' keeps tickets, or backtest --random ones)")
    }
}
