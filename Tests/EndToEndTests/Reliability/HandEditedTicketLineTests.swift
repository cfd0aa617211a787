import Foundation
import TestSupport
import Testing

/// A ticket line only a checked save writes (a ticket for several draws, or with the
/// multiplier option), edited by hand into one `lotto save` would have refused, is damage:
/// every command that reads it exits 65 naming the file, the line and the bad value, and the
/// store stays byte for byte as it was. A line lotto wrote itself still reads.
@Suite struct HandEditedTicketLineTests {
    private let lotto = LottoExecutable()
    private static let header = #"{"format":"lotto-tickets","version":5}"# + "\n"
    private static let good =
        #"{"draw":"2026-11-28","id":1,"numbers":[1,2,3,4,5,6],"round":1252,"#
        + #""saved":"2026-11-22T10:15:30Z"}"# + "\n"

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let line: String
        /// What the error must name.
        let value: String
        var testDescription: String { name }
    }

    static let cases = [
        // save always writes a kr645 ticket's round (found by a review: read and listed with
        // no round, "round":null beside "lastRound").
        Case(
            name: "a multi-draw kr645 ticket without its round",
            line: #"{"draw":{"count":3,"first":"2002-12-07"},"id":2,"numbers":[1,2,3,4,5,6],"#
                + #""saved":"2026-11-22T10:15:30Z"}"#,
            value: "ticket 2: a kr645 ticket for several draws from 2002-12-07 has no round: save writes round 1"),
        // A QR code is saved for its own draw alone: save never writes a choice on a span.
        Case(
            name: "a QR code's choice on a multi-draw ticket",
            line: #"{"chosen":"manual","draw":{"count":3,"first":"2002-12-07"},"id":2,"numbers":[1,2,3,4,5,6],"#
                + #""round":1,"saved":"2026-11-22T10:15:30Z"}"#,
            value: "ticket 2: a kr645 ticket for 3 draws says how a QR code's numbers were chosen"),
        // kr645's first draw is round 1: the line listed as "draws 2002-12-07 (round 200) to
        // 2002-12-28 (round 4)".
        Case(
            name: "a round that is not its date's",
            line: #"{"draw":{"count":4,"first":"2002-12-07"},"id":2,"numbers":[1,2,3,4,5,6],"round":200,"#
                + #""saved":"2026-11-22T10:15:30Z"}"#,
            value: "round 200 and 2002-12-07 are not one kr645 draw: 2002-12-07 is round 1's date"),
        // Before the first Powerball rules lotto knows (2009-01-07): kept "pending (price
        // unknown)" for ever.
        Case(
            name: "Power Play on draws before the rules lotto knows",
            line: #"{"draw":{"count":2,"first":"2001-01-03"},"extra":[6],"game":"powerball","id":2,"#
                + #""multiplier":true,"numbers":[1,2,3,4,5],"saved":"2026-11-22T10:15:30Z"}"#,
            value: "ticket 2: lotto knows powerball's rules from 2009-01-07 on, so a ticket for 2001-01-03"),
        // The Megaplier was sold until 2025-04-04.
        Case(
            name: "the Megaplier after it was sold",
            line: #"{"draw":"2025-04-08","extra":[1],"game":"megamillions","id":2,"multiplier":true,"#
                + #""numbers":[1,2,3,4,5],"saved":"2026-11-22T10:15:30Z"}"#,
            value: "ticket 2: the Megaplier was not sold for the megamillions draw of 2025-04-08"),
        // Powerball's red ball 30 is of 2015-10-03's rules (1-35), not of 2015-10-07's (1-26).
        Case(
            name: "a ticket that breaks a later draw's rules",
            line: #"{"draw":{"count":2,"first":"2015-10-03"},"extra":[30],"game":"powerball","id":2,"#
                + #""numbers":[1,2,3,4,5],"saved":"2026-11-22T10:15:30Z"}"#,
            value: "ticket 2 (1 2 3 4 5 + 30) is not a powerball ticket of 2015-10-07"),
        // A Mega Millions play carries 2, 3, 4, 5 or 10, and only from 2025-04-08.
        Case(
            name: "a play's multiplier no play carries",
            line: #"{"draw":"2025-04-11","extra":[1],"game":"megamillions","id":2,"multiplier":6,"#
                + #""numbers":[1,2,3,4,5],"saved":"2026-11-22T10:15:30Z"}"#,
            value: "ticket 2: multiplier 6 is not one a megamillions play carries (2, 3, 4, 5 or 10)"),
        Case(
            name: "a play's multiplier before plays carried one",
            line: #"{"draw":"2025-04-04","extra":[1],"game":"megamillions","id":2,"multiplier":3,"#
                + #""numbers":[1,2,3,4,5],"saved":"2026-11-22T10:15:30Z"}"#,
            value: "ticket 2: multiplier 3: megamillions plays for the draw of 2025-04-04 carry none"),
        Case(
            name: "a play's multiplier of a game without",
            line: #"{"draw":"2025-04-12","extra":[1],"game":"powerball","id":2,"multiplier":2,"#
                + #""numbers":[1,2,3,4,5],"saved":"2026-11-22T10:15:30Z"}"#,
            value: "ticket 2: multiplier 2: powerball plays carry no multiplier of their own"),
        Case(
            name: "a play's multiplier past a byte",
            line: #"{"draw":"2025-04-11","extra":[1],"game":"megamillions","id":2,"multiplier":256,"#
                + #""numbers":[1,2,3,4,5],"saved":"2026-11-22T10:15:30Z"}"#,
            value: "multiplier 256 is not one a play carries"),
        // The option on a game that sells none, or on a ticket for no draw: named in the
        // domain's words, with no flag (the line was edited, not typed on a command line).
        Case(
            name: "the option on a game that sells none",
            line: #"{"draw":"2026-11-28","id":2,"multiplier":true,"numbers":[1,2,3,4,5,6],"round":1252,"#
                + #""saved":"2026-11-22T10:15:30Z"}"#,
            value: "ticket 2: kr645 sells no multiplier option (powerball Power Play, megamillions Megaplier)"),
        Case(
            name: "the option on a ticket for no draw",
            line: #"{"extra":[6],"game":"powerball","id":2,"multiplier":true,"numbers":[1,2,3,4,5],"#
                + #""saved":"2026-11-22T10:15:30Z"}"#,
            value: "ticket 2: Power Play is for a powerball ticket for a draw"),
        // A Sunday: kr645 is drawn on Saturdays.
        Case(
            name: "a first draw on a day the game is not drawn",
            line: #"{"draw":{"count":4,"first":"2026-11-29"},"id":2,"numbers":[1,2,3,4,5,6],"#
                + #""saved":"2026-11-22T10:15:30Z"}"#,
            value: "ticket 2: 2026-11-29 is a Sunday"),
    ]

    /// Every command that reads the line refuses it, `save` too (it reads the last line), and
    /// nothing in the store or beside it changes (a torn line set aside, a rewrite).
    @Test(arguments: cases)
    func aLineSaveWouldHaveRefusedIsDamage(_ bad: Case) throws {
        let folder = lotto.home.file("data/lotto")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let content = Data((Self.header + Self.good + bad.line + "\n").utf8)
        try content.write(to: URL(fileURLWithPath: lotto.storePath))
        // Beside the store, only the lock files a reader takes may be made.
        func files() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasSuffix(".lock") }.sorted()
        }
        let before = try files()
        for arguments in [
            ["list"], ["list", "--json"], ["check"], ["delete", "1"], ["clear", "--yes"],
            ["save", "--draw", "2026-11-28", "1", "2", "3", "4", "5", "7"],
        ] {
            let result = try lotto.run(arguments)
            result.expectFailure(65, naming: "\(lotto.storePath):3: ")
            #expect(result.stderr.contains(bad.value), "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains(" --"), "a damaged line names no flag: \(result.stderr)")
        }
        #expect(lotto.storeBytes == content)
        #expect(try files() == before)
    }

    /// What `save` writes of the same kinds of ticket reads back: the checks refuse only what
    /// it would have refused.
    @Test func theLinesSaveWritesStillRead() throws {
        try lotto.saveEach([
            ["--draw", "2002-12-07", "--multi-draw", "4", "1", "2", "3", "4", "5", "6"],
            ["--game", "powerball", "--draw", "2015-10-03", "--multi-draw", "2", "1", "2", "3", "4", "5", "+", "20"],
            ["--game", "megamillions", "--draw", "2025-04-04", "--megaplier", "1", "2", "3", "4", "5", "+", "1"],
            [
                "--game", "megamillions", "--draw", "2025-04-11", "--multiplier", "10", "1", "2", "3", "4", "5", "+",
                "1",
            ],
        ])
        let listed = try lotto.run(["list"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.lines.count == 4, "\(listed.lines)")
        #expect(listed.lines.last?.hasSuffix("multiplier 10") == true, "\(listed.lines)")
        #expect(listed.stdout.contains("2002-12-07 (round 1) to 2002-12-28 (round 4)"), "\(listed.lines)")
        #expect(try lotto.run(["check"]).status == 0)
    }
}
