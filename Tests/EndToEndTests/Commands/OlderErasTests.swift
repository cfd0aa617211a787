import Foundation
import TestSupport
import Testing

/// Older eras, end to end: SuperEnalotto's draw days from its first draw (Wednesdays and
/// Saturdays until 2005-06-18, Tuesdays, Thursdays and Saturdays from 2005-06-21),
/// Eurojackpot's tiers numbered by each era's order, and the Megaplier only from its first sale.
@Suite struct OlderErasTests {
    private let lotto = LottoExecutable()

    private func save(superEnalottoDraw date: String) throws -> LottoExecutable.Result {
        try lotto.run(["save", "--game", "superenalotto", "--draw", date, "1", "2", "3", "4", "5", "6"])
    }

    @Test func superEnalottoIsDrawnOnTheDaysOfEachEra() throws {
        // Its first draw, a Wednesday; the last Wednesday; the first Tuesday and Thursday.
        for date in ["1997-12-03", "1998-01-10", "2005-06-15", "2005-06-21", "2005-06-23"] {
            let saved = try save(superEnalottoDraw: date)
            #expect(saved.status == 0, "\(date): \(saved.stderr)")
        }
        try save(superEnalottoDraw: "1998-01-08")
            .expectFailure(64, naming: "1998-01-08 is a Thursday, and superenalotto is drawn on")
        try save(superEnalottoDraw: "2005-06-22")
            .expectFailure(64, naming: "2005-06-22 is a Wednesday")
        let first = try lotto.run([
            "draws", "add", "--game", "superenalotto", "--date", "1997-12-03", "1", "2", "3", "4", "5", "6", "+", "7",
        ])
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        let thursday = try lotto.run([
            "draws", "add", "--game", "superenalotto", "--date", "1998-01-08", "1", "2", "3", "4", "5", "6", "+", "7",
        ])
        #expect(thursday.status == 0 && thursday.stderr.contains("recorded all the same"), "\(thursday.stderr)")
    }

    /// Tickets matching 3+1, 2+2, 4 and 3+2 of 1 2 3 4 5 + 1 2, for a draw on `date`.
    private func eurojackpotTiers(on date: String, otherEuroNumber: String) throws -> [String] {
        let added = try lotto.run([
            "draws", "add", "--game", "eurojackpot", "--date", date, "1", "2", "3", "4", "5", "+", "1", "2",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        try lotto.run(["clear", "--yes"])
        try lotto.saveEach([
            ["--game", "eurojackpot", "--draw", date, "1", "2", "3", "40", "41", "+", "1", otherEuroNumber],
            ["--game", "eurojackpot", "--draw", date, "1", "2", "40", "41", "42", "+", "1", "2"],
            ["--game", "eurojackpot", "--draw", date, "1", "2", "3", "4", "40", "+", "3", otherEuroNumber],
            ["--game", "eurojackpot", "--draw", date, "1", "2", "3", "40", "41", "+", "1", "2"],
        ])
        let checked = try lotto.run(["check", "--json"])
        #expect(checked.status == 0, "\(checked.stderr)")
        let objects = try #require(
            try JSONSerialization.jsonObject(with: Data(checked.stdout.utf8)) as? [[String: Any]], "\(checked.stdout)")
        return objects.map { ($0["tier"] as? Int).map(String.init) ?? "none" }
    }

    @Test func eurojackpotNumbersItsTiersByEachErasOrder() throws {
        // With 8 Euro numbers 3+1 is tier 8 and 2+2 tier 9; with 10 the two swap; 4 is tier 6
        // and 3+2 tier 7 until 2022-03-25, and the two swap with 12 Euro numbers.
        #expect(try eurojackpotTiers(on: "2013-01-04", otherEuroNumber: "8") == ["8", "9", "6", "7"])
        #expect(try eurojackpotTiers(on: "2015-01-02", otherEuroNumber: "10") == ["9", "8", "6", "7"])
        #expect(try eurojackpotTiers(on: "2021-01-01", otherEuroNumber: "10") == ["9", "8", "6", "7"])
        #expect(try eurojackpotTiers(on: "2022-03-25", otherEuroNumber: "12") == ["9", "8", "7", "6"])
    }

    @Test func theMegaplierIsTakenOnlyFromItsFirstSale() throws {
        try lotto.run([
            "save", "--game", "megamillions", "--megaplier", "--draw", "2003-12-02", "1", "2", "3", "4", "5", "+", "6",
        ])
        .expectFailure(
            64,
            naming: "the Megaplier was not sold for the megamillions draw of 2003-12-02 (only from 2003-12-05 "
                + "until 2025-04-04)")
        #expect(lotto.storeBytes == nil)
        let saved = try lotto.run([
            "save", "--game", "megamillions", "--megaplier", "--draw", "2003-12-05", "1", "2", "3", "4", "5", "+", "6",
        ])
        #expect(saved.status == 0 && saved.stdout.hasSuffix("Megaplier\n"), "\(saved.stderr)")
    }
}
