import Foundation
import TestSupport
import Testing

/// The ids of a list of tickets are padded to the widest, so that the numbers start in one
/// column whatever the ids' widths (`#9 ` above `#10`): in `list`, in every form of `check`,
/// and in what `save` and `delete` print. JSON and CSV keep their ids as they are.
@Suite struct AlignedIDsTests {
    private let lotto = LottoExecutable()

    /// Ten kr645 tickets, #1 to #10: #9 holds 10 23 29 33 37 40, round 1's numbers.
    @discardableResult
    private func saveTen() throws -> LottoExecutable.Result {
        let tickets = (1...10).map { $0 == 9 ? "10 23 29 33 37 40" : "1 2 3 4 5 \(5 + $0)" }
        return try lotto.run(["save", "-"], stdin: tickets.joined(separator: "\n") + "\n")
    }

    /// Each line's numbers start after its padded id: `#9 ` and `#10` both take three columns.
    private func expectAligned(
        _ lines: [String], _ expected: [(id: Int, numbers: String)], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(lines.count == expected.count, "\(lines)", sourceLocation: sourceLocation)
        for (line, (id, numbers)) in zip(lines, expected) {
            let start = "#\(id)".padding(toLength: 3, withPad: " ", startingAt: 0) + "  " + numbers + "  "
            #expect(line.hasPrefix(start), "\(line)", sourceLocation: sourceLocation)
        }
    }

    @Test func listAndSaveLineUpTheNumbersOfIdsNineAndTen() throws {
        let saved = try saveTen()
        #expect(saved.status == 0)
        let lines = [(9, "10 23 29 33 37 40"), (10, "1 2 3 4 5 15")]
        expectAligned(Array(saved.lines[8...]), lines)
        #expect(saved.lines[0].hasPrefix("#1   1 2 3 4 5 6  "))
        expectAligned(Array(try lotto.run(["list"]).lines[8...]), lines)

        // JSON and CSV are as they were: no id padded.
        #expect(try lotto.run(["list", "--json"]).lines[9].contains(#""id":9,"#))
        #expect(try lotto.run(["list", "--csv"]).lines[9].hasPrefix("9,kr645,"))

        let deleted = try lotto.run(["delete", "9", "10"])
        expectAligned(deleted.lines, lines)
    }

    /// Against each ticket's own draw, one recorded draw, and numbers typed: the same column.
    @Test func everyFormOfCheckLinesUpTheNumbersOfIdsNineAndTen() throws {
        try saveTen()
        let ownDraws = try lotto.run(["check"])
        expectAligned(Array(ownDraws.lines[8...9]), [(9, "10 23 29 33 37 40"), (10, "1 2 3 4 5 15")])
        #expect(ownDraws.lines[9].hasSuffix("pending"))

        let typed = try lotto.run(["check", "10", "23", "29", "33", "37", "40", "+", "16"])
        expectAligned(Array(typed.lines[8...9]), [(9, "10 23 29 33 37 40"), (10, "1 2 3 4 5 15")])
        #expect(typed.lines[8].hasSuffix("matched 10 23 29 33 37 40  tier 1  prize unknown"))

        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
        let recorded = try lotto.run(["check", "--round", "1"])
        #expect(recorded.lines[0] == "kr645 round 1 (2002-12-07): 10 23 29 33 37 40 + 16")
        expectAligned(Array(recorded.lines[9...10]), [(9, "10 23 29 33 37 40"), (10, "1 2 3 4 5 15")])

        let winners = try lotto.run(["check", "--round", "1", "--winners"])
        expectAligned(Array(winners.lines[1...1]), [(9, "10 23 29 33 37 40")])
        #expect(try lotto.run(["check", "--round", "1", "--json"]).stdout.contains(#""id":10,"#))
    }

    /// The width is the store's highest id as it is read, known before the first line: a list
    /// of one game pads to it too, and an id removed from the end no longer counts.
    @Test func theWidthIsTheHighestIdInTheStore() throws {
        try lotto.run(["save", "--game", "powerball", "1", "2", "3", "4", "5", "+", "6"])
        try lotto.run(["save", "-"], stdin: (1...9).map { "1 2 3 4 5 \(5 + $0)\n" }.joined())
        let powerball = try lotto.run(["list", "--game", "powerball"]).lines
        #expect(powerball.count == 1 && powerball[0].hasPrefix("#1   1 2 3 4 5 + 6  "), "\(powerball)")
        try lotto.run(["delete", "10"])
        let lines = try lotto.run(["list"]).lines
        #expect(lines.count == 9 && lines[0].hasPrefix("#1  1 2 3 4 5 + 6  "), "\(lines)")
        #expect(lines[8].hasPrefix("#9  1 2 3 4 5 13  "), "\(lines)")
    }
}
