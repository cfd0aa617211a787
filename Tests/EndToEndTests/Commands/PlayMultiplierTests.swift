import Foundation
import TestSupport
import Testing

/// Mega Millions from 2025-04-08, end to end: each play carries its own multiplier (2, 3, 4, 5
/// or 10), the draw none. `save --multiplier` keeps it with the ticket; `check` pays the base
/// prize times it, never the jackpot; a play saved without it has its base prize shown and
/// counted as unknown; other values, dates and games are refused with the store unchanged.
@Suite struct PlayMultiplierTests {
    private let lotto = LottoExecutable()

    /// The draw of 2025-04-11, typed in (New York's file has no prizes or multiplier for it),
    /// and five plays: 4+1 and 3, each with a multiplier of 3 and without; 5+1 with 10.
    func saveTickets() throws {
        try Self.saveTickets(lotto)
    }

    /// The draw and the plays of ``saveTickets()``, in `lotto`'s home: the app's tests use them too.
    static func saveTickets(_ lotto: LottoExecutable) throws {
        let added = try lotto.run([
            "draws", "add", "--game", "megamillions", "--date", "2025-04-11", "10", "20", "30", "40", "50", "+", "5",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        try lotto.saveEach([
            [
                "--game", "megamillions", "--draw", "2025-04-11", "--multiplier", "3", "1", "10", "20", "30", "40", "+",
                "5",
            ],
            ["--game", "megamillions", "--draw", "2025-04-11", "1", "10", "20", "30", "40", "+", "5"],
            [
                "--game", "megamillions", "--draw", "2025-04-11", "--multiplier", "3", "1", "2", "10", "20", "30", "+",
                "6",
            ],
            ["--game", "megamillions", "--draw", "2025-04-11", "1", "2", "10", "20", "30", "+", "6"],
            [
                "--game", "megamillions", "--draw", "2025-04-11", "--multiplier", "10", "10", "20", "30", "40", "50",
                "+", "5",
            ],
        ])
    }

    @Test func checkPaysTheBaseTimesThePlaysMultiplierAndCountsAPlayWithoutOneUnknown() throws {
        try saveTickets()
        let checked = try lotto.run(["check"])
        #expect(checked.status == 0, "\(checked.stderr)")
        try #require(checked.lines.count > 5, "\(checked.stdout)\(checked.stderr)")
        // 24% of 30,000 less the $5 play withheld; the claim deadline is the state's.
        let state = "  claim deadline set by the state"
        let federal = " (federal withholding only; state tax varies)"
        let endings = [
            "matched 10 20 30 40 + 5  tier 3  prize 30,000.00 USD  after tax 22,801.20 USD" + federal + state,
            "tier 3  prize unknown: base 10,000.00 USD, multiplier unknown" + state,
            "matched 10 20 30  tier 6  prize 30.00 USD  after tax 30.00 USD" + federal + state,
            "tier 6  prize unknown: base 10.00 USD, multiplier unknown" + state,
        ]
        for (line, ending) in zip(checked.lines, endings) {
            #expect(line.hasSuffix(ending), "\(checked.lines)")
        }
        // The jackpot is shared, never multiplied: unknown without a record of it, not ten times anything.
        #expect(checked.lines[4].hasSuffix("tier 1  prize unknown" + state), "\(checked.lines)")
        #expect(checked.lines.contains("spent: 25.00 USD"), "\(checked.lines)")
        #expect(checked.lines.contains("won: 30,030.00 USD and 3 prizes unknown"), "\(checked.lines)")
        let json = try lotto.run(["check", "--json"]).lines
        try #require(json.count > 4, "\(json)")
        #expect(json[1].contains(#""prize":30000.00"#) && json[2].contains(#""prize":null"#), "\(json)")
        #expect(json[3].contains(#""prize":30.00"#) && json[4].contains(#""prize":null"#), "\(json)")
        let summary = try lotto.run(["check", "--summary", "--json"])
        #expect(
            summary.status == 0 && summary.stdout.contains(#""unknownPrizes":3"#), "\(summary.stdout)\(summary.stderr)")
    }

    @Test func listJSONAndCSVShowThePlaysMultiplier() throws {
        try saveTickets()
        let listed = try lotto.run(["list"]).lines
        try #require(listed.count == 5, "\(listed)")
        #expect(listed[0].hasSuffix("megamillions  draw 2025-04-11  multiplier 3"), "\(listed)")
        #expect(listed[1].hasSuffix("megamillions  draw 2025-04-11"), "\(listed)")
        let json = try lotto.run(["list", "--json"]).lines
        try #require(json.count == 7, "\(json)")
        #expect(json[1].contains(#""multiplier":3,"#) && json[2].contains(#""multiplier":false,"#), "\(json)")
        let csv = try lotto.run(["list", "--csv"]).lines
        try #require(csv.count == 6, "\(csv)")
        #expect(csv[0].hasSuffix(",multiplier") && csv[1].hasSuffix(",3") && csv[2].hasSuffix(",false"), "\(csv)")
        // What list --json prints reads back as a store, the multiplier kept.
        let bytes = try #require(lotto.storeBytes)
        let store = String(decoding: bytes, as: UTF8.self)
        #expect(store.contains(#""id":1,"multiplier":3,"numbers""#), "\(store)")
        #expect(try lotto.run(["check"]).lines.first?.contains("prize 30,000.00 USD  after tax 22,801.20 USD") == true)
    }

    @Test func anotherValueDateOrGameIsRefusedAndTheStoreKept() throws {
        try saveTickets()
        let before = lotto.storeBytes
        try lotto.run([
            "save", "--game", "megamillions", "--draw", "2025-04-11", "--multiplier", "6", "1", "2", "3", "4", "5", "+",
            "6",
        ])
        .expectFailure(64, naming: "invalid value '6' for '--multiplier': expected 2, 3, 4, 5 or 10")
        try lotto.run([
            "save", "--game", "megamillions", "--draw", "2025-04-04", "--multiplier", "3", "1", "2", "3", "4", "5", "+",
            "6",
        ])
        .expectFailure(
            64,
            naming:
                "multiplier 3: megamillions plays for the draw of 2025-04-04 carry none "
                + "(each carries its own from 2025-04-08)"
        )
        try lotto.run(["save", "--game", "powerball", "--multiplier", "2", "1", "2", "3", "4", "5", "+", "6"])
            .expectFailure(
                64,
                naming:
                    "multiplier 2: powerball plays carry no multiplier of their own "
                    + "(only megamillions from 2025-04-08)"
            )
        try lotto.run(["save", "--multiplier", "2", "1", "2", "3", "4", "5", "6"])
            .expectFailure(64, naming: "multiplier 2: kr645 plays carry no multiplier of their own")
        #expect(lotto.storeBytes == before)
    }

    @Test func gamesListsTheBasePrizesAndSaysTheyAreMultiplied() throws {
        let games = try lotto.run(["games"])
        #expect(games.status == 0, "\(games.stderr)")
        #expect(
            games.stdout.contains(
                "each play carries a multiplier, 2, 3, 4, 5 or 10, that multiplies its prize but the jackpot; base "
                    + "prizes (USD): tier 2 1,000,000.00, tier 3 10,000.00, tier 4 500.00, tier 5 200.00, "
                    + "tier 6 10.00, tier 7 10.00, tier 8 7.00, tier 9 5.00"), "\(games.stdout)")
        let json = try lotto.run(["games", "--json"]).stdout
        #expect(
            json.contains(
                #""basePrizes":{"2":1000000.00,"3":10000.00,"4":500.00,"5":200.00,"#
                    + #""6":10.00,"7":10.00,"8":7.00,"9":5.00}"#
            ), "\(json)")
        #expect(json.contains(#""multipliers":[2,3,4,5,10],"name":"US Mega Millions""#), "\(json)")
    }
}
