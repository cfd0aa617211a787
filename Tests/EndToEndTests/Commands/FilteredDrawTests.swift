import Foundation
import TestSupport
import Testing

/// `lotto new --sum --odd --max-consecutive` end to end: every ticket passes, seeded output is
/// frozen, and a filter nothing passes is refused at once.
@Suite struct FilteredDrawTests {
    private let lotto = LottoExecutable()

    private func numbers(_ line: String) -> [Int] {
        line.split(separator: "+")[0].split(separator: " ").map { Int($0)! }
    }

    @Test func everyTicketPasses() throws {
        let result = try lotto.run(["new", "-n", "500", "--sum", "120-140", "--odd", "2-3", "--max-consecutive", "1"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.lines.count == 500)
        for line in result.lines {
            let numbers = numbers(line)
            #expect((120...140).contains(numbers.reduce(0, +)), "\(line)")
            #expect((2...3).contains(numbers.filter { $0 % 2 == 1 }.count), "\(line)")
            #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $1 > $0 + 1 }, "\(line)")
        }
    }

    @Test func everyGameAndTheChosenNumbersTogether() throws {
        let result = try lotto.run([
            "new", "--game", "euromillions", "--seed", "2026", "-n", "3", "--sum", "40-60", "--odd", "1-2", "--include", "7",
        ])
        #expect(result.stdout == "6 7 8 11 14 + 1 3\n2 4 7 10 18 + 5 7\n3 7 10 14 24 + 9 10\n")
    }

    /// A sum that 7 tickets of 8,145,060 have, drawn by rank: a thousand tickets, all of them.
    @Test func aFilterFewPassIsDrawnAtOnce() throws {
        let result = try lotto.run(["new", "-n", "1000", "--sum", "21-24", "--csv"])
        #expect(result.status == 0)
        #expect(Set(result.lines.dropFirst()).count == 7)
    }

    @Test(arguments: [
        (["--sum", "20"], "a sum of 20"),
        (["--odd", "7"], "7 odd numbers"),
        (["--sum", "21-23", "--exclude", "1"], "a sum of 21-23 with the numbers included and excluded"),
        (["--game", "powerball", "--odd", "0", "--sum", "16-20"], "a sum of 16-20, 0 odd numbers"),
        (["--sum", "5-3"], "'5-3'"),
        (["--odd", "two"], "'two'"),
        (["--max-consecutive", "0"], "'0'"),
        (["--sum", "99999999999999999999"], "'99999999999999999999'"),
    ])
    func impossibleOrBadFiltersAreUsageErrors(arguments: [String], value: String) throws {
        try lotto.run(["new"] + arguments).expectFailure(64, naming: value)
        #expect(!FileManager.default.fileExists(atPath: lotto.home.file("state/lotto/last-draw")))
    }
}
