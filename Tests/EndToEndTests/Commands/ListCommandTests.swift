import Foundation
import TestSupport
import Testing

@Suite struct ListCommandTests {
    private let lotto = LottoExecutable()

    /// Nothing on standard output; how to save tickets on standard error (EmptyStateTests).
    @Test func anEmptyStorePrintsNothingOrAnEmptyArray() throws {
        let text = try lotto.run(["list"])
        #expect(text.status == 0 && text.stdout.isEmpty && text.stderr.hasPrefix("no tickets saved yet"))
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
        #expect(lines[0].contains("  \(saved[0].saved)  draw "))
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

    /// A long list crosses many of the blocks the text is written in, with tickets of two
    /// games and times that change every few tickets (a time is copied while it repeats):
    /// every line is what the ticket says, in order, its id padded to the widest from the first.
    @Test func aLongListOfTwoGamesIsWrittenWhole() throws {
        var lines = [#"{"format":"lotto-tickets","version":1}"#]
        var expected: [String] = []
        let base = 1_795_342_530  // 2026-11-22T10:15:30Z
        for id in 1...20_000 {
            let seconds = base + id / 3 * 61
            let time = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
            // Every id as wide as the widest, #20000.
            let paddedID = "#\(id)".padding(toLength: 6, withPad: " ", startingAt: 0)
            if id % 4 == 0 {
                let main = (0..<5).map { (id + $0 * 13) % 69 + 1 }.sorted()
                let extra = id % 26 + 1
                lines.append(
                    #"{"extra":[\#(extra)],"game":"powerball","id":\#(id),"numbers":[\#(main.map(String.init).joined(separator: ","))],"saved":"\#(time)"}"#
                )
                expected.append(
                    "\(paddedID)  \(main.map(String.init).joined(separator: " ")) + \(extra)  \(time)  powerball")
            } else {
                let numbers = (0..<6).map { (id + $0 * 7) % 45 + 1 }.sorted()
                lines.append(
                    #"{"id":\#(id),"numbers":[\#(numbers.map(String.init).joined(separator: ","))],"saved":"\#(time)"}"#
                )
                expected.append("\(paddedID)  \(numbers.map(String.init).joined(separator: " "))  \(time)")
            }
        }
        try FileManager.default.createDirectory(
            atPath: (lotto.storePath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: lotto.storePath))
        let result = try lotto.run(["list"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.utf8.count > 8 * 65_536)
        #expect(result.lines == expected)
    }
}
