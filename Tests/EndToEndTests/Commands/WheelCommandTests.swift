import Foundation
import TestSupport
import Testing

/// `lotto wheel` end to end: tickets as `lotto new` prints them, saved as a draw is, and
/// refusals with their reasons.
@Suite struct WheelCommandTests {
    private let lotto = LottoExecutable()

    @Test func printsTheWheelOneTicketALine() throws {
        let result = try lotto.run(["wheel", "1", "2", "3", "4", "5", "6", "7", "8", "9", "--guarantee", "3if4"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout == "1 2 3 5 7 8\n1 2 4 5 8 9\n1 3 4 6 7 9\n")
        // Commas too, in any order: the same wheel.
        let commas = try lotto.run(["wheel", "9,8,7,6,5", "4,3,2,1", "--guarantee=3IF4", "--seed", "0"])
        #expect(commas.stdout == result.stdout)
    }

    @Test func savedAsADrawIs() throws {
        let wheel = try lotto.run(["wheel", "4", "8", "15", "16", "23", "42", "7", "--guarantee", "5if5"])
        #expect(wheel.lines.count == 6)
        let saved = try lotto.run(["save"])
        #expect(saved.status == 0)
        let listed = try lotto.run(["list", "--csv"])
        #expect(listed.lines.count == 7)
        let piped = try lotto.shell("$LOTTO wheel 1 2 3 4 5 6 7 --guarantee 5if5 | $LOTTO save -")
        #expect(piped.status == 0)
    }

    @Test func aSeparateDrumsPicksGoOnEveryTicket() throws {
        let result = try lotto.run(
            ["wheel", "--game", "powerball", "1", "2", "3", "4", "5", "6", "--guarantee", "4if4", "--extra", "7", "--json"])
        #expect(result.status == 0)
        struct Ticket: Decodable { let numbers: [Int]; let extra: [Int] }
        let tickets = try JSONDecoder().decode([Ticket].self, from: Data(result.stdout.utf8))
        #expect(!tickets.isEmpty && tickets.allSatisfy { $0.extra == [7] && $0.numbers.count == 5 })
    }

    @Test(arguments: [
        (["1", "2", "3", "4", "5", "6", "7"], "--guarantee is required"),
        (["1", "2", "3", "4", "5", "6", "7", "--guarantee", "3of4"], "'3of4'"),
        (["1", "2", "3", "4", "5", "6", "7", "--guarantee", "4if3"], "4if3"),
        (["1", "2", "3", "4", "5", "6", "7", "--guarantee", "3if7"], "3if7"),
        (["1", "2", "3", "4", "5", "--guarantee", "3if3"], "5 numbers, but a ticket holds 6"),
        (["1", "2", "3", "4", "5", "6", "6", "--guarantee", "3if3"], "6 is given twice"),
        (["1", "2", "3", "4", "5", "6", "46", "--guarantee", "3if3"], "46"),
        (["1", "2", "3", "4", "5", "six", "--guarantee", "3if3"], "'six'"),
        (["--guarantee", "3if3"], "which numbers?"),
        (["--game", "powerball", "1", "2", "3", "4", "5", "--guarantee", "3if3"], "--extra"),
        (["--game", "powerball", "1", "2", "3", "4", "5", "--guarantee", "3if3", "--extra", "27"], "27"),
        (["1", "2", "3", "4", "5", "6", "--guarantee", "3if3", "--extra", "3"], "--extra"),
    ])
    func refusalsSayWhy(arguments: [String], value: String) throws {
        try lotto.run(["wheel"] + arguments).expectFailure(64, naming: value)
        #expect(!FileManager.default.fileExists(atPath: lotto.home.file("state/lotto/last-draw")))
    }

    @Test func aWheelTooLargeToVerifyIsRefused() throws {
        let numbers = (1...40).map(String.init)
        try lotto.run(["wheel"] + numbers + ["--guarantee", "5if6"]).expectFailure(64, naming: "3838380")
    }
}
