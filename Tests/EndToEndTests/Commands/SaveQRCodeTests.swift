import Foundation
import TestSupport
import Testing

/// A Korean ticket's QR code saved, end to end: `lotto save --qr` and QR lines on standard
/// input save each game bought for the ticket's round, with how its numbers were chosen, and
/// nothing of its serial; `list` shows them, `check` checks them; a bad code is refused, exit
/// 65, naming the slot, and nothing of the save is kept.
@Suite struct SaveQRCodeTests {
    private let lotto = LottoExecutable()

    /// Round 1236 with four games: two manual, two semi-automatic; its serial is 195138178214141022.
    static let example =
        "http://qr.dhlottery.co.kr/?v=1236m061722273744m030506144245s111826323542s152425263244n000000000000195138178214141022"

    @Test func theExampleSavesItsFourGamesForRound1236() throws {
        let saved = try lotto.run(["save", "--qr", Self.example])
        #expect(saved.status == 0 && saved.stderr.isEmpty, "\(saved.stderr)")
        let listed = try lotto.run(["list"]).lines.map {
            $0.replacingOccurrences(of: #"  \S+Z  "#, with: "  ", options: .regularExpression)
        }
        #expect(
            listed == [
                "#1  6 17 22 27 37 44  draw 2026-08-08 (round 1236)  manual",
                "#2  3 5 6 14 42 45  draw 2026-08-08 (round 1236)  manual",
                "#3  11 18 26 32 35 42  draw 2026-08-08 (round 1236)  semi-automatic",
                "#4  15 24 25 26 32 44  draw 2026-08-08 (round 1236)  semi-automatic",
            ])
        #expect(try lotto.run(["list", "--json"]).stdout.contains(#"{"chosen":"semi-automatic","draw":"2026-08-08","#))
        #expect(
            try lotto.run(["list", "--csv"]).lines.first
                == "id,game,draw,round,numbers,extra,saved,chosen,draws,lastDraw,lastRound,multiplier")
        let store = String(decoding: try #require(lotto.storeBytes), as: UTF8.self)
        #expect(!store.contains("195138178214141022") && !store.contains("dhlottery"), "nothing of the serial is kept")
    }

    @Test func aSavedQRTicketIsCheckedAgainstItsRound() throws {
        try lotto.run(["save", "--qr", Self.example])
        // Round 1236 as typed in: 6 17 22 27 37 + 44 as the bonus makes game 1 a 5+bonus.
        try lotto.run(["draws", "add", "--round", "1236", "6", "17", "22", "27", "37", "45", "+", "44"])
        let checked = try lotto.run(["check", "--json"])
        #expect(checked.status == 0, "\(checked.stderr)")
        let tiers = checked.lines.filter { $0.hasPrefix("{") }.map { line in
            String(line[line.range(of: #""tier":"#)!.upperBound...].prefix { $0 != "}" })
        }
        #expect(tiers == ["2", "null", "null", "null"])
    }

    @Test func qrLinesOnStandardInputMixWithTypedTickets() throws {
        let input = """
            1 2 3 4 5 6
            \(Self.example)
            http://m.dhlottery.co.kr/?v=0860q010203040506n000000000000n0000000000001234

            7 8 9 10 11 12
            """
        let saved = try lotto.run(["save", "--draw", "1240", "-"], stdin: input + "\n")
        #expect(saved.status == 0 && saved.lines.count == 7, "\(saved.stderr)")
        let listed = try lotto.run(["list"]).lines
        // Typed tickets are for --draw's round; each QR game for its own.
        #expect(listed[0].hasSuffix("draw 2026-09-05 (round 1240)"))
        #expect(listed[1].hasSuffix("draw 2026-08-08 (round 1236)  manual"))
        #expect(listed[5].hasSuffix("draw 2019-05-25 (round 860)  automatic"))
        #expect(listed[6].hasSuffix("draw 2026-09-05 (round 1240)"))
    }

    @Test(arguments: [
        ("?v=1236m061722273799", "slot 1 (m061722273799): 99 is out of range (1-45)"),
        ("?v=1236m061722273744q060606070809", "slot 2 (q060606070809): 6 appears more than once"),
        ("?v=0000m061722273744", "round '0000' is not a round from 0001 to 9999"),
        ("?v=1236m0617222737", "slot 1 ('m0617222737') is cut short"),
        ("?v=1236m061722273744x010203040506", "slot 2: 'x' is not m (manual)"),
        ("?v=1236n000000000000n000000000000", "no game on the ticket was bought"),
    ])
    func aBadCodeIsRefusedNamingTheSlotAndSavesNothing(query: String, message: String) throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        let before = lotto.storeBytes
        let code = "http://qr.dhlottery.co.kr/" + query
        try lotto.run(["save", "--qr", code]).expectFailure(65, naming: "invalid QR code '\(code)': \(message)")
        // On standard input, a bad code after a good one takes the good one with it.
        try lotto.run(["save", "-"], stdin: Self.example + "\n" + code + "\n")
            .expectFailure(65, naming: "standard input line 2: invalid QR code '\(code)': \(message)")
        #expect(lotto.storeBytes == before)
    }

    @Test func aQRCodeIsAKoreanTicketAndNamesItsOwnRound() throws {
        try lotto.run(["save", "--qr", Self.example, "--game", "powerball"])
            .expectFailure(64, naming: "--qr reads a kr645 ticket, not a powerball one")
        try lotto.run(["save", "--qr", Self.example, "--draw", "1240"])
            .expectFailure(64, naming: "--qr saves the ticket for its own round; give no --draw")
        try lotto.run(["save", "--qr", Self.example, "1", "2", "3", "4", "5", "6"])
            .expectFailure(64, naming: "--qr saves the games of a ticket's QR code")
        try lotto.run(["save", "--game", "powerball", "-"], stdin: Self.example + "\n")
            .expectFailure(65, naming: "standard input line 1: a kr645 ticket's QR code, among powerball tickets")
        #expect(lotto.storeBytes == nil)
    }

    /// Issue 49: a QR code is dhlottery's, so a kr645 ticket. `LOTTO_GAME`, a standing choice for
    /// every command, does not make it another game's (it did: exit 64); a game given with
    /// --game that is another is a conflict, exit 64, naming both, and nothing is saved.
    @Test func aQRCodesOwnGameWinsOverLOTTO_GAMEButNotOverGame() throws {
        lotto.environment["LOTTO_GAME"] = "powerball"
        try lotto.run(["save", "--game", "powerball", "--qr", Self.example])
            .expectFailure(64, naming: "--qr reads a kr645 ticket, not a powerball one given with --game")
        #expect(lotto.storeBytes == nil)
        let saved = try lotto.run(["save", "--qr", Self.example, "--json"])
        #expect(saved.status == 0 && saved.stderr.isEmpty, "\(saved.stderr)")
        let records = saved.lines.filter { $0.hasPrefix("{") }
        #expect(records.count == 4 && records.allSatisfy { $0.contains(#""game":"kr645""#) }, "\(saved.stdout)")
        #expect(try lotto.run(["list", "--game", "kr645"]).lines.count == 4)
        #expect(try lotto.run(["list", "--game", "powerball"]).stdout.isEmpty)
        // --game kr645, given, is the code's own game.
        #expect(try lotto.run(["save", "--game", "kr645", "--qr", Self.example]).status == 0)
        lotto.environment["LOTTO_GAME"] = "nope"
        try lotto.run(["save", "--qr", Self.example]).expectFailure(64, naming: "unknown game 'nope' in LOTTO_GAME")
    }

    /// Issue 47: a code read loosely saved what it did not say (the first game of a 13-digit
    /// slot, the serial the rest; the first of two `v=`; `round 1234` of `12345`). Each is
    /// refused now, exit 65, naming the fault, on the command line and on standard input, and
    /// the store is as it was.
    @Test(arguments: [
        (
            "?v=1000m0102030405061q0708091011121234567890",
            "slot 1 ('m0102030405061') has 13 digits: a slot is a letter and 12 digits"
        ),
        ("?v=1236m061722273744&v=0860q010203040506", "a second v= ('v=0860q010203040506')"),
        ("?v=1236m061722273744?v=0860q010203040506", "a second v= ('v=0860q010203040506')"),
        ("?v=12345m061722273744", "round '12345' has 5 digits: a round is four, from 0001 to 9999"),
    ])
    func aLooseCodeIsRefusedNamingItsFault(query: String, message: String) throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        let before = try #require(lotto.storeBytes)
        let code = "http://qr.dhlottery.co.kr/" + query
        try lotto.run(["save", "--qr", code]).expectFailure(65, naming: ": \(message)")
        try lotto.run(["save", "-"], stdin: Self.example + "\n" + code + "\n")
            .expectFailure(65, naming: "standard input line 2: invalid QR code '\(code.prefix(57))")
        try lotto.run(["save", "-"], stdin: Self.example + "\n" + code + "\n").expectFailure(65, naming: message)
        #expect(lotto.storeBytes == before)
    }

    /// `--qr A --qr B` saved B alone: now a usage error of the parser, whatever the spelling.
    @Test func twoQRCodesAreAUsageError() throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        let before = try #require(lotto.storeBytes)
        let other = "http://m.dhlottery.co.kr/?v=0860q010203040506"
        for words in [["--qr", Self.example, "--qr", other], ["--qr=\(Self.example)", "--qr=\(other)"]] {
            try lotto.run(["save"] + words).expectFailure(
                64, naming: "option '--qr' is given twice: it takes one value")
        }
        #expect(lotto.storeBytes == before)
    }

    /// A ticket is printed for the round on sale: on Friday 2026-11-27, round 1252, drawn the
    /// next day. A later round (1253, 1300, 9999) is refused, naming it and round 1252.
    @Test(arguments: [1253, 1300, 9999])
    func aRoundNotOnSaleYetIsRefused(round: Int) throws {
        lotto.clock = "2026-11-27 12:00:00"
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        let before = try #require(lotto.storeBytes)
        let code = "http://qr.dhlottery.co.kr/?v=\(round)m061722273744"
        let message = "round \(round) ("
        let onSale = "is not on sale yet: the latest on sale is round 1252 (2026-11-28)"
        let refused = try lotto.run(["save", "--qr", code])
        refused.expectFailure(65, naming: "invalid QR code '\(code)': \(message)")
        refused.expectFailure(65, naming: onSale)
        let onLine3 = try lotto.run(["save", "-"], stdin: "7 8 9 10 11 12\n\(Self.example)\n\(code)\n")
        onLine3.expectFailure(65, naming: "standard input line 3: invalid QR code '\(code)': \(message)")
        onLine3.expectFailure(65, naming: onSale)
        #expect(lotto.storeBytes == before)
        // The round on sale itself is saved.
        let saved = try lotto.run(["save", "--qr", "http://qr.dhlottery.co.kr/?v=1252m061722273744"])
        #expect(saved.status == 0 && saved.stdout.contains("(round 1252)"), "\(saved.stderr)")
    }

    /// Once Saturday's sales close (20:00 KST, 11:00 UTC), the next round is the one on sale.
    @Test func afterSaturdaysSalesCloseTheNextRoundIsOnSale() throws {
        lotto.clock = "2026-11-28 11:30:00"
        let saved = try lotto.run(["save", "--qr", "http://qr.dhlottery.co.kr/?v=1253m061722273744"])
        #expect(saved.status == 0 && saved.stdout.contains("(round 1253)"), "\(saved.stderr)")
        let before = try #require(lotto.storeBytes)
        try lotto.run(["save", "--qr", "http://qr.dhlottery.co.kr/?v=1254m061722273744"])
            .expectFailure(65, naming: "the latest on sale is round 1253 (2026-12-05)")
        #expect(lotto.storeBytes == before)
    }

    /// A byte that is not ASCII showed as `�` and was refused for something else: it is named
    /// now, escaped as it is, on the command line and on standard input.
    @Test func aByteThatIsNotASCIIIsNamedEscaped() throws {
        try lotto.run(["save", "1", "2", "3", "4", "5", "6"])
        let before = try #require(lotto.storeBytes)
        let code = #"http://qr.dhlottery.co.kr/?v=1236m0617222737\377\n"#
        let shown = #"invalid QR code 'http://qr.dhlottery.co.kr/?v=1236m0617222737\xFF'"#
        try lotto.shell(#"exec "$LOTTO" save --qr "$(printf '\#(code)')""#)
            .expectFailure(65, naming: shown + #": byte 45, \xFF, is not ASCII: a ticket's QR code is ASCII"#)
        try lotto.shell(#"printf '1 2 3 4 5 6\n\#(code)' | exec "$LOTTO" save -"#)
            .expectFailure(65, naming: "standard input line 2: " + shown + #": byte 45, \xFF"#)
        // UTF-8 is not ASCII either: each of its bytes is shown.
        try lotto.shell(
            #"exec "$LOTTO" save --qr "$(printf 'http://qr.dhlottery.co.kr/?v=1236m061722273744\303\251')""#
        )
        .expectFailure(65, naming: #"?v=1236m061722273744\xC3\xA9': byte 47, \xC3, is not ASCII"#)
        #expect(lotto.storeBytes == before)
    }
}
