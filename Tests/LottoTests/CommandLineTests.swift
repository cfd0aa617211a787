import Foundation
import Testing

/// `lotto` end to end: the built binary, its stdout, stderr and exit code, and the store.
@Suite struct NewCommandTests {
    private let lotto = LottoExecutable()
    private func expectValidTicket(_ line: String) {
        let ticketLine = #/([1-9]|[1-3][0-9]|4[0-5])( ([1-9]|[1-3][0-9]|4[0-5])){5}/#
        #expect(line.wholeMatch(of: ticketLine) != nil, "\(line)")
        let numbers = line.split(separator: " ").map { Int($0)! }
        #expect(numbers == numbers.sorted() && Set(numbers).count == 6, "\(line)")
    }

    @Test func drawsOneTicketByDefault() throws {
        let result = try lotto.run(["new"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.lines.count == 1)
        expectValidTicket(result.lines[0])
    }

    @Test(arguments: [["-n", "5"], ["--count", "5"], ["--count=5"], ["-n5"]])
    func drawsTheRequestedCount(arguments: [String]) throws {
        let result = try lotto.run(["new"] + arguments)
        #expect(result.status == 0)
        #expect(result.lines.count == 5)
        result.lines.forEach(expectValidTicket)
    }

    @Test func seededDrawsAreTheGoldenVectors() throws {
        let result = try lotto.run(["new", "--seed", "42", "-n", "3"])
        #expect(result.stdout == "3 12 13 23 29 45\n5 20 22 25 26 42\n5 9 10 21 34 39\n")
        #expect(try lotto.run(["new", "--seed=18446744073709551615"]).stdout == "9 14 21 22 32 43\n")
    }

    @Test func jsonIsAnArrayOfNumberObjects() throws {
        struct Ticket: Decodable { let numbers: [Int] }
        let result = try lotto.run(["new", "--seed", "0", "-n", "2", "--json"])
        #expect(result.status == 0)
        let tickets = try JSONDecoder().decode([Ticket].self, from: Data(result.stdout.utf8))
        #expect(tickets.map(\.numbers) == [[11, 12, 24, 28, 30, 32], [21, 22, 37, 40, 43, 45]])
    }

    @Test(arguments: [
        (["new", "-n", "0"], "'0'"), (["new", "-n", "-1"], "'-1'"), (["new", "--count", "x"], "'x'"),
        (["new", "--count="], "''"), (["new", "--count"], "--count"),
        (["new", "--seed", "-1"], "'-1'"), (["new", "--seed", "18446744073709551616"], "'18446744073709551616'"),
        (["new", "--seed", "+5"], "'+5'"), (["new", "--seed", "1e3"], "'1e3'"),
        (["new", "--bogus"], "'--bogus'"), (["new", "extra"], "'extra'"), (["new", "--json=yes"], "--json"),
        (["bogus"], "'bogus'"), (["--bogus"], "'--bogus'"), (["help", "bogus"], "'bogus'"),
    ])
    func badCommandLinesAreUsageErrors(arguments: [String], value: String) throws {
        try lotto.run(arguments).expectFailure(64, naming: value)
        #expect(!FileManager.default.fileExists(atPath: lotto.home.file("state/lotto/last-draw")))
    }

    @Test func aFullStandardOutputIsAnIOError() throws {
        let full = try LottoExecutable.fullDevice()
        let result = try lotto.run(["new"], stdout: full)
        #expect(result.status == 74)
        #expect(result.stderr.hasPrefix("lotto: error: cannot write to standard output"))
    }
}

@Suite struct SaveCommandTests {
    private let lotto = LottoExecutable()

    @Test func savesTheLastDraw() throws {
        let drawn = try lotto.run(["new", "-n", "3", "--seed", "7"]).lines
        let result = try lotto.run(["save"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("#1  \(drawn[2])  "))
        let listed = try lotto.run(["list"]).lines
        #expect(listed.count == 1 && listed[0].hasPrefix("#1  \(drawn[2])  "))
    }

    @Test func withNothingDrawnThereIsNothingToSave() throws {
        try lotto.run(["save"]).expectFailure(66, naming: "lotto new")
        #expect(lotto.storeBytes == nil)
    }

    @Test func savesSixNumbersGivenInAnyOrder() throws {
        let result = try lotto.run(["save", "42", "3", "27", "11", "38", "19"])
        #expect(result.status == 0)
        #expect(
            result.stdout.wholeMatch(of: #/#1  3 11 19 27 38 42  \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\n/#) != nil,
            "\(result.stdout)")
    }

    @Test func savesTicketsPipedFromNew() throws {
        let drawn = try lotto.run(["new", "-n", "5"]).stdout
        let result = try lotto.run(["save", "-"], stdin: drawn)
        #expect(result.status == 0)
        #expect(result.lines.count == 5)
        let listed = try lotto.run(["list"]).lines.map { line in
            line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().dropLast().joined(separator: " ")
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
}

@Suite struct ListCommandTests {
    private let lotto = LottoExecutable()

    @Test func anEmptyStorePrintsNothingOrAnEmptyArray() throws {
        let text = try lotto.run(["list"])
        #expect(text.status == 0 && text.stdout.isEmpty && text.stderr.isEmpty)
        let json = try lotto.run(["list", "--json"])
        #expect(json.status == 0 && json.stdout == "[]\n")
    }

    @Test func listsInSavedOrderAsTextAndJSON() throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        try lotto.run(["save", "40", "41", "42", "43", "44", "45"])
        let lines = try lotto.run(["list"]).lines
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("#1  1 2 3 4 5 6  "))
        #expect(lines[1].hasPrefix("#2  40 41 42 43 44 45  "))
        struct Saved: Decodable {
            let id: Int
            let numbers: [Int]
            let saved: String
        }
        let saved = try JSONDecoder().decode([Saved].self, from: Data(try lotto.run(["list", "--json"]).stdout.utf8))
        #expect(saved.map(\.id) == [1, 2])
        #expect(saved[1].numbers == [40, 41, 42, 43, 44, 45])
        #expect(lines[0].hasSuffix(saved[0].saved))
    }

    @Test func storeOptionBeatsTheEnvironmentWhichBeatsTheDefault() throws {
        lotto.environment["LOTTO_STORE"] = lotto.home.file("from-env.jsonl")
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        try lotto.run(["save", "1", "2", "3", "4", "5", "7", "--store", lotto.home.file("from-option.jsonl")])
        #expect(FileManager.default.fileExists(atPath: lotto.home.file("from-env.jsonl")))
        #expect(FileManager.default.fileExists(atPath: lotto.home.file("from-option.jsonl")))
        #expect(lotto.storeBytes == nil)
        #expect(
            try lotto.run(["list", "--store=\(lotto.home.file("from-option.jsonl"))"]).stdout.contains("1 2 3 4 5 7"))
    }

    @Test func aCorruptStoreIsReportedByFileAndLineAndLeftUnchanged() throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        var bytes = try #require(lotto.storeBytes)
        bytes.append(contentsOf: Array("{\"id\":2,\"numbers\":[1,2],\"saved\":\"2026-11-22T10:15:30Z\"}\n".utf8))
        try bytes.write(to: URL(fileURLWithPath: lotto.storePath))
        try lotto.run(["list"]).expectFailure(65, naming: "\(lotto.storePath):3")
        try lotto.run(["save", "7", "8", "9", "10", "11", "12"]).expectFailure(65, naming: "\(lotto.storePath):3")
        #expect(lotto.storeBytes == bytes)
    }

    @Test func aFolderWhereTheStoreShouldBeIsAnIOError() throws {
        try FileManager.default.createDirectory(atPath: lotto.storePath, withIntermediateDirectories: true)
        try lotto.run(["list"]).expectFailure(74, naming: lotto.storePath)
    }

    @Test func unexpectedArgumentsAreUsageErrors() throws {
        try lotto.run(["list", "extra"]).expectFailure(64, naming: "'extra'")
        try lotto.run(["list", "--store"]).expectFailure(64, naming: "--store")
    }
}

@Suite struct HelpTests {
    private let lotto = LottoExecutable()

    @Test func everySpellingOfHelpPrintsTheSameHelp() throws {
        for command in ["new", "save", "list", "check", "delete", "clear", "stats", "games", "completion"] {
            let spellings = [["help", command], [command, "--help"], [command, "-h"]]
            let outputs = try spellings.map { try lotto.run($0) }
            #expect(outputs.allSatisfy { $0.status == 0 && $0.stderr.isEmpty })
            #expect(Set(outputs.map(\.stdout)).count == 1)
            #expect(outputs[0].stdout.hasPrefix("OVERVIEW: "))
            #expect(outputs[0].stdout.contains("USAGE: lotto \(command)"))
        }
        let root = try lotto.run(["--help"])
        let short = try lotto.run(["-h"])
        #expect(root.status == 0 && root.stdout == short.stdout)
        #expect(
            root.stdout.contains("SUBCOMMANDS:")
                && root.stdout.contains("See 'lotto help <subcommand>' for detailed help."))
    }

    @Test func helpNamesEveryOption() throws {
        let help = try lotto.run(["new", "--help"]).stdout
        for option in [
            "-n, --count <count>", "--seed <seed>", "--json", "-h, --help", "(default: 1)", "--game <game>",
            "--exclude <numbers>", "--include <numbers>", "--format <format>",
        ] {
            #expect(help.contains(option))
        }
        let flattened = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for game in [
            "kr645", "powerball", "megamillions", "euromillions", "eurojackpot", "uk-lotto", "loto6", "loto7",
            "lotto649", "superenalotto",
        ] {
            #expect(flattened.contains(game), "help names \(game)")
        }
    }

    @Test func versionIsBare() throws {
        let result = try lotto.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.wholeMatch(of: #/\d+\.\d+\.\d+\n/#) != nil)
    }
}
