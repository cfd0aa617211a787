import Foundation
import TestSupport
import Testing

/// `lotto wheel` end to end: tickets as `lotto new` prints them, saved as a draw is, and
/// refusals with their reasons.
@Suite struct WheelCommandTests {
    private let lotto = LottoExecutable()

    @Test func printsTheWheelOneTicketALine() async throws { try await offThePool {
        let result = try lotto.run(["wheel", "1", "2", "3", "4", "5", "6", "7", "8", "9", "--guarantee", "3if4"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout == "1 2 3 5 7 8\n1 2 4 5 8 9\n1 3 4 6 7 9\n")
        // Commas too, in any order: the same wheel.
        let commas = try lotto.run(["wheel", "9,8,7,6,5", "4,3,2,1", "--guarantee=3IF4", "--seed", "0"])
        #expect(commas.stdout == result.stdout)
    } }

    /// Tickets of 64 numbers, the most a wheel takes: whole-range sets, never a shift past
    /// the 64 bits that hold them.
    @Test(arguments: [
        ("64/99", 64, "1if1", 1), ("64/99", 64, "64if64", 1), ("64/99", 64, "30if40", 1), ("63/99", 64, "1if1", 2),
        ("63/99", 64, "1if2", 1), ("32/99", 64, "1if1", 2), ("32/99", 64, "1if32", 2),
    ])
    func ticketsOfUpToSixtyFourNumbersNeverTrap(game: String, numbers: Int, guarantee: String, tickets: Int) async throws { try await offThePool {
        let result = try lotto.run(
            ["wheel", "--game", game, "--guarantee", guarantee] + (1...numbers).map(String.init))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.count == tickets)
        let size = Int(game.prefix { $0 != "/" })!
        #expect(result.lines.allSatisfy { $0.split(separator: " ").count == size })
    } }

    @Test func savedAsADrawIs() async throws { try await offThePool {
        let wheel = try lotto.run(["wheel", "4", "8", "15", "16", "23", "42", "7", "--guarantee", "5if5"])
        #expect(wheel.lines.count == 6)
        let saved = try lotto.run(["save"])
        #expect(saved.status == 0)
        let listed = try lotto.run(["list", "--csv"])
        #expect(listed.lines.count == 7)
        let piped = try lotto.shell("$LOTTO wheel 1 2 3 4 5 6 7 --guarantee 5if5 | $LOTTO save -")
        #expect(piped.status == 0)
    } }

    /// A wheel of more tickets than the last draw keeps is not saved by `lotto save`, which says
    /// how to: the same wheel asked again, into `lotto save -`. Run as it is written, that saves
    /// the very tickets printed (a new draw would have saved others).
    @Test func aWheelTooLargeToKeepIsSavedByAskingItAgain() async throws { try await offThePool {
        let numbers = (1...20).map(String.init)
        let wheel = try lotto.run(
            ["wheel"] + numbers + ["--guarantee", "2if2", "--game", "2/20+1/5", "--extra", "3", "--seed", "5"])
        #expect(wheel.status == 0 && wheel.lines.count == 190, "\(wheel.stderr)")
        let advice =
            "lotto wheel \(numbers.joined(separator: " ")) --guarantee 2if2 --game 2/20+1/5 --extra 3 --seed 5 "
            + "| lotto save --game 2/20+1/5 -"
        try lotto.run(["save"]).expectFailure(
            66,
            naming: "nothing to save: the last wheel had 190 tickets, more than the 100 kept "
                + "(save a large wheel as it is made: \(advice))")
        #expect(!advice.contains("lotto new"))
        let saved = try lotto.shell(advice.replacingOccurrences(of: "lotto ", with: "\"$LOTTO\" "))
        #expect(saved.status == 0 && saved.lines.count == 190, "\(saved.stderr)")
        for (line, ticket) in zip(try lotto.run(["list"]).lines, wheel.lines) {
            #expect(line.contains("  \(ticket)  "), "\(line) is not \(ticket)")
        }
    } }

    @Test func aSeparateDrumsPicksGoOnEveryTicket() async throws { try await offThePool {
        let result = try lotto.run(
            [
                "wheel", "--game", "powerball", "1", "2", "3", "4", "5", "6", "--guarantee", "4if4", "--extra", "7",
                "--json",
            ])
        #expect(result.status == 0)
        struct Ticket: Decodable {
            let numbers: [Int]
            let extra: [Int]
        }
        let tickets = try JSONDecoder().decode([Ticket].self, from: Data(result.stdout.utf8))
        #expect(!tickets.isEmpty && tickets.allSatisfy { $0.extra == [7] && $0.numbers.count == 5 })
    } }

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
        (
            ["--game", "2/10", "1", "2", "3", "--guarantee", "2if1"],
            "asks for 2 matches out of only 1 drawn number (see"
        ),
        (["--game", "2/10", "1", "--guarantee", "1if1"], "1 number, but a ticket holds 2"),
    ])
    func refusalsSayWhy(arguments: [String], value: String) async throws { try await offThePool {
        try lotto.run(["wheel"] + arguments).expectFailure(64, naming: value)
        #expect(!FileManager.default.fileExists(atPath: lotto.home.file("state/lotto/last-draw")))
    } }

    /// A request whose least work is beyond the limit is refused before any is done, saying
    /// how many numbers would fit: 5if6 is searched whole up to 32 numbers (C(32,6) sets of
    /// six), and no split of 40 into groups small enough keeps it.
    @Test func aWheelTooLargeToMakeAndCheckIsRefused() async throws { try await offThePool {
        let numbers = (1...40).map(String.init)
        try lotto.run(["wheel"] + numbers + ["--guarantee", "5if6"]).expectFailure(
            64, naming: "a 5if6 wheel of 40 numbers takes more work to make and check than lotto gives a wheel")
        #expect(
            try lotto.run(["wheel"] + numbers + ["--guarantee", "5if6"]).stderr.contains("5if6 fits up to 32 numbers"))
    } }

    /// Requests that ran for minutes or never ended (10 numbers a ticket, 4 if 10 over 64
    /// numbers; 4 if 5 over 64 numbers of 6) are refused at once, or made within the limit.
    @Test func requestsBeyondTheWorkAreRefusedAtOnce() async throws { try await offThePool {
        for (game, guarantee) in [("10/80", "4if10"), ("6/99", "5if5"), ("20/80", "5if20"), ("40/80", "30if40")] {
            let result = try lotto.run(["wheel", "--game", game, "--guarantee", guarantee] + (1...64).map(String.init))
            result.expectFailure(64, naming: "a \(guarantee) wheel of 64 numbers takes more work")
            #expect(result.stderr.contains("\(guarantee) fits up to "))
        }
        #expect(!FileManager.default.fileExists(atPath: lotto.home.file("state/lotto/last-draw")))
    } }
}
