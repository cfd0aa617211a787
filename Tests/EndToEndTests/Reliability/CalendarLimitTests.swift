import Foundation
import TestSupport
import Testing

/// The last days lotto's files can date: a clock in the last week of the year 9999 (faketime)
/// never makes lotto write a date its own reader refuses.
@Suite(.enabled(if: RequiredTool.runs(needing: LottoExecutable.faketime), "needs faketime, to set the clock"))
struct CalendarLimitTests {
    private let lotto = LottoExecutable()

    init() {
        lotto.clock = "9999-12-28 12:00:00"
    }

    @Test func aSaveWhoseNextDrawFallsAfterTheYear9999IsRefusedAndWritesNothing() throws {
        let refused = try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        refused.expectFailure(65, naming: "after 9999-12-31")
        #expect(refused.stderr.contains("kr645"))
        #expect(lotto.storeBytes == nil)

        // From standard input, and through the last draw of 'lotto new': refused alike.
        try lotto.run(["save", "-"], stdin: "1 2 3 4 5 6\n").expectFailure(65, naming: "after 9999-12-31")
        let drawn = try lotto.run(["new", "-n", "2"])
        #expect(drawn.status == 0 && drawn.lines.count == 2, "\(drawn.stderr)")
        try lotto.run(["save"]).expectFailure(65, naming: "after 9999-12-31")
        #expect(lotto.storeBytes == nil)
        // Nothing lotto wrote is refused by its readers: the last draw is still there to list.
        #expect(try lotto.run(["list"]).status == 0)
    }

    /// At the last second lotto can write, 9999-12-31 is still Friday evening in New York:
    /// Mega Millions' draw of that day is open, though its sales close in the year 10000 in UTC.
    @Test func theLastEveningWestOfGreenwichIsStillOpen() throws {
        lotto.clock = "9999-12-31 23:59:59"
        let saved = try lotto.run(["save", "--game", "megamillions", "1", "2", "3", "4", "5", "+", "6", "--json"])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout.contains(#""draw":"9999-12-31""#))
        #expect(try lotto.run(["list"]).status == 0)
    }

    @Test func aDrawOnTheLastDayIsStillSavedAndListed() throws {
        // Powerball draws on Wednesday 9999-12-29, which a four-digit year still holds.
        let saved = try lotto.run(["save", "--game", "powerball", "1", "2", "3", "4", "5", "+", "6"])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout.contains("9999-12-29"))
        let listed = try lotto.run(["list", "--json"])
        #expect(listed.status == 0 && listed.stdout.contains(#""draw":"9999-12-29""#), "\(listed.stderr)")
        // A game without a schedule has no draw to fall past the year 9999.
        #expect(try lotto.run(["save", "--game", "6/45", "1", "2", "3", "4", "5", "6"]).status == 0)
        #expect(try lotto.run(["check", "--game", "powerball", "1", "2", "3", "4", "5", "+", "6"]).status == 0)
    }
}
