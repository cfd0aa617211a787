import Foundation
import TestSupport
import Testing

/// Issue 51's names and advice, end to end: a beginning two games share names both; numbers
/// typed without a '+' are told the game's shape; a draw of a game New York numbers none of,
/// added by hand, gets no round; advice to pipe a large draw into `lotto save -` keeps every
/// option given.
@Suite struct NamesAndAdviceTests {
    private let lotto = LottoExecutable()

    @Test func aBeginningTwoGamesShareNamesBoth() throws {
        let result = try lotto.run(["new", "--game", "euro"])
        result.expectFailure(64, naming: "'euro' could be 'euromillions' or 'eurojackpot'")
        // One game that a beginning names is still the one suggested.
        try lotto.run(["new", "--game", "mega"]).expectFailure(64, naming: "did you mean 'megamillions'?")
    }

    @Test func numbersWithoutAPlusAreToldTheGamesShape() throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        let before = lotto.storeBytes
        let six = try lotto.run(["save", "--game", "euromillions", "1", "2", "3", "4", "5", "6"])
        six.expectFailure(65, naming: "euromillions takes 5 of 1-50 + 2 of 1-12, as in 1 2 3 4 5 + 6 7; got 6 numbers")
        #expect(!six.stderr.contains("after '+'"), "no '+' was typed: \(six.stderr)")
        try lotto.run(["save", "--game", "powerball", "1", "2", "3", "4", "5"])
            .expectFailure(65, naming: "powerball takes 5 of 1-69 + 1 of 1-26, as in 1 2 3 4 5 + 6; got 5 numbers")
        // A '+' typed: the shape too, and the count on each side of it.
        try lotto.run(["save", "--game", "euromillions", "1", "2", "3", "4", "5", "+", "6"])
            .expectFailure(
                65, naming: "euromillions takes 5 of 1-50 + 2 of 1-12, as in 1 2 3 4 5 + 6 7; got 5 numbers + 1")
        try lotto.run(["save", "--game", "powerball", "1", "2", "3", "4", "+", "6"])
            .expectFailure(65, naming: "powerball takes 5 of 1-69 + 1 of 1-26, as in 1 2 3 4 5 + 6; got 4 numbers + 1")
        try lotto.run(["save", "1", "2", "3", "4", "5"])
            .expectFailure(65, naming: "kr645 takes 6 of 1-45, as in 1 2 3 4 5 6; got 5 numbers")
        // A draw typed in is told it too, by draws add and check alike; nothing is recorded.
        let draw = ["--game", "powerball", "1", "2", "3", "4", "+", "6"]
        let shape = "powerball takes 5 of 1-69 + 1 of 1-26, as in 1 2 3 4 5 + 6; got 4 numbers + 1"
        try lotto.run(["draws", "add", "--date", "2025-01-04"] + draw).expectFailure(65, naming: shape)
        try lotto.run(["check"] + draw).expectFailure(65, naming: shape)
        #expect(!FileManager.default.fileExists(atPath: lotto.historyPath))
        #expect(lotto.storeBytes == before)
        let saved = try lotto.run(["save", "--game", "euromillions", "1", "2", "3", "4", "5", "6", "7"])
        #expect(saved.status == 0 && saved.stdout.contains("1 2 3 4 5 + 6 7"), "\(saved.stderr)")
    }

    @Test func aPowerballDrawAddedByHandHasNoRound() throws {
        let added = try lotto.run([
            "draws", "add", "--game", "powerball", "--date", "2025-01-04", "1", "2", "3", "4", "5", "+", "6",
        ])
        #expect(added.status == 0 && added.stdout == "2025-01-04  1 2 3 4 5 + 6  powerball\n", "\(added.stdout)")
        let next = try lotto.run([
            "draws", "add", "--game", "powerball", "--date", "2025-01-06", "7", "8", "9", "10", "11", "+", "12",
        ])
        #expect(next.stdout == "2025-01-06  7 8 9 10 11 + 12  powerball\n", "\(next.stdout)")
        let listed = try lotto.run(["draws", "--game", "powerball", "--json"])
        let objects = listed.lines.filter { $0.hasPrefix("{") }
        #expect(objects.count == 2 && objects.allSatisfy { $0.contains(#""round":null}"#) }, "\(listed.stdout)")
        try lotto.run(["save", "--game", "powerball", "--draw", "2025-01-04", "1", "2", "3", "4", "9", "+", "7"])
        let checked = try lotto.run(["check"])
        #expect(checked.status == 0 && !checked.stdout.contains("round"), "\(checked.stdout)")
        let json = try lotto.run(["check", "--json"])
        #expect(!json.stdout.contains(#""round":1"#), "\(json.stdout)")
    }

    /// A round an older lotto gave a Powerball draw typed in is read, and left out.
    @Test func aStoredRoundOfAPowerballDrawIsIgnored() throws {
        let draws = lotto.home.file("data/lotto/draws.jsonl")
        try FileManager.default.createDirectory(
            atPath: (draws as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try
            (#"{"format":"lotto-draws","version":2}"# + "\n"
            + #"{"date":"2025-01-04","extra":[6],"game":"powerball","numbers":[1,2,3,4,5],"prizes":[],"round":1}"#
            + "\n").write(toFile: draws, atomically: true, encoding: .utf8)
        let listed = try lotto.run(["draws", "--game", "powerball"])
        #expect(listed.status == 0 && listed.stdout == "2025-01-04  1 2 3 4 5 + 6  powerball\n", "\(listed.stderr)")
    }

    @Test func adviceToPipeALargeDrawKeepsEveryOptionGiven() throws {
        try lotto.run(["new", "-n", "150", "--game", "powerball"])
        let before = lotto.storeBytes
        let refused = try lotto.run(["save", "--multi-draw", "5", "--power-play", "--store", "my store.jsonl"])
        refused.expectFailure(
            66,
            naming: "lotto new -n 150 --game powerball | lotto save --game powerball --multi-draw 5 "
                + "--power-play --store 'my store.jsonl' -")
        #expect(lotto.storeBytes == before)
    }
}
