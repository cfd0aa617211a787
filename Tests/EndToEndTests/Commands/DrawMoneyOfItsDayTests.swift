import Foundation
import TestSupport
import Testing

/// A draw's amounts are in the money of its own day (lire for a SuperEnalotto draw before
/// 2002, in a game of euros) everywhere: read, written, shown, round-tripped and checked. Read
/// in the game's euros and written in lire, each rewrite of the history multiplied them by 100.
@Suite struct DrawMoneyOfItsDayTests {
    private let lotto = LottoExecutable()
    private static let lireDraw =
        #"{"date":"2001-12-01","extra":[7],"game":"superenalotto","numbers":[1,2,3,4,5,6],"#
        + #""prizes":[{"amount":5000,"tier":1,"winners":1}],"round":null}"#

    /// `draws --game superenalotto --json`'s one draw.
    private func listedLireDraw(sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
        let listed = try lotto.run(["draws", "--game", "superenalotto", "--json"])
        #expect(listed.status == 0, "\(listed.stderr)", sourceLocation: sourceLocation)
        #expect(listed.lines.count == 3, "\(listed.lines)", sourceLocation: sourceLocation)
        return listed.lines.count == 3 ? listed.lines[1] : nil
    }

    private func importLireDraw() throws {
        try lotto.home.write(Self.lireDraw + "\n", to: "lire.json")
        let imported = try lotto.run(["draws", "import", lotto.home.file("lire.json")])
        #expect(imported.status == 0, "\(imported.stderr)")
    }

    /// Imported, listed and kept through unrelated changes of the history, each a rewrite:
    /// 5000 lire stays 5000 lire.
    @Test func aLireAmountStaysWhatItWasThroughEveryRewrite() throws {
        try importLireDraw()
        #expect(try listedLireDraw() == Self.lireDraw)
        for round in ["1", "2"] {
            let added = try lotto.run([
                "draws", "add", "--round", round, "1", "2", "3", "4", "5", "6", "+", "7",
            ])
            #expect(added.status == 0, "\(added.stderr)")
            #expect(try listedLireDraw() == Self.lireDraw)
        }
        let history = String(decoding: lotto.historyBytes ?? Data(), as: UTF8.self)
        #expect(history.contains(Self.lireDraw + "\n"), "\(history)")
        #expect(try lotto.run(["draws"]).status == 0)
    }

    /// `draws --json` and `--csv`, imported into another history, give back the same draw; and
    /// into the same one, the same draw again: kept, not a conflict.
    @Test(arguments: ["json", "csv"])
    func anExportImportsBackUnchanged(format: String) throws {
        try importLireDraw()
        let exported = try lotto.run(["draws", "--game", "superenalotto", "--format", format])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(
            exported.stdout.contains(format == "json" ? #""amount":5000,"# : "1:1:5000"), "\(exported.stdout)")
        try lotto.home.write(exported.stdout, to: "export.\(format)")
        let again = try lotto.run(["draws", "import", lotto.home.file("export.\(format)")])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("0 added, 0 updated, 0 replaced, 1 kept"), "\(again.stdout)")
        let other = LottoExecutable()
        try other.home.write(exported.stdout, to: "export.\(format)")
        let imported = try other.run(["draws", "import", other.home.file("export.\(format)")])
        #expect(imported.status == 0, "\(imported.stderr)")
        let reexported = try other.run(["draws", "--game", "superenalotto", "--format", format])
        #expect(reexported.stdout == exported.stdout)
    }

    /// A saved SuperEnalotto ticket that matches the draw won 5,000 lire.
    @Test func aTicketMatchingItChecksInLire() throws {
        try importLireDraw()
        try lotto.saveEach([["--game", "superenalotto", "--draw", "2001-12-01", "1", "2", "3", "4", "5", "6"]])
        let checked = try lotto.run(["check", "--game", "superenalotto"])
        #expect(checked.status == 0, "\(checked.stderr)")
        // No tax on a prize of 2001, before the diritto sulla vincita of 2012.
        #expect(
            checked.lines.first?.contains("prize 5,000 ITL  after tax 5,000 ITL  claim deadline ") == true,
            "\(checked.lines)")
        let json = try lotto.run(["check", "--game", "superenalotto", "--json"])
        #expect(json.stdout.contains(#""prize":5000,"#), "\(json.stdout)")
    }

    /// The summary counts a game's tickets in the money of their draws' days, a part for each:
    /// lire won and spent in lire, never added to euros nor called unknown.
    @Test func theSummaryCountsLireApartFromEuros() throws {
        try importLireDraw()
        try lotto.saveEach([
            ["--game", "superenalotto", "--draw", "2001-12-01", "1", "2", "3", "4", "5", "6"],
            ["--game", "superenalotto", "--draw", "2026-11-28", "1", "2", "3", "4", "5", "6"],
        ])
        let summary = try lotto.run(["check", "--summary"])
        #expect(summary.status == 0, "\(summary.stderr)")
        let text = summary.stdout
        #expect(text.contains("superenalotto (Italy SuperEnalotto), in ITL\n"), "\(text)")
        #expect(
            text.contains("spent: 500 ITL\nwon: 5,000 ITL\nwon after tax: 5,000 ITL\nunclaimed: 1 (5,000 ITL)\nnet: 4,500 ITL\n"),
            "\(text)")
        #expect(text.contains("superenalotto (Italy SuperEnalotto)\n"), "\(text)")
        #expect(text.contains("pending: 1 ticket\nspent: 1.00 EUR\n"), "\(text)")
        let json = try lotto.run(["check", "--summary", "--json"]).stdout
        #expect(json.contains(#""currency":"ITL","freePlays":0,"game":"superenalotto","net":4500,"#), "\(json)")
        #expect(
            json.contains(#""spent":500,"taxNote":null,"tiers":["#)
                && json.contains(#""unclaimed":1,"unclaimedWon":5000,"unknownPrizes":0,"won":5000,"wonAfterTax":5000}"#),
            "\(json)")
    }
}
