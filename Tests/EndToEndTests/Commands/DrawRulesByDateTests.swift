import Foundation
import TestSupport
import Testing

/// A ticket for a draw follows the rules of that draw's day, end to end: `save --draw` reads its
/// numbers by them, refuses a day before the game's first draw and one before the first era
/// lotto knows, refuses a remembered draw whose tickets break them, and `check` checks the
/// ticket by them. Nothing is saved by a refusal.
@Suite struct DrawRulesByDateTests {
    private let lotto = LottoExecutable()

    @Test func aPowerballTicketOf2014FollowsThatDaysRules() throws {
        // 5 of 1-59 + 1 of 1-35 from 2012-01-15 until 2015-10-06: 59 and 30 are valid then, 65 not.
        let saved = try lotto.run([
            "save", "--game", "powerball", "--draw", "2014-01-01", "1", "2", "3", "4", "59", "+", "30",
        ])
        #expect(saved.status == 0 && saved.stderr.isEmpty, "\(saved.stderr)")
        #expect(saved.stdout.contains("1 2 3 4 59 + 30") && saved.stdout.contains("draw 2014-01-01"))
        let before = lotto.storeBytes
        try lotto.run(["save", "--game", "powerball", "--draw", "2014-01-01", "1", "2", "3", "4", "65", "+", "3"])
            .expectFailure(
                65,
                naming: "invalid ticket '1 2 3 4 65 + 3': 65 is out of range (1-59) "
                    + "(powerball rules of 2014-01-01: 5 of 1-59 + 1 of 1-35)")
        // Today's rules hold a ticket for a draw of today's era: 30 is past today's 26.
        try lotto.run(["save", "--game", "powerball", "--draw", "2016-01-02", "1", "2", "3", "4", "5", "+", "30"])
            .expectFailure(65, naming: "30 is out of range (1-26)")
        #expect(lotto.storeBytes == before)
        // Read back by the same rules: `list` shows the ticket as saved.
        #expect(try lotto.run(["list", "--game", "powerball"]).stdout.contains("1 2 3 4 59 + 30"))
    }

    @Test func aMegaBallOf25IsValidOnItsLastDayAndNotAfter() throws {
        let saved = try lotto.run([
            "save", "--game", "megamillions", "--draw", "2025-04-04", "1", "2", "3", "4", "5", "+", "25",
        ])
        #expect(saved.status == 0, "\(saved.stderr)")
        try lotto.run(["save", "--game", "megamillions", "--draw", "2025-04-08", "1", "2", "3", "4", "5", "+", "25"])
            .expectFailure(65, naming: "25 is out of range (1-24)")
    }

    @Test func standardInputIsReadByTheRulesOfTheDraw() throws {
        let saved = try lotto.run(
            ["save", "--game", "powerball", "--draw", "2014-01-04", "-"], stdin: "1 2 3 4 58 + 35\n6 7 8 9 10 + 1\n")
        #expect(saved.status == 0 && saved.lines.count == 2, "\(saved.stderr)")
        try lotto.run(["save", "--game", "powerball", "--draw", "2014-01-04", "-"], stdin: "1 2 3 4 5 + 36\n")
            .expectFailure(
                65, naming: "standard input line 1: invalid ticket '1 2 3 4 5 + 36': 36 is out of range (1-35)")
    }

    @Test func aDateBeforeTheGamesFirstDrawIsRefusedForEveryGame() throws {
        let firstDraws = [
            ("kr645", "2002-11-30", "2002-12-07"), ("powerball", "1900-01-03", "1992-04-22"),
            ("megamillions", "2002-05-14", "2002-05-17"), ("euromillions", "2004-02-06", "2004-02-13"),
            ("eurojackpot", "2012-03-16", "2012-03-23"), ("uk-lotto", "1994-11-12", "1994-11-19"),
            ("loto6", "2000-09-28", "2000-10-05"), ("loto7", "2013-03-29", "2013-04-05"),
            ("lotto649", "1982-06-09", "1982-06-12"), ("superenalotto", "1997-11-29", "1997-12-03"),
        ]
        for (game, date, first) in firstDraws {
            let numbers = try lotto.run(["new", "--game", game, "--seed", "1"]).stdout
                .split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
            try lotto.run(["save", "--game", game, "--draw", date] + numbers)
                .expectFailure(
                    64,
                    naming: "invalid value '\(date)' for '--draw': \(date) is before \(game)'s first draw, on \(first)")
        }
        #expect(lotto.storeBytes == nil)
    }

    @Test func aDateBeforeTheRulesLottoKnowsIsRefused() throws {
        // Powerball was drawn from 1992; lotto knows its rules from 2009-01-07.
        try lotto.run(["save", "--game", "powerball", "--draw", "1995-01-04", "1", "2", "3", "4", "5", "+", "6"])
            .expectFailure(
                64,
                naming: "lotto knows powerball's rules from 2009-01-07 on, so a ticket for 1995-01-04 could never be "
                    + "checked")
        #expect(lotto.storeBytes == nil)
    }

    @Test func aRememberedDrawIsSavedForAnOlderDrawOnlyIfItFollowsThatDaysRules() throws {
        // Seed 5 draws 13 25 31 37 48 + 12, then 6 18 47 58 69 + 13: 69 is past 2014's 59.
        try lotto.run(["new", "--game", "powerball", "-n", "2", "--seed", "5"])
        try lotto.run(["save", "--draw", "2014-01-01"])
            .expectFailure(
                65,
                naming: "ticket 2 (6 18 47 58 69 + 13) is not a powerball ticket of 2014-01-01: 69 is out of range "
                    + "(1-59) (the rules of that day: 5 of 1-59 + 1 of 1-35)")
        #expect(lotto.storeBytes == nil)
        // The same tickets fit a draw of today's era.
        let saved = try lotto.run(["save", "--draw", "2016-01-02"])
        #expect(saved.status == 0 && saved.lines.count == 2, "\(saved.stderr)")
    }

    @Test func aTicketIsCheckedByTheRulesOfItsDraw() throws {
        try lotto.run([
            "draws", "add", "--game", "powerball", "--date", "2014-01-01", "1", "2", "3", "4", "59", "+", "30",
        ])
        try lotto.saveEach([
            ["--game", "powerball", "--draw", "2014-01-01", "1", "2", "3", "4", "59", "+", "30"],
            ["--game", "powerball", "--draw", "2014-01-01", "1", "2", "3", "4", "58", "+", "35"],
        ])
        let checked = try lotto.run(["check", "--game", "powerball", "--json"])
        #expect(checked.status == 0, "\(checked.stderr)")
        // The red ball 30, past today's 26, matched: the top tier. 4 main numbers and no red ball
        // won 2014's fixed $100 (tier 4).
        #expect(
            checked.lines == [
                "[",
                #"{"afterTax":null,"claimBy":null,"claimNote":"set by the state","draw":"2014-01-01","drawn":true,"#
                    + #""extra":[30],"extraMatched":[30],"freePlay":false,"game":"powerball","id":1,"matched":[1,2,3,4,59],"#
                    + #""numbers":[1,2,3,4,59],"prize":null,"round":null,"set":null,"status":"checked","taxNote":null,"#
                    + #""tier":1},"#,
                #"{"afterTax":100.00,"claimBy":null,"claimNote":"set by the state","draw":"2014-01-01","drawn":true,"#
                    + #""extra":[35],"extraMatched":[],"freePlay":false,"game":"powerball","id":2,"matched":[1,2,3,4],"#
                    + #""numbers":[1,2,3,4,58],"prize":100.00,"round":null,"set":null,"status":"checked","#
                    + #""taxNote":"federal withholding only; state tax varies","tier":4}"#,
                "]",
            ])
    }
}
