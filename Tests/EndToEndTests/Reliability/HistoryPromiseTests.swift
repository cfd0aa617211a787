import Foundation
import TestSupport
import Testing

/// The draw history and the commands that rewrite files keep their promises when tried as a
/// careless or hostile user would: a refused change changes nothing, a record replaces at most
/// one draw, figures are exact or refused, a file `list` refuses is not rewritten, standard
/// input is streamed, nothing is left behind, and errors say what happened (issue 20;
/// RELIABILITY.md says which class each test is of).
@Suite struct HistoryPromiseTests {
    private let lotto = LottoExecutable()
    private var historyPath: String { lotto.home.file("data/lotto/draws.jsonl") }
    private var history: Data? { FileManager.default.contents(atPath: historyPath) }

    init() throws {
        try lotto.run(["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl")])
    }

    // MARK: 1. A refused change changes nothing

    /// Every refusal, on every path (add, import, --replace), leaves the history byte for byte.
    @Test(arguments: [
        (["draws", "add", "--date", "2099-01-01", "1", "2", "3", "4", "5", "6", "+", "7"], "after today"),
        (
            [
                "draws", "add", "--date", "2099-01-01", "--round", "300", "--replace", "1", "2", "3", "4", "5", "6",
                "+", "7",
            ],
            "after today"
        ),
        (["draws", "add", "--date", "2008-08-30", "1", "2", "3", "4", "5", "46", "+", "7"], "46"),
        (
            ["draws", "add", "--round", "300", "--date", "2008-08-30", "1", "2", "3", "4", "5", "6", "+", "7"],
            "round 300"
        ),
        // Round 298 with round 299's date: refused before the history is read (issue 35); one
        // record matching two draws is below, in a game whose rounds are not weeks.
        (
            [
                "draws", "add", "--round", "298", "--date", "2008-08-23", "--replace", "1", "2", "3", "4", "5", "6",
                "+", "7",
            ],
            "2008-08-23 is round 299's date"
        ),
    ])
    func aRefusedDrawLeavesTheHistoryAsItWas(arguments: [String], naming value: String) async throws { try await offThePool {
        let before = history
        try lotto.run(arguments).expectFailure(65, naming: value)
        #expect(history == before)
        // The real round 300 is still the last draw checked against.
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        #expect(try lotto.run(["check", "--latest"]).stdout.contains("no prize"))
    } }

    @Test(arguments: [false, true])
    func aRefusedImportLeavesTheHistoryAsItWas(replacing: Bool) async throws { try await offThePool {
        let before = history
        let future =
            #"{"date":"2099-01-01","extra":[7],"game":"kr645","numbers":[1,2,3,4,5,6],"prizes":[],"round":300}"#
        let bad = #"{"date":"2008-09-06","extra":[7],"game":"kr645","numbers":[1,2,3,4,5,99],"prizes":[],"round":301}"#
        for (file, value) in [(future, "after today"), (bad, "99")] {
            try lotto.home.write(
                #"{"date":"2008-09-06","extra":[7],"game":"kr645","numbers":[1,2,3,4,5,6],"prizes":[],"round":301}"#
                    + "\n" + file + "\n", to: "in.jsonl")
            try lotto.run(["draws", "import", lotto.home.file("in.jsonl")] + (replacing ? ["--replace"] : []))
                .expectFailure(65, naming: value)
            #expect(history == before)
        }
    } }

    // MARK: 2. One record replaces at most one draw

    /// In a game whose draw numbers are not weeks from a first draw (the UK Lotto's), a round
    /// may come with any date: one recorded on another date, given with a date that holds
    /// another draw, would replace both.
    @Test func aRecordMatchingTwoDrawsIsRefusedNamingBoth() async throws { try await offThePool {
        // Two sets of balls, as UK Lotto draws from 2026-06-10.
        let draw = ["6", "11", "24", "31", "44", "59", "+", "2", "/", "1", "3", "5", "7", "9", "10", "+", "12"]
        try lotto.run(["draws", "add", "--game", "uk-lotto", "--round", "3148", "--date", "2026-11-11"] + draw)
        try lotto.run(["draws", "add", "--game", "uk-lotto", "--round", "3149", "--date", "2026-11-14"] + draw)
        let before = history
        let result = try lotto.run(
            ["draws", "add", "--game", "uk-lotto", "--round", "3148", "--date", "2026-11-14", "--replace"] + draw)
        result.expectFailure(65, naming: "round 3148 (2026-11-11) and uk-lotto round 3149 (2026-11-14)")
        #expect(history == before)
        let one = try lotto.run(
            ["draws", "import", "--replace", "-", "--json"],
            stdin:
                #"{"date":"2026-11-14","extra":[7],"game":"uk-lotto","numbers":[1,2,3,4,5,6],"prizes":[],"round":3149}"#
        )
        // One record matching one draw replaces it.
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout.contains(#""replaced":1"#))
    } }

    // MARK: 3. Imports at scale (their time: Reliability/import-scale.sh and BENCHMARKS.md)

    /// A large import of lotto's own JSON is recorded whole, and importing it again keeps every
    /// draw and writes nothing.
    @Test func aLargeImportAndItsRepeatKeepEveryDraw() async throws { try await offThePool {
        try lotto.home.write(SyntheticDraws.jsonLines(count: 20_000), to: "big.jsonl")
        let first = try lotto.run(["draws", "import", lotto.home.file("big.jsonl"), "--json"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains(#""added":20000"#))
        let written = history
        let again = try lotto.run(["draws", "import", lotto.home.file("big.jsonl"), "--json"])
        #expect(again.stdout.contains(#""kept":20000"#))
        #expect(history == written)
        #expect(try lotto.run(["draws", "--game", "6/43"]).lines.count == 20_000)
    } }

    // MARK: 4. Large figures: exact, or refused

    /// A prize of 10^15 with a price of 1: totals past 2^63 are exact, not a trap.
    @Test func theLargestPrizesAddUpExactly() async throws { try await offThePool {
        try lotto.home.write(
            "date,extra,game,numbers,prizes,round\n"
                + "2002-12-07,16,kr645,10 23 29 33 37 40,1:1:1000000000000000,1\n", to: "d.csv")
        try lotto.run(["draws", "import", lotto.home.file("d.csv"), "--draws", lotto.home.file("big.jsonl")])
        let tickets = Array(repeating: "10 23 29 33 37 40", count: 10_000).joined(separator: "\n")
        let text = try lotto.run(
            ["backtest", "-", "--price", "1", "--draws", lotto.home.file("big.jsonl")], stdin: tickets)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("won: 10,000,000,000,000,000,000 KRW"), "past Int64.max, exact")
        #expect(text.stdout.contains("spent: 10,000 KRW"))
        #expect(text.stdout.contains("net: 9,999,999,999,999,990,000 KRW"))
        #expect(text.stdout.contains("return: 100000000000000000.00%"))
        let json = try lotto.run(
            ["backtest", "-", "--price", "1", "--json", "--draws", lotto.home.file("big.jsonl")], stdin: tickets)
        #expect(json.stdout.contains(#""won":10000000000000000000}"#))
    } }

    @Test(arguments: ["100000000000000000", "99999999999999999999999999999999999999999999"])
    func aPriceTooLargeIsSaidToBeTooLarge(price: String) async throws { try await offThePool {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        try lotto.run(["backtest", "--price", price]).expectFailure(64, naming: "larger than any ticket costs")
    } }

    @Test func aPrizeTooLargeIsNamedWithItsCurrency() async throws { try await offThePool {
        try lotto.home.write(
            "date,extra,game,numbers,prizes,round\n2002-12-07,16,kr645,10 23 29 33 37 40,1:1:10000000000000000,1\n",
            to: "d.csv")
        try lotto.run(["draws", "import", lotto.home.file("d.csv"), "--draws", lotto.home.file("x.jsonl")])
            .expectFailure(65, naming: "10,000,000,000,000,000 KRW is larger than any lottery pays")
    } }

    // MARK: 5. A file list refuses is not rewritten

    @Test(arguments: [["delete", "1"], ["clear", "--yes"]])
    func aStoreWithARepeatedIDIsNotRewritten(arguments: [String]) async throws { try await offThePool {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        try lotto.run(["save", "7", "8", "9", "10", "11", "12"])
        let damaged = String(decoding: lotto.storeBytes!, as: UTF8.self).replacingOccurrences(
            of: #""id":2"#, with: #""id":1"#)
        try damaged.write(toFile: lotto.storePath, atomically: true, encoding: .utf8)
        try lotto.run(["list"]).expectFailure(65, naming: "id 1 does not follow id 1")
        try lotto.run(arguments).expectFailure(65, naming: "id 1 does not follow id 1")
        #expect(lotto.storeBytes == Data(damaged.utf8))
    } }

    // MARK: 6. Standard input streamed

    /// `backtest -` holds a page of tickets, not all of them: a million tickets pass under a
    /// 64 MiB data limit, where keeping every result would not.
    @Test func backtestOfStandardInputRunsInFlatMemory() async throws { try await offThePool {
        try lotto.run([
            "draws", "add", "--date", "2002-12-07", "--draws", lotto.home.file("one.jsonl"), "1", "2", "3", "4", "5",
            "6", "+", "7",
        ])
        let result = try lotto.shell(
            #""$LOTTO" new -n 1000000 --seed 7 | (ulimit -d 65536; "$LOTTO" backtest - --draws "$HOME/one.jsonl" --json) | tail -c 200"#,
            timeout: 600)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""plays":1000000"#), "\(result.stdout)")
    } }

    // MARK: 7. Nothing left behind

    /// Importing draws all recorded already needs no write: a history this user cannot write
    /// (another's, read-only to them) takes it. Needs root, to run lotto as nobody; never
    /// skipped in CI.
    @Test(.enabled(if: RequiredTool.runs(needing: LottoExecutable.canSwitchUser)))
    func reimportingWhatIsRecordedNeedsNoWriteAccess() async throws { try await offThePool {
        for folder in ["", "data", "data/lotto"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: lotto.home.file(folder))
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: historyPath)
        let before = history
        let kept = try lotto.run(
            ["draws", "import", DrawSamples.path("kr645-dhlottery-1-300.jsonl"), "--draws", historyPath], as: .nobody)
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(kept.stdout.contains("300 kept"))
        try lotto.run(
            ["draws", "import", DrawSamples.path("kr645-dhlottery-legacy-301-350.json"), "--draws", historyPath],
            as: .nobody
        ).expectFailure(73, naming: historyPath)
        #expect(history == before)
    } }

    // MARK: 8. Words that say what happened

    @Test func aCSVWithCarriageReturnLineEndsIsRead() async throws { try await offThePool {
        let lines = try String(contentsOfFile: DrawSamples.path("powerball-ny-2015-2017.csv"), encoding: .utf8)
            .split(separator: "\n").prefix(3)
        try lotto.home.write(lines.joined(separator: "\r") + "\r", to: "mac.csv")
        let result = try lotto.run(["draws", "import", lotto.home.file("mac.csv")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("2 added"))
    } }

    @Test func blankLinesAfterTheDrawOnStandardInputAreFine() async throws { try await offThePool {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        let input = "1 2 3 4 5 6 + 7\n" + String(repeating: "\n", count: 70_000)
        let result = try lotto.run(["check", "-"], stdin: input)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.first?.hasSuffix("tier 1  prize unknown") == true)
    } }

    @Test func lottosOwnHistoryFileImports() async throws { try await offThePool {
        try FileManager.default.copyItem(atPath: historyPath, toPath: lotto.home.file("backup.jsonl"))
        let result = try lotto.run(
            ["draws", "import", lotto.home.file("backup.jsonl"), "--draws", lotto.home.file("restored.jsonl")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.contents(atPath: lotto.home.file("restored.jsonl")) == history)
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        try lotto.run(["draws", "import", lotto.storePath, "--draws", lotto.home.file("x.jsonl")])
            .expectFailure(65, naming: "a lotto ticket file, not draw results")
    } }

    @Test func aUnicodeEscapeNeedsFourHexDigits() async throws { try await offThePool {
        try lotto.home.write(
            #"{"date":"2002-12-07","extra":[16],"game":"kr\u+041","numbers":[1,2,3,4,5,6]}"#, to: "u.json")
        try lotto.run(["draws", "import", lotto.home.file("u.json")])
            .expectFailure(65, naming: #"expected four hex digits after '\u'"#)
    } }
}
