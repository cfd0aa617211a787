import Foundation
import TestSupport
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
