import Foundation
import TestSupport
import Testing

/// `lotto draws add --prize TIER=AMOUNT --multiplier N`: a draw typed in whole, whose prizes
/// and multiplier `draws` shows and `check` pays; a bad value is refused and nothing written.
@Suite struct DrawsAddPrizesTests {
    private let lotto = LottoExecutable()

    @Test func typedPrizesAndMultiplierAreShownAndPaid() throws {
        // Powerball 2025-01-04 was a Saturday draw; tier 4 pays 100 by the rules, 250 here.
        let added = try lotto.run([
            "draws", "add", "--game", "powerball", "--date", "2025-01-04", "1", "2", "3", "4", "5", "+", "6",
            "--prize", "4=250", "--prize", "5=120.50", "--multiplier", "3",
        ])
        #expect(added.status == 0 && added.stderr.isEmpty, "\(added.stderr)")
        let listed = try lotto.run(["draws", "--game", "powerball", "--json"])
        #expect(
            listed.lines.contains(
                #"{"date":"2025-01-04","extra":[6],"game":"powerball","multiplier":3,"numbers":[1,2,3,4,5],"#
                    + #""prizes":[{"amount":250.00,"tier":4,"winners":null},{"amount":120.50,"tier":5,"winners":null}],"#
                    + #""round":null}"#),
            "\(listed.stdout)")
        try lotto.saveEach([
            ["--game", "powerball", "--draw", "2025-01-04", "--power-play", "1", "2", "3", "4", "9", "+", "7"],
            ["--game", "powerball", "--draw", "2025-01-04", "--power-play", "1", "2", "3", "9", "10", "+", "6"],
            ["--game", "powerball", "--draw", "2025-01-04", "1", "2", "3", "4", "9", "+", "7"],
        ])
        let checked = try lotto.run(["check"])
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(
            checked.lines.contains {
                $0.hasPrefix("#1 ") && $0.contains("tier 4  prize 750.00 USD  after tax 750.00 USD")
            },
            "\(checked.stdout)")
        #expect(
            checked.lines.contains {
                $0.hasPrefix("#2 ") && $0.contains("tier 5  prize 361.50 USD  after tax 361.50 USD")
            },
            "\(checked.stdout)")
        #expect(
            checked.lines.contains {
                $0.hasPrefix("#3 ") && $0.contains("tier 4  prize 250.00 USD  after tax 250.00 USD")
            },
            "\(checked.stdout)")
    }

    @Test func aKoreanJackpotTypedInIsPaid() throws {
        let added = try lotto.run([
            "draws", "add", "--game", "kr645", "--date", "2025-01-04", "1", "2", "3", "4", "5", "6", "+", "7",
            "--prize", "1=2000000000", "--json",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains(#""prizes":[{"amount":2000000000,"tier":1,"winners":null}]"#), "\(added.stdout)")
        try lotto.saveEach([["--game", "kr645", "--draw", "2025-01-04", "1", "2", "3", "4", "5", "6"]])
        let checked = try lotto.run(["check"])
        #expect(checked.stdout.contains("tier 1  prize 2,000,000,000 KRW"), "\(checked.stdout)")
    }

    @Test(arguments: [
        (["--game", "kr645", "--prize", "9=5"], 65 as Int32, "9"),
        (["--game", "kr645", "--prize", "1=abc"], 64, "1=abc"),
        (["--game", "kr645", "--prize", "1="], 64, "1="),
        (["--game", "kr645", "--prize", "0=5"], 64, "0=5"),
        (["--game", "kr645", "--prize", "1=2.5"], 65, "2.5"),
        (["--game", "kr645", "--prize", "1=5", "--prize", "1=6"], 65, "tier 1"),
        (["--game", "kr645", "--multiplier", "3"], 65, "multiplier 3"),
        (["--game", "powerball", "--multiplier", "11"], 65, "multiplier 11"),
        (["--game", "powerball", "--multiplier", "x"], 64, "'x'"),
        (["--game", "powerball", "--prize", "4=2.505"], 65, "2.505"),
        // Past any amount a record holds, named as typed (not clamped).
        (
            ["--game", "powerball", "--prize", "4=999999999999999999999999999999999999999999999"], 65,
            "'999999999999999999999999999999999999999999999'"
        ),
    ])
    func badPrizesAndMultipliersAreRefusedAndNothingWritten(flags: [String], status: Int32, value: String) throws {
        let kept = try lotto.run([
            "draws", "add", "--game", "kr645", "--date", "2025-01-11", "8", "9", "10", "11", "12", "13", "+", "14",
        ])
        #expect(kept.status == 0, "\(kept.stderr)")
        let before = try #require(lotto.historyBytes)
        let numbers =
            flags[1] == "kr645" ? ["1", "2", "3", "4", "5", "6", "+", "7"] : ["1", "2", "3", "4", "5", "+", "6"]
        let refused = try lotto.run(["draws", "add", "--date", "2025-01-04"] + flags + numbers)
        refused.expectFailure(status, naming: value)
        #expect(lotto.historyBytes == before)
    }
}
