import Foundation
import TestSupport
import Testing

@Suite struct SaveCommandTests {
    private let lotto = LottoExecutable()

    @Test func savesTheLastDraw() throws {
        let drawn = try lotto.run(["new", "-n", "3", "--seed", "7"]).lines
        let result = try lotto.run(["save"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let listed = try lotto.run(["list"]).lines
        #expect(result.lines == listed)
        #expect(listed.count == 3)
        for (index, line) in listed.enumerated() {
            #expect(line.hasPrefix("#\(index + 1)  \(drawn[index])  "))
            #expect(line.contains(#/  draw \d{4}-\d\d-\d\d \(round \d+\)$/#), "each for the next draw: \(line)")
        }
    }

    @Test func withNothingDrawnThereIsNothingToSave() throws {
        try lotto.run(["save"]).expectFailure(66, naming: "lotto new")
        #expect(lotto.storeBytes == nil)
    }

    @Test func savesSixNumbersGivenInAnyOrder() throws {
        let result = try lotto.run(["save", "42", "3", "27", "11", "38", "19", "--draw", "2026-11-28"])
        #expect(result.status == 0)
        #expect(
            result.stdout.wholeMatch(
                of: #/#1  3 11 19 27 38 42  \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ  draw 2026-11-28 \(round 1252\)\n/#) != nil,
            "\(result.stdout)")
    }

    /// Numbers separated by commas, as `--include` and `wheel` take them, are one ticket's.
    @Test func savesNumbersSeparatedByCommas() throws {
        let result = try lotto.run(["save", "42,3,27", "11,38,19", "--draw", "2026-11-28"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("#1  3 11 19 27 38 42  "), "\(result.stdout)")
        let powerball = try lotto.run(["save", "--game", "powerball", "1,2,3,4,5", "+", "7", "--draw", "2026-11-30"])
        #expect(powerball.status == 0 && powerball.stdout.hasPrefix("#2  1 2 3 4 5 + 7  "), "\(powerball.stdout)")
    }

    @Test func savesTicketsPipedFromNew() throws {
        let drawn = try lotto.run(["new", "-n", "5"]).stdout
        let result = try lotto.run(["save", "-", "--draw", "2026-11-28"], stdin: drawn)
        #expect(result.status == 0)
        #expect(result.lines.count == 5)
        let listed = try lotto.run(["list"]).lines.map { line in
            #expect(line.hasSuffix("  draw 2026-11-28 (round 1252)"))
            return line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().dropLast(5).joined(
                separator: " ")
        }
        #expect(listed.joined(separator: "\n") + "\n" == drawn)
    }

    @Test func aLargeSaveSpansWriteBlocksAndDispatchBatchesWithoutLosingOrder() throws {
        // 30,000 lines are about 2 MiB in the store: two 1 MiB write blocks and eight batches
        // of 4,096 tickets, with a partial one at the end of each.
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        let drawn = try lotto.run(["new", "-n", "30000", "--seed", "5"]).stdout
        let result = try lotto.run(["save", "-", "--json"], stdin: drawn)
        #expect(result.status == 0, "\(result.stderr)")
        struct Saved: Decodable, Equatable {
            let id: Int
            let numbers: [Int]
        }
        let printed = try JSONDecoder().decode([Saved].self, from: Data(result.stdout.utf8))
        let expected = drawn.split(separator: "\n").enumerated().map { index, line in
            Saved(id: index + 2, numbers: line.split(separator: " ").map { Int($0)! })
        }
        #expect(printed == expected)
        let listed = try JSONDecoder().decode([Saved].self, from: Data(try lotto.run(["list", "--json"]).stdout.utf8))
        #expect(Array(listed.dropFirst()) == expected)
    }

    @Test func standardInputMayUseCRLFAndBlankLines() throws {
        let result = try lotto.run(["save", "-", "--json"], stdin: "1 2 3 4 5 6\r\n\n  7 8 9 10 11 12  \r\n")
        #expect(result.status == 0, "\(result.stderr)")
        struct Saved: Decodable {
            let id: Int
            let numbers: [Int]
            let saved: String
        }
        let saved = try JSONDecoder().decode([Saved].self, from: Data(result.stdout.utf8))
        #expect(saved.map(\.numbers) == [[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12]])
        #expect(saved.map(\.id) == [1, 2])
    }

    @Test(arguments: [
        (["save", "1", "2", "3", "4", "5", "46"], "46"), (["save", "0", "1", "2", "3", "4", "5"], "0"),
        (["save", "1", "2", "3", "4", "5", "5"], "5 appears more than once"),
        (["save", "1", "2", "3", "4", "5"], "got 5"), (["save", "1", "2", "3", "4", "5", "6", "7"], "got 7"),
        (["save", "1", "2", "3", "4", "5", "x"], "'x'"), (["save", "-5", "1", "2", "3", "4", "6"], "'-5'"),
        (["save", "1", "2", "3", "4", "5", "٣"], "'٣'"), (["save", ""], "''"),
        (["save", "1 2", "3", "4", "5", "6"], "'1 2' is not a whole number"),
        (["save", "1,2,,3,4,5"], "'' is not a whole number"), (["save", "1,2,3,4,5,46"], "46"),
        // One number is one number.
        (["save", "--game", "1/10", "1", "2"], "1/10 takes 1 of 1-10, as in 1; got 2 numbers"),
        (
            ["save", "--game", "powerball", "1", "2", "3", "4", "5", "+", "1", "2"],
            "powerball takes 5 of 1-69 + 1 of 1-26, as in 1 2 3 4 5 + 6; got 5 numbers + 2"
        ),
    ])
    func badTicketsAreBadDataAndSaveNothing(arguments: [String], value: String) throws {
        try lotto.run(["save", "10", "20", "30", "40", "41", "42"])
        let before = lotto.storeBytes
        try lotto.run(arguments).expectFailure(65, naming: value)
        #expect(lotto.storeBytes == before)
    }

    @Test func oneBadLineOnStandardInputSavesNothing() throws {
        try lotto.run(["save", "10", "20", "30", "40", "41", "42"])
        let before = lotto.storeBytes
        let result = try lotto.run(["save", "-"], stdin: "1 2 3 4 5 6\n1 2 3 4 5 99\n7 8 9 10 11 12\n")
        result.expectFailure(65, naming: "line 2")
        #expect(result.stderr.contains("99"))
        #expect(lotto.storeBytes == before)
    }

    @Test func emptyStandardInputHasNothingToSave() throws {
        try lotto.run(["save", "-"], stdin: "\n \n").expectFailure(66, naming: "standard input")
        #expect(lotto.storeBytes == nil)
    }

    @Test func dashWithNumbersIsAUsageError() throws {
        try lotto.run(["save", "-", "1"]).expectFailure(64, naming: "'-'")
    }

    @Test func aStoreThatCannotBeCreatedIsReported() throws {
        try lotto.home.write("not a folder", to: "blocker")
        try lotto.run(["save", "1", "2", "3", "4", "5", "6", "--store", lotto.home.file("blocker/t.jsonl")])
            .expectFailure(73, naming: lotto.home.file("blocker"))
    }

    @Test func aStoreLockedTooLongIsATemporaryFailure() throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        let before = lotto.storeBytes
        let holder = open(lotto.storePath + ".lock", O_RDWR)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        lotto.environment["LOTTO_LOCK_TIMEOUT"] = "0.2"
        try lotto.run(["save", "7", "8", "9", "10", "11", "12"]).expectFailure(75, naming: lotto.storePath)
        #expect(lotto.storeBytes == before)
    }

    /// A save's terms are checked by the domain once, before any input is read: a bad --draw,
    /// --multi-draw or option is refused at once, worded with its flag and pointing to the
    /// help, however endless standard input is; the last draw's, once its game is read, without.
    @Test func badTermsAreRefusedBeforeStandardInputIsRead() throws {
        let refusals = [
            (
                "--game powerball --megaplier",
                "--megaplier is not a powerball option (powerball sells --power-play) (see 'lotto save --help')"
            ),
            (
                "--draw soon",
                "invalid value 'soon' for '--draw': 'soon' is neither a date like 2026-11-28 nor a round number "
                    + "(see 'lotto save --help')"
            ),
            (
                "--game 6/45 --multi-draw 3",
                "invalid value '3' for '--multi-draw': 6/45 has no schedule of draws, so a ticket cannot be for "
                    + "several in a row (see 'lotto save --help')"
            ),
        ]
        for (options, message) in refusals {
            let result = try lotto.shell(#"exec "$LOTTO" save "# + options + " - </dev/zero")
            result.expectFailure(64, naming: message)
        }
        try lotto.run(["new", "--game", "powerball"])
        let lastDraw = try lotto.run(["save", "--megaplier"])
        lastDraw.expectFailure(64, naming: "--megaplier is not a powerball option (powerball sells --power-play)")
        #expect(!lastDraw.stderr.contains("(see"), "\(lastDraw.stderr)")
        #expect(lotto.storeBytes == nil)
    }
}
