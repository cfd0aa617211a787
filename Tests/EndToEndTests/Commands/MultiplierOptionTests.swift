import Foundation
import TestSupport
import Testing

/// Power Play and Megaplier, end to end, on New York's samples (which carry the `Multiplier`
/// column): `draws import` keeps each draw's multiplier; `save --power-play`/`--megaplier`
/// keeps the option with the ticket; `check` and `backtest` pay every prize but the jackpot
/// multiplied (Power Play's match of 5: 2,000,000.00), unknown where no multiplier is recorded,
/// and count the option in what was spent; the option is refused for any other game or date.
@Suite struct MultiplierOptionTests {
    private let lotto = LottoExecutable()

    /// Powerball 2017-12-30: 28 36 41 51 58 + 24, multiplier 2.
    private func importPowerball() throws {
        let imported = try lotto.run(["draws", "import", DrawSamples.path("powerball-ny-2015-2017.csv")])
        #expect(imported.status == 0, "\(imported.stderr)")
    }

    @Test func importKeepsEachDrawsMultiplier() throws {
        try importPowerball()
        let last = try lotto.run(["draws", "--game", "powerball", "--last", "2", "--json"]).lines
        #expect(last[1].contains(#""game":"powerball","multiplier":3,"numbers":[3,9,16,56,60]"#))
        #expect(last[2].contains(#""game":"powerball","multiplier":2,"numbers":[28,36,41,51,58]"#))
        // lotto's own CSV carries it too, and reads back to the same history.
        let csv = try lotto.run(["draws", "--game", "powerball", "--csv"]).stdout
        #expect(csv.hasPrefix("date,extra,game,numbers,prizes,round,multiplier,second\n"))
        try lotto.home.write(csv, to: "powerball.csv")
        let again = try lotto.run(["draws", "import", lotto.home.file("powerball.csv")])
        #expect(again.stdout.contains("0 added, 0 updated, 0 replaced, 234 kept"), "\(again.stdout)\(again.stderr)")
    }

    @Test func powerPlayMultipliesEveryPrizeButTheJackpot() throws {
        try importPowerball()
        try lotto.saveEach([
            ["--game", "powerball", "--power-play", "--draw", "2017-12-30", "1", "28", "36", "41", "51", "+", "24"],
            ["--game", "powerball", "--power-play", "--draw", "2017-12-30", "28", "36", "41", "51", "58", "+", "1"],
            ["--game", "powerball", "--power-play", "--draw", "2017-12-30", "1", "2", "3", "4", "5", "+", "24"],
            ["--game", "powerball", "--draw", "2017-12-30", "1", "28", "36", "41", "51", "+", "24"],
        ])
        #expect(try lotto.run(["list"]).lines.first?.hasSuffix("powerball  draw 2017-12-30  Power Play") == true)
        let checked = try lotto.run(["check"])
        #expect(checked.status == 0, "\(checked.stderr)")
        // 4+1: 50,000 x 2; 5: 2,000,000 whatever the multiplier; 0+1: 4 x 2; without: 50,000.
        // After 25% withheld in 2017 of the prize less the whole wager, Power Play's dollar with it.
        #expect(checked.lines[0].contains("tier 3  prize 100,000.00 USD  after tax 75,000.75 USD"))
        #expect(checked.lines[1].contains("tier 2  prize 2,000,000.00 USD  after tax 1,500,000.75 USD"))
        #expect(checked.lines[2].contains("tier 9  prize 8.00 USD  after tax 8.00 USD"))
        #expect(checked.lines[3].contains("tier 3  prize 50,000.00 USD  after tax 37,500.50 USD"))
        // Three plays with the option at 3.00, one without at 2.00.
        #expect(checked.lines.contains("spent: 11.00 USD"))
        #expect(checked.lines.contains("won: 2,150,008.00 USD"))
    }

    @Test func aDrawWithoutAMultiplierPaysAPowerPlayPrizeUnknown() throws {
        // Typed in by hand: no multiplier recorded.
        try lotto.run([
            "draws", "add", "--game", "powerball", "--date", "2017-12-30", "28", "36", "41", "51", "58", "+", "24",
        ])
        try lotto.saveEach([
            ["--game", "powerball", "--power-play", "--draw", "2017-12-30", "1", "28", "36", "41", "51", "+", "24"],
            ["--game", "powerball", "--power-play", "--draw", "2017-12-30", "28", "36", "41", "51", "58", "+", "1"],
        ])
        let checked = try lotto.run(["check", "--json"])
        #expect(checked.lines[1].contains(#""prize":null"#) && checked.lines[1].contains(#""tier":3"#))
        #expect(checked.lines[2].contains(#""prize":2000000.00"#), "the match of 5 needs no multiplier")
    }

    @Test func megaplierMultipliesOnMegaMillionsSample() throws {
        try lotto.run(["draws", "import", DrawSamples.path("megamillions-ny-2017-2018.csv")])
        // 2018-12-28: 9 10 25 37 38 + 21, multiplier 2; 4+1 paid 10,000.
        try lotto.saveEach([
            ["--game", "megamillions", "--megaplier", "--draw", "2018-12-28", "1", "9", "10", "25", "37", "+", "21"]
        ])
        let checked = try lotto.run(["check"])
        // 24% in 2018 of 20,000 less the $3 play.
        #expect(checked.lines[0].contains("tier 3  prize 20,000.00 USD  after tax 15,200.72 USD"))
        #expect(checked.lines.contains("spent: 3.00 USD"))
    }

    @Test func backtestPaysTheOptionAndCountsItsCost() throws {
        try importPowerball()
        try lotto.saveEach([
            ["--game", "powerball", "--power-play", "--draw", "2017-12-30", "1", "28", "36", "41", "51", "+", "24"],
            ["--game", "powerball", "--draw", "2017-12-30", "1", "28", "36", "41", "51", "+", "24"],
        ])
        let with = try lotto.run(["backtest", "--game", "powerball", "1", "--json"])
        let without = try lotto.run(["backtest", "--game", "powerball", "2", "--json"])
        #expect(with.status == 0 && without.status == 0, "\(with.stderr)\(without.stderr)")
        // 234 draws at 2.00, and the option's 1.00 on each.
        #expect(without.stdout.contains(#""spent":468.00"#) && with.stdout.contains(#""spent":702.00"#))
        #expect(without.stdout.contains(#""won":50040.00"#) && with.stdout.contains(#""won":100092.00"#))
    }

    @Test func theOptionIsRefusedForAnyOtherGameOrDate() throws {
        try lotto.run(["save", "--power-play", "1", "2", "3", "4", "5", "6"])
            .expectFailure(
                64, naming: "kr645 sells no multiplier option (powerball --power-play, megamillions --megaplier)")
        try lotto.run(["save", "--game", "powerball", "--megaplier", "1", "2", "3", "4", "5", "+", "6"])
            .expectFailure(64, naming: "--megaplier is not a powerball option (powerball sells --power-play)")
        try lotto.run([
            "save", "--game", "megamillions", "--megaplier", "--draw", "2025-04-08", "1", "2", "3", "4", "5", "+", "6",
        ])
        .expectFailure(
            64, naming: "the Megaplier was not sold for the megamillions draw of 2025-04-08 (only from 2003-12-05 until 2025-04-04)")
        try lotto.run(["save", "--game", "powerball", "--power-play", "--megaplier", "1", "2", "3", "4", "5", "+", "6"])
            .expectFailure(64, naming: "--power-play and --megaplier are two games' options")
        #expect(lotto.storeBytes == nil)
        let saved = try lotto.run([
            "save", "--game", "megamillions", "--megaplier", "--draw", "2025-04-04", "1", "2", "3", "4", "5", "+", "25",
        ])
        #expect(saved.status == 0 && saved.stdout.hasSuffix("Megaplier\n"), "\(saved.stderr)")
    }
}
